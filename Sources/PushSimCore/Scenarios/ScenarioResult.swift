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
    /// Whether the run uses virtual time (a `wait` step, or a model whose loads take time):
    /// reports then show the clock (docs/scenarios.md, "Time"), and otherwise stay as they were.
    public var showsClock = false

    public var passed: Bool { problem == nil && mismatches.isEmpty }
}

/// An expectation that did not hold: the key, where it is written, what was expected, what was found.
public struct ScenarioMismatch: Sendable, Equatable {
    public var key: String
    public var pointer: JSONPointer
    public var position: SourcePosition?
    public var expected: JSONValue
    public var actual: JSONValue
}

/// A whole scenario run.
public struct ScenarioResult: Sendable {
    public var scenario: Scenario
    public var appName: String
    public var steps: [ScenarioStepResult]
    /// Why the scenario could not start (its `start` does not fit the app).
    public var problem: String?

    public var failedSteps: [ScenarioStepResult] { steps.filter { !$0.passed } }
    public var passed: Bool { problem == nil && failedSteps.isEmpty }
}

/// Where the app is after a step, in the terms expectations use (docs/scenarios.md,
/// "Expectations").
public struct ScenarioSnapshot: Sendable {
    public var state: AppState
    public var visible: String?
    public var stack: String
    public var tabs: [String]
    public var badge: Int64?
    /// Newest first, as Notification Center lists them.
    public var delivered: [String]
    /// Notification Center grouped by `thread-id`: the group with the newest notification
    /// first, each newest first, each notification named as in `delivered`.
    public var groups: [[String]]
    public var values: JSONObject
    /// Milliseconds of virtual time since the scenario started.
    public var clock: Int64 = 0
    /// The screens whose hierarchies are still loading, in the order they started.
    public var loading: [String] = []
}
