/// The system delivering a local notification the app requested (version 3; docs/delivery.md,
/// "Local notifications"): as a push of that content — its `userInfo` read as a payload's custom
/// keys (event, object id, parameters, variant), presented by `willPresent` in the foreground
/// and as a banner otherwise, into Notification Center, where the user can open it or act on it
/// later — but never through the service extension, which only remote notifications reach.
/// Only a scenario delivers them: `deliver` and `replay` are one instant and one delivery, and
/// report the request (docs/scenarios.md, "Local notifications").
extension SimulatedApp {
    /// The earliest time a pending local request fires, if one is pending.
    public var nextLocalNotification: Int64? { localRequests.nextFiring }

    /// Delivers every request due by the clock now, earliest first — and those the delivered
    /// ones' handlers request at once — up to `limit` deliveries; `exceeded` when more were due:
    /// an app that requests a local notification each time one arrives never stops, and pushsim
    /// stops it there (docs/scenarios.md, "Local notifications").
    public nonisolated(nonsending) func deliverDueLocalNotifications(state: AppState, limit: Int) async -> (deliveries: [LocalDelivery], exceeded: Bool) {
        var deliveries: [LocalDelivery] = []
        while true {
            let due = localRequests.takeDue(by: loads.now)
            if due.isEmpty { return (deliveries, false) }
            for (offset, request) in due.enumerated() {
                guard deliveries.count < limit else {
                    // Those not delivered stay pending, as they were.
                    for rest in due[offset...] { localRequests.add(identifier: rest.identifier, content: rest.content, firesAt: rest.firesAt) }
                    return (deliveries, true)
                }
                let report = await deliverLocal(request, state: state)
                deliveries.append(LocalDelivery(identifier: request.identifier, at: loads.now, report: report))
            }
        }
    }

    /// One local request delivered, as its own delivery.
    nonisolated(nonsending) func deliverLocal(_ request: LocalNotificationQueue.Request, state: AppState) async -> DeliveryReport {
        recorder.reset()
        budget.reset()
        delivered.beginDelivery()
        // Nobody taps it as it arrives: the user opens it later from Notification Center.
        var report = DeliveryReport(check: nil, state: state, tap: .none, stack: layout, badge: badge)
        report.input = "local notification " + quoted(request.identifier)
        let shown = visibleScreenBeforeStep(in: state)
        await runLocal(request, &report)
        report.handlerEffects += await runScreenHooks(since: shown, in: report.stateAfter)
        finish(&report)
        return report
    }

    private nonisolated(nonsending) func runLocal(_ request: LocalNotificationQueue.Request, _ report: inout DeliveryReport) async {
        let payload = PayloadReader.read(request.content).payload
        var notification = AppNotification(payload: payload, model: model)
        // Its userInfo is read as a push's payload is: the dispatch rules too (version 3).
        if case .none = notification.event, !model.dispatch.isEmpty { dispatch(&notification, payload: payload, headers: nil, appState: report.state.asSeenByTheApp) }
        let routing = routing(notification.routingURL, fields: RoutingInput.fields(of: payload), declaredEvent: notification.eventName)
        notification.resolve(routing.target, in: model)
        notification.localIdentifier = request.identifier
        notification.routingFields = routing.fields
        report.notification = notification
        recorder.note(.notification, "local notification \(quoted(request.identifier)): \(notification.summary)")
        if case .unknown(let name) = notification.event, notification.routingURL == nil {
            await deliverUnknownEvent(name, notification, &report)
            return
        }
        guard readParameters(of: payload, into: &notification, &report) else { return }
        let (context, variant) = readConditionsAndVariant(of: &notification, payload: payload, headers: nil, routing: routing, &report)
        report.notification = notification
        if budget.exceeded != nil { return }
        _ = await present(notification, aps: payload.aps, variant: variant, context: context, &report)
    }

    /// A pending request as the app's notification, for `clearDelivered` with `pending` to
    /// match: its parameters read now; nil when they cannot be read.
    /// `appState` is the app's as the handler runs: the request has not arrived yet.
    func pendingNotification(_ request: LocalNotificationQueue.Request, appState: AppState) -> AppNotification? {
        let payload = PayloadReader.read(request.content).payload
        var notification = AppNotification(payload: payload, model: model)
        // Its userInfo is read as a push's payload is: the dispatch rules too (version 3).
        if case .none = notification.event, !model.dispatch.isEmpty { dispatch(&notification, payload: payload, headers: nil, appState: appState) }
        let routing = routing(notification.routingURL, fields: RoutingInput.fields(of: payload), declaredEvent: notification.eventName)
        notification.resolve(routing.target, in: model)
        notification.localIdentifier = request.identifier
        if !model.parameters.isEmpty {
            guard case .success(let values) = model.parameters.resolve(payload: .object(payload.json), state: state) else { return nil }
            notification.parameters = values
        }
        notification.context = conditionContext(for: notification, payload: payload, headers: nil, state: appState)
        return notification
    }
}

/// A local notification the system delivered during a scenario step (version 3;
/// docs/scenarios.md, "Local notifications").
public struct LocalDelivery: Sendable {
    /// Its request identifier.
    public var identifier: String
    /// When it was delivered, in milliseconds of the scenario's clock.
    public var at: Int64
    public var report: DeliveryReport

    /// `snooze-1 at 900000 ms: banner`, as the `local` expectation reads it.
    public var summary: String { "\(identifier) at \(at) ms: \(report.outcome.rawValue)" }
}
