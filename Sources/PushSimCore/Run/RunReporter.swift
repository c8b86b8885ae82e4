/// Where a command sends its events: each is rendered at once (a batch of 100,000 files keeps
/// flat memory) and counted toward the run's exit status, decided in one place
/// (`ExitStatus(for:)`, docs/exit-codes.md).
public final class RunReporter {
    public let renderer: any Renderer
    public private(set) var status = ExitStatus.success

    public init(renderer: any Renderer) {
        self.renderer = renderer
    }

    public func report(_ event: RunEvent) {
        renderer.render(event)
        status = max(status, ExitStatus(for: event))
    }

    /// Whether deliveries should record their trace: only when the renderer shows it.
    public var wantsTraces: Bool { renderer.showsTraces }

    /// Lets the renderer close its output (what that reports is rendered and counted too);
    /// returns the run's exit status. `completed` is false for an interrupted run.
    public func finish(completed: Bool = true) -> ExitStatus {
        for event in renderer.finish(completed: completed) { report(event) }
        return status
    }
}
