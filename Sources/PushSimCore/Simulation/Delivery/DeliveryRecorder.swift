/// Records what happens during one delivery, for the report: observers told, views updated.
///
final class DeliveryRecorder {
    struct ObserverCall: Equatable {
        var screen: String
        var viewLoaded: Bool
    }

    var observerCalls: [ObserverCall] = []
    var trace: [TraceStep] = []
    var posted = false
    /// Off when nobody will read the trace: a batch then builds none of its strings.
    var isTracing = true
    /// The stack the app launched on during the delivery (a tap, a link, a content-available
    /// push), if it launched: the text line names what changed from there (docs/outcomes.md,
    /// "What changed").
    var launchedOn: NavigationLayout?

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
