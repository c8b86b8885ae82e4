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

/// `--stack` checked against the app model before anything runs.
enum StartingStack {
    struct Problem: Error {
        var message: String
    }

    static func parse(_ text: String?, state: AppState, model: AppModel) -> Result<StackDescription?, Problem> {
        guard let text else { return .success(nil) }
        if state == .notRunning {
            return .failure(Problem(message: "--stack cannot be used with --state not-running: the tap launches the app on its launch stack"))
        }
        do {
            let stack = try StackDescription.parse(text)
            if let unknown = stack.screens.first(where: { model.screen(named: $0.name) == nil }) {
                return .failure(Problem(message: "--stack: \(model.undeclaredScreenMessage(unknown.name))"))
            }
            return .success(stack)
        } catch {
            return .failure(Problem(message: "--stack: \(error.message)"))
        }
    }
}
