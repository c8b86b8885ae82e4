/// What `scenario --update` records into a step's `expect` (docs/scenarios.md, "--update"):
/// every key the step states, as what actually happened; for an empty `"expect": {}`, the
/// default facts below. Values come from `ScenarioComparison.actualValue`, the one place that
/// says what each key is compared with, so a new expectation key is recorded as soon as it is
/// compared.
enum ScenarioRecorder {
    /// One value to write: where it goes, what the file says now (nil: a key added to an
    /// empty `expect`), what happened.
    struct Recording: Sendable {
        /// The step's index in `ScenarioResult.steps`.
        var step: Int
        var key: String
        /// The key's value in the file; for an added key, where it would be.
        var pointer: JSONPointer
        var old: JSONValue?
        var new: JSONValue
    }

    /// What an empty `expect` records about the app after any step, in this order after the
    /// delivery's facts; the list `ScenarioExpectation.keys` orders them by.
    static let appFacts = ["state", "stack", "badge"]

    /// Every value of `result` to record: the stated keys whose value differs from what
    /// happened, and the default facts of each empty `expect`. A step that could not be done
    /// records nothing: its expectations say nothing about it.
    static func recordings(_ result: ScenarioResult) -> [Recording] {
        var found: [Recording] = []
        for (index, step) in result.steps.enumerated() {
            guard step.problem == nil, let expectation = step.step.expect else { continue }
            let delivery = step.report.map(ReplayActual.values) ?? [:]
            func actual(_ key: String, _ expected: JSONValue) -> JSONValue {
                ScenarioComparison.actualValue(key, expected: expected, report: step.report, delivery: delivery, snapshot: step.snapshot, loads: step.loads, local: step.local)
            }
            if expectation.values.isEmpty {
                let expectPointer = step.step.pointer / "expect"
                for key in defaultKeys(step) {
                    found.append(Recording(step: index, key: key, pointer: expectPointer / key, old: nil, new: actual(key, .null)))
                }
                continue
            }
            for (key, expected, pointer) in expectation.values {
                let new = actual(key, expected)
                if !ScenarioComparison.same(expected, new) {
                    found.append(Recording(step: index, key: key, pointer: pointer, old: expected, new: new))
                }
            }
        }
        return found
    }

    /// The facts an empty `expect` gets, in `ScenarioExpectation.keys` order: the outcome and
    /// what it is about, as `replay --update` records for a new case (docs/replay.md,
    /// "--update"), then the app's state, its layout when it is running, and the badge.
    static func defaultKeys(_ step: ScenarioStepResult) -> [String] {
        var keys: Set<String> = []
        if let report = step.report {
            keys.insert("outcome")
            keys.formUnion(ReplayActual.expectations(report).keys)
        }
        keys.formUnion(appFacts)
        if !step.snapshot.state.isRunning { keys.remove("stack") }
        return ScenarioExpectation.keys.filter(keys.contains)
    }
}
