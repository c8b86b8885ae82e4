/// JSON Lines: one object per result, each with `schemaVersion` and `command`
/// (docs/json-output.md). What is only for people (the app model's warnings, summaries) still
/// goes to stderr as text, so stdout stays one JSON document per line.
public final class JSONLinesRenderer: Renderer {
    private let sink: any OutputSink
    /// A progress line on stderr, for a terminal.
    private let showsProgress: Bool

    public init(sink: any OutputSink, showsProgress: Bool = false) {
        // No line can pass for a CI runner's command; in JSON strings the escape is JSON's
        // (docs/ci-formats.md).
        self.sink = GuardedSink.wrapping(sink, results: .json)
        self.showsProgress = showsProgress
    }

    /// Every record carries its delivery's trace.
    public var showsTraces: Bool { true }

    public var replayLines: (any ReplayLineRendering)? { ReplayJSONLines() }

    public func render(_ event: RunEvent) {
        if PeopleText.renderForPeople(event, to: sink, showsProgress: showsProgress) || FileWritingText.render(event, to: sink) { return }
        switch event {
        case .appModelLoaded, .appModelRejected, .usageProblem, .validationSummary, .tokenRejected, .manifest, .progress,
            .progressEnded, .reportNotWritten, .replaySummary, .fileCreated, .scaffoldConflicts, .writeFailed, .scaffolded,
            .exportRefused, .exportWarnings, .exported, .modelUpgraded, .scenarioRejected, .scenarioSummary, .scenarioWarnings, .previewed,
            .previewWritten:
            break
        case .scenarioStarted:
            break
        case .scenarioStep(let result, let scenario, let app):
            sink.result(JSONWriter.string(ScenarioJSON.step(result, scenario: scenario, app: app)))
        case .scenarioFinished(let result):
            sink.result(JSONWriter.string(ScenarioJSON.finished(result)))
        case .scenarioReplayed(let result):
            sink.result(JSONWriter.string(ScenarioJSON.finished(result, command: "replay")))
        case .simulationStarted:
            break
        case .validated(let check):
            sink.result(JSONWriter.string(ValidationJSON.record(check)))
        case .converted(let check):
            sink.result(JSONWriter.string(ConversionJSON.record(check)))
        case .delivered(let report, let app, let command):
            sink.result(JSONWriter.string(DeliveryJSON.record(report, app: app, command: command.rawValue)))
        case .routed(let report):
            sink.result(JSONWriter.string(RouteJSON.record(report)))
        case .replayed(let result, let lines):
            sink.results(lines ?? ReplayJSONLines().lines(result))
        case .registered(let report):
            sink.result(JSONWriter.string(RegistrationJSON.record(report)))
        }
    }
}
