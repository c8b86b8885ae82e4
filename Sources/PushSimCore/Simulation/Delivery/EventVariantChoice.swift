/// The variant of the event a notification stands for, chosen once, as it arrives
/// (docs/app-model.md, "Variants"). With a routing URL that event is the one the URL routes to,
/// whatever the payload says, and a deep link is read the same way: one URL in one state ends
/// in one place, pushed, opened, routed or opened by a scenario (docs/router.md, "Routing URLs
/// inside payloads").
extension SimulatedApp {
    /// The variant that applies to `notification` in `state`, recorded on it and named in the
    /// trace; nil for a version 1 model, an event without one that applies, or no known event.
    func chooseVariant(of notification: inout AppNotification, context: ConditionContext, state: AppState, routing: RoutingInput) -> EventVariant? {
        guard model.version >= 2, case .known(let event) = notification.event, let chosen = event.variant(in: context, state: state) else {
            return nil
        }
        notification.variant = chosen.name
        var note = "variant \(chosen.name) of event \(event.name)"
        // A route to a hierarchy names no event: the payload's event keeps its variant (its
        // presentation, handlers…), but not where it leads.
        if case .hierarchy(let template)? = routing.target?.spec.target {
            if chosen.hierarchy != nil {
                note += " (its hierarchy gives way to the URL's route: \(template))"
            } else if chosen.load != nil {
                note += " (its load gives way to the URL's route: \(template))"
            }
        }
        recorder.note(.notification, note)
        return chosen
    }

    /// A deep link as the app reads it when it opens (docs/router.md, "pushsim open URL"): the
    /// event and object id its route names, the declared parameters as a payload without them
    /// has them (their defaults: a link carries no payload), and the variant that applies in
    /// `state` — as for a push that carries only the URL.
    func deepLinkNotification(_ url: String, routing: RoutingInput, state: AppState) -> AppNotification {
        var notification = AppNotification(deepLink: url).resolving(routing.target, in: model)
        guard model.version >= 2 else { return notification }
        if !model.parameters.isEmpty {
            notification.parameters = model.parameters.resolveAll(payload: .object([:]), state: self.state).values
        }
        let context = deepLinkConditionContext(for: notification, state: state)
        notification.context = context
        _ = chooseVariant(of: &notification, context: context, state: state, routing: routing)
        return notification
    }

    /// What conditions read for `notification` now: its parameters, the payload, the headers,
    /// the app's state, the visible screen.
    func conditionContext(for notification: AppNotification, payload: Payload, headers: ResolvedHeaders?, state: AppState) -> ConditionContext {
        // The window's own state (docs/conditions.md): the selected tab, the modal on top.
        var context = ConditionContext.arrival(
            of: notification, payload: payload, headers: headers, appState: state, state: self.state,
            tab: navigation.selectedTabRoot, modal: navigation.modals.last?.stack.first?.definition.name,
            screen: navigation.visibleScreen?.reference)
        // Only version 3 conditions read it (`request.identifier`): made for them alone.
        if model.version >= 3 {
            context.requestIdentifier = notification.requestIdentifier
            context.accountValues = accountContext(of: account(of: notification))
        }
        // Every condition of the delivery is charged to the app's budget (docs/conditions.md, "Limits").
        context.budget = budget
        return context
    }

    /// The same for a deep link, which has no payload and no headers (docs/router.md,
    /// "pushsim open URL").
    func deepLinkConditionContext(for notification: AppNotification, state: AppState) -> ConditionContext {
        var context = ConditionContext.arrival(
            of: notification, payload: .object([:]), headers: [:], appState: state, state: self.state,
            tab: navigation.selectedTabRoot, modal: navigation.modals.last?.stack.first?.definition.name,
            screen: navigation.visibleScreen?.reference)
        context.budget = budget
        return context
    }
}
