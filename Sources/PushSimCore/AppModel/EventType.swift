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

/// The model an event's screens show, loaded before they are presented. A load fails for the
/// ids the model declares missing, or for ids not in the declared format.
public struct LoadRule: Sendable, Equatable {
    public enum IDFormat: String, Sendable, CaseIterable {
        case any, int, uuid
    }

    public var model: String
    public var idFormat: IDFormat
    public var missingIDs: [String]

    public init(model: String, idFormat: IDFormat = .any, missingIDs: [String] = []) {
        self.model = model
        self.idFormat = idFormat
        self.missingIDs = missingIDs
    }
}

/// A registered notification category: its actions, and whether it asked for dismiss actions.
public struct NotificationCategory: Sendable, Equatable {
    public var id: String
    public var actions: [NotificationAction]
    /// `UNNotificationCategoryOptions.customDismissAction`: only then does a dismissal reach the app.
    public var customDismiss: Bool

    public init(id: String, actions: [NotificationAction] = [], customDismiss: Bool = false) {
        self.id = id
        self.actions = actions
        self.customDismiss = customDismiss
    }
}

public struct NotificationAction: Sendable, Equatable {
    public var id: String
    public var title: String
    /// `.foreground`: the app opens and routes, as for a tap; otherwise it handles the action
    /// in the background and stays where it is.
    public var foreground: Bool
    public var textInput: Bool

    public init(id: String, title: String, foreground: Bool = false, textInput: Bool = false) {
        self.id = id
        self.title = title
        self.foreground = foreground
        self.textInput = textInput
    }
}

/// The request the app makes to register a device token with its server. String parameters
/// may contain `{token}`, replaced by the token's lowercase hex.
public struct RegistrationRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var parameters: JSONObject

    public init(method: String, path: String, parameters: JSONObject) {
        self.method = method
        self.path = path
        self.parameters = parameters
    }
}

/// What the running app shows when nobody says otherwise: the navigation stack, and the tabs
/// held in memory beside it (their views loaded or not).
public struct LaunchState: Sendable, Equatable {
    public struct Tab: Sendable, Equatable {
        public var screen: String
        public var viewLoaded: Bool

        public init(screen: String, viewLoaded: Bool) {
            self.screen = screen
            self.viewLoaded = viewLoaded
        }
    }

    public var stack: StackDescription
    public var tabs: [Tab]

    public init(stack: StackDescription = StackDescription([ScreenReference(name: "Home")]), tabs: [Tab] = []) {
        self.stack = stack
        self.tabs = tabs
    }
}

/// A deep-link route as declared (docs/router.md): a pattern and what it leads to.
public struct RouteSpec: Sendable, Equatable {
    public enum Target: Sendable, Equatable {
        case event(String)
        case hierarchy(HierarchyTemplate)
    }

    public var name: String
    public var pattern: String
    public var target: Target
    public var scheme: String?
    public var hosts: [String]
    public var priority: Int
    public var parameterTypes: [String: String]
    /// Which route parameter is the object id (default `id`).
    public var objectIDParameter: String

    public init(
        name: String, pattern: String, target: Target, scheme: String? = nil, hosts: [String] = [], priority: Int = 0,
        parameterTypes: [String: String] = [:], objectIDParameter: String = "id"
    ) {
        self.name = name
        self.pattern = pattern
        self.target = target
        self.scheme = scheme
        self.hosts = hosts
        self.priority = priority
        self.parameterTypes = parameterTypes
        self.objectIDParameter = objectIDParameter
    }
}
