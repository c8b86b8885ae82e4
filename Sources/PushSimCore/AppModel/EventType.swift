/// One case of the app's event-type enum: what it is called in payloads, the navigation
/// hierarchy that shows it, and the model that must load first.
public struct EventType: Sendable, Equatable {
    public var name: String
    public var hierarchy: HierarchyTemplate
    public var load: LoadRule?

    public init(name: String, hierarchy: HierarchyTemplate, load: LoadRule? = nil) {
        self.name = name
        self.hierarchy = hierarchy
        self.load = load
    }

    /// The built-in model's event: one screen named after it, taking the object id if any.
    static func generic(_ name: String) -> EventType {
        EventType(name: name, hierarchy: HierarchyTemplate([ScreenTemplate(name: screenName(for: name), argument: .placeholder("id", optional: true))]))
    }

    /// `new_message` → `NewMessage`.
    static func screenName(for event: String) -> String {
        let words = event.split { !$0.isLetter && !$0.isNumber }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.isEmpty ? "Screen" : name
    }
}
