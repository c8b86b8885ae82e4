/// The app's own handlers (docs/delivery.md, "Handlers"): on receipt in the foreground, when
/// `content-available` wakes the app, after a tap. Each action's effect goes in the report and
/// the trace.
extension SimulatedApp {
    /// The actions `trigger` runs for `notification`: the variant's, else the event's, else the
    /// app's — per trigger, the most specific level that declares it.
    func handlerActions(_ trigger: HandlerTrigger, for notification: AppNotification) -> [HandlerAction] {
        if case .known(let event) = notification.event {
            if let name = notification.variant, let variant = event.variants.first(where: { $0.name == name }),
                let actions = variant.handlers.actions[trigger]
            {
                return actions
            }
            if let actions = event.handlers.actions[trigger] { return actions }
        }
        return model.handlers.actions[trigger] ?? []
    }

    nonisolated(nonsending) func runHandlers(_ trigger: HandlerTrigger, for notification: AppNotification, _ report: inout DeliveryReport) async {
        guard model.declaresHandlers else { return }
        var actions = HandlerSequence(handlerActions(trigger, for: notification))
        while let action = actions.next(deciding: { handlerContext(notification.context, for: notification) }) {
            // Past the evaluation limit the delivery is stopped: no further action runs.
            if budget.exceeded != nil { return }
            let wasLoggedOut = isLoggedOut
            for result in await perform(action, for: notification) {
                let effect = HandlerEffect(trigger: trigger, action: action.name, result: result)
                report.handlerEffects.append(effect)
                recorder.note(.handler, "\(trigger.rawValue): \(action.name): \(effect.summary)")
            }
            // The app's own code logging the user out: the one path every logout takes
            // (SessionChange.swift), the login screens for the push's account.
            if case .setState = action, let loggedOut = logOutIfTheChangeDid(wasLoggedOut: wasLoggedOut, pushAccount: account(of: notification)) {
                recorder.note(.session, loggedOut)
            }
        }
    }

    /// The account the push is for: its value of the session's account parameter.
    func account(of notification: AppNotification) -> String? {
        model.session?.accountParameter.flatMap { notification.parameters[$0]?.argumentText }
    }

    /// One action's effects; a service extension's rule runs its actions through it too
    /// (ServiceExtensionEffects.swift).
    nonisolated(nonsending) func perform(_ action: HandlerAction, for notification: AppNotification) async -> [HandlerEffect.Result] {
        await perform(action, for: notification, in: handlerContext(notification.context, for: notification))
    }

