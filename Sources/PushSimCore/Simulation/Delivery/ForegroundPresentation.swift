/// `willPresent` for a model that declares presentation options (docs/app-model.md,
/// "Foreground presentation"): the visible screen's rule first, then the variant's, the
/// event's, the app's default; with none declared, every option (what an app that implements
/// `willPresent` answers unless it says otherwise).
extension SimulatedApp {
    func presentationOptions(
        for notification: AppNotification, variant: EventVariant?, context: ConditionContext
    ) -> (options: [PresentationOption], chosenBy: String) {
        if let top = navigation.visibleScreen {
            for rule in top.definition.presentation where rule.event == "*" || rule.event == notification.eventName {
                if rule.when?.holds(in: context.on(top.reference)) ?? true { return (rule.options, top.reference.description) }
            }
        }
        if let variant, let options = variant.presentation { return (options, "variant \(variant.name)") }
        if case .known(let event) = notification.event, let options = event.presentation { return (options, "event \(event.name)") }
        if let options = model.foregroundPresentation { return (options, "the app's default") }
        return (PresentationOption.allCases, "pushsim's default (every option)")
    }

    /// What conditions read for `notification` now: its parameters, the payload, the headers,
    /// the app's state, the visible screen.
    func conditionContext(for notification: AppNotification, payload: Payload, headers: ResolvedHeaders?, state: AppState) -> ConditionContext {
        // The window's own state (docs/conditions.md): the selected tab, the modal on top.
        var context = ConditionContext.arrival(
            of: notification, payload: payload, headers: headers, appState: state, state: self.state,
            tab: navigation.selectedTabRoot, modal: navigation.modals.last?.stack.first?.definition.name,
            screen: navigation.visibleScreen?.reference)
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
