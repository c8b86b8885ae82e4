/// A value of an XML property list, each placed at the scalar index where it starts in its
/// `DecodedText`.
indirect enum PropertyListValue: Sendable {
    case string(String)
    /// Integers, reals and dates as written: a strings table only needs to say what they are.
    case integer(String)
    case real(String)
    case date(String)
    case bool(Bool)
    case data
    case array([PropertyListNode])
    case dictionary([PropertyListMember])

    var kind: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real"
        case .date: "a date"
        case .bool: "a boolean"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

struct PropertyListNode: Sendable {
    let value: PropertyListValue
    let index: Int
}

struct PropertyListMember: Sendable {
    let key: String
    let keyIndex: Int
    let value: PropertyListNode
}

/// Reads an XML property list (a `.stringsdict`, or a `.strings` written as one) as
/// CoreFoundation's XML parser does (docs/localization.md, "Stringsdict files"): the plist DTD's
/// elements, the five XML entities and character references, CDATA and comments; in a
/// dictionary each `<key>` followed by its value, a key given twice keeping its last value.
///
/// Hand-written, as `StringsFileReader` is: swift-foundation's decoder needs Foundation and
/// gives no columns.
struct PropertyListXMLReader {
    struct Mistake: Error, Sendable {
        let message: String
        let index: Int
    }

    /// CF refuses deeper nesting.
    static let depthLimit = 512

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Keys given twice, with the index of the first: a warning each.
    private(set) var duplicates: [(key: String, index: Int, earlier: Int)] = []

    init(_ text: DecodedText) {
        scalars = text.scalars
    }

    /// The document's one value, inside `<plist>` or alone.
    mutating func read() throws(Mistake) -> PropertyListNode {
        skipMarkup()
        guard index < scalars.count else { throw Mistake(message: "the file holds no property list", index: index) }
        var wrapped = false
        if lookingAt("<plist") {
            let start = index
            let (name, empty) = try readTag()
            guard name == "plist", !empty else { throw Mistake(message: "an empty <plist/> holds no value", index: start) }
            wrapped = true
            skipMarkup()
        }
        let value = try readValue(depth: 0)
        skipMarkup()
        if wrapped {
            guard lookingAt("</plist>") else { throw Mistake(message: "expected </plist> after the property list's one value", index: index) }
            index += "</plist>".unicodeScalars.count
            skipMarkup()
        }
        if index < scalars.count { throw Mistake(message: "junk after the property list", index: index) }
        return value
    }

    private mutating func readValue(depth: Int) throws(Mistake) -> PropertyListNode {
        guard depth <= Self.depthLimit else { throw Mistake(message: "more than \(Self.depthLimit) nested dictionaries or arrays", index: index) }
        let start = index
        guard index < scalars.count, scalars[index] == "<" else {
            throw Mistake(message: index < scalars.count ? "text outside an element: a value is an element such as <string>" : "expected a value before the end of the file", index: index)
        }
        if lookingAt("</") { throw Mistake(message: "expected a value, found a closing tag", index: index) }
        let (name, empty) = try readTag()
        switch name {
        case "dict":
            if empty { return PropertyListNode(value: .dictionary([]), index: start) }
            return PropertyListNode(value: .dictionary(try readMembers(depth: depth)), index: start)
        case "array":
            if empty { return PropertyListNode(value: .array([]), index: start) }
            var elements: [PropertyListNode] = []
            while true {
                skipMarkup()
                if lookingAt("</array>") {
                    index += "</array>".unicodeScalars.count
                    return PropertyListNode(value: .array(elements), index: start)
                }
                elements.append(try readValue(depth: depth + 1))
            }
        case "true", "false":
            if !empty { try closeEmpty(name) }
            return PropertyListNode(value: .bool(name == "true"), index: start)
        case "string", "integer", "real", "date", "data":
            let text = empty ? "" : try readText(closing: name)
            let value: PropertyListValue
            switch name {
            case "string": value = .string(text)
            case "integer":
                guard Self.isInteger(text) else { throw Mistake(message: "<integer> holds \"\(StringsFileReader.shown(text))\", not an integer", index: start) }
                value = .integer(text)
            case "real": value = .real(text)
            case "date": value = .date(text)
            default: value = .data
            }
            return PropertyListNode(value: value, index: start)
        case "key":
            throw Mistake(message: "a <key> outside a dictionary", index: start)
        default:
            throw Mistake(message: "unknown element <\(StringsFileReader.shown(name))>: a property list has dict, key, string, array, integer, real, true, false, date and data", index: start)
        }
    }

    /// A dictionary's `<key>…</key> value` pairs, to `</dict>`.
    private mutating func readMembers(depth: Int) throws(Mistake) -> [PropertyListMember] {
        var members: [PropertyListMember] = []
        var seen: [String: Int] = [:]
        while true {
            skipMarkup()
            if lookingAt("</dict>") {
                index += "</dict>".unicodeScalars.count
                return members
            }
            let keyIndex = index
            guard lookingAt("<key") else {
                throw Mistake(message: index < scalars.count ? "found non-key inside <dict>: each value follows its <key>" : "expected </dict> before the end of the file", index: index)
            }
            let (_, empty) = try readTag()
            let key = empty ? "" : try readText(closing: "key")
            skipMarkup()
            if lookingAt("</dict>") || index >= scalars.count {
                throw Mistake(message: "value missing for the key \"\(StringsFileReader.shown(key))\" inside <dict>", index: keyIndex)
            }
            let value = try readValue(depth: depth + 1)
            if let earlier = seen[key] {
                duplicates.append((key, keyIndex, earlier))
                members.removeAll { $0.key == key }
            }
            seen[key] = keyIndex
            members.append(PropertyListMember(key: key, keyIndex: keyIndex, value: value))
        }
    }

    /// `<name attributes…>` or `<name …/>`: its name and whether it closed itself.
    private mutating func readTag() throws(Mistake) -> (String, Bool) {
        let start = index
        index += 1
        var name = String.UnicodeScalarView()
        while index < scalars.count, Self.isNameCharacter(scalars[index]) {
            name.append(scalars[index])
            index += 1
        }
        guard !name.isEmpty else { throw Mistake(message: "'<' not followed by an element name", index: start) }
        // Attributes (`version="1.0"`) are skipped, quoted values and all.
        while index < scalars.count, scalars[index] != ">" {
            if scalars[index] == "\"" || scalars[index] == "'" {
                let quote = scalars[index]
                index += 1
                while index < scalars.count, scalars[index] != quote { index += 1 }
            }
            index += 1
        }
        guard index < scalars.count else { throw Mistake(message: "the tag <\(String(name))> is not closed with '>'", index: start) }
        let empty = scalars[index - 1] == "/"
        index += 1
        return (String(name), empty)
    }

    /// `</name>` right after `<name>` of an element that holds nothing (`<true></true>`).
    private mutating func closeEmpty(_ name: String) throws(Mistake) {
        skipMarkup()
        let closing = "</\(name)>"
        guard lookingAt(closing) else { throw Mistake(message: "<\(name)> holds nothing: expected \(closing)", index: index) }
        index += closing.unicodeScalars.count
    }

    /// The text of an element to its closing tag: entities and character references replaced,
    /// CDATA kept as written, comments dropped.
    private mutating func readText(closing name: String) throws(Mistake) -> String {
        let closing = "</\(name)>"
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            if scalars[index] == "<" {
                if lookingAt(closing) {
                    index += closing.unicodeScalars.count
                    return String(text)
                }
                if lookingAt("<![CDATA[") {
                    let start = index
                    index += 9
                    while index < scalars.count, !lookingAt("]]>") {
                        text.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { throw Mistake(message: "CDATA section not closed with ]]>", index: start) }
                    index += 3
                    continue
                }
                if lookingAt("<!--") {
                    try skipComment()
                    continue
                }
                throw Mistake(message: "an element inside <\(name)>, which holds text only (write '<' as &lt;)", index: index)
            }
            if scalars[index] == "&" {
                text.append(try readEntity())
                continue
            }
            text.append(scalars[index])
            index += 1
        }
        throw Mistake(message: "<\(name)> is not closed: expected \(closing) before the end of the file", index: index)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&apos;`, `&quot;`, `&#65;`, `&#x41;`.
    private mutating func readEntity() throws(Mistake) -> Unicode.Scalar {
        let start = index
        index += 1
        var name = ""
        while index < scalars.count, scalars[index] != ";", name.unicodeScalars.count < 12 {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";" else { throw Mistake(message: "'&' that begins no entity: write it as &amp;", index: start) }
        index += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            var value: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(), radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value), value != 0 else {
                throw Mistake(message: "unknown entity &\(StringsFileReader.shown(name)); (a property list knows &lt; &gt; &amp; &apos; &quot; and &#N;)", index: start)
            }
            return scalar
        }
    }

    /// Whitespace, `<?…?>`, `<!DOCTYPE …>` and comments between elements.
    private mutating func skipMarkup() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
            } else if lookingAt("<?") {
                while index < scalars.count, !lookingAt("?>") { index += 1 }
                index = min(index + 2, scalars.count)
            } else if lookingAt("<!--") {
                do { try skipComment() } catch { return }
            } else if lookingAt("<!DOCTYPE") {
                var brackets = 0
                while index < scalars.count {
                    if scalars[index] == "[" { brackets += 1 }
                    if scalars[index] == "]" { brackets -= 1 }
                    if scalars[index] == ">", brackets <= 0 { break }
                    index += 1
                }
                index = min(index + 1, scalars.count)
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(Mistake) {
        let start = index
        index += 4
        while index < scalars.count, !lookingAt("-->") { index += 1 }
        guard index < scalars.count else { throw Mistake(message: "comment not closed with -->", index: start) }
        index += 3
    }

    private func lookingAt(_ text: String) -> Bool {
        var cursor = index
        for scalar in text.unicodeScalars {
            guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
            cursor += 1
        }
        return true
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", ":": true
        default: false
        }
    }

    /// A decimal integer with an optional sign, or `0x` and hex digits.
    private static func isInteger(_ text: String) -> Bool {
        var body = Substring(text.trimmingXMLSpace())
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) }
        return !body.isEmpty && body.allSatisfy(\.isASCIIDigit)
    }
}

extension String {
    fileprivate func trimmingXMLSpace() -> String {
        let space: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        return String(drop { space.contains($0) }.reversed().drop { space.contains($0) }.reversed())
    }
}
