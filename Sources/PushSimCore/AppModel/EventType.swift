/// One case of the app's event-type enum: what it is called in payloads, the navigation
/// hierarchy that shows it, and the model that must load first.
public struct EventType: Sendable, Equatable {
    public var name: String
    public var hierarchy: HierarchyTemplate
    public var load: LoadRule?
    /// Cases of the event chosen by conditions, in order (schemaVersion 2).
    public var variants: [EventVariant]
    /// The app's `willPresent` answer for it in the foreground, when it declares one.
    public var presentation: [PresentationOption]?
    /// Version 3: `willPresent`'s answer chosen by rules of its own, before `presentation`
    /// (docs/app-model.md, "Presentation chosen on its own").
    public var presentationRules: [PresentationRule] = []
    /// Version 3: where a tap leads, chosen by rules of its own before `hierarchy` (a variant's
    /// own hierarchy still comes first; docs/app-model.md, "Destinations chosen on their own").
    public var destinations: [DestinationRule] = []
    /// Whether opening it needs a logged-in user, when the model declares a session.
    public var requiresLogin = true
    /// What opening it does while a modal is up (nil: the app's `navigation.onModal`).
    public var onModal: NavigationRules.ModalPolicy?
    /// The app's handlers for it (schemaVersion 2); a trigger it declares replaces the app's.
    public var handlers = NotificationHandlers()

    public init(
        name: String, hierarchy: HierarchyTemplate, load: LoadRule? = nil, variants: [EventVariant] = [],
        presentation: [PresentationOption]? = nil
    ) {
        self.name = name
        self.hierarchy = hierarchy
        self.load = load
        self.variants = variants
        self.presentation = presentation
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
