/// One output format (docs/architecture.md, "Adding an output format"): turns the events a
/// command reports into lines on an `OutputSink`, or into a report file. Results go to the
/// sink's results (stdout), everything for people alone to its diagnostics (stderr).
public protocol Renderer: AnyObject {
    func render(_ event: RunEvent)
    /// Called once, after the last event; `completed` is false when the run was interrupted.
    /// Returns what finishing itself has to report (a report file that could not be written).
    func finish(completed: Bool) -> [RunEvent]
    /// Whether this renderer shows deliveries' traces (so the simulation records them).
    var showsTraces: Bool { get }
    /// How the replay workers render a replayed file's lines for this renderer, when its lines
    /// depend on the result alone; nil when it renders every result itself.
    var replayLines: (any ReplayLineRendering)? { get }
}

extension Renderer {
    public func finish(completed: Bool) -> [RunEvent] { [] }
    public var replayLines: (any ReplayLineRendering)? { nil }
}

/// Several renderers at once: the output format on the streams, and a JUnit report file.
public final class CompositeRenderer: Renderer {
    private let renderers: [any Renderer]

    public init(_ renderers: [any Renderer]) {
        self.renderers = renderers
    }

    public var showsTraces: Bool { renderers.contains { $0.showsTraces } }

    public func render(_ event: RunEvent) {
        for renderer in renderers { renderer.render(event) }
    }

    public func finish(completed: Bool) -> [RunEvent] {
        renderers.flatMap { $0.finish(completed: completed) }
    }
}
