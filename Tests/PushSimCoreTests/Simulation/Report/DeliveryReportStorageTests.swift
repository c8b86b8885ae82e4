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

    /// The check, the service extension's report and the evaluation limit's report each have a
    /// box of their own inside the report's: a change to one of them through a copy, in place or
    /// replacing it, leaves the original's as it was.
    @Test func theFieldsKeptInBoxesOfTheirOwnBehaveAsValuesToo() async throws {
        var report = try await deliver(geniusMessage(7), to: try fixtureApp("genius"), state: .background)
        let check = try #require(report.check)
        report.serviceExtension = ServiceExtensionReport(result: .notRun, reason: "not asked")
        let limit = EvaluationLimitExceeded(what: "cat", size: 10, limit: 5, file: nil, pointer: nil, position: nil)
        report.limitExceeded = limit
        var copy = report
        copy.check?.diagnostics.append(Diagnostic(.error, .unreadable, .file, "added"))
        copy.serviceExtension?.reason = "changed"
        copy.limitExceeded = nil
        #expect(report.check?.diagnostics == check.diagnostics)
        #expect(report.serviceExtension?.reason == "not asked")
        #expect(report.limitExceeded == limit)
        #expect(copy.check?.diagnostics.count == check.diagnostics.count + 1)
        #expect(copy.serviceExtension?.reason == "changed")
        #expect(copy.limitExceeded == nil)
        copy.check = nil
        #expect(report.check?.source == check.source && copy.check == nil)
    }
}
