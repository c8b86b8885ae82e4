/// A handler's `postLocal` (version 3; docs/app-model.md, "Local notifications"): the content of
/// a `UNNotificationRequest` the app adds to the notification center, each field a value
/// expression evaluated where the handler runs, and when it is delivered — at once (a nil
/// trigger) or `after` milliseconds of the scenario's clock (`UNTimeIntervalNotificationTrigger`).
public struct LocalNotificationRequest: Sendable, Equatable {
    /// A custom key of the request's `userInfo`, as a payload's top-level key path: what the
    /// app reads when the user opens it (its event, object id, parameters), as of a push.
    public struct UserInfoEntry: Sendable, Equatable {
        public var keyPath: [String]
        public var value: Condition
    }

    public var title: Condition?
    public var subtitle: Condition?
    public var body: Condition?
    public var threadID: Condition?
    public var category: Condition?
    /// The request identifier; nil: pushsim generates one (docs/delivery.md, "Local
    /// notifications").
    public var identifier: Condition?
    public var userInfo: [UserInfoEntry] = []
    /// Milliseconds from 1 to a day; nil: delivered at once.
    public var after: Int64?
    /// Its place in the model file (`AppModel.sites`), named if the evaluation limit stops it.
    public var site: Int

    /// The keys `postLocal` takes.
    /// A condition on it is the handler's own `if` (docs/app-model.md, "Handlers that decide").
    static let keys = ["title", "subtitle", "body", "threadId", "category", "identifier", "userInfo", "after"]
}

/// A handler's `navigate` (version 3; docs/app-model.md, "Handler navigation").
public enum HandlerNavigation: Sendable, Equatable {
    /// Replaces the window's root with this hierarchy, as an app sets
    /// `window.rootViewController` (log out → Login): every screen it showed is released.
    case root(StackDescription)
    /// Before the destination of the notification being opened opens, presents this screen
    /// modally and waits for the user's answer (a scenario's `confirm` step); only in `opening`.
    case confirm(StackDescription)

    /// A condition on it is the handler's own `if` (docs/app-model.md, "Handlers that decide").
    static let keys = ["root", "confirm"]

    var stack: StackDescription {
        switch self {
        case .root(let stack), .confirm(let stack): return stack
        }
    }

    var key: String {
        switch self {
        case .root: return "root"
        case .confirm: return "confirm"
        }
    }
}
