#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a line pushsim writes from being read as a command by a CI runner (docs/ci-formats.md,
/// "No line is a command unless pushsim wrote one"). Runners read every line a step prints:
///
/// - GitHub Actions takes a line whose first characters, after whitespace, are `::` for a
///   workflow command (`::error …::`, `::stop-commands::`), and `##[` anywhere in a line for
///   the older form (`##[error]…`; actions/runner, `ActionCommand.TryParseV2`, `TryParse`);
/// - Azure Pipelines takes `##vso[` anywhere in a line for a logging command.
///
/// A file name, a payload's text or an id can put any of them in a line, at its start (a file
/// named `::error title=Forged::x.json` starts `file: valid`). So in such a line the first `:`
/// of a leading `::` is written `\u{3A}` and the `[` of `##[` and `##vso[` is written `\u{5B}`,
/// in the sanitizer's notation (`TerminalText`) — or `\u005b` inside JSON and `&#x5B;` in XML
/// (a JUnit report written to standard output), where it is the same text. The runners compare
/// text by culture, which skips invisible characters, so these count as nothing between the
/// characters looked for (U+200B in `:\u{200B}:` still makes `::`). Every other line, the
/// immense majority, is left as it is, found by one pass over its bytes.
enum CICommandGuard {
    /// How an escaped character is written: in text, inside a JSON string, or in XML text
    /// and attribute values.
    enum Notation: Sendable {
        case text, json, xml
    }

    /// A line, or several separated by newlines (SARIF's log is one string).
    static func inert(_ text: String, notation: Notation) -> String {
        if text.utf8.withContiguousStorageIfAvailable(isClear) == true { return text }
        return String(decoding: inert(lines: Array(text.utf8), notation: notation), as: UTF8.self)
    }

    /// Whole lines as bytes, each ending in its newline: each line made inert.
    static func inert(lines bytes: [UInt8], notation: Notation) -> [UInt8] {
        var out: [UInt8] = []
        var changed = false
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count {
                var end = buffer.count
                if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                    end = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if isClear(line) {
                    if changed { out.append(contentsOf: line) }
                } else {
                    if !changed {
                        out.reserveCapacity(bytes.count + 16)
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<start]))
                        changed = true
                    }
                    out.append(contentsOf: escaped(Array(line), notation: notation))
                }
                start = end
            }
        }
        return changed ? out : bytes
    }

    /// Whether text surely holds none of the commands: it holds no `#`, and each of its lines
    /// starts (after ASCII whitespace) with an ASCII character other than `:`. With memchr:
    /// every line of a replay of thousands of files passes here.
    private static func isClear(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        if memchr(base, Int32(UInt8(ascii: "#")), text.count) != nil { return false }
        var start = 0
        while true {
            var index = start
            while index < text.count, text[index] == UInt8(ascii: " ") || (0x09...0x0D).contains(text[index]) { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: ":") || text[index] >= 0x80 { return false }
            guard start < text.count, let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start) else { return true }
            start = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
        }
    }

    /// The line with its commands' characters escaped, scalar by scalar.
    private static func escaped(_ line: [UInt8], notation: Notation) -> [UInt8] {
        let scalars = Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        var escapes = Set(notation != .json ? leadingColon(scalars).map { [$0] } ?? [] : [])
        escapes.formUnion(bracketsAfterHashes(scalars))
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if escapes.contains(index) {
                out.append(contentsOf: escape(scalar, notation).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return Array(String(out).utf8)
    }

    /// The place of the first `:` of a leading `::` (after whitespace and invisible
    /// characters); never inside JSON, whose lines cannot start so.
    private static func leadingColon(_ scalars: [Unicode.Scalar]) -> Int? {
        let significant = scalars.indices.lazy.filter { !isInvisible(scalars[$0]) }
        guard let first = significant.first(where: { !scalars[$0].properties.isWhitespace }), scalars[first] == ":" else { return nil }
        guard let second = significant.first(where: { $0 > first }), scalars[second] == ":" else { return nil }
        return first
    }

    /// The places of every `[` that ends `##[` or `##vso[` (any case), invisible characters
    /// between them counting for nothing.
    private static func bracketsAfterHashes(_ scalars: [Unicode.Scalar]) -> [Int] {
        var places: [Int] = []
        var hashes = 0
        var vso = 0
        for (index, scalar) in scalars.enumerated() where !isInvisible(scalar) {
            let letter = scalar.properties.lowercaseMapping
            if scalar == "#" {
                hashes += 1
                vso = 0
            } else if scalar == "[", hashes >= 2, vso == 0 || vso == 3 {
                places.append(index)
                hashes = 0
                vso = 0
            } else if hashes >= 2, vso < 3, letter == ["v", "s", "o"][vso] {
                vso += 1
            } else {
                hashes = 0
                vso = 0
            }
        }
        return places
    }

    /// What culture-aware comparison skips: default-ignorable code points (U+200B, U+00AD,
    /// U+FEFF, U+2060…).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    private static func escape(_ scalar: Unicode.Scalar, _ notation: Notation) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: notation != .json)
        switch notation {
        case .text: return "\\u{\(hex)}"
        case .json: return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case .xml: return "&#x\(hex);"
        }
    }
}
