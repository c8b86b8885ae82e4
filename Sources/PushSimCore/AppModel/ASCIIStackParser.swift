/// The fast path of the stack grammar (docs/app-model.md, "Hierarchies and stacks"): read byte
/// by byte, for the text that is all ASCII and valid — every stack and hierarchy of a usual app
/// model. It stays because reading those with the general parser alone, even with its character
/// tests answered by value for ASCII, made `deliver` 19% slower (2.36 M → 2.80 M instructions:
/// the scalar view's generic algorithms are looked up at first use; docs/performance.md,
/// "Start-up: loading the app model"). `ASCIIStackParserTests` holds it to the general parser's
/// answers, results and messages alike.
///
/// In ASCII text each byte is one scalar and one `Character` (`\r\n` aside, which is
/// whitespace and no name byte either way), the letters are `A`–`Z` and `a`–`z`, the numbers
/// `0`–`9`, and the whitespace is space, tab, `\n`, vertical tab, form feed and `\r`: so the
/// answer is the general parser's. Anything else — text that is not ASCII, text with a `"` or a `\` (a quoted
/// id, `StackSyntax`), or text that is not valid — is nil, and the general parser decides it,
/// errors and their messages included.
enum ASCIIStackParser {
    static func stack(_ text: String, allowPlaceholders: Bool) -> StackDescription? {
        let bytes = text.utf8
        guard bytes.allSatisfy(isPlain) else { return nil }
        var screens: [ScreenReference] = []
        for part in bytes.split(separator: UInt8(ascii: ">"), omittingEmptySubsequences: false) {
            let item = trimmed(part)
            guard !item.isEmpty, let reference = reference(item, allowPlaceholders: allowPlaceholders) else { return nil }
            screens.append(reference)
        }
        return StackDescription(screens)
    }

    /// One screen reference, already trimmed by the caller (as `ScreenReference.parse`'s is).
    static func reference(_ item: Substring.UTF8View, allowPlaceholders: Bool) -> ScreenReference? {
        guard item.allSatisfy(isPlain) else { return nil }
        guard let open = item.firstIndex(of: UInt8(ascii: "(")) else {
            return isName(item) ? ScreenReference(name: String(Substring(item)), argument: nil) : nil
        }
        let close = item.index(before: item.endIndex)
        guard item[close] == UInt8(ascii: ")"), item[..<close].allSatisfy({ $0 != UInt8(ascii: ")") }) else { return nil }
        let name = trimmed(item[..<open])
        let argument = trimmed(item[item.index(after: open)..<close])
        guard !argument.isEmpty, isName(name) else { return nil }
        if argument.first == UInt8(ascii: ":") {
            guard allowPlaceholders else { return nil }
            var placeholder = argument.dropFirst()
            if placeholder.last == UInt8(ascii: "?") { placeholder = placeholder.dropLast() }
            guard isName(placeholder) else { return nil }
        }
        return ScreenReference(name: String(Substring(name)), argument: String(Substring(argument)))
    }

    /// ASCII, and neither of the quoted ids' characters.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// A letter or `_`, then letters, digits or `_`.
    private static func isName(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return bytes.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    private static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }
}
