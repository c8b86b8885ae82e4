/// Reads a `.strings` file as CoreFoundation's old-style property-list parser does
/// (docs/localization.md, "Strings files"): `"key" = "value";` entries, with `//` and `/* */`
/// comments, single or double quotes, unquoted words, the `"key";` shortcut, and the escapes CF
/// knows. A mistake CF stops at is an error at its line:column: iOS then reads no entry of the
/// file at all. What CF accepts but rarely means is a warning.
///
/// Hand-written, not swift-foundation's property-list decoder: that needs Foundation in a core
/// that links none (start-up, docs/performance.md), and reports no columns.
struct StringsFileReader {
    struct Entry: Sendable, Equatable {
        let key: String
        let value: String
        /// Where the key is written.
        let position: SourcePosition
    }

    /// What the file holds: its entries in file order (a key given twice keeps its last value,
    /// as CF's dictionary does), and the warnings.
    struct Table: Sendable {
        var entries: [Entry] = []
        var warnings: [Finding] = []
        var encoding: DecodedText.Encoding = .utf8

        /// The value of each key, the last of a key given twice.
        var values: [String: String] {
            var values: [String: String] = [:]
            values.reserveCapacity(entries.count)
            for entry in entries { values[entry.key] = entry.value }
            return values
        }
    }

    struct Finding: Error, Sendable, Equatable {
        let message: String
        let position: SourcePosition
    }

    /// CF refuses deeper nesting ("Too many nested arrays or dictionaries").
    static let depthLimit = 512

    private let text: DecodedText
    private var scalars: [Unicode.Scalar] { text.scalars }
    private var index = 0
    /// Each warning at its scalar index; a key given twice also names where it was first.
    private var warnings: [(message: String, index: Int, earlier: Int?)] = []
    private var keyIndices: [Int] = []

    static func read(_ bytes: [UInt8]) throws(Finding) -> Table {
        let text: DecodedText
        do {
            text = try DecodedText(bytes)
        } catch {
            throw Finding(message: error.reason, position: SourcePosition.of(offset: error.offset, in: bytes))
        }
        var reader = StringsFileReader(text: text)
        var table = Table(encoding: text.encoding)
        let read: [(key: String, value: String)]
        do {
            read = try reader.readTable()
        } catch {
            throw Finding(message: error.message, position: text.position(ofScalar: error.index))
        }
        // Every place in one walk of the text: a position found per entry walked it per entry.
        let positions = text.positions(ofScalars: reader.keyIndices + reader.warnings.flatMap { [$0.index] + ($0.earlier.map { [$0] } ?? []) })
        table.entries = zip(read, reader.keyIndices).map { Entry(key: $0.key, value: $0.value, position: positions[$1]!) }
        table.warnings = reader.warnings.map { warning in
            let message = warning.earlier.map { "\(warning.message) (first on line \(positions[$0]!.line)): iOS keeps this later value" } ?? warning.message
            return Finding(message: message, position: positions[warning.index]!)
        }
        return table
    }

    private init(text: DecodedText) {
        self.text = text
    }

    /// A mistake at a scalar index, placed once it is thrown.
    private struct Mistake: Error {
        let message: String
        let index: Int
    }

    /// The file: braces around the entries, or (the strings-file form) none.
    private mutating func readTable() throws(Mistake) -> [(key: String, value: String)] {
        skipSpaceAndComments()
        guard index < scalars.count else { return [] }
        if scalars[index] == "{" {
            index += 1
            let entries = try readEntries(closing: "{", depth: 1, isTable: true)
            skipSpaceAndComments()
            if index < scalars.count { throw Mistake(message: "junk after the closing brace: a strings file is one set of entries", index: index) }
            return entries
        }
        return try readEntries(closing: nil, depth: 0, isTable: true)
    }

