/// Opening a notification: the responder chain, then the hierarchy, loaded before it is
/// presented (docs/delivery.md, "Opening a notification").
extension SimulatedApp {
    /// Responder chain first (exactly one screen may claim it), else the event's hierarchy:
    /// load, then present.
    nonisolated(nonsending) func route(_ notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        let destination: Destination
        switch self.destination(for: notification, routing: routing) {
        case .nothing:
            report.outcome = .opened
            report.reason = "nothing to route: the payload has no event type and no routing URL; the app shows \(layout)"
            recorder.note(.routed, report.reason ?? "")
            return
        case .failed(let outcome, let reason):
            report.outcome = outcome
            report.reason = reason
            return
        case .found(let found):
            destination = found
        }
        await open(destination, &report)
    }

    /// Login and accounts, then the destination presented.
    nonisolated(nonsending) func open(_ destination: Destination, _ report: inout DeliveryReport) async {
        report.route = destination.route
        if let session = model.session, !passes(session, destination, &report) { return }
        await present(destination, &report)
    }

    /// A foreground action with a destination of its own opens it instead of the
    /// notification's (version 3; docs/app-model.md, "Actions"): a URL through the app's router,
    /// or a hierarchy filled from the notification's parameters.
    nonisolated(nonsending) func route(_ notification: AppNotification, action: NotificationAction, to destination: ActionDestination, _ report: inout DeliveryReport) async {
        switch destination {
        case .url(let expression):
            let value = expression.evaluate(in: handlerContext(notification.context, for: notification))
            guard let url = value.stringValue, !url.isEmpty else {
                report.outcome = .opened
                report.reason = "action \(action.id)'s URL is \(JSONWriter.excerpt(value)), not a URL: the app opens where it is, on \(layout)"
                recorder.note(.routed, report.reason ?? "")
                return
            }
            recorder.note(.routed, "action \(action.id) opens its own URL \(url)")
            var opened = notification
            opened.routingURL = url
            await route(opened, routing: routing(url, fields: notification.routingFields, declaredEvent: nil), &report)
        case .hierarchy(let hierarchy):
            recorder.note(.routed, "action \(action.id) opens its own destination \(hierarchy)")
            var parameters: [String: String] = notification.routingFields
            for (name, value) in notification.parameters { parameters[name] = value.argumentText }
            if let id = notification.objectID { parameters["id"] = id }
            await open(Destination(notification: notification, hierarchy: hierarchy, parameters: parameters, load: nil, route: "action \(action.id)"), &report)
        }
    }

    /// Login and accounts before anything is opened (docs/app-model.md, "Session and
    /// accounts"); false when the notification goes no further.
    private func passes(_ session: SessionRules, _ destination: Destination, _ report: inout DeliveryReport) -> Bool {
        let requiresLogin: Bool
        if case .known(let event) = destination.notification.event { requiresLogin = event.requiresLogin } else { requiresLogin = true }
        let pushAccount = session.accountParameter.flatMap { destination.notification.parameters[$0]?.argumentText }
        // An account the app no longer knows has no session to log into (version 3).
        if let account = pushAccount, !knows(account) {
            return passesUnknown(account, session, &report)
        }
        // Logged in or out is the push's account's, when each account keeps its own (version 3).
        if requiresLogin, let loggedIn = value(session.loggedInState, ofAccount: pushAccount), !loggedIn.isTruthy {
            let target = (try? destination.hierarchy.instantiate(destination.parameters).get())?.description ?? destination.hierarchy.description
            // The same login screens as every logout shows (SessionChange.swift), for the
            // push's account.
            showLogin(pushAccount: session.accountParameter.flatMap { destination.parameters[$0] })
            report.outcome = .loginRequired
            report.reason = "logged out: the app shows \(layout)"
                + (session.afterLogin == .destination ? "; after login it goes on to \(target)" : "; after login it stays there, not at \(target)")
            recorder.note(.session, report.reason ?? "")
            return false
        }
        guard let account = pushAccount else { return true }
        let active = activeAccount
        guard active != account else { return true }
        switch session.otherAccount {
        case .switch:
            setState(session.activeAccountState, .string(account))
            report.accountSwitchedTo = account
            report.accountBefore = active
            recorder.note(.session, "the push is for account \(account), not the active \(active ?? "none"): the app switches to it")
            return true
        case .ignore:
            report.outcome = .otherAccount
            report.reason = "the push is for account \(account), not the active \(active ?? "none"): the app ignores it"
            recorder.note(.session, report.reason ?? "")
            return false
        case .show:
            report.outcome = .opened
            report.reason = "the push is for account \(account), not the active \(active ?? "none"): the app opens where it is, on \(layout)"
            recorder.note(.session, report.reason ?? "")
            return false
        }
    }

