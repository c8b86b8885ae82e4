/// A push to a version 3 model with a notification service extension (docs/delivery.md,
/// "Notification service extension"): the extension runs, and everything after it — the
/// event, the parameters, the variant, the presentation, the category's actions, the route,
/// the handlers — reads the content it delivered, as the app reads the `UNNotificationContent`
/// it is given, and can read what the extension fetched (`fetched.FIELD`).
extension SimulatedApp {
    nonisolated(nonsending) func deliverThroughServiceExtension(
        _ service: ServiceExtension, _ arrived: AppNotification, payload: Payload, headers: ResolvedHeaders?, routing: RoutingInput,
        _ report: inout DeliveryReport
    ) async {
        var notification = arrived
        // Read as it arrives first, as in version 2: what the extension's rules ask, and what
        // the app reads when the extension changes nothing it reads.
        let (arrivalContext, arrivalVariant) = readConditionsAndVariant(
            of: &notification, payload: payload, headers: headers, routing: routing, &report)
        let asRead = notification
        let handOff = await runServiceExtension(
            service, on: &notification, aps: payload.aps, context: arrivalContext, payload: payload.json, &report)
        report.notification = notification
        // Past the evaluation limit nothing more of the delivery is simulated (docs/conditions.md, "Limits").
        if budget.exceeded != nil { return }
        if let ending = handOff.ending {
            end(ending, &report)
            return
        }
        var delivered = payload
        var readRouting = routing
        if let rewritten = handOff.payload {
            // The content as the extension delivered it, read as the app reads any payload.
            delivered = PayloadReader.read(rewritten).payload
            let before = asRead
            (notification, readRouting) = readSilently(delivered, headers: headers, arrival: before.arrival, appState: report.state.asSeenByTheApp)
            // Not a payload key: the message donated with the content (CommunicationIntent).
            notification.communication = handOff.communication
            if notification.event != before.event || notification.objectID != before.objectID || notification.routingURL != before.routingURL {
                recorder.note(.notification, "the app reads the content the extension delivered: " + notification.summary)
            }
            if case .unknown(let name) = notification.event, notification.routingURL == nil {
                report.notification = notification
                await deliverUnknownEvent(name, notification, &report)
                return
            }
            guard readParameters(of: delivered, into: &notification, quietlyIfEqualTo: before.parameters, &report) else { return }
        }
        var context = arrivalContext
        var variant = arrivalVariant
        if handOff.payload != nil || handOff.fetched != nil {
            let state = report.state.asSeenByTheApp
            context = conditionContext(for: notification, payload: delivered, headers: headers, state: state)
            context.fetched = handOff.fetched
            notification.context = context
            variant = rechooseVariant(of: &notification, context: context, state: state, before: arrivalVariant)
        }
        report.notification = notification
        if budget.exceeded != nil { return }
        guard await present(notification, aps: delivered.aps, variant: variant, context: context, &report) else { return }
        await respondThenRunTapHandlers(to: notification, routing: readRouting, &report)
    }

    /// The extension discarded the notification, or handed it to CallKit, with the filtering
    /// entitlement: nothing is shown, and the app is not asked.
    private func end(_ ending: ServiceExtensionHandOff.Ending, _ report: inout DeliveryReport) {
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
    }

    /// `readAsAppNotification` without its trace step: the trace says what changed instead.
    private func readSilently(_ payload: Payload, headers: ResolvedHeaders?, arrival: Int?, appState: AppState) -> (AppNotification, RoutingInput) {
        var notification = AppNotification(payload: payload, model: model)
        // The same request: its identifier does not change (docs/delivery.md, "Request identifiers").
        notification.arrival = arrival
        if case .none = notification.event, !model.dispatch.isEmpty { dispatch(&notification, payload: payload, headers: headers, appState: appState) }
        let routing = routing(notification.routingURL, fields: RoutingInput.fields(of: payload), declaredEvent: notification.eventName)
        notification.resolve(routing.target, in: model)
        notification.collapseID = headers?.collapseID
        notification.routingFields = routing.fields
        return (notification, routing)
    }

    /// The parameters of the content the extension delivered; the trace names them only when
    /// they differ from those read as it arrived.
    private func readParameters(
        of payload: Payload, into notification: inout AppNotification, quietlyIfEqualTo before: [String: JSONValue], _ report: inout DeliveryReport
    ) -> Bool {
        guard !model.parameters.isEmpty else { return true }
        var resolved = model.parameters.resolve(payload: .object(payload.json), state: state)
        // As the push's account sees the state (Accounts.swift), as on arrival.
        if case .success(let values) = resolved, let seen = stateSeen(byAccountOf: values) {
            resolved = model.parameters.resolve(payload: .object(payload.json), state: seen)
        }
        switch resolved {
        case .failure(let problem):
            report.outcome = .badParameter
            report.reason = "parameter \(problem.parameter): \(problem.message) (in the content the service extension delivered)"
            recorder.note(.notification, report.reason ?? "")
            return false
        case .success(let values):
            notification.parameters = values
            if values != before {
                recorder.note(
                    .notification,
                    "parameters of the delivered content "
                        + values.sorted { $0.key < $1.key }.map { "\($0.key)=\(JSONWriter.excerpt($0.value))" }.joined(separator: ", "))
            }
            return true
        }
    }

    /// The variant again, with the delivered content and what was fetched; the trace names it
    /// only when it is another than the one chosen as the push arrived.
    private func rechooseVariant(of notification: inout AppNotification, context: ConditionContext, state: AppState, before: EventVariant?) -> EventVariant? {
        guard case .known(let event) = notification.event, let chosen = event.variant(in: context, state: state) else {
            notification.variant = nil
            if before != nil { recorder.note(.notification, "after the service extension no variant applies") }
            return nil
        }
        notification.variant = chosen.name
        if chosen.name != before?.name {
            recorder.note(.notification, "after the service extension: variant \(chosen.name) of event \(event.name)")
        }
        return chosen
    }
}
