/// `pushsim open URL`: a deep link through the same flow as a tapped push.
package struct OpenCommand: Sendable {
    package var urls: [String]
    package var app: AppModelChoice
    package var state: AppState
    package var stack: String?
    /// `--set NAME=VALUE`: the app's state as each link is opened.
    package var stateValues: [(name: String, value: JSONValue)]

    package init(
        urls: [String], app: AppModelChoice, state: AppState, stack: String?, stateValues: [(name: String, value: JSONValue)] = []
    ) {
        self.stateValues = stateValues
        self.urls = urls
        self.app = app
        self.state = state
        self.stack = stack
    }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        let inputs = DeliveryRequest.Inputs(state: state, stack: stack, stateValues: stateValues)
        guard let session = SimulationSession.begin(app: app, request: inputs, reporter: reporter) else {
            return reporter.finish()
        }
        for url in urls where Interruption.received == nil {
            let app = session.launchApp()
            reporter.report(.delivered(await app.receive(.deepLink(url), state: state), app: session.model, command: .open))
        }
        return reporter.finish()
    }
}
