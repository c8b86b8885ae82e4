import Testing
import TestSupport

@testable import PushSimCore

/// The one exit-status decision (docs/exit-codes.md): each event's code, and the highest-ranked
/// one winning for a run.
@Suite("Exit status")
struct ExitStatusTests {
    /// Keeps nothing: these tests look at the status alone.
    private final class NoRenderer: Renderer {
        var showsTraces: Bool { false }
        func render(_ event: RunEvent) {}
    }

    @Test func eachVerdictHasItsCode() {
        #expect(ExitStatus(for: .validated(check(#"{"aps": {"alert": "x"}}"#))) == .success)
        #expect(ExitStatus(for: .validated(check(#"{"aps": {"badge": "x"}}"#))) == .invalidPayload)
        #expect(ExitStatus(for: .validated(check("{"))) == .malformedJSON)
        #expect(ExitStatus(for: .usageProblem("--stack: no")) == .usage)
    }

    @Test func anUnmatchedRouteIsSix() throws {
        let model = try fixtureApp("taskrabbit")
        #expect(ExitStatus(for: .routed(RouteReport(url: "taskrabbit://nowhere", app: model))) == .unmatchedRoute)
        #expect(ExitStatus(for: .routed(RouteReport(url: "taskrabbit://task/42", app: model))) == .success)
    }

    @Test func theHighestRankedCodeWins() {
        let reporter = RunReporter(renderer: NoRenderer())
        reporter.report(.validated(check(#"{"aps": {"badge": "x"}}"#)))
        reporter.report(.validated(check("{")))
        reporter.report(.validated(check(#"{"aps": {"alert": "x"}}"#)))
        #expect(reporter.finish() == .malformedJSON)
    }

    @Test func ranksFollowTheDocumentedTable() {
        #expect(ExitStatus.invalidPayload < .malformedJSON)
        #expect(ExitStatus.malformedJSON < .unreadableInput)
        #expect(ExitStatus.unreadableInput < .expectationFailed)
        #expect(ExitStatus.expectationFailed < .unmatchedRoute)
        #expect(ExitStatus.unmatchedRoute < .badAppModel)
    }
}
