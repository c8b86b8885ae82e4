/// A step's expectations against what happened (docs/scenarios.md, "Expectations"): each key
/// written is compared exactly; a key about a delivery on a step that delivered nothing finds
/// `null`.
enum ScenarioComparison {
    static func mismatches(
        _ expectation: ScenarioExpectation?, report: DeliveryReport?, snapshot: ScenarioSnapshot, loads: [LoadCompletion] = [],
        screenEffects: [HandlerEffect] = [], local: [LocalDelivery] = []
    ) -> [ScenarioMismatch] {
        guard let expectation else { return [] }
        var delivery = report.map(ReplayActual.values) ?? [:]
        if report == nil, !screenEffects.isEmpty { delivery["handlers"] = .array(screenEffects.map { .string("\($0.label): \($0.summary)") }) }
        var found: [ScenarioMismatch] = []
        for (key, expected, pointer) in expectation.values {
            let actual = actualValue(key, expected: expected, report: report, delivery: delivery, snapshot: snapshot, loads: loads, local: local)
            if !same(expected, actual) {
                found.append(ScenarioMismatch(key: key, pointer: pointer, position: nil, expected: expected, actual: actual))
            }
        }
        return found
    }

    static func actualValue(
        _ key: String, expected: JSONValue, report: DeliveryReport?, delivery: [String: JSONValue], snapshot: ScenarioSnapshot,
        loads: [LoadCompletion], local: [LocalDelivery] = []
    ) -> JSONValue {
        switch key {
        // A scenario names every outcome, `invalid` and `unreadable` included.
        case "outcome": return report.map { .string($0.outcome.rawValue) } ?? .null
        case "state": return .string(snapshot.state.rawValue)
        case "visible": return snapshot.visible.map(JSONValue.string) ?? .null
        case "stack": return .string(snapshot.stack)
        case "tabs": return .array(snapshot.tabs.map(JSONValue.string))
        case "badge": return snapshot.badge.map(JSONValue.integer) ?? .null
        case "delivered": return .array(snapshot.delivered.map(JSONValue.string))
        case "groups": return .array(snapshot.groups.map { .array($0.map(JSONValue.string)) })
        case "clock": return .integer(snapshot.clock)
        case "loading": return .array(snapshot.loading.map(JSONValue.string))
        case "loads": return .array(loads.map { .string($0.summary) })
        case "local": return .array(local.map { .string($0.summary) })
        case "registered": return .array(snapshot.registered.map(JSONValue.string))
        case "focus": return .bool(snapshot.device.focus)
        case "authorization": return .string(snapshot.device.authorization.description)
        case "values":
            // The names the expectation gives, each as the app has it now.
            var object = JSONObject()
            for name in expected.objectValue?.keys ?? [] { object[name] = snapshot.stateValues[name] ?? .null }
            return .object(object)
        case "handlers", "observers":
            return delivery[key] ?? .array([])
        default:
            return delivery[key] ?? .null
        }
    }

    /// JSON equality, with `1` and `1.0` the same number.
    static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .real(let b)), (.real(let b), .integer(let a)): return Double(a) == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            return a.keys.count == b.keys.count && a.keys.allSatisfy { key in b[key].map { same(a[key] ?? .null, $0) } ?? false }
        default: return lhs == rhs
        }
    }
}