    /// `key = value;` or `key;` until the end of the file, or the closing brace when
    /// `closing` opened them.
    /// `isTable`: the file's own entries, kept; a nested dictionary's are read and dropped.
    private mutating func readEntries(closing: Unicode.Scalar?, depth: Int, isTable: Bool) throws(Mistake) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var seen: [String: Int] = [:]
        while true {
            skipSpaceAndComments()
            guard index < scalars.count else {
                if closing != nil { throw Mistake(message: "expected '}' before the end of the file", index: index) }
                return entries
            }
            if closing != nil, scalars[index] == "}" {
                index += 1
                return entries
            }
            let keyStart = index
            guard let key = try readString() else {
                throw Mistake(message: "unexpected \(Self.describe(scalars[index])) where a key should start (quote it: \"key\" = \"value\";)", index: index)
            }
            skipSpaceAndComments()
            guard index < scalars.count else { throw Mistake(message: "expected ';' or '=' after the key \"\(Self.shown(key))\", found the end of the file", index: index) }
            let value: String
            if scalars[index] == ";" {
                // "a strings file using the shortcut format": the key is its own value.
                value = key
                index += 1
            } else if scalars[index] == "=" {
                index += 1
                skipSpaceAndComments()
                let valueStart = index
                guard index < scalars.count else { throw Mistake(message: "expected a value after '=' for the key \"\(Self.shown(key))\", found the end of the file", index: index) }
                if let string = try readString() {
                    value = string
                } else {
                    try skipObject(depth: depth + 1)
                    warnings.append(("the value of \"\(Self.shown(key))\" is not a string: iOS shows the key", valueStart, nil))
                    skipSpaceAndComments()
                    try expectSemicolon(after: key)
                    continue
                }
                skipSpaceAndComments()
                try expectSemicolon(after: key)
            } else {
                throw Mistake(message: "expected ';' or '=' after the key \"\(Self.shown(key))\", found \(Self.describe(scalars[index]))", index: index)
            }
            guard isTable else { continue }
            if let earlier = seen[key] { warnings.append(("\"\(Self.shown(key))\" is given again", keyStart, earlier)) }
            seen[key] = keyStart
            keyIndices.append(keyStart)
            entries.append((key, value))
        }
    }

    private mutating func expectSemicolon(after key: String) throws(Mistake) {
        guard index < scalars.count, scalars[index] == ";" else {
            let found = index < scalars.count ? Self.describe(scalars[index]) : "the end of the file"
            throw Mistake(message: "missing ';' after the value of \"\(Self.shown(key))\" (found \(found)): iOS reads none of this file's strings", index: index)
        }
        index += 1
    }

    /// A quoted or unquoted string, or nil (nothing read) when none starts here.
    private mutating func readString() throws(Mistake) -> String? {
        let first = scalars[index]
        if first == "\"" || first == "'" { return try readQuoted(first) }
        guard Self.isUnquoted(first) else { return nil }
        var text = String.UnicodeScalarView()
        while index < scalars.count, Self.isUnquoted(scalars[index]) {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }

    /// `"…"` or `'…'`, which may span lines, with CF's escapes.
    private mutating func readQuoted(_ quote: Unicode.Scalar) throws(Mistake) -> String {
        let start = index
        index += 1
        // UTF-16 code units, as CF builds the string: `\U` gives one unit, and two of them may
        // be a surrogate pair.
        var units: [UInt16] = []
        while index < scalars.count, scalars[index] != quote {
            let scalar = scalars[index]
            guard scalar == "\\" else {
                units.append(contentsOf: scalar.utf16)
                index += 1
                continue
            }
            let slash = index
            index += 1
            guard index < scalars.count else { throw Mistake(message: "a backslash ends the file: the escape is unfinished", index: slash) }
            try units.append(contentsOf: readEscape(at: slash))
        }
        guard index < scalars.count else {
            throw Mistake(message: "the quoted string is not closed: \(quote == "\"" ? "\"" : "'") expected before the end of the file", index: start)
        }
        index += 1
        return String(decoding: units, as: UTF16.self)
    }

    /// The code units of the escape after the backslash at `slash`.
    private mutating func readEscape(at slash: Int) throws(Mistake) -> [UInt16] {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "0"..."7":
            // At most three octal digits, read through NeXTSTEP Latin: the same as ASCII below
            // \200; above it pushsim does not map the characters.
            var value = Int(scalar.value - 48)
            var digits = 1
            while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                value = value * 8 + Int(scalars[index].value - 48)
                index += 1
                digits += 1
            }
            value &= 0xFF
            guard value < 0x80 else {
                throw Mistake(message: "the octal escape is above \\177, a NeXTSTEP Latin character pushsim does not map: write it as \\U and 4 hex digits", index: slash)
            }
            return [UInt16(value)]
        case "U":
            // Up to four hex digits: one UTF-16 code unit.
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, index < scalars.count, let digit = Self.hexValue(scalars[index]) {
                value = value << 4 | digit
                index += 1
                digits += 1
            }
            if digits == 0 { warnings.append(("\\U without hex digits is the character U+0000", slash, nil)) }
            return [value]
        case "u":
            warnings.append(("\\u is not an escape in a strings file: it is the letter u; write \\U and 4 hex digits", slash, nil))
            return [0x75]
        case "a": return [0x07]
        case "b": return [0x08]
        case "f": return [0x0C]
        case "n": return [0x0A]
        case "r": return [0x0D]
        case "t": return [0x09]
        case "v": return [0x0B]
        default: return Array(scalar.utf16)
        }
    }

    /// A value that is not a string: `{…}`, `(…)` or `<…>`, read to stay in step.
    private mutating func skipObject(depth: Int) throws(Mistake) {
        guard depth <= Self.depthLimit else { throw Mistake(message: "more than \(Self.depthLimit) nested dictionaries or arrays", index: index) }
        let start = index
        switch scalars[index] {
        case "{":
            index += 1
            _ = try readEntries(closing: "{", depth: depth, isTable: false)
        case "(":
            index += 1
            while true {
                skipSpaceAndComments()
                guard index < scalars.count else { throw Mistake(message: "expected ')' before the end of the file", index: start) }
                if scalars[index] == ")" {
                    index += 1
                    return
                }
                if try readString() == nil { try skipObject(depth: depth + 1) }
                skipSpaceAndComments()
                if index < scalars.count, scalars[index] == "," {
                    index += 1
                } else if index < scalars.count, scalars[index] != ")" {
                    throw Mistake(message: "expected ',' or ')' in the array, found \(Self.describe(scalars[index]))", index: index)
                }
            }
        case "<":
            index += 1
            while index < scalars.count, scalars[index] != ">" {
                guard Self.hexValue(scalars[index]) != nil || Self.isSpace(scalars[index]) else {
                    throw Mistake(message: "\(Self.describe(scalars[index])) in <data>: it holds hex digits", index: index)
                }
                index += 1
            }
            guard index < scalars.count else { throw Mistake(message: "expected '>' before the end of the file", index: start) }
            index += 1
        default:
            throw Mistake(message: "unexpected \(Self.describe(scalars[index])) where a value should start (quote it: \"value\")", index: index)
        }
    }

    /// Whitespace and comments; an unclosed `/*` runs to the end of the file, as in CF.
    private mutating func skipSpaceAndComments() {
        while index < scalars.count {
            let scalar = scalars[index]
            if Self.isSpace(scalar) {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                index += 2
                while index < scalars.count, !Self.endsLine(scalars[index]) { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { index += 1 }
                if index >= scalars.count {
                    warnings.append(("the comment is not closed: everything after it is part of it", start, nil))
                } else {
                    index += 2
                }
            } else {
                return
            }
        }
    }

    /// U+0009…U+000D, space, and the Unicode line and paragraph separators.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func endsLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// What an unquoted string may hold: ASCII letters and digits, `_ $ / : . -`.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": UInt16(scalar.value - 48)
        case "a"..."f": UInt16(scalar.value - 87)
        case "A"..."F": UInt16(scalar.value - 55)
        default: nil
        }
    }

    /// A character as a message names it: quoted when visible, its code point when not.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace || scalar.value >= 0x7F && !scalar.properties.isAlphabetic {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(scalar)'"
    }

    /// A key as a message quotes it: control characters as `?`, cut to 60 characters.
    static func shown(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let cut = scalars.prefix(60).map { $0.properties.generalCategory == .control ? "?" : $0 }
        return String(String.UnicodeScalarView(cut)) + (scalars.count > 60 ? "…" : "")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
