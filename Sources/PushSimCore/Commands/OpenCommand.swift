/// `pushsim open URL`: a deep link through the same flow as a tapped push.
public struct OpenCommand: Sendable {
    public var urls: [String]
    public var app: AppModelChoice
    public var state: AppState
    public var stack: String?
    public var format: OutputFormat
    public var trace: Bool
    /// Colour for the text lines (docs/colour.md).
    public var colour: Colour

    public init(
        urls: [String], app: AppModelChoice, state: AppState, stack: String?, format: OutputFormat, trace: Bool,
        colour: Colour = .off
    ) {
        self.urls = urls
        self.app = app
        self.state = state
        self.stack = stack
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
        for url in urls where Interruption.received == nil {
            let app = SimulatedApp(model: session.model)
            app.recordsTrace = session.recordsTrace
            if state != .notRunning { try? app.launch(stack: session.start) }
            session.print(await app.open(url: url, state: state), command: "open")
        }
        return .success
    }
}
