/// JSON Lines: one object per result, each with `schemaVersion` and `command`
/// (docs/json-output.md). What is only for people (the app model's warnings, summaries) still
/// goes to stderr as text, so stdout stays one JSON document per line.
public final class JSONLinesRenderer: Renderer {
    private let sink: any OutputSink

    public init(sink: any OutputSink) {
        self.sink = sink
    }

    /// Every record carries its delivery's trace.
    public var showsTraces: Bool { true }

    public func render(_ event: RunEvent) {
        switch event {
        case .appModelLoaded(let source, let warnings):
            ModelDiagnosticText.warningLines(warnings, source: source).forEach(sink.diagnostic)
        case .appModelRejected(let error):
            ModelDiagnosticText.rejectionLines(error).forEach(sink.diagnostic)
        case .simulationStarted:
            break
        case .usageProblem(let message):
            sink.diagnostic(TerminalText.sanitize("pushsim: \(message)"))
        case .validated(let check):
            sink.result(JSONWriter.string(ValidationJSON.record(check)))
        case .validationSummary(let tally):
            sink.diagnostic(ModelDiagnosticText.summary(tally))
        case .delivered(let report, let app, let command):
            sink.result(JSONWriter.string(DeliveryJSON.record(report, app: app, command: command.rawValue)))
        case .routed(let report):
            sink.result(JSONWriter.string(RouteJSON.record(report)))
        case .registered(let report):
            sink.result(JSONWriter.string(RegistrationJSON.record(report)))
        case .tokenRejected(let error):
            sink.diagnostic(RegistrationText.rejection(error))
        }
    }
}
