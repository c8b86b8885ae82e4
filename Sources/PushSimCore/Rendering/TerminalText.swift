/// Makes text from payloads, app models and file names safe to print on a terminal.
///
/// A payload must not be able to move the cursor, clear the screen, set the window title or
/// inject a hyperlink: every C0 and C1 control character (ESC, CSI, OSC introducers, BEL…),
/// DEL, the bidirectional controls that reorder what a reader sees, and the line and paragraph
/// separators (`HiddenCharacters`), are shown as visible escapes (`\e`, `\u{9B}`) instead of
/// being sent to the terminal.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        // Most lines are printable ASCII, which is safe: checked over the bytes, before the
        // slower walk over scalars, since every replayed file's line comes through here.
        if text.utf8.withContiguousStorageIfAvailable(isPrintableASCII) == true { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": out += "\\e"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        HiddenCharacters.contains(scalar)
    }
}
