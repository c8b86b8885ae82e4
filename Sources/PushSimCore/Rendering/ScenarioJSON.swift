/// `pushsim scenario --format json` (docs/json-output.md, "scenario"): one record per step, then
/// one per scenario.
enum ScenarioJSON {
    static func step(_ result: ScenarioStepResult, scenario: Scenario, app: AppModel) -> JSONValue {
        let snapshot = result.snapshot
        var record: JSONObject = [
            "schemaVersion": .integer(Int64(OutputSchema.version)),
            "command": "scenario",
            "record": "step",
            "file": .string(scenario.source),
        ]
        record["step"] = .integer(Int64(result.index))
        record["line"] = result.step.position.map { .integer(Int64($0.line)) } ?? .null
        record["column"] = result.step.position.map { .integer(Int64($0.column)) } ?? .null
        record["action"] = .string(result.summary)
        record["status"] = .string(!result.passed ? "fail" : result.updated ? "updated" : "pass")
        record["problem"] = result.problem.map(JSONValue.string) ?? .null
        record["note"] = result.note.map(JSONValue.string) ?? .null
        record["mismatches"] = .array(result.mismatches.map(mismatch))
        record["state"] = .string(snapshot.state.rawValue)
        record["visible"] = snapshot.visible.map(JSONValue.string) ?? .null
        record["stack"] = .string(snapshot.stack)
        record["tabs"] = .array(snapshot.tabs.map(JSONValue.string))
        record["badge"] = snapshot.badge.map(JSONValue.integer) ?? .null
        record["delivered"] = .array(snapshot.delivered.map(JSONValue.string))
        record["groups"] = .array(snapshot.groups.map { .array($0.map(JSONValue.string)) })
        // Only a scenario that uses time says it, so the records of one that does not stay as
        // they were (docs/json-output.md, "scenario").
        if result.showsClock {
            record["clock"] = .integer(snapshot.clock)
            record["loading"] = .array(snapshot.loading.map(JSONValue.string))
            record["loads"] = .array(result.loads.map(load))
        }
        // Only a scenario that follows registration says it (docs/json-output.md, "scenario").
        if result.followsRegistration { record["registered"] = .array(snapshot.registered.map(JSONValue.string)) }
        // Only a step whose screens ran hooks says it (version 3; docs/json-output.md, "scenario").
        if !result.screenEffects.isEmpty { record["handlers"] = .array(result.screenEffects.map(DeliveryJSON.handlerEffect)) }
        // Only a step in which the system delivered local notifications says it (version 3;
        // docs/json-output.md, "scenario").
        if !result.local.isEmpty {
            record["local"] = .array(
                result.local.map { local in
                    .object([
                        "identifier": .string(local.identifier), "at": .integer(local.at),
                        "delivery": DeliveryJSON.record(local.report, app: app, command: SimulationCommand.scenario.rawValue),
                    ])
                })
        }
        record["delivery"] = result.report.map { DeliveryJSON.record($0, app: app, command: SimulationCommand.scenario.rawValue) } ?? .null
        return .object(record)
    }

    static func finished(_ result: ScenarioResult, command: String = "scenario") -> JSONValue {
        var record: JSONObject = [
            "schemaVersion": .integer(Int64(OutputSchema.version)),
            "command": .string(command),
            "record": "scenario",
            "file": .string(result.scenario.source),
        ]
        record["name"] = result.scenario.name.map(JSONValue.string) ?? .null
        record["app"] = .string(result.appName)
        record["status"] = .string(status(result))
        // With `--update`, a file that could not be written says why here.
        var problem = result.problem
        if problem == nil, case .notWritten(let reason)? = result.update { problem = "not updated: \(reason)" }
        record["problem"] = problem.map(JSONValue.string) ?? .null
        record["steps"] = .integer(Int64(result.steps.count))
        record["failedSteps"] = .array(result.failedSteps.map { .integer(Int64($0.index)) })
        return .object(record)
    }

    private static func load(_ completion: LoadCompletion) -> JSONValue {
        let result: (String, String?)
        switch completion.result {
        case .presented(let layout): result = ("presented", layout)
        case .failed(let reason): result = ("failed", reason)
        case .stale: result = ("stale", nil)
        }
        return .object([
            "what": .string(completion.what), "screen": .string(completion.screen), "at": .integer(completion.at),
            "result": .string(result.0), "stackAfter": result.0 == "presented" ? result.1.map(JSONValue.string) ?? .null : .null,
            "reason": result.0 == "failed" ? result.1.map(JSONValue.string) ?? .null : .null, "summary": .string(completion.summary),
        ])
    }

    /// `pass`, `fail`, or `updated`: `--update` wrote the file and every step passes now.
    private static func status(_ result: ScenarioResult) -> String {
        guard result.passed else { return "fail" }
        if case .written? = result.update { return "updated" }
        return "pass"
    }

    private static func mismatch(_ mismatch: ScenarioMismatch) -> JSONValue {
        .object([
            "key": .string(mismatch.key), "pointer": .string(mismatch.pointer.description),
            "line": mismatch.position.map { .integer(Int64($0.line)) } ?? .null,
            "column": mismatch.position.map { .integer(Int64($0.column)) } ?? .null,
            "expected": mismatch.expected, "actual": mismatch.actual,
        ])
    }
}
