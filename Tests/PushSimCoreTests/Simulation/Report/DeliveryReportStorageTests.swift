import Testing

@testable import PushSimCore

/// A `DeliveryReport` keeps its fields in one box shared by copies until one changes
/// (docs/performance.md, "Delivery internals"): it must still behave as a value.
@Suite("DeliveryReport as a value")
struct DeliveryReportStorageTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() async throws {
        let report = try await deliver(geniusMessage(7), to: try fixtureApp("genius"), state: .background)
        var copy = report
        copy.outcome = .suppressed
        copy.reason = "changed"
        copy.trace.append(TraceStep(kind: .outcome, detail: "added"))
        copy.handlerEffects.removeAll()
        copy.notification?.objectID = "8"
        #expect(report.outcome != .suppressed)
        #expect(report.reason != "changed")
        #expect(report.trace.last?.detail != "added")
        #expect(report.notification?.objectID == "7")
        #expect(copy.outcome == .suppressed && copy.reason == "changed" && copy.trace.last?.detail == "added")
        #expect(copy.trace.count == report.trace.count + 1)
        #expect(copy.notification?.objectID == "8")
    }
}
