import Testing
import TestSupport

@testable import PushSimCore

/// `--format github` on canned results: GitHub's escaping, each finding at its place, levels,
/// and the text lines that keep the log readable (docs/ci-formats.md).
@Suite("GitHub annotations")
struct GitHubAnnotationsRendererTests {
    @Test func dataEscapesPercentAndLineBreaksOnly() {
        #expect(WorkflowCommand.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
    }

    @Test func propertiesAlsoEscapeColonsAndCommas() {
        #expect(WorkflowCommand.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test func aFileNameCannotEndTheCommandOrStartAnother() {
        let finding = CIFinding(
            level: .error, rule: CIRule(.badgeNotInteger), file: "odd,name:x.json", position: SourcePosition(line: 3, column: 7, offset: 40),
            message: "line one\n::warning::forged")
        let line = WorkflowCommand.annotation(finding)
        #expect(line == #"::error file=odd%2Cname%3Ax.json,line=3,col=7,title=BadgeNotInteger::line one\n::warning::forged"#)
        #expect(!line.contains("\n"))
    }

    @Test func anInvalidPayloadIsAnErrorAtItsLineAndColumnThenItsVerdict() {
        let sink = CapturingSink()
        GitHubAnnotationsRenderer(sink: sink).render(.validated(check("{\"aps\": {\"badge\": \"3\"}}", name: "bad.json")))
        #expect(
            sink.results == [
                #"::error file=bad.json,line=1,col=19,title=BadgeNotInteger::badge must be an integer, not a string ("3") [/aps/badge]"#,
                "bad.json: invalid (1 error, 0 warnings)",
            ])
    }

    @Test func aWarningIsAWarning() {
        let sink = CapturingSink()
        GitHubAnnotationsRenderer(sink: sink).render(.validated(check(#"{"aps": {"alert": "Hi", "bagde": 1}}"#, name: "w.json")))
        #expect(sink.results.first?.hasPrefix("::warning file=w.json,line=1,col=") == true, "\(sink.results)")
        #expect(sink.results.first?.contains("title=UnknownApsKey::") == true)
    }

    @Test func aFailedExpectationPointsAtTheManifestWhereItIsStated() {
        var result = ReplayCaseResult(file: "p/a.json", status: .fail, verdict: .valid)
        result.mismatches = [Mismatch(key: "outcome", expected: "toast", actual: "routed", position: SourcePosition(line: 5, column: 30, offset: 90))]
        result.manifest = "p/pushsim.expect.json"
        let sink = CapturingSink()
        GitHubAnnotationsRenderer(sink: sink).render(.replayed(result))
        #expect(
            sink.results == [
                "FAIL p/a.json: ",
                #"::error file=p/pushsim.expect.json,line=5,col=30,title=ExpectationMismatch::p/a.json: outcome: expected "toast", got "routed""#,
            ])
    }

    @Test func aPayloadWithNoExpectationIsOnlyItsLineUnlessRequired() {
        let unchecked = ReplayCaseResult(file: "a.json", status: .unchecked, verdict: .valid)
        let sink = CapturingSink()
        GitHubAnnotationsRenderer(sink: sink).render(.replayed(unchecked))
        #expect(sink.results == ["UNCHECKED a.json: "])
        var required = unchecked
        required.status = .fail
        required.failure = .noExpectation
        let failing = CapturingSink()
        GitHubAnnotationsRenderer(sink: failing).render(.replayed(required))
        #expect(failing.results.count == 2)
        #expect(failing.results[1].hasPrefix("::error file=a.json,title=NoExpectation::no case in its pushsim.expect.json"))
    }

    @Test func theSummaryStaysPlainTextOnStandardError() {
        let sink = CapturingSink()
        GitHubAnnotationsRenderer(sink: sink).render(.replaySummary(ReplayTally()))
        #expect(sink.results.isEmpty)
        #expect(sink.diagnostics == ["replayed 0 files: 0 passed, 0 failed, 0 invalid, 0 unreadable"])
    }
}
