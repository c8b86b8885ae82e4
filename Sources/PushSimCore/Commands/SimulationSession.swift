/// What `deliver` and `open` share: the app model, the checked starting stack, and how each
/// report is printed.
@MainActor
struct SimulationSession {
    let model: AppModel
    let start: StackDescription?
    let format: OutputFormat
    let trace: Bool
    let colour: Colour
    let output: OutputSink

    /// Loads the model and checks `--stack`, printing the problem and returning the exit
    /// status when either fails; names the model used on stderr for text output.
    static func begin(
        app: AppModelChoice, stack: String?, state: AppState, format: OutputFormat, trace: Bool, colour: Colour,
        output: OutputSink
    ) -> Result<SimulationSession, SessionFailure> {
        guard let model = app.load(output: output) else { return .failure(SessionFailure(status: .badAppModel)) }
        switch StartingStack.parse(stack, state: state, model: model) {
        case .success(let start):
            if format == .text { output.diagnostic(TerminalText.sanitize("pushsim: \(model.usedDescription)")) }
            return .success(
                SimulationSession(model: model, start: start, format: format, trace: trace, colour: colour, output: output))
        case .failure(let problem):
            output.diagnostic("pushsim: \(problem.message)")
            return .failure(SessionFailure(status: .usage))
        }
    }

    /// Whether the app should record its trace: printed with `--trace`, always in JSON.
    var recordsTrace: Bool { trace || format == .json }

    func print(_ report: DeliveryReport, command: String) {
        switch format {
        case .text:
            output.result(DeliveryText.line(report, colour: colour))
            if trace { DeliveryText.traceLines(report).forEach(output.result) }
        case .json:
            output.result(JSONWriter.string(DeliveryJSON.record(report, app: model, command: command)))
        }
    }
}

struct SessionFailure: Error {
    var status: ExitStatus
}