    /// What `action` does, its expressions read in `context`: for a push's handlers, the
    /// notification's; for a screen appearing (`notification` nil), the screen's.
    nonisolated(nonsending) func perform(_ action: HandlerAction, for notification: AppNotification?, in context: ConditionContext) async -> [HandlerEffect.Result] {
        switch action {
        case .setBadge(let expression, let site):
            let value = expression.evaluate(in: context)
            if budget.exceeded != nil { return [] }
            guard let number = Self.badgeNumber(value) else {
                // The value goes into the report as it is: measured and charged as a kept one.
                guard let size = value.textSize(upTo: budget.remaining) else {
                    _ = budget.refuseDepth(what: "setBadge", site: site)
                    return []
                }
                do { try budget.charge(size, what: "setBadge", site: site) } catch { return [] }
                return [.badgeUnchanged(badge: badge, value: value)]
            }
            let before = badge
            setBadge(number)
            return [.badge(before: before, after: number)]
        case .clearDelivered(let matching, let when, let identifiers, let thread, let pending):
            let values = matching.map { name in notification.flatMap { parameterValue(name, of: $0) } }
            // Evaluated once, where the handler runs; a value that names nothing matches nothing.
            let identifierSet = identifiers.map { Self.texts($0.evaluate(in: context)) }
            let threadValue = thread.map { $0.evaluate(in: context).argumentText }
            let current = when?.variables.contains(where: \.readsCurrent) == true ? CurrentContext(context) : nil
            // Decided over the list as it is, then removed at once.
            func matches(_ candidate: AppNotification) -> Bool {
                for (name, value) in zip(matching, values) {
                    // A parameter this push has no value for matches nothing.
                    guard let value, parameterValue(name, of: candidate) == value else { return false }
                }
                if let identifierSet, !identifierSet.contains(candidate.requestIdentifier ?? "") { return false }
                if let threadValue {
                    guard let threadValue, candidate.threadID == threadValue else { return false }
                }
                guard let when else { return true }
                var asked = handlerContext(candidate.context, for: candidate)
                asked.current = current
                return when.holds(in: asked)
            }
            let chosen = delivered.numbers { entry in matches(entry.notification) }
            let cleared = delivered.remove(chosen)
            guard pending else { return [.cleared(cleared)] }
            // The pending local requests, matched the same way (docs/app-model.md, "Local
            // notifications"): a request whose parameters cannot be read matches nothing.
            let appState = context.builtInState["app"]?.stringValue.flatMap(AppState.init(rawValue:)) ?? .active
            let removed = localRequests.remove { request in
                pendingNotification(request, appState: appState).map(matches) ?? false
            }
            return [.clearedWithPending(delivered: cleared, pending: removed)]
        case .refresh(let name, let idParameter):
            let id = notification.flatMap { parameterValue(idParameter, of: $0) }?.argumentText
            do {
                try await ObjectLoader().load(loadRule(for: name), id: id)
                return [.refreshed(model: name, id: id ?? "")]
            } catch {
                return [.refreshFailed(model: name, id: id, reason: error.message)]
            }
        case .post(let name):
            let before = recorder.observerCalls.count
            // A screen's own post tells its observers of no notification: an empty one.
            center.messages.post(HandlerMessage.named(name), notification ?? AppNotification(deepLink: ""))
            return [.posted(name: name, observers: recorder.observerCalls.count - before)]
        case .branch:
            // Decided where actions are taken in turn (HandlerSequence): never performed.
            return []
        case .setState(let assignments):
            // Each value is read before any is set: the assignments are one change.
            let values = assignments.map { $0.value.evaluate(in: context) }
            var results: [HandlerEffect.Result] = []
            // A value each account keeps is set for the push's account (version 3).
            let pushAccount = notification.flatMap(account(of:))
            for (assignment, value) in zip(assignments, values) where budget.exceeded == nil {
                let ofAccount: String?
                do {
                    ofAccount = try storeState(assignment.name, value, site: assignment.site, account: pushAccount)
                } catch {
                    break
                }
                results.append(ofAccount.map { .accountStateSet(account: $0, name: assignment.name, value: value) } ?? .stateSet(name: assignment.name, value: value))
            }
            return results
        case .postLocal(let request):
            return requestLocal(request, in: context).map { [$0] } ?? []
        case .navigate(let move):
            if budget.exceeded != nil { return [] }
            return [navigate(move, for: notification)]
        }
    }

    /// What a handler's expressions read: the notification as it arrived, with the app's state,
    /// visible screen and delivered list as they are now.
    func handlerContext(_ base: ConditionContext?, for notification: AppNotification) -> ConditionContext {
        var context = base ?? ConditionContext(event: notification.eventName, objectID: notification.objectID)
        // The app's version, shared: a copy per action (and per notification a
        // `clearDelivered` asks) made a delivery values × actions (docs/guarantees.md,
        // "Scaling: the app's state and the model's checks"). `app`, `tab` and `modal` stay
        // as the notification arrived.
        context.state = state
        context.screen = navigation.visibleScreen?.reference
        context.deliveredCount = delivered.count
        context.response = response
        context.budget = budget
        if model.version >= 3 {
            if context.requestIdentifier == nil { context.requestIdentifier = notification.requestIdentifier }
            // As it is now: an earlier action may have changed what the account keeps.
            context.accountValues = accountContext(of: account(of: notification))
        }
        return context
    }

    /// A declared parameter's value, or the object id for `id`.
    private func parameterValue(_ name: String, of notification: AppNotification) -> JSONValue? {
        if name == "id" { return notification.objectID.map(JSONValue.string) }
        return notification.parameters[name]
    }

    /// The load rule events declare for the model (their `missing` ids together), as
    /// hierarchy loads use it; a model no event loads has none, and always loads.
    private func loadRule(for name: String) -> LoadRule {
        var rule: LoadRule?
        for event in model.events {
            for case let declared? in [event.load] + event.variants.map(\.load) where declared.model == name {
                if rule == nil { rule = declared } else { rule?.missingIDs += declared.missingIDs }
            }
        }
        return rule ?? LoadRule(model: name)
    }

    /// The texts a value names: a string, or the strings (and numbers, as written) of an array.
    static func texts(_ value: JSONValue) -> Set<String> {
        if let elements = value.arrayValue { return Set(elements.compactMap(\.argumentText)) }
        return value.argumentText.map { [$0] } ?? []
    }

    /// A badge is a whole number ≥ 0: an integer, a whole real, or a string of digits.
    static func badgeNumber(_ value: JSONValue) -> Int64? {
        if case .success(let number) = BadgeCount.count(of: value) { return number }
        return nil
    }
}

/// The messages handlers post (`post`), apart from the push center's own.
enum HandlerMessage {
    static func named(_ name: String) -> AppMessageName { AppMessageName("App.\(name)") }
}
