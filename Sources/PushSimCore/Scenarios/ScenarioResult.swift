/// What one step did, and whether its expectations held.
public struct ScenarioStepResult: Sendable {
    /// 1-based.
    public var index: Int
    public var step: ScenarioStep
    /// The step as a reader names it: "push new-message-42.json", "tap latest", "state active".
    public var summary: String
    /// The delivery the step caused (a push, a tap, a dismissal, a deep link), if any.
    public var report: DeliveryReport?
    /// What happened when there was no delivery ("launched on Inbox", "Inbox > Compose").
    public var note: String?
    /// Why the step could not be done at all (no such delivered notification, a pop too far).
    public var problem: String?
    public var mismatches: [ScenarioMismatch]
    /// The app afterwards, as expectations read it.
    public var snapshot: ScenarioSnapshot
    /// The loads the step's wait passed, in completion order (docs/scenarios.md, "Time").
    public var loads: [LoadCompletion] = []
    /// The local notifications the system delivered during the step, in order (version 3;
    /// docs/scenarios.md, "Local notifications").
    public var local: [LocalDelivery] = []
    /// What the hooks of the screens that appeared or disappeared did, in a step that
    /// delivered nothing (a delivery's own are in its report).
    public var screenEffects: [HandlerEffect] = []
    /// Whether the run uses virtual time (a `wait` step, or a model whose loads take time):
    /// reports then show the clock (docs/scenarios.md, "Time"), and otherwise stay as they were.
    public var showsClock = false
    /// The registration requests the app made in this step (a launch), as one line each.
    public var registeredNow: [String] = []
    /// Whether the run follows registration (the scenario gives a token, the model declares
    /// `registration`): reports then show it, and otherwise stay as they were.
    public var followsRegistration = false

    /// Passed, or every expectation that did not hold was recorded by `--update`.
    public var passed: Bool { problem == nil && mismatches.allSatisfy { $0.update?.isWritten == true } }
    /// `--update` wrote at least one of its expectations.
    public var updated: Bool { mismatches.contains { $0.update?.isWritten == true } }
}

/// An expectation that did not hold: the key, where it is written, what was expected, what was found.
public struct ScenarioMismatch: Sendable, Equatable {
    public var key: String
    public var pointer: JSONPointer
    public var position: SourcePosition?
    public var expected: JSONValue
    public var actual: JSONValue
    /// What `scenario --update` did with it (nil: not asked).
    public var update: MismatchUpdate? = nil
}

/// What `scenario --update` did with an expectation (docs/scenarios.md, "--update").
public enum MismatchUpdate: Sendable, Equatable {
    /// The actual value is now in the file.
    case recorded
    /// A key written into an empty `expect` (its `expected` is null: nothing was stated).
    case added
    /// Kept as it was: the actual value is not one the key can state (why).
    case notRecorded(String)

    public var isWritten: Bool { self == .recorded || self == .added }
}

/// What `scenario --update` did with a scenario file.
public enum ScenarioUpdate: Sendable, Equatable {
    /// Written, with this many expectations changed or added.
    case written(expectations: Int)
    /// Nothing written, and why (`permission denied`, a symbolic link, interrupted…).
    case notWritten(reason: String)
}

/// A whole scenario run.
public struct ScenarioResult: Sendable {
    public var scenario: Scenario
    public var appName: String
    public var steps: [ScenarioStepResult]
    /// Why the scenario could not start (its `start` does not fit the app).
    public var problem: String?

    /// With `--update`: what was done with the file (nil: not asked, or nothing to change).
    public var update: ScenarioUpdate? = nil

    public var failedSteps: [ScenarioStepResult] { steps.filter { !$0.passed } }
    public var passed: Bool {
        if case .notWritten? = update { return false }
        return problem == nil && steps.allSatisfy(\.passed)
    }
}

/// Where the app is after a step, in the terms expectations use (docs/scenarios.md,
/// "Expectations").
public struct ScenarioSnapshot: Sendable {
    public var state: AppState
    public var visible: String?
    public var stack: String
    public var tabs: [String]
    public var badge: Int64?
    /// Notification Center as it was after the step, shared with the app and the other steps'
    /// snapshots: a copy per step made a scenario's memory steps × notifications
    /// (docs/guarantees.md, "Scaling"). `delivered` and `groups` are made from it when read.
    var deliveredEntries: PersistentNumberedList<DeliveredList.Entry>
    /// Newest first, as Notification Center lists them.
    public var delivered: [String] { deliveredEntries.elements.reversed().map(\.description) }
    /// Notification Center grouped by `thread-id`: the group with the newest notification
    /// first, each newest first, each notification named as in `delivered`.
    public var groups: [[String]] { DeliveredList.groups(of: deliveredEntries).map { $0.map(\.description) } }
    /// The app's state values as the step left them, a version shared with the app and the
    /// other steps' snapshots (`StateValues`).
    var stateValues: StateValues
    /// The app's state values, in the model's order.
    public var values: JSONObject { stateValues.object }
    /// Milliseconds of virtual time since the scenario started.
    public var clock: Int64 = 0
    /// The screens whose hierarchies are still loading, in the order they started.
    public var loading: [String] = []
    /// Focus and the user's notification settings now.
    public var device = DeviceSettings()
    /// The registration requests, shared with the other steps' snapshots as `deliveredEntries` is.
    var registrations = PersistentNumberedList<String>()
    /// Every registration request the app made so far, in order (docs/scenarios.md, "What the
    /// app registered").
    public var registered: [String] { registrations.elements }
}
