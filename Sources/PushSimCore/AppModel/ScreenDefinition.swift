/// A kind of screen (a view-controller class) and what its instances do with notifications.
public struct ScreenDefinition: Sendable, Equatable {
    /// When a screen claims or suppresses a notification.
    public enum Condition: String, Sendable, Equatable, CaseIterable {
        /// Every notification of the event.
        case always
        /// Only when the notification's object id equals the screen's own (`Conversation(42)`
        /// and a message for conversation 42).
        case sameObject
    }

    /// An event (or `*`, every event) and the condition under which it applies.
    public struct Rule: Sendable, Equatable {
        public var event: String
        public var when: Condition

        public init(event: String, when: Condition = .always) {
            self.event = event
            self.when = when
        }

        public func matches(event name: String?, objectID: String?, screenArgument: String?) -> Bool {
            guard event == "*" || event == name else { return false }
            switch when {
            case .always: return true
            case .sameObject: return objectID != nil && objectID == screenArgument
            }
        }
    }

    public var name: String
    /// As a responder on the navigation stack, the notifications it handles itself.
    public var responds: [Rule]
    /// As a delegate of the push center, the toasts it hides while the app is active.
    public var suppresses: [Rule]
    /// The "was received" broadcasts it listens to (`*` for all).
    public var observes: [String]
    /// Its `willPresent` answers while it is the visible screen (schemaVersion 2).
    public var presentation: [ScreenPresentationRule]

    public init(
        name: String, responds: [Rule] = [], suppresses: [Rule] = [], observes: [String] = [],
        presentation: [ScreenPresentationRule] = []
    ) {
        self.name = name
        self.responds = responds
        self.suppresses = suppresses
        self.observes = observes
        self.presentation = presentation
    }

    public func observes(event: String?) -> Bool {
        observes.contains("*") || (event.map(observes.contains) ?? false)
    }
}
