/// Human text: one short, stable line per result, coloured on a terminal (docs/colour.md),
/// with `--trace` lines under a delivery when asked for.
public final class TextRenderer: Renderer {
    private let sink: any OutputSink
    private let colour: Colour
    public let showsTraces: Bool
    /// A progress line on stderr, for a terminal.
    private let showsProgress: Bool

    public init(sink: any OutputSink, colour: Colour = .off, showsTraces: Bool = false, showsProgress: Bool = false) {
        // No line of text can pass for a CI runner's command (docs/ci-formats.md).
        self.sink = GuardedSink.wrapping(sink, results: .text)
        self.colour = colour
        self.showsTraces = showsTraces
        self.showsProgress = showsProgress
    }

    public var replayLines: (any ReplayLineRendering)? { ReplayTextLines(colour: colour) }

    public func render(_ event: RunEvent) {
        if PeopleText.renderForPeople(event, to: sink, showsProgress: showsProgress) || FileWritingText.render(event, to: sink) { return }
        switch event {
        case .appModelLoaded, .appModelRejected, .usageProblem, .validationSummary, .tokenRejected, .manifest, .progress,
            .progressEnded, .reportNotWritten, .replaySummary, .fileCreated, .scaffoldConflicts, .writeFailed, .scaffolded,
            .exportRefused, .exportWarnings, .exported, .modelUpgraded, .scenarioRejected, .scenarioSummary, .scenarioWarnings, .previewed,
            .previewWritten:
            break
        case .scenarioStarted(let scenario, let app):
            sink.result(ScenarioText.header(scenario, appName: app.name))
            ScenarioText.startLines(scenario, app: app).forEach(sink.result)
        case .scenarioStep(let result, let scenario, _):
            ScenarioText.stepLines(result, file: scenario.source, colour: colour, trace: showsTraces).forEach(sink.result)
        case .scenarioFinished(let result):
            ScenarioText.closing(result, colour: colour).forEach(sink.result)
        case .scenarioReplayed(let result):
            ScenarioText.replayLines(result, colour: colour).forEach(sink.result)
        case .simulationStarted(let model):
            sink.diagnostic(TerminalText.sanitize("pushsim: \(model.usedDescription)"))
        case .validated(let check):
            ValidationText.lines(check, colour: colour).forEach(sink.result)
        case .converted(let check):
            ConversionText.lines(check, colour: colour).forEach(sink.result)
        case .delivered(let report, _, _):
            sink.result(DeliveryText.line(report, colour: colour))
            // An error of the model, as a compiler writes one (docs/conditions.md, "Limits").
            if let exceeded = report.limitExceeded { sink.diagnostic(DeliveryText.limitError(exceeded, colour: colour)) }
            if showsTraces { DeliveryText.traceLines(report).forEach(sink.result) }
        case .routed(let report):
            RouteText.lines(report).forEach(sink.result)
        case .replayed(let result, let lines):
            if let lines {
                sink.results(lines)
            } else {
                ReplayText.lines(result, colour: colour).forEach(sink.result)
            }
        case .registered(let report):
            RegistrationText.warningLines(report).forEach(sink.diagnostic)
            RegistrationText.lines(report).forEach(sink.result)
        }
    }
}
