/// `pushsim deliver PAYLOAD... --state STATE`: each payload to a freshly launched app.
package struct DeliverCommand: Sendable {
    package var inputs: [String]
    package var app: AppModelChoice
    package var state: AppState
    package var stack: String?
    package var tap: String?
    /// `--text`: what the user types for the text-input action `--tap` names.
    package var text: String?
    package var badge: Int64?
    package var headers: RequestHeaders
    /// `--set NAME=VALUE`: the app's state as each payload arrives.
    package var stateValues: [(name: String, value: JSONValue)]
    /// `--sequence`: one app lives through every payload, in order (docs/delivery.md, "Several
    /// pushes to one app").
    package var sequence: Bool
    /// `--focus`, `--authorization`: the device the pushes arrive on (docs/delivery.md,
    /// "Interruption levels and Focus", "Authorization and the user's settings").
    package var device = DeviceSettings()

    package init(
        inputs: [String], app: AppModelChoice, state: AppState, stack: String?, tap: String?, badge: Int64?,
        headers: RequestHeaders, stateValues: [(name: String, value: JSONValue)] = [], sequence: Bool = false
    ) {
        self.stateValues = stateValues
        self.sequence = sequence
        self.inputs = inputs
        self.app = app
        self.state = state
        self.stack = stack
        self.tap = tap
        self.badge = badge
        self.headers = headers
    }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        if let problem = TypedTextOption.problem(text: text, tap: tap) {
            reporter.report(.usageProblem(problem))
            return reporter.finish()
        }
        guard var session = SimulationSession.begin(app: app, stack: stack, state: state, stateValues: stateValues, reporter: reporter)
        else {
            return reporter.finish()
        }
        session.device = device
        if let problem = TypedTextOption.problem(text: text, tap: tap, model: session.model) {
            reporter.report(.usageProblem(problem))
            return reporter.finish()
        }
        let checker = PayloadChecker(headers: headers)
        let requestedTap = tap.map { TapAction(argument: $0, text: text) }
        // With --sequence the app of one delivery is the app of the next, in the state the
        // last one left it in.
        var shared = sequence ? session.launchApp(state: state, badge: badge) : nil
        var current = state
        for input in inputs where Interruption.received == nil {
            let check = checker.check(InputSource(argument: input))
            let app = shared ?? session.launchApp(state: state, badge: badge)
            let report = await app.receive(push: check, state: current, tap: requestedTap)
            if sequence { current = report.stateAfter; shared = app }
            reporter.report(.delivered(report, app: session.model, command: .deliver))
        }
        return reporter.finish()
    }

    /// One payload to a fresh app: a new push center state, screens, stack and badge.
    @MainActor
    package static func deliver(
        _ check: PayloadCheck, model: AppModel, state: AppState, stack: NavigationLayout?, tap: TapAction?, badge: Int64?,
        trace: Bool = true, stateValues: [(name: String, value: JSONValue)] = [], device: DeviceSettings = DeviceSettings()
    ) async -> DeliveryReport {
        let app = SimulatedApp(model: model)
        app.prepare(state: state, stack: stack, badge: badge, trace: trace, stateValues: stateValues, device: device)
        return await app.receive(push: check, state: state, tap: tap)
    }
}
