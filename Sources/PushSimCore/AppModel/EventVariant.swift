/// One case of an event, chosen by a condition (docs/app-model.md, "Variants"): a thread
/// reply, a call. The first variant that holds decides the hierarchy, the load, and the
/// foreground presentation; what it does not say, the event says.
public struct EventVariant: Sendable, Equatable {
    public var name: String
    public var when: Condition?
    /// The app states it applies in (nil: all).
    public var states: [AppState]?
    public var hierarchy: HierarchyTemplate?
    public var load: LoadRule?
    public var presentation: [PresentationOption]?
    /// Whether the app draws its own in-app banner beside `willPresent`'s answer (nil: the
    /// app's `foreground.toast` decides).
    public var toast: Condition?
    /// What opening it does while a modal is up (nil: the event's, else the app's).
    public var onModal: NavigationRules.ModalPolicy?
    /// Its handlers; a trigger it declares replaces the event's and the app's.
    public var handlers = NotificationHandlers()

    public init(
        name: String, when: Condition? = nil, states: [AppState]? = nil, hierarchy: HierarchyTemplate? = nil, load: LoadRule? = nil,
        presentation: [PresentationOption]? = nil
    ) {
        self.name = name
        self.when = when
        self.states = states
        self.hierarchy = hierarchy
        self.load = load
        self.presentation = presentation
    }

    /// Holds for every notification in every state: the variants after it can never be chosen.
    var alwaysHolds: Bool { (when == nil || when?.alwaysHolds == true) && states == nil }

    func applies(in context: ConditionContext, state: AppState) -> Bool {
        if let states, !states.contains(state) { return false }
        return when?.holds(in: context) ?? true
    }
}

extension EventType {
    /// The first variant that applies, if any.
    func variant(in context: ConditionContext, state: AppState) -> EventVariant? {
        variants.first { $0.applies(in: context, state: state) }
    }
}
