/// The first stages of a push's delivery (docs/delivery.md): the payload checked, then read as
/// the app's own notification — its event, where it routes, its push type, its parameters and
/// the variant of its event that applies.
extension SimulatedApp {
    /// The payload when it passed validation; otherwise the outcome says why it was not
    /// delivered, and nil ends the delivery.
    func checkPayload(_ check: PayloadCheck, _ report: inout DeliveryReport) -> Payload? {
        if let conversion = check.conversion { recorder.note(.converted, conversion.traceDetail) }
        guard let payload = check.payload, check.verdict == .valid else {
            report.outcome = check.verdict == .unreadable ? .unreadable : .invalid
            let errors = check.diagnostics.filter { $0.severity == .error }
            report.reason = errors.map { diagnostic in
                diagnostic.pointer.map { "\(diagnostic.reasonName) at \($0.displayString)" } ?? diagnostic.reasonName
            }.joined(separator: ", ")
            recorder.note(.validated, "\(check.verdict.rawValue): \(report.reason ?? ""); not delivered")
            return nil
        }
        recorder.note(.validated, check.summary)
        return payload
    }

    /// The payload as the app's notification, made at once (docs/architecture.md,
    /// "Notification object"): its event, resolved through a routing URL when it has one.
    func readAsAppNotification(
        _ payload: Payload, headers: ResolvedHeaders?, _ report: inout DeliveryReport
    ) -> (notification: AppNotification, routing: RoutingInput) {
        var notification = AppNotification(payload: payload, model: model)
        if case .none = notification.event, !model.dispatch.isEmpty { dispatch(&notification, payload: payload, headers: headers, appState: report.state.asSeenByTheApp) }
        let routing = routing(notification.routingURL, fields: RoutingInput.fields(of: payload), declaredEvent: notification.eventName)
        notification.resolve(routing.target, in: model)
        notification.collapseID = headers?.collapseID
        remoteArrivals += 1
        notification.arrival = remoteArrivals
        notification.routingFields = routing.fields
        report.notification = notification
        recorder.note(.notification, notification.summary)
        return (notification, routing)
    }

    /// A push that names no event type, given one by the model's `dispatch` rules (version 3;
    /// docs/app-model.md, "Dispatch"): the first whose condition holds.
    func dispatch(_ notification: inout AppNotification, payload: Payload, headers: ResolvedHeaders?, appState: AppState) {
        var context = ConditionContext.arrival(
            of: notification, payload: payload, headers: headers, appState: appState, state: state,
            tab: navigation.selectedTabRoot, modal: navigation.modals.last?.stack.first?.definition.name,
            screen: navigation.visibleScreen?.reference)
        context.budget = budget
        guard let (number, event) = model.dispatchedEvent(in: context) else {
            recorder.note(.notification, "no event type in the payload, and no dispatch rule holds")
            return
        }
        notification.event = .known(event)
        recorder.note(.notification, "no event type in the payload: dispatch rule \(number) holds, so it is \(event.name)")
    }

    /// Push types other than alert and background never reach the app's notification
    /// delegate, silent-looking or not (docs/delivery.md, "Push types that do not reach the
    /// app as a banner"): false, with the receiver that gets the push instead. A push of type
    /// background is read as the background notification its type says.
    func reachesTheNotificationDelegate(
        _ notification: inout AppNotification, payload: Payload, headers: ResolvedHeaders?, _ report: inout DeliveryReport
    ) -> Bool {
        let pushType = headers?.pushType ?? HeaderValidator.inferPushType(payload, topic: nil)
        if let receiver = PushTypeReceiver.receiver(for: pushType, payload: payload) {
            report.outcome = receiver.outcome
            report.reason = receiver.reason
            recorder.note(.presented, receiver.reason)
            return false
        }
        if pushType == .background, notification.contentAvailable, !notification.isSilent {
            deliverAsBackgroundNotification(&notification)
            report.notification = notification
        }
        return true
    }

    /// The app's own reading of the payload (schemaVersion 2): its parameters. False when one
    /// cannot be read, which ends the delivery.
    func readParameters(of payload: Payload, into notification: inout AppNotification, _ report: inout DeliveryReport) -> Bool {
        guard !model.parameters.isEmpty else { return true }
        var resolved = model.parameters.resolve(payload: .object(payload.json), state: state)
        // A default read from a value each account keeps is the push's account's (version 3;
        // docs/app-model.md, "Accounts"): read again as that account sees the state.
        if case .success(let values) = resolved, let seen = stateSeen(byAccountOf: values) {
            resolved = model.parameters.resolve(payload: .object(payload.json), state: seen)
        }
        switch resolved {
        case .failure(let problem):
            report.outcome = .badParameter
            report.reason = "parameter \(problem.parameter): \(problem.message)"
            recorder.note(.notification, report.reason ?? "")
            return false
        case .success(let values):
            notification.parameters = values
            recorder.note(.notification, "parameters " + values.sorted { $0.key < $1.key }.map { "\($0.key)=\(JSONWriter.excerpt($0.value))" }.joined(separator: ", "))
            return true
        }
    }

    /// What the app's conditions read for this push, and the event's variant that applies
    /// (docs/app-model.md, "Variants").
    func readConditionsAndVariant(
        of notification: inout AppNotification, payload: Payload, headers: ResolvedHeaders?, routing: RoutingInput,
        _ report: inout DeliveryReport
    ) -> (context: ConditionContext, variant: EventVariant?) {
        // A version 1 model has no conditions: nothing to read them with.
        let context = model.version >= 2
            ? conditionContext(for: notification, payload: payload, headers: headers, state: report.state.asSeenByTheApp)
            : ConditionContext()
        if model.version >= 2 { notification.context = context }
        let variant = chooseVariant(of: &notification, context: context, state: report.state.asSeenByTheApp, routing: routing)
        return (context, variant)
    }
}
