/// One rule of the model's `dispatch` (version 3; docs/app-model.md, "Dispatch"): an app with no
/// event-type key decides what a push is by what it holds — a command, an entity, a URL, plain
/// text. A push whose payload names no event type is of the first rule's event whose condition
/// holds over its payload, headers and the app's state.
extension AppModel {
    /// The event the first `dispatch` rule that holds in `context` names, with the rule's number
    /// (from 1); nil when none holds. Delivery and `validate --app` both ask it.
    func dispatchedEvent(in context: ConditionContext) -> (number: Int, event: EventType)? {
        for (index, rule) in dispatch.enumerated() where rule.when?.holds(in: context) ?? true {
            if let event = event(named: rule.event) { return (index + 1, event) }
        }
        return nil
    }
}

public struct DispatchRule: Sendable, Equatable {
    /// Nil: always.
    public var when: Condition?
    public var event: String

    public init(when: Condition?, event: String) {
        self.when = when
        self.event = event
    }
}
