/// A screen that may claim an opened notification and handle it itself (a conversation
/// already on screen scrolls to the new message instead of being pushed again).
protocol NotificationResponder: AnyObject {
    var responderName: String { get }
    var isListening: Bool { get }
    func isFirstResponder(for notification: AppNotification) -> Bool
}

/// The responder chain (docs/delivery.md, "Opening a notification"): screens join it when they
/// appear; it is walked from the top, and the first that claims a notification handles it —
/// exactly one, or none. It points at its screens weakly, so a released screen drops out of it
/// by itself.
final class ResponderChain {
    private struct WeakResponder {
        weak var value: (any NotificationResponder)?
    }

    private var responders: [WeakResponder] = []

    func push(_ responder: any NotificationResponder) {
        responders.append(WeakResponder(value: responder))
    }

    func removeAll() {
        responders.removeAllKeepingCapacity()
    }

    /// `responder` left the top of its stack: its entry goes, with those of responders released
    /// before it. Each push of a screen that responds adds an entry, and a released one's entry
    /// stayed until the whole stack was replaced: a scenario pushing and popping screens made
    /// the chain, and each walk of it, as long as all its pushes (docs/guarantees.md, "Scaling").
    func leave(_ responder: any NotificationResponder) {
        while let last = responders.last, last.value == nil || last.value === responder { responders.removeLast() }
    }

    /// The entries, released responders' included: counted by the scaling tests.
    var entryCount: Int { responders.count }

    /// The responders still alive, top first.
    var topFirst: [any NotificationResponder] {
        var chain: [any NotificationResponder] = []
        appendTopFirst(to: &chain)
        return chain
    }

    /// Appends the listening responders still alive, top first, without intermediate arrays.
    func appendTopFirst(to chain: inout [any NotificationResponder]) {
        for responder in responders.reversed() {
            if let value = responder.value, value.isListening { chain.append(value) }
        }
    }
}
