import Testing

@testable import PushSimCore

/// The app's state is read and set by name in work that does not grow with the number of values
/// it holds (docs/guarantees.md, "Scaling: the app's state and the model's checks"): setting n
/// values looks at about n entries, not n²/2, and a condition or handler reading the state
/// takes it as it is, without copying it. Counted, never timed.
@MainActor
@Suite("App state scaling")
struct StateScalingTests {
    /// A version 2 model of `count` state values `s0`…, whose `receive` handler runs `actions`
    /// `setState`s, each reading the value it sets, and clears nothing with a condition on the
    /// state, asked of every notification in Notification Center.
    static func model(values count: Int, actions: Int = 0) throws -> AppModel {
        let state = (0..<count).map { #""s\#($0)": 0"# }.joined(separator: ", ")
        let sets = (0..<actions).map { #"{"setState": {"s\#($0)": {"+": [{"var": "state.s\#($0)"}, 1]}}}"# }
        let clear = #"{"clearDelivered": {"when": {"==": [{"var": "state.s0"}, -1]}}}"#
        let handlers = actions == 0 ? "" : #", "handlers": {"receive": [\#((sets + [clear]).joined(separator: ", "))]}"#
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Stateful", "bundleId": "com.example.stateful"},
             "payload": {"eventTypeKey": "type", "objectIdKey": "id"},
             "state": {\#(state), "loggedIn": true}, "session": {"loggedInState": "loggedIn"},
             "foreground": {"presentation": ["banner", "list"]},
             "events": {"message": {"hierarchy": "Inbox > C(:id)"}}, "screens": {"Inbox": {}, "C": {}}\#(handlers)}
            """#
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("stateful.json")).model
    }

    static func message(_ id: Int) -> PayloadCheck {
        PayloadChecker().check(bytes: Array(#"{"aps": {"alert": "hi"}, "type": "message", "id": "\#(id)"}"#.utf8), source: .path("m.json"))
    }

    @Test("setting every value of a large state looks each name up once")
    func settingManyValuesIsLinear() throws {
        let count = 5_000
        let app = SimulatedApp(model: try Self.model(values: count))
        // As `deliver --set`, a replay case's `set` and a scenario's `start.set` set them.
        let values = (0..<count).reversed().map { (name: "s\($0)", value: JSONValue.integer(Int64($0))) }
        app.prepare(state: .background, stack: nil, badge: nil, trace: false, stateValues: values, device: DeviceSettings())
        #expect(app.state["s0"] == 0)
        #expect(app.state["s\(count - 1)"] == .integer(Int64(count - 1)))
        #expect(app.stateEntriesVisited <= 2 * count, "\(app.stateEntriesVisited) entries looked at to set \(count) values")
    }

    @Test("handlers and conditions read the state without copying it, delivery after delivery")
    func readingTheStateDoesNotCopyIt() async throws {
        let count = 5_000, actions = 50, deliveries = 20
        let app = SimulatedApp(model: try Self.model(values: count, actions: actions))
        app.recordsTrace = false
        try app.launch(stack: nil)
        for id in 0..<deliveries {
            let report = await app.receive(.push(Self.message(id)), state: .active)
            #expect(report.handlerEffects.map(\.summary).last == "cleared 0 delivered")
            #expect(report.handlerEffects.count == actions + 1)
        }
        // Each action added one to its value at every delivery; the others are as the model has them.
        #expect(app.state["s0"] == .integer(Int64(deliveries)))
        #expect(app.state["s\(actions - 1)"] == .integer(Int64(deliveries)))
        #expect(app.state["s\(actions)"] == 0)
        #expect(app.delivered.count == deliveries)
        // Measuring the state once for the evaluation limit is the one walk over it; every
        // action's and every delivered notification's context shared it.
        let bound = 2 * count + 4 * deliveries * (actions + deliveries)
        #expect(app.stateEntriesVisited <= bound, "\(app.stateEntriesVisited) entries looked at, bound \(bound)")
    }

    @Test("an app reset before each payload, as replay resets it, does not measure or copy the model's state again")
    func resettingDoesNotCopyTheState() async throws {
        let count = 5_000, actions = 5, payloads = 40
        let app = SimulatedApp(model: try Self.model(values: count, actions: actions))
        for id in 0..<payloads {
            app.reset()
            app.recordsTrace = false
            app.prepare(
                state: .active, stack: nil, badge: nil, trace: false, stateValues: [("s\(count - 1)", .integer(Int64(id)))],
                device: DeviceSettings())
            let report = await app.receive(.push(Self.message(id)), state: .active)
            #expect(report.handlerEffects.count == actions + 1)
            #expect(app.state["s0"] == 1)
            #expect(app.state["s\(count - 1)"] == .integer(Int64(id)))
        }
        let bound = 2 * count + 8 * payloads * (actions + 2)
        #expect(app.stateEntriesVisited <= bound, "\(app.stateEntriesVisited) entries looked at, bound \(bound)")
    }
}
