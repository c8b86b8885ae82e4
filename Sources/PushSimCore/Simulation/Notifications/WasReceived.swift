/// "Was received", posted once per delivery (docs/delivery.md, "Observers").
extension SimulatedApp {
    /// "Was received" is posted once per delivery, however many callbacks the app gets (a toast
    /// tapped later reaches observers once).
    func postWasReceived(_ notification: AppNotification) {
        guard !recorder.posted else { return }
        recorder.posted = true
        let start = recorder.observerCalls.count
        noteObservers(center.postWasReceived(notification), since: start)
    }

    /// Notes the observers told since `start` (a handler's `post` may have told others before).
    func noteObservers(_ count: Int, since start: Int = 0) {
        let calls = recorder.observerCalls[start...]
        if count == 0 || calls.isEmpty {
            recorder.note(.observers, "\"was received\" posted; no observer for this event")
            return
        }
        // The names only for a trace: a batch records none, and joining them for every payload
        // was thrown away.
        recorder.note(.observers, "\"was received\" posted to \(Self.observerNames(calls))")
    }

    private static func observerNames(_ calls: ArraySlice<DeliveryRecorder.ObserverCall>) -> String {
        calls.map { $0.viewLoaded ? "\($0.screen) (view updated)" : "\($0.screen) (state updated, view not loaded: skipped)" }
            .joined(separator: ", ")
    }
}
