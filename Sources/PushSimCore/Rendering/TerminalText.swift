/// Makes text from payloads, app models and file names safe to print on a terminal.
///
/// A payload must not be able to move the cursor, clear the screen, set the window title or
/// inject a hyperlink: every C0 and C1 control character (ESC, CSI, OSC introducers, BEL…),
/// DEL, the bidirectional controls that reorder what a reader sees, and the line and paragraph
/// separators (`HiddenCharacters`), are shown as visible escapes (`\e`, `\u{9B}`) instead of
/// being sent to the terminal.
public enum TerminalText {
    /// `text` with its hidden characters escaped (`TextBuffer`); the text itself when it has none.
    public static func sanitize(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ TextBuffer.firstHidden(in: $0, from: 0) }) != nil else { return text }
        var buffer = TextBuffer(sanitizing: true, capacity: text.utf8.count + 8)
        buffer.append(text)
        return buffer.string
    }
}
