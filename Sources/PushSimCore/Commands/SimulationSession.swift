/// What `deliver` and `open` share: the app model, and the request checked against it before
/// anything runs.
@MainActor
struct SimulationSession {
    let model: AppModel
    let request: DeliveryRequest
    let reporter: RunReporter

    /// Loads the model and checks the request (`--set`, `--text`, `--stack`), reporting the
    /// first problem when there is one.
    static func begin(app: AppModelChoice, request inputs: DeliveryRequest.Inputs, reporter: RunReporter) -> SimulationSession? {
        guard let model = app.load(reporting: reporter) else { return nil }
        switch DeliveryRequest.checked(inputs, model: model, names: .options) {
        case .success(let request):
            reporter.report(.simulationStarted(model))
            return SimulationSession(model: model, request: request, reporter: reporter)
        case .failure(let problem):
            reporter.report(.usageProblem(problem.message(.options)))
            return nil
        }
    }

    /// A fresh app as the request has it (launched unless it is not running).
    func launchApp() -> SimulatedApp {
        let app = SimulatedApp(model: model)
        app.prepare(for: request, trace: reporter.wantsTraces)
        return app
    }
}
