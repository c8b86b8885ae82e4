/// Where a tap on an event's notification leads, chosen by a condition of its own (version 3;
/// docs/app-model.md, "Destinations chosen on their own"): presentation, destination and
/// handlers each decided apart, so that a model needs no variant per combination of them.
public struct DestinationRule: Sendable, Equatable {
    /// Nil: always.
    public var when: Condition?
    public var hierarchy: HierarchyTemplate
    public var load: LoadRule?

    public init(when: Condition?, hierarchy: HierarchyTemplate, load: LoadRule? = nil) {
        self.when = when
        self.hierarchy = hierarchy
        self.load = load
    }
}

extension EventType {
    /// The hierarchy and load a tap on `notification` opens: its variant's hierarchy when the
    /// variant declares one, else the first destination rule that holds, else the event's.
    func destination(for notification: AppNotification) -> (hierarchy: HierarchyTemplate, load: LoadRule?) {
        let variant = notification.variant.flatMap { name in variants.first { $0.name == name } }
        if let hierarchy = variant?.hierarchy { return (hierarchy, variant?.load ?? load) }
        if !destinations.isEmpty, let context = notification.context,
            let rule = destinations.first(where: { $0.when?.holds(in: context) ?? true })
        {
            return (rule.hierarchy, variant?.load ?? rule.load ?? load)
        }
        return (hierarchy, variant?.load ?? load)
    }
}