    /// A push for an account the app does not know (version 3; docs/app-model.md, "Accounts").
    private func passesUnknown(_ account: String, _ session: SessionRules, _ report: inout DeliveryReport) -> Bool {
        let known = session.accounts.map(\.name).joined(separator: ", ")
        switch session.unknownAccount {
        case .ignore:
            report.outcome = .otherAccount
            report.reason = "the push is for account \(account), which the app does not know (it knows \(known)): the app ignores it"
        case .show:
            report.outcome = .opened
            report.reason = "the push is for account \(account), which the app does not know (it knows \(known)): the app opens where it is, on \(layout)"
        }
        recorder.note(.session, report.reason ?? "")
        return false
    }

    nonisolated(nonsending) func present(_ destination: Destination, _ report: inout DeliveryReport) async {
        let notification = destination.notification
        let request = beginNavigationRequest()
        let chain = navigation.respondersTopFirst
        if chain.isEmpty { recorder.note(.responder, "the responder chain is empty") }
        for responder in chain {
            let claims = responder.isFirstResponder(for: notification)
            recorder.note(.responder, "\(responder.responderName): \(claims ? "claims it" : "passes")")
            if claims {
                report.outcome = .handled
                report.handledBy = responder.responderName
                return
            }
        }

        let target: StackDescription
        switch destination.hierarchy.instantiate(destination.parameters) {
        case .success(let stack):
            target = stack
        case .failure(let missing):
            report.outcome = .missingObjectID
            let key = model.mapping.objectIDKey.joined(separator: ".")
            report.reason = missing.parameter == "id"
                ? "\(destination.hierarchy) needs an object id and the payload has no \"\(key)\""
                : "\(destination.hierarchy) needs the parameter \"\(missing.parameter)\", which nothing supplies"
            recorder.note(.hierarchy, report.reason ?? "")
            return
        }
        recorder.note(.hierarchy, "building \(target)")

        if let rule = destination.load {
            let id = destination.parameters["id"]
            if waitsForClock, rule.takes > 0 {
                startLoading(rule, id: id, target: target, onModal: modalPolicy(for: notification), request: request, &report)
                return
            }
            recorder.note(.load, "loading \(rule.model) \(id ?? "")…")
            do {
                try await ObjectLoader().load(rule, id: id)
                // One delivery is one instant: it does not wait on a clock (docs/scenarios.md, "Time").
                recorder.note(.load, "\(rule.model) \(id ?? "") loaded" + (rule.takes > 0 ? " (it takes \(rule.takes) ms; only a scenario's clock waits for it)" : ""))
            } catch {
                report.outcome = .loadFailed
                report.reason = error.message
                recorder.note(.load, "failed: \(error.message); nothing is presented")
                return
            }
        }

        do {
            try show(target, onModal: modalPolicy(for: notification))
        } catch {
            report.outcome = .loadFailed
            report.reason = error.message
            return
        }
        recorder.note(.routed, "presented \(layout)")
        report.outcome = .routed
    }

    /// A load that takes time on a scenario's clock: nothing changes on screen until it
    /// completes (seed 002: "In the case of the application being active, the user is not
    /// notified until loading has completed").
    private func startLoading(
        _ rule: LoadRule, id: String?, target: StackDescription, onModal: NavigationRules.ModalPolicy, request: Int,
        _ report: inout DeliveryReport
    ) {
        let stale = loadsMadeStale(by: request)
        let load = startLoading(rule, id: id, target: target, onModal: onModal, request: request)
        report.outcome = .loading
        report.reason = "\(load.what) takes \(rule.takes) ms, until \(load.completesAt) ms: \(target) is presented when it loads"
            + (stale.isEmpty ? "" : "; stale now: " + stale.map { "the load of \($0.what)" }.joined(separator: ", ") + " (pendingLoads: newestWins)")
        recorder.note(.load, "loading \(load.what)… (takes \(rule.takes) ms: until \(load.completesAt) ms; the screen stays as it is until then)")
        for older in stale { recorder.note(.load, "the load of \(older.what) is stale: it will be dropped when it completes (pendingLoads: newestWins)") }
    }
}
