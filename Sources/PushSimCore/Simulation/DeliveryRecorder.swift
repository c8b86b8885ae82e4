/// Records what happens during one delivery, for the report: observers told, views updated.
/// Unchecked exclusivity: see `SimulatedApp`.
final class DeliveryRecorder {
    struct ObserverCall: Equatable {
        var screen: String
        var viewLoaded: Bool
    }

    @exclusivity(unchecked) var observerCalls: [ObserverCall] = []
    @exclusivity(unchecked) var trace: [TraceStep] = []
    @exclusivity(unchecked) var posted = false
    /// Off when nobody will read the trace: a batch then builds none of its strings.
    @exclusivity(unchecked) var isTracing = true
    /// The stack the app launched on during the delivery (a tap, a link, a content-available
    /// push), if it launched: the text line names what changed from there (docs/outcomes.md,
    /// "What changed").
    @exclusivity(unchecked) var launchedOn: NavigationLayout?

    func note(_ kind: TraceStep.Kind, _ detail: @autoclosure () -> String) {
        guard isTracing else { return }
        trace.append(TraceStep(kind: kind, detail: detail()))
    }

    func reset() {
        observerCalls.removeAllKeepingCapacity()
        trace.removeAll()
        posted = false
        launchedOn = nil
    }
}
