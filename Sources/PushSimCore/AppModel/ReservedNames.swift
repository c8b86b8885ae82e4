/// The names pushsim reads as its own in conditions, hierarchies and handlers
/// (docs/app-model.md, "Reserved names"). A parameter or state value given one of them would
/// mean the built-in in some places and the model's value in others — `{"var": "event"}` is the
/// event type whatever a parameter `event` holds, `(:id)` the object id whatever a parameter
/// `id` holds, `state.app` the app's run state whatever the model's `state` says — so a model
/// may not declare one: each is an error at load, at its place.
enum ReservedNames {
    /// What each reserved parameter name already means, and where.
    static let parameters: [(name: String, meaning: String)] = [
        ("payload", #"conditions read {"var": "payload.KEY"} as the raw payload"#),
        ("headers", #"conditions read {"var": "headers.NAME"} as the push's headers"#),
        ("state", #"conditions read {"var": "state.NAME"} as the app's state"#),
        ("screen", #"conditions read {"var": "screen.name"} as the visible screen"#),
        ("event", #"conditions read {"var": "event"} as the notification's event type"#),
        ("object", #"conditions read {"var": "object"} as the notification's object id"#),
        ("delivered", #"conditions read {"var": "delivered.count"} as Notification Center's count"#),
        ("response", #"conditions read {"var": "response.action"} as the user's response"#),
        ("fetched", #"a service extension's rewrite reads {"var": "fetched.FIELD"} as the object it fetched"#),
        ("id", "hierarchies ((:id)) and handlers read id as the notification's object id"),
    ]

    /// The names version 3 reserves besides (docs/app-model.md, "Version 3"): a version 1 or 2
    /// model may still call a parameter so, and means it.
    static let versionThreeParameters: [(name: String, meaning: String)] = [
        ("request", #"conditions read {"var": "request.identifier"} as the notification's request identifier"#),
        ("current", #"a clearDelivered's "when" reads {"var": "current.NAME"} as what runs the handler"#),
        ("account", #"conditions read {"var": "account.NAME"} as the push's account's value of the app's state"#),
    ]

    /// What each reserved state name is: `state.NAME` is read from the simulated app itself
    /// (docs/conditions.md, "Variables").
    static let state: [(name: String, reads: String)] = [
        ("app", "the app's run state (active, inactive, background, not-running)"),
        ("tab", "the selected tab's root screen"),
        ("modal", "the root screen of the modal on top"),
    ]

    static let stateNames = state.map(\.name)

    /// Why a parameter may not be called `name`, or nil.
    static func parameterProblem(_ name: String, version: Int) -> String? {
        let reservedNames = version >= 3 ? parameters + versionThreeParameters : parameters
        guard let reserved = reservedNames.first(where: { $0.name == name }) else { return nil }
        return "parameter \"\(name)\" has a name pushsim reserves: \(reserved.meaning), so this parameter could never be read there; rename it"
    }

    /// Why a state value may not be called `name`, or nil.
    static func stateProblem(_ name: String) -> String? {
        guard let reserved = state.first(where: { $0.name == name }) else { return nil }
        return "state value \"\(name)\" has a name pushsim reserves: conditions read state.\(name) as \(reserved.reads), so this value could never be read; rename it"
    }

    /// Why `--set`, a replay case's or a scenario's `set` cannot set `name`, when it is reserved.
    static func setProblem(_ name: String) -> String? {
        guard let reserved = state.first(where: { $0.name == name }) else { return nil }
        return "\"\(name)\" is not a value of the app's state that can be set: state.\(name) is read from the simulated app itself, as \(reserved.reads)"
    }
}
