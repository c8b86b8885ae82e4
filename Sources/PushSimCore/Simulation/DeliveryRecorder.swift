/// Records what happens during one delivery, for the report: observers told, views updated.
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

    func note(_ kind: TraceStep.Kind, _ detail: @autoclosure () -> String) {
        guard isTracing else { return }
        trace.append(TraceStep(kind: kind, detail: detail()))
    }

    func reset() {
        observerCalls.removeAllKeepingCapacity()
        trace.removeAll()
        posted = false
    }
}
