/// `--color auto|always|never`: whether text output is coloured (docs/colour.md).
public enum ColourMode: String, Sendable, CaseIterable {
    /// Colour only when standard output is a terminal that can show it and the user has not
    /// set `NO_COLOR` (https://no-color.org).
    case auto
    /// Colour even when piped, and despite `NO_COLOR`: the flag is the more specific wish.
    case always
    case never

    /// The decision, from facts the executable reads: whether stdout is a terminal, and the
    /// values of `NO_COLOR` and `TERM` (nil when unset).
    public func colour(stdoutIsTerminal: Bool, noColor: String?, term: String?) -> Colour {
        switch self {
        case .always: return .on
        case .never: return .off
        case .auto:
            let optedOut = !(noColor ?? "").isEmpty
            return Colour(isEnabled: stdoutIsTerminal && !optedOut && term != "dumb")
        }
    }
}
