/// How a screen's argument — an object id, from a payload, so anything — is written in a stack
/// (docs/app-model.md, "Hierarchies and stacks"): as it is when it reads back as itself
/// (`Conversation(42)`, as stacks have always printed), else in quotes, with `\"`, `\\` and the
/// sanitizer's escapes (`\n`, `\e`, `\u{202E}`…) inside: `Conversation("x) > Profile(y")`. So
/// every printed stack reads back as the layout it shows, and an id can neither pass for more
/// screens nor carry a control character into any output.
enum StackArgument {
    static func text(_ id: String) -> String {
        needsQuotes(id) ? quoted(id) : id
    }

    /// Whether the id as it is would read back as something else: it is empty, starts like a
    /// placeholder (`:`), starts or ends with whitespace (trimmed), or holds a character of the
    /// syntax (`( ) > ^ | " \`) or one the sanitizer escapes.
    static func needsQuotes(_ id: String) -> Bool {
        var bytes = id.utf8
        if let plain = bytes.withContiguousStorageIfAvailable(plainASCIINeedsQuotes), let answer = plain { return answer }
        bytes = id.utf8
        let scalars = id.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return true }
        if first == ":" || first.properties.isWhitespace || last.properties.isWhitespace { return true }
        return scalars.contains { isSyntax($0) || HiddenCharacters.contains($0) }
    }

    /// The answer for an id of printable ASCII, byte by byte; nil for any other id.
    private static func plainASCIINeedsQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = bytes.first, let last = bytes.last else { return true }
        var needs = first == UInt8(ascii: ":") || first == UInt8(ascii: " ") || last == UInt8(ascii: " ")
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if isSyntax(Unicode.Scalar(byte)) { needs = true }
        }
        return needs
    }

    private static func isSyntax(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", ")", ">", "^", "|", "\"", "\\": return true
        default: return false
        }
    }

    /// `"…"`: `"` and `\` escaped with a backslash, then what the sanitizer escapes, in its
    /// notation (`TerminalText`), which the stack parsers read back (`StackSyntax`).
    private static func quoted(_ id: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in id.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return "\"" + TerminalText.sanitize(String(escaped)) + "\""
    }
}
