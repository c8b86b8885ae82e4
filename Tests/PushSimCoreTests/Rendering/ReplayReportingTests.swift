import Testing
import TestSupport

@testable import PushSimCore

/// The cheaper paths of a replay's reporting (docs/performance.md, "Reporting") say the same
/// as the general ones.
@Suite("Replay reporting")
struct ReplayReportingTests {
    @Test func printableASCIIIsKeptAsItIs() {
        let line = #" d000/p000001.json: toast "Hi ~ there" (sound default, badge 3)"#
        #expect(TerminalText.sanitize(line) == line)
    }

    @Test func aControlCharacterInAnOtherwiseASCIILineIsStillEscaped() {
        #expect(TerminalText.sanitize("a\u{1B}[2Jb") == "a\\e[2Jb")
        #expect(TerminalText.sanitize("tab\there") == "tab\\there")
        #expect(TerminalText.sanitize("del\u{7F}") == "del\\u{7F}")
        #expect(TerminalText.sanitize("csi\u{9B}2J") == "csi\\u{9B}2J")
        #expect(TerminalText.sanitize("caf\u{E9} \u{202E}txt") == "caf\u{E9} \\u{202E}txt")
        #expect(TerminalText.sanitize("caf\u{E9}") == "caf\u{E9}")
    }

    @Test func eachStatusWordIsTheStatusInCapitals() {
        for status in ReplayStatus.allCases {
            #expect(ReplayText.word(status) == status.rawValue.uppercased())
        }
    }

    @Test func theTallyCountsStatusesAndOutcomes() async throws {
        let model = try fixtureApp("genius")
        let toast = try await deliver(#"{"aps": {"alert": "x"}}"#, to: model, state: .background)
        var tally = ReplayTally()
        tally.count(ReplayCaseResult(file: "a.json", status: .pass, verdict: .valid, report: toast, app: model))
        tally.count(ReplayCaseResult(file: "b.json", status: .fail, verdict: .valid, report: toast, app: model))
        tally.count(ReplayCaseResult(file: "c.json", status: .pass, verdict: .valid, report: toast, app: model))
        tally.count(ReplayCaseResult(file: "d.json", status: .unreadable, verdict: .unreadable))
        #expect(tally.total == 4)
        #expect(tally.count(of: .pass) == 2)
        #expect(tally.count(of: .fail) == 1)
        #expect(tally.count(of: .updated) == 0)
        #expect(tally.counts == [.pass: 2, .fail: 1, .unreadable: 1])
        #expect(tally.outcomes == [toast.outcome.rawValue: 3, "invalid": 1])
    }

    /// A result whose lines a worker wrote comes with them, and with its delivery's outcome,
    /// not the delivery (docs/performance.md, "Reporting").
    @Test func linesAWorkerWroteAreWrittenAsTheyAreAndTheResultCountedByItsOutcome() {
        var result = ReplayCaseResult(file: "a.json", status: .pass, verdict: .valid)
        result.outcome = .routed
        let lines = Array("PASS a.json: as the worker wrote it\n  more\n".utf8)
        let text = CapturingSink()
        TextRenderer(sink: text).render(.replayed(result, lines: lines))
        #expect(text.results == ["PASS a.json: as the worker wrote it", "  more"])
        let json = CapturingSink()
        JSONLinesRenderer(sink: json).render(.replayed(result, lines: lines))
        #expect(json.results == ["PASS a.json: as the worker wrote it", "  more"])
        var tally = ReplayTally()
        tally.count(result)
        #expect(tally.outcomes == [DeliveryOutcome.routed.rawValue: 1])
        #expect(tally.counts == [.pass: 1])
    }

    @Test func onlyFormatsWhoseLinesDependOnTheResultAloneRenderOnTheWorkers() {
        let sink = CapturingSink()
        #expect(TextRenderer(sink: sink).replayLines != nil)
        #expect(JSONLinesRenderer(sink: sink).replayLines != nil)
        #expect(GitHubAnnotationsRenderer(sink: sink).replayLines == nil)
        #expect(CompositeRenderer([TextRenderer(sink: sink)]).replayLines == nil)
    }

    @Test func aResultSharesItsDeliveryInsteadOfCopyingIt() async throws {
        let model = try fixtureApp("genius")
        let report = try await deliver(#"{"aps": {"alert": "x"}}"#, to: model, state: .background)
        let result = ReplayCaseResult(file: "a.json", status: .pass, verdict: .valid, report: report, app: model)
        let copy = result
        #expect(copy.delivery === result.delivery)
        #expect(result.delivery?.app.name == model.name)
        #expect(result.report?.outcome == report.outcome)
    }
}
