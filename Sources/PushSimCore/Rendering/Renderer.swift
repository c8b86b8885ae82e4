/// One output format (docs/architecture.md, "Adding an output format"): turns the events a
/// command reports into lines on an `OutputSink`. Results go to the sink's results (stdout),
/// everything for people alone to its diagnostics (stderr).
public protocol Renderer: AnyObject {
    func render(_ event: RunEvent)
    /// Called once, after the last event.
    func finish()
    /// Whether this renderer shows deliveries' traces (so the simulation records them).
    var showsTraces: Bool { get }
}

extension Renderer {
    public func finish() {}
}
