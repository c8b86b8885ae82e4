/// A push to a version 3 model with a notification service extension (docs/delivery.md,
/// "Notification service extension"): the extension runs first, and everything after it — the
/// event, the parameters, the variant, the presentation, the category's actions, the route,
/// the handlers — reads the content it delivered, as the app reads the `UNNotificationContent`
/// it is given, and can read what the extension fetched (`fetched.FIELD`).
extension SimulatedApp {
    nonisolated(nonsending) func deliverThroughServiceExtension(
        _ service: ServiceExtension, _ arrived: AppNotification, payload: Payload, headers: ResolvedHeaders?, routing: RoutingInput,
        _ report: inout DeliveryReport
    ) async {
        var notification = arrived
        let state = report.state.asSeenByTheApp
        let arrivalContext = conditionContext(for: notification, payload: payload, headers: headers, state: state)
        notification.context = arrivalContext
        let handOff = await runServiceExtension(
            service, on: &notification, aps: payload.aps, context: arrivalContext, payload: payload.json, &report)
        report.notification = notification
        // Past the evaluation limit nothing more of the delivery is simulated (docs/conditions.md, "Limits").
        if budget.exceeded != nil { return }
        if let ending = handOff.ending {
            let rule = report.serviceExtension?.rule.map(quoted) ?? ""
            switch ending {
            case .discarded:
                report.outcome = .discarded
                report.reason = "the notification service extension discarded it (rule \(rule) delivered empty content); with the filtering entitlement iOS shows nothing"
            case .voipCall:
                report.outcome = .voipCall
                report.reason = "the notification service extension reported a VoIP call (rule \(rule)); CallKit shows the incoming call, and no notification is shown"
            }
            recorder.note(.presented, report.reason ?? "")
            return
        }
        var delivered = payload
        var readRouting = routing
        if let rewritten = handOff.payload {
            // The content as the extension delivered it, read as the app reads any payload.
            delivered = PayloadReader.read(rewritten).payload
            (notification, readRouting) = readAsAppNotification(delivered, headers: headers, &report)
            if case .unknown(let name) = notification.event, notification.routingURL == nil {
                await deliverUnknownEvent(name, notification, &report)
                return
            }
            guard readParameters(of: delivered, into: &notification, &report) else { return }
        }
        var context = conditionContext(for: notification, payload: delivered, headers: headers, state: state)
        context.fetched = handOff.fetched
        notification.context = context
        let variant = chooseVariant(of: &notification, context: context, state: state, routing: readRouting)
        report.notification = notification
        if budget.exceeded != nil { return }
        guard await present(notification, aps: delivered.aps, variant: variant, context: context, &report) else { return }
        await respondThenRunTapHandlers(to: notification, routing: readRouting, &report)
    }
}
