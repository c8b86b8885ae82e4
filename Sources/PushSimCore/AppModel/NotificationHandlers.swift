/// When the app's own handlers run (docs/delivery.md, "Handlers"): as a push arrives in the
/// foreground (`willPresent`), when `content-available` wakes the app's background handler, and
/// after the user opened the notification.
public enum HandlerTrigger: String, Sendable, CaseIterable {
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`: the app is active.
    case receive
    /// Version 3: after `willPresent`'s answer took effect in the foreground — the options
    /// applied, the notification in Notification Center if they put it there — as code an app
    /// runs after calling the completion handler (an asynchronous badge update), before the
    /// user's tap (docs/app-model.md, "After presentation").
    case afterPresentation
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`: `aps.content-available`
    /// is 1, with or without an alert.
    case contentAvailable
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` for one of the category's
    /// actions, foreground or background, before anything else: the typed text of a
    /// text-input action is `response.text`.
    case action
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` for a default tap or a
    /// foreground action, before the app opens the destination: what it changes (the session,
    /// the account) the opening sees.
    case opening
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` for a default tap or a
    /// foreground action, once the app has shown the destination (or a responder handled it).
    case tap
    /// A version 3 service extension rule's `handlers`, run in the extension before it delivers
    /// its content (docs/app-model.md, "Version 3"): not a key of a `handlers` object.
    case serviceExtension
}

/// One thing an app's handler does (docs/app-model.md, "Handlers").
public enum HandlerAction: Sendable, Equatable {
    /// Sets the app's badge to a value expression (docs/conditions.md); `site` is its place in
    /// the model file (`AppModel.sites`), named if the delivery's evaluation limit stops it.
    case setBadge(Condition, site: Int)
    /// Removes delivered notifications whose `matching` parameters equal this push's, whose
    /// request identifier is one of `identifiers` and whose `thread-id` is `thread` (both
    /// evaluated where the handler runs; version 3), and for which `when` holds, asked of the
    /// delivered one (docs/app-model.md, "Notification Center by identifier").
    /// With `pending` (version 3) it also removes the pending local requests it matches
    /// (`removePendingNotificationRequests(withIdentifiers:)`).
    case clearDelivered(matching: [String], when: Condition?, identifiers: Condition? = nil, thread: Condition? = nil, pending: Bool = false)
    /// Reloads a model object, by the model's load rule: `id` is a parameter name, or `id` for
    /// the object id.
    case refresh(model: String, id: String)
    /// Posts a message to the app's message center: screens that observe the name are told.
    case post(String)
    /// Sets values of the app's state, in order.
    case setState([StateAssignment])
    /// `{"if": {"when": C, "then": [...], "else": [...]}}` (version 3): the app's code decides
    /// on its own what to do next, asked when the action runs (docs/app-model.md, "Handlers
    /// that decide").
    indirect case branch(when: Condition, then: [HandlerAction], otherwise: [HandlerAction])
    /// Adds a local notification request (version 3; docs/app-model.md, "Local notifications").
    case postLocal(LocalNotificationRequest)
    /// Replaces the window's root, or asks for a confirmation before the destination opens
    /// (version 3; docs/app-model.md, "Handler navigation").
    case navigate(HandlerNavigation)

    public struct StateAssignment: Sendable, Equatable {
        public var name: String
        public var value: Condition
        /// Its place in the model file (`AppModel.sites`), named if the delivery's evaluation
        /// limit stops it (docs/conditions.md, "Limits").
        public var site: Int
    }

    /// Its key in the model file, and in reports (`"do"`).
    public var name: String {
        switch self {
        case .setBadge: return "setBadge"
        case .clearDelivered: return "clearDelivered"
        case .refresh: return "refresh"
        case .post: return "post"
        case .setState: return "setState"
        case .branch: return "if"
        case .postLocal: return "postLocal"
        case .navigate: return "navigate"
        }
    }

    public static let names = ["setBadge", "clearDelivered", "refresh", "post", "setState"]
    /// The actions only a version 3 model may use.
    public static let versionThreeNames = ["if", "postLocal", "navigate"]

    /// The actions a model of this version may use, for messages.
    static func names(versionThree: Bool) -> [String] { versionThree ? names + versionThreeNames : names }

    /// This action and those inside its branches, depth first, each with the pointer of its
    /// key in the file (`pointer` is this one's: `…/tap/0/if`), for checks and for what a model
    /// posts.
    func forEachNested(at pointer: JSONPointer, _ body: (HandlerAction, JSONPointer) -> Void) {
        body(self, pointer)
        guard case .branch(_, let then, let otherwise) = self else { return }
        for (key, list) in [("then", then), ("else", otherwise)] {
            for (index, action) in list.enumerated() {
                action.forEachNested(at: pointer / key / index / action.name, body)
            }
        }
    }
}

/// The handlers declared at one level (the app, an event, a variant): actions per trigger. A
/// trigger a more specific level declares replaces the less specific one's, as `presentation`
/// does.
public struct NotificationHandlers: Sendable, Equatable {
    public var actions: [HandlerTrigger: [HandlerAction]]
    /// Where each action is in its trigger's array in the file (an action with mistakes is left
    /// out), so checks point at the right element.
    var fileIndices: [HandlerTrigger: [Int]] = [:]

    public init(_ actions: [HandlerTrigger: [HandlerAction]] = [:]) {
        self.actions = actions
    }

    public var isEmpty: Bool { actions.isEmpty }

    /// Every action, by trigger in their declared order, with its index (for checks).
    var all: [(trigger: HandlerTrigger, index: Int, action: HandlerAction)] {
        HandlerTrigger.allCases.flatMap { trigger in
            let indices = fileIndices[trigger]
            return (actions[trigger] ?? []).enumerated().map { (trigger, indices?[$0.offset] ?? $0.offset, $0.element) }
        }
    }
}
