import Testing
import TestSupport

@testable import PushSimCore

/// A batch that keeps no trace skips the work only the trace reads — the router's trail of
/// attempts among it (docs/performance.md, "Delivery internals"): the report
/// must be the traced one without its trace.
@Suite("Delivery without a trace")
struct DeliveryWithoutTraceTests {
    @Test(arguments: ["genius", "glucose-alarm", "mattermost", "taskrabbit", ""])
    func aReportWithoutATraceIsTheTracedOneMinusTheTrace(app name: String) async throws {
        let model = name.isEmpty ? AppModel.builtInDefault : try fixtureApp(name)
        let payloads = FileWalker(paths: [repositoryRoot + "/fixtures"]).map(\.path)
        #expect(payloads.count > 100)
        var routed = 0
        for (index, path) in payloads.enumerated() {
            let check = PayloadChecker().check(.path(path))
            let state = AppState.allCases[index % AppState.allCases.count]
            let tap: TapAction? = index % 3 == 0 ? TapAction.none : nil
            func delivered(trace: Bool) async -> DeliveryReport {
                let app = SimulatedApp(model: model)
                app.prepare(state: state, stack: nil, badge: nil, trace: trace, stateValues: [], device: DeviceSettings())
                return await app.receive(.push(check), state: state, tap: tap)
            }
            var traced = await delivered(trace: true)
            let untraced = await delivered(trace: false)
            if traced.notification?.routingURL != nil { routed += 1 }
            #expect(untraced.trace.isEmpty)
            traced.trace = []
            #expect(JSONWriter.string(DeliveryJSON.record(untraced, app: model)) == JSONWriter.string(DeliveryJSON.record(traced, app: model)),
                    "\(path) in \(state)")
            #expect(untraced.notification == traced.notification, "\(path) in \(state)")
        }
        // Payloads with a routing URL among them, so that routing without a trail is exercised.
        if name == "taskrabbit" { #expect(routed > 0) }
    }
}
