/// What the user does with a banner (or a toast, when asked for explicitly).
public enum TapAction: Sendable, Equatable, CustomStringConvertible {
    case none
    /// A tap on the notification itself.
    case `default`
    /// Swiping it away: reaches the app only if the category asked for custom dismiss.
    case dismiss
    /// One of the category's action buttons, with the text the user typed for a text-input
    /// action (`--text`; docs/delivery.md, "Taps and actions").
    case action(String, text: String? = nil)

    public init(argument: String, text: String? = nil) {
        switch argument {
        case "none": self = .none
        case "default": self = .default
        case "dismiss": self = .dismiss
        default: self = .action(argument, text: text)
        }
    }

    public var description: String {
        switch self {
        case .none: return "none"
        case .default: return "default"
        case .dismiss: return "dismiss"
        case .action(let id, _): return id
        }
    }
}
