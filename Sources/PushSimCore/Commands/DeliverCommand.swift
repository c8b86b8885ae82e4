/// `pushsim deliver PAYLOAD... --state STATE`: each payload to a freshly launched app.
public struct DeliverCommand: Sendable {
    public var inputs: [String]
    public var app: AppModelChoice
    public var state: AppState
    public var stack: String?
    public var tap: String?
    public var badge: Int64?
    public var headers: RequestHeaders
    public var format: OutputFormat
    public var trace: Bool
    /// Colour for the text lines (docs/colour.md).
    public var colour: Colour

    public init(
        inputs: [String], app: AppModelChoice, state: AppState, stack: String?, tap: String?, badge: Int64?,
        headers: RequestHeaders, format: OutputFormat, trace: Bool, colour: Colour = .off
    ) {
        self.inputs = inputs
        self.app = app
        self.state = state
        self.stack = stack
        self.tap = tap
        self.badge = badge
        self.headers = headers
        self.format = format
        self.trace = trace
        self.colour = colour
    }

    @MainActor
    public func run(output: OutputSink) async -> ExitStatus {
        let session: SimulationSession
        switch SimulationSession.begin(
            app: app, stack: stack, state: state, format: format, trace: trace, colour: colour, output: output)
        {
        case .success(let started): session = started
        case .failure(let failure): return failure.status
        }
        let checker = PayloadChecker(headers: headers)
        let requestedTap = tap.map(TapAction.init(argument:))
        var status = ExitStatus.success
        for input in inputs where Interruption.received == nil {
            let check = checker.check(InputSource(argument: input))
            let report = await Self.deliver(
                check, model: session.model, state: state, stack: session.start, tap: requestedTap, badge: badge,
                trace: session.recordsTrace)
            session.print(report, command: "deliver")
            status = max(status, ExitStatus(check.verdict))
        }
        return status
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
        return await app.deliver(check, state: state, tap: tap)
    }
}
