import Testing
import TestSupport

@testable import PushSimCore

/// What a case is compared against and what `--update` records are computed one key at a time
/// (docs/performance.md, "`replay --update`"): they must agree with the full record.
@Suite("What happened, in the expectation vocabulary")
struct ReplayActualTests {
    @Test(arguments: [
        (geniusMessage(42), AppState.background),
        (geniusMessage(42), AppState.active),
        (#"{"aps":{"badge":"3","alert":"Hi"}}"#, AppState.background),
        (#"{"aps":{"alert":"Hi"},"event_type":"achievement_unlocked"}"#, AppState.background),
        (#"{"aps":{"content-available":1}}"#, AppState.background),
    ])
    @MainActor func eachKeyAgreesWithTheFullRecordAndTheRecordedExpectations(payload: String, state: AppState) async throws {
        let report = try await deliver(payload, to: try fixtureApp("genius"), state: state)
        let values = ReplayActual.values(report)
        #expect(Set(values.keys) == Set(ReplayCase.expectationKeys))
        for key in ReplayCase.expectationKeys { #expect(ReplayActual.value(key, report) == values[key], "\(key)") }
        #expect(ReplayActual.value("outcom", report) == nil)
        let recorded = ReplayActual.expectations(report)
        #expect(!recorded.isEmpty)
        for (key, value) in recorded { #expect(values[key] == value, "\(key)") }
        // What `--update` records passes against the same report, and a changed key fails.
        #expect(ReplayCase(expect: recorded).mismatches(against: report).isEmpty)
        var wrong = recorded
        wrong["badgeAfter"] = .integer(99)
        #expect(ReplayCase(expect: wrong).mismatches(against: report).map(\.key) == ["badgeAfter"])
    }
}
