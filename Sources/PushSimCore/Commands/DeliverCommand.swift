/// `pushsim deliver PAYLOAD... --state STATE`: each payload to a freshly launched app.
public struct DeliverCommand: Sendable {
    public var inputs: [String]
    public var app: AppModelChoice
    public var state: AppState
    public var stack: String?
    public var tap: String?
    public var badge: Int64?
    public var headers: RequestHeaders

    public init(
        inputs: [String], app: AppModelChoice, state: AppState, stack: String?, tap: String?, badge: Int64?,
        headers: RequestHeaders
    ) {
        self.inputs = inputs
        self.app = app
        self.state = state
        self.stack = stack
        self.tap = tap
        self.badge = badge
        self.headers = headers
    }

    @MainActor
    public func run(reporter: RunReporter) async -> ExitStatus {
        guard let session = SimulationSession.begin(app: app, stack: stack, state: state, reporter: reporter) else {
            return reporter.finish()
        }
        let checker = PayloadChecker(headers: headers)
        let requestedTap = tap.map(TapAction.init(argument:))
        for input in inputs where Interruption.received == nil {
            let check = checker.check(InputSource(argument: input))
            let app = session.launchApp(state: state, badge: badge)
            let report = await app.receive(.push(check), state: state, tap: requestedTap)
            reporter.report(.delivered(report, app: session.model, command: .deliver))
        }
        return reporter.finish()
    }

    /// One payload to a fresh app: a new push center state, screens, stack and badge.
    @MainActor
    public static func deliver(
        _ check: PayloadCheck, model: AppModel, state: AppState, stack: StackDescription?, tap: TapAction?, badge: Int64?,
        trace: Bool = true
    ) async -> DeliveryReport {
        let app = SimulatedApp(model: model)
        app.recordsTrace = trace
        if state == .notRunning { app.setBadge(badge) } else { try? app.launch(stack: stack, badge: badge) }
        return await app.receive(.push(check), state: state, tap: tap)
    }
}
