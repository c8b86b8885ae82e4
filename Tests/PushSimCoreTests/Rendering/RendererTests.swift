import Testing
import TestSupport

@testable import PushSimCore

/// Each renderer on canned results: what goes to stdout and what to stderr, in each format.
@Suite("Renderers")
struct RendererTests {
    private func validCheck() -> PayloadCheck {
        check(#"{"aps": {"alert": "Hi"}}"#, name: "hi.json")
    }

    private func invalidCheck() -> PayloadCheck {
        check("{\"aps\": {\"badge\": \"3\"}}", name: "bad.json")
    }

    @Test func textShowsEachFindingThenTheVerdict() {
        let sink = CapturingSink()
        TextRenderer(sink: sink).render(.validated(invalidCheck()))
        #expect(
            sink.results == [
                #"bad.json:1:19: error: BadgeNotInteger: badge must be an integer, not a string ("3") [/aps/badge]"#,
                "bad.json: invalid (1 error, 0 warnings)",
            ])
        #expect(sink.diagnostics.isEmpty)
    }

    @Test func jsonLinesWritesOneRecordPerFile() throws {
        let sink = CapturingSink()
        JSONLinesRenderer(sink: sink).render(.validated(validCheck()))
        #expect(sink.results.count == 1)
        let record = try #require(try JSONDecoding.decode(Array(sink.results[0].utf8)).objectValue)
        #expect(record["command"] == "validate")
        #expect(record["file"] == "hi.json")
        #expect(record["verdict"] == "valid")
        #expect(record["schemaVersion"] == .integer(1))
    }

    @Test func theSummaryGoesToStandardErrorInEveryFormat() {
        var tally = VerdictTally(noun: "file")
        tally.count(.valid)
        tally.count(.unreadable)
        for format in OutputFormat.allCases {
            let sink = CapturingSink()
            format.renderer(sink: sink).render(.validationSummary(tally))
            #expect(sink.results.isEmpty, "\(format)")
            #expect(sink.diagnostics == ["2 files: 1 valid, 1 unreadable"], "\(format)")
        }
    }

    @Test @MainActor func textNamesTheAppModelInUseButJSONDoesNot() throws {
        let model = try fixtureApp("genius")
        let text = CapturingSink()
        TextRenderer(sink: text).render(.simulationStarted(model))
        #expect(text.diagnostics == ["pushsim: app model Genius from fixtures/apps/genius/pushsim.json"])
        let json = CapturingSink()
        JSONLinesRenderer(sink: json).render(.simulationStarted(model))
        #expect(json.results.isEmpty && json.diagnostics.isEmpty)
    }

    @Test @MainActor func textShowsTheTraceOnlyWhenAsked() async throws {
        let model = try fixtureApp("genius")
        let report = try await deliver(geniusMessage(42), to: model, state: .background)
        let plain = CapturingSink()
        TextRenderer(sink: plain).render(.delivered(report, app: model, command: .deliver))
        #expect(plain.results == ["test.json: routed Inbox > Conversation(42) [badge unset → 3]"])
        let traced = CapturingSink()
        let renderer = TextRenderer(sink: traced, showsTraces: true)
        #expect(renderer.showsTraces)
        renderer.render(.delivered(report, app: model, command: .deliver))
        #expect(traced.results.count == 1 + report.trace.count)
        #expect(traced.results.last == "  \(report.trace.count). outcome: routed")
    }

    @Test @MainActor func colourPaintsOnlyTheOutcomeWord() async throws {
        let model = try fixtureApp("genius")
        let report = try await deliver(geniusMessage(42), to: model, state: .background)
        let sink = CapturingSink()
        TextRenderer(sink: sink, colour: .on).render(.delivered(report, app: model, command: .deliver))
        #expect(sink.results == ["test.json: \u{1B}[32mrouted\u{1B}[0m Inbox > Conversation(42) [badge unset → 3]"])
    }

    @Test func routeTextLeadsWithWhereTheRouteGoes() throws {
        let model = try fixtureApp("taskrabbit")
        let sink = CapturingSink()
        TextRenderer(sink: sink).render(.routed(RouteReport(url: "taskrabbit://task/42", app: model)))
        #expect(sink.results.first?.hasSuffix("→ event task_updated → TaskList > TaskDetail(42)") == true)
    }

    @Test func aRejectedTokenIsOneLineOnStandardError() {
        let error = DeviceToken.ParseError(reason: .badDeviceToken, message: "the device token is not hex")
        for format in OutputFormat.allCases {
            let sink = CapturingSink()
            format.renderer(sink: sink).render(.tokenRejected(error))
            #expect(sink.results.isEmpty)
            #expect(sink.diagnostics == ["pushsim: error: BadDeviceToken: the device token is not hex"])
        }
    }
}
