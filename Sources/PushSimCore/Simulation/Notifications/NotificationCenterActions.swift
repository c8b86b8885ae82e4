/// The user acting on a notification already in Notification Center, after it arrived
/// (docs/scenarios.md): opening it, picking one of its actions, or clearing it. The app answers
/// as it would have answered a tap on the banner — `didReceive(response)` — in the state it is
/// in now.
extension SimulatedApp {
    /// The delivered notifications, oldest first, as scenarios name them ("THREAD: text").
    public var deliveredNotifications: [String] { delivered.entries.elements.map(\.description) }

    /// The number (order of delivery) of the entry `reference` names, if it is still delivered.
    func deliveredEntry(_ reference: DeliveredReference) -> Int? {
        switch reference {
        case .latest: return delivered.latest?.number
        case .number(let number): return delivered.entry(number)?.number
        case .thread(let thread): return delivered.latest(inThread: thread)?.number
        case .identifier(let identifier): return delivered.latest(where: { $0.notification.requestIdentifier == identifier })?.number
        }
    }

    /// The number the system gave the notification of the last delivery, if it went into
    /// Notification Center.
    public var lastDeliveredNumber: Int? { delivered.latest.flatMap { $0.number == delivered.current ? $0.number : nil } }

    /// Opens, acts on (`tap` an action id) or clears (`dismiss`) the delivered notification
    /// `reference` names; nil when there is none.
    public nonisolated(nonsending) func actOnDelivered(_ reference: DeliveredReference, tap: TapAction, state: AppState) async -> DeliveryReport? {
        guard let number = deliveredEntry(reference), let entry = delivered.entry(number) else {
            return nil
        }
        recorder.reset()
        budget.reset()
        delivered.select(number)
        var report = DeliveryReport(check: nil, state: state, tap: tap, stack: layout, badge: badge)
        report.input = "Notification Center: " + entry.description
        let notification = entry.notification
        report.notification = notification
        recorder.note(.notification, "from Notification Center: \(notification.summary)")
        let shown = visibleScreenBeforeStep(in: state)
        launchForResponse(to: notification, &report)
        let routing = routing(notification.routingURL, fields: notification.routingFields, declaredEvent: notification.eventName)
        await respondThenRunTapHandlers(to: notification, routing: routing, &report)
        report.handlerEffects += await runScreenHooks(since: shown, in: report.stateAfter)
        finish(&report)
        return report
    }
}

/// Which delivered notification the user acts on.
public enum DeliveredReference: Sendable, Equatable {
    /// The most recent one still delivered.
    case latest
    /// The one the system numbered so (the order of delivery).
    case number(Int)
    /// The most recent one of a `thread-id`.
    case thread(String)
    /// The one with this request identifier.
    case identifier(String)
}
