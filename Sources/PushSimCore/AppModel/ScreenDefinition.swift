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
        /// A condition of the app model's own (schemaVersion 2, docs/conditions.md), asked on
        /// behalf of the screen: `{"==": [{"var": "channel"}, {"var": "screen.argument"}]}`.
        public var predicate: ModelCondition?

        public init(event: String, when: Condition = .always, predicate: ModelCondition? = nil) {
            self.event = event
            self.when = when
            self.predicate = predicate
        }

        public func matches(event name: String?, objectID: String?, screenArgument: String?, context: ConditionContext? = nil) -> Bool {
            guard event == "*" || event == name else { return false }
            if let predicate { return predicate.holds(in: context ?? ConditionContext(event: name, objectID: objectID)) }
            switch when {
            case .always: return true
            case .sameObject: return objectID != nil && objectID == screenArgument
            }
        }
    }

    /// When its instances listen: the seeds' screens register when created and stop when
    /// released; many apps register in `viewWillAppear` and stop in `viewWillDisappear`
    /// (docs/app-model.md, "Lifetimes").
    public enum Lifetime: String, Sendable, Equatable, CaseIterable {
        /// From creation to release: a screen under another still suppresses and observes.
        case whileAlive
        /// Only while it is the visible screen, the top of the stack.
        case whileVisible
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
    /// When it suppresses, observes and responds (schemaVersion 2; `whileAlive` otherwise).
    public var lifetime: Lifetime = .whileAlive
    /// The names of `observes` that handlers post (`post`), worked out when the model loads.
    public var observedMessages: [String] = []
    /// What the app's code does when the screen becomes the visible screen (`viewDidAppear`),
    /// and when it stops being it (`viewDidDisappear`) (version 3; docs/app-model.md, "Screens
    /// that appear").
    public var onAppear = ScreenHook()
    public var onDisappear = ScreenHook()

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

/// The handler actions a screen runs as it appears or disappears, with each one's index in
/// the file's array (an action with mistakes is left out), so checks point at the right one.
public struct ScreenHook: Sendable, Equatable {
    public var actions: [HandlerAction] = []
    var fileIndices: [Int] = []

    public init(actions: [HandlerAction] = []) {
        self.actions = actions
        fileIndices = Array(actions.indices)
    }

    public var isEmpty: Bool { actions.isEmpty }
}
