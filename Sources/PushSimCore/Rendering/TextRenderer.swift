/// Human text: one short, stable line per result, coloured on a terminal (docs/colour.md),
/// with `--trace` lines under a delivery when asked for.
public final class TextRenderer: Renderer {
    private let sink: any OutputSink
    private let colour: Colour
    public let showsTraces: Bool

    public init(sink: any OutputSink, colour: Colour = .off, showsTraces: Bool = false) {
        self.sink = sink
        self.colour = colour
        self.showsTraces = showsTraces
    }

    public func render(_ event: RunEvent) {
        switch event {
        case .appModelLoaded(let source, let warnings):
            ModelDiagnosticText.warningLines(warnings, source: source).forEach(sink.diagnostic)
        case .appModelRejected(let error):
            ModelDiagnosticText.rejectionLines(error).forEach(sink.diagnostic)
        case .simulationStarted(let model):
            sink.diagnostic(TerminalText.sanitize("pushsim: \(model.usedDescription)"))
        case .usageProblem(let message):
            sink.diagnostic(TerminalText.sanitize("pushsim: \(message)"))
        case .validated(let check):
            ValidationText.lines(check, colour: colour).forEach(sink.result)
        case .validationSummary(let tally):
            sink.diagnostic(ModelDiagnosticText.summary(tally))
        case .delivered(let report, _, _):
            sink.result(DeliveryText.line(report, colour: colour))
            if showsTraces { DeliveryText.traceLines(report).forEach(sink.result) }
        case .routed(let report):
            RouteText.lines(report).forEach(sink.result)
        case .registered(let report):
            RegistrationText.warningLines(report).forEach(sink.diagnostic)
            RegistrationText.lines(report).forEach(sink.result)
        case .tokenRejected(let error):
            sink.diagnostic(RegistrationText.rejection(error))
        }
    }
}
