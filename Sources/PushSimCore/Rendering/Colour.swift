/// ANSI colour for the few words a reader scans a run for: a delivery's outcome, `PASS` and
/// `FAIL`, `error:` and `warning:`, a verdict (docs/colour.md).
///
/// Colour is added to text that `TerminalText.sanitize` has already made safe, so the only
/// escape sequences on a line are these: a payload can never bring its own. JSON output is
/// never coloured. `Colour.off`, the default everywhere, leaves text as it is.
public struct Colour: Sendable, Equatable {
    public var isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let off = Colour(isEnabled: false)
    public static let on = Colour(isEnabled: true)

    /// SGR parameters: the eight basic colours every terminal has, so themes can remap them.
    public enum Style: String, Sendable, CaseIterable {
        case red = "31"
        case boldRed = "1;31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
    }

    /// `text` wrapped in the style and a reset, or `text` itself when colour is off.
    public func paint(_ text: String, _ style: Style) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    /// Paints the head of `text` when it starts with `word` (the outcome that opens a phrase).
    public func paint(leading word: String, of text: String, _ style: Style) -> String {
        guard isEnabled, !word.isEmpty, text.hasPrefix(word) else { return text }
        return paint(word, style) + text.dropFirst(word.count)
    }
}
