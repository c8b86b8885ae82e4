/// What `deliver` and `open` share: the app model and the checked starting stack.
@MainActor
struct SimulationSession {
    let model: AppModel
    let start: NavigationLayout?
    let reporter: RunReporter
    /// `--set NAME=VALUE`: the app's state as the run starts.
    var stateValues: [(name: String, value: JSONValue)] = []
    /// `--focus`, `--authorization` (deliver).
    var device = DeviceSettings()

    /// Loads the model and checks `--stack` and `--set`, reporting the problem when one fails.
    static func begin(
        app: AppModelChoice, stack: String?, state: AppState, stateValues: [(name: String, value: JSONValue)] = [], reporter: RunReporter
    ) -> SimulationSession? {
        guard let model = app.load(reporting: reporter) else { return nil }
        if let problem = model.stateProblem(stateValues.map(\.name)) {
            reporter.report(.usageProblem("--set: \(problem)"))
            return nil
        }
        switch StartingStack.parse(stack, state: state, model: model) {
        case .success(let start):
            reporter.report(.simulationStarted(model))
            return SimulationSession(model: model, start: start, reporter: reporter, stateValues: stateValues)
        case .failure(let problem):
            reporter.report(.usageProblem(problem.message))
            return nil
        }
    }

    /// A fresh app on the starting stack (launched unless it is not running).
    func launchApp(state: AppState, badge: Int64? = nil) -> SimulatedApp {
        let app = SimulatedApp(model: model)
        app.prepare(state: state, stack: start, badge: badge, trace: reporter.wantsTraces, stateValues: stateValues, device: device)
        return app
    }
}

/// `--stack` checked against the app model before anything runs.
enum StartingStack {
    struct Problem: Error {
        var message: String
    }

    static func parse(_ text: String?, state: AppState, model: AppModel) -> Result<NavigationLayout?, Problem> {
        guard let text else { return .success(nil) }
        if !state.isRunning {
            return .failure(
                Problem(message: "--stack cannot be used with --state \(state.rawValue): the tap launches the app on its launch stack"))
        }
        do {
            let layout = try NavigationLayout.parse(text)
            if let problem = model.layoutProblem(layout) { return .failure(Problem(message: "--stack: \(problem)")) }
            return .success(layout)
        } catch {
            return .failure(Problem(message: "--stack: \(error.message)"))
        }
    }
}
