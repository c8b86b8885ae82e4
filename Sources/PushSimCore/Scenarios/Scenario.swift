/// A scenario (docs/scenarios.md): one app living through an ordered list of steps — pushes,
/// taps on delivered notifications, the user moving the app between states, navigation, deep
/// links, changes to the app's state — each optionally followed by expectations about where
/// the app is now.
public struct Scenario: Sendable {
    /// The scenario file, as named on the command line or found in a directory.
    public var source: String
    public var name: String?
    /// The app model, relative to the scenario file (nil: `--app`, `PUSHSIM_APP`, or the
    /// `pushsim.json` found from the scenario's directory).
    public var appPath: String?
    public var start: ScenarioStart
    public var steps: [ScenarioStep]
    /// Whether a step waits: the run then shows its clock (docs/scenarios.md, "Time").
    public var waits: Bool {
        steps.contains { if case .wait = $0.action { return true } else { return false } }
    }
    /// Warnings about a file the reader accepted (unknown keys), in file order, each at its
    /// line:column; a runner shows them before the first step.
    public var warnings: [Diagnostic] = []

    public init(source: String, name: String? = nil, appPath: String? = nil, start: ScenarioStart = ScenarioStart(), steps: [ScenarioStep] = []) {
        self.source = source
        self.name = name
        self.appPath = appPath
        self.start = start
        self.steps = steps
    }
}

/// How the app is before the first step.
public struct ScenarioStart: Sendable {
    public var state: AppState
    /// A layout (`Inbox > Conversation(42)`, docs/app-model.md "Tabs and modals"); nil: the
    /// model's launch layout.
    public var stack: String?
    public var badge: Int64?
    /// Values of the app's state (`loggedIn`, `activeAccount`…).
    public var values: [(name: String, value: JSONValue)]
    /// A Focus on, the app's notification authorization: until a `device` step changes them.
    public var device = DeviceSettings()
    /// The user's preferred languages, most wanted first (`"locale": "de-AT,en"`); nil: the
    /// command's `--locale`, else the app's development language (docs/localization.md).
    public var locale: [String]?
    /// The token APNs gives the app at each launch (docs/scenarios.md, "What the app
    /// registered"); nil: the scenario does not follow registration.
    public var deviceToken: DeviceToken?

    public init(state: AppState = .notRunning, stack: String? = nil, badge: Int64? = nil, values: [(name: String, value: JSONValue)] = []) {
        self.state = state
        self.stack = stack
        self.badge = badge
        self.values = values
    }
}

/// One step: what happens, and what must hold afterwards.
public struct ScenarioStep: Sendable {
    public var action: ScenarioAction
    public var expect: ScenarioExpectation?
    /// Where the step is in its file, for reports: its JSON pointer (`/steps/2`) and position.
    public var pointer: JSONPointer
    public var position: SourcePosition?

    public init(action: ScenarioAction, expect: ScenarioExpectation? = nil, pointer: JSONPointer, position: SourcePosition? = nil) {
        self.action = action
        self.expect = expect
        self.pointer = pointer
        self.position = position
    }
}

/// What a step does.
public enum ScenarioAction: Sendable {
    /// A push arrives: a payload file (relative to the scenario) or a payload written inline,
    /// with optional headers; `tap` is what the user does at once (default: nothing).
    /// `from`: the payload's format when its shape should not decide (docs/providers.md).
    case push(ScenarioPayload, headers: RequestHeaders, tap: TapAction, from: ProviderFormat? = nil, message: Int? = nil)
    /// The user opens or acts on a delivered notification (`TapAction.default` or an action id).
    case tap(NotificationReference, TapAction)
    /// The user clears a delivered notification from Notification Center.
    case dismiss(NotificationReference)
    /// The app moves to a state: the user brings it to the front, leaves it, the system
    /// terminates it (`not-running`).
    case state(AppState)
    /// The user navigates inside the app.
    case navigate(ScenarioNavigation)
    /// A deep link opens the app.
    case open(String)
    /// Values of the app's state change (log in or out, switch account).
    /// With an `account` (version 3 models with accounts): that account's values, which are
    /// the app's state only while it is the active one (docs/app-model.md, "Accounts").
    case set([(name: String, value: JSONValue)], account: String? = nil)
    /// The device changes under the app: its token, a Focus, the user's notification settings.
    case device(ScenarioDeviceChange)
    /// Virtual time passes, in milliseconds: the loads it passes complete (docs/scenarios.md,
    /// "Time"). Every other step is instantaneous.
    case wait(Int64)
    /// The user answers the confirmation the app presented before opening a notification
    /// (version 3; docs/scenarios.md, "Confirmations"): accept opens the destination, cancel
    /// dismisses it.
    case confirm(accept: Bool)
    /// Nothing happens: the step only checks its expectations.
    case check
}

/// A payload a push step delivers.
public enum ScenarioPayload: Sendable {
    /// A file, relative to the scenario file.
    case file(String)
    /// The payload written in the scenario, as its bytes.
    case inline([UInt8])
}

/// Which delivered notification a tap or dismiss means.
public enum NotificationReference: Sendable, Equatable {
    /// The most recently delivered one still in Notification Center.
    case latest
    /// The n-th push of the scenario (1-based, counting push steps).
    case push(Int)
    /// The most recent one with this `thread-id`.
    case thread(String)
    /// The one with this request identifier: its `apns-collapse-id` (docs/delivery.md,
    /// "Request identifiers").
    case identifier(String)
}

/// What the user does inside the app.
public enum ScenarioNavigation: Sendable, Equatable {
    /// Pushes screens onto the visible stack.
    case push(StackDescription)
    /// Pops screens off the visible stack (the released screens stop listening).
    case pop(Int)
    /// Selects the tab whose root is this screen.
    case selectTab(String)
    /// Presents a stack modally over what is shown.
    case present(StackDescription)
    /// Dismisses the top modal.
    case dismissModal
    /// Replaces the whole layout.
    case layout(NavigationLayout)
}

/// What must hold after a step (each key optional; docs/scenarios.md, "Expectations").
public struct ScenarioExpectation: Sendable {
    /// Expected values by key, as written, with where each is in the file.
    public var values: [(key: String, value: JSONValue, pointer: JSONPointer)]

    public static let keys = [
        "outcome", "suppressedBy", "handledBy", "reason", "toast", "presentationOptions", "appToast", "handlers", "observers",
        "state", "visible", "stack", "tabs", "badge", "delivered", "groups", "values", "clock", "loading", "loads",
        "registered", "focus", "authorization", "local",
    ]

    /// The keys a mistake's message lists: those of every model, so that the messages of
    /// scenarios of version 1 and 2 models stay as they were; `local` (version 3) is still
    /// suggested by the nearest-name hint.
    static let listedKeys = keys.filter { $0 != "local" }

    public init(values: [(key: String, value: JSONValue, pointer: JSONPointer)] = []) {
        self.values = values
    }
}
