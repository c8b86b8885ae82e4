/// Delivery: what the app does with one notification in one state (docs/delivery.md).
extension SimulatedApp {
    public func deliver(_ check: PayloadCheck, state: AppState, tap requestedTap: TapAction?) async -> DeliveryReport {
        recorder.reset()
        // A toast is tapped only when asked; a banner is tapped by default.
        let tap = requestedTap ?? (state == .active ? TapAction.none : .default)
        var report = DeliveryReport(check: check, state: state, tap: tap, stack: stack, badge: badge)
        await run(&report)
        return finish(&report)
    }

    /// A deep link opened from outside (`pushsim open`): the same responder chain and
    /// hierarchy as a tapped push (seed 002, "Beyond push").
    public func open(url: String, state: AppState) async -> DeliveryReport {
        recorder.reset()
        var report = DeliveryReport(check: nil, url: url, state: state, tap: .none, stack: stack, badge: badge)
        recorder.note(.url, "opened with \(url)")
        guard model.opens(url) else {
            report.outcome = .unmatched
            let schemes = model.urlSchemes.isEmpty ? "none" : model.urlSchemes.joined(separator: ", ")
            report.reason = "iOS would not open \(model.name) for this URL: its scheme is not one of the app's URL schemes (\(schemes))"
            return finish(&report)
        }
        if state == .notRunning {
            try? launch(stack: nil, badge: badge)
            recorder.note(.launched, "the link launches the app: \(stack)")
        }
        var notification = AppNotification(payload: Payload(json: [:], aps: APS(), customKeys: [:], simulatorTargetBundle: nil), model: model)
        notification.routingURL = url
        report.notification = notification
        switch destination(forURL: url, result: model.route(url), notification: notification) {
        case .found(let destination):
            report.route = destination.route
            report.notification = destination.notification
            await present(destination, &report)
        case .failed(let outcome, let reason):
            report.outcome = outcome
            report.reason = reason
        case .nothing:
            report.outcome = .unmatched
        }
        return finish(&report)
    }

    private func finish(_ report: inout DeliveryReport) -> DeliveryReport {
        report.stackAfter = stack
        report.badgeAfter = badge
        report.observers = recorder.observerCalls.map { .init(screen: $0.screen, viewLoaded: $0.viewLoaded) }
        recorder.note(.outcome, report.outcome.rawValue)
        report.trace = recorder.trace
        return report
    }

    private func run(_ report: inout DeliveryReport) async {
        guard let check = report.check else { return }
        guard let payload = check.payload, check.verdict == .valid else {
            report.outcome = check.verdict == .unreadable ? .unreadable : .invalid
            let errors = check.diagnostics.filter { $0.severity == .error }
            report.reason = errors.map { diagnostic in
                diagnostic.pointer.map { "\(diagnostic.reason.name) at \($0.displayString)" } ?? diagnostic.reason.name
            }.joined(separator: ", ")
            recorder.note(.validated, "\(check.verdict.rawValue): \(report.reason ?? ""); not delivered")
            return
        }
        recorder.note(.validated, ValidateReport.verdictSummary(check))
        let arrived = AppNotification(payload: payload, model: model)
        let routing = RoutingInput(payload: payload, model: model, url: arrived.routingURL)
        let notification = arrived.resolving(routing.route, in: model)
        report.notification = notification
        recorder.note(.notification, notification.summary)

        if case .unknown(let name) = notification.event, notification.routingURL == nil {
            report.outcome = .unknownEvent
            report.reason = unknownEventReason(name)
            return
        }
        if notification.isSilent {
            deliverSilently(notification, &report)
            return
        }
        if let pushType = check.headers?.pushType, pushType == .voip || pushType == .pushtotalk {
            report.outcome = .pushKit
            report.reason = "push type \(pushType.rawValue) goes to PushKit: the app must report the call (no banner, no notification delegate)"
            recorder.note(.presented, report.reason ?? "")
            return
        }
        if let activity = payload.aps.liveActivity {
            report.outcome = .liveActivity
            report.reason = "the system \(activity.event.map { "applies the Live Activity \($0)" } ?? "updates the Live Activity")"
                + (activity.attributesType.map { " (\($0))" } ?? "") + "; the app's notification handlers are not called"
            recorder.note(.presented, report.reason ?? "")
            return
        }
        if let newBadge = notification.badge {
            setBadge(newBadge)
            recorder.note(.badge, "badge \(report.badgeBefore.map(String.init) ?? "unset") → \(newBadge)")
        }
        guard notification.alert?.hasVisibleText == true else {
            report.outcome = .noAlert
            var parts: [String] = []
            if let badge = notification.badge { parts.append("badge \(badge)") }
            if let sound = notification.sound { parts.append("sound \(sound)") }
            report.reason = "no alert to show or tap" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
            // In the foreground the app is still asked (willPresent), so observers hear of it.
            if report.state == .active { postWasReceived(notification) }
            recorder.note(.presented, report.reason ?? "")
            return
        }
        let presentation = LocalizedText.presentation(of: notification, strings: model.strings, badge: notification.badge)
        report.presentation = presentation

        if report.state == .active {
            report.presentedAs = "toast"
            let answers = center.askDelegates(about: notification)
            if answers.isEmpty { recorder.note(.delegate, "no suppression delegates") }
            for answer in answers {
                recorder.note(.delegate, "\(answer.delegate): \(answer.suppress ? "suppress" : "show")")
            }
            postWasReceived(notification)
            if let suppressor = answers.first(where: \.suppress) {
                report.outcome = .suppressed
                report.suppressedBy = suppressor.delegate
                report.presentedAs = nil
                if report.tap != .none { recorder.note(.tapped, "nothing to tap: the toast was suppressed") }
                return
            }
            recorder.note(.presented, "toast \(quoted(presentation.text))")
            report.outcome = .toast
            if report.tap == .none { return }
        } else {
            report.presentedAs = "banner"
            recorder.note(.presented, "banner \(quoted(presentation.text)) shown by the system; the app is not asked")
            report.outcome = .banner
            if report.tap == .none { return }
            if report.state == .notRunning { launchForTap() }
        }
        await respond(to: notification, routing: routing, &report)
    }

    private func deliverSilently(_ notification: AppNotification, _ report: inout DeliveryReport) {
        switch report.state {
        case .notRunning:
            recorder.note(.launched, "the system launches the app in the background (not if the user force-quit it)")
            try? launch(stack: nil, badge: badge)
        case .inactive, .background:
            recorder.note(.launched, "the app wakes in the background (iOS may throttle or delay this)")
        case .active:
            break
        }
        postWasReceived(notification)
        report.outcome = .background
    }

    private func launchForTap() {
        try? launch(stack: nil, badge: badge)
        recorder.note(.launched, "the tap launches the app: \(stack)")
    }

    /// `didReceive(response)`: default tap, action or dismiss.
    private func respond(to notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        let category = notification.category.flatMap(model.category(named:))
        switch report.tap {
        case .none:
            return
        case .dismiss:
            guard let category, category.customDismiss else {
                report.outcome = .dismissNotDelivered
                report.reason = notification.category.map { name in
                    model.category(named: name) == nil
                        ? "category \(name) is not registered, so it has no custom dismiss action: iOS tells the app nothing"
                        : "category \(name) has no custom dismiss action: iOS tells the app nothing"
                } ?? "the notification has no category, so no custom dismiss action: iOS tells the app nothing"
                recorder.note(.tapped, "dismissed; \(report.reason ?? "")")
                return
            }
            recorder.note(.tapped, "dismissed; category \(category.id) has a custom dismiss action")
            postWasReceived(notification)
            report.outcome = .dismissed
            return
        case .action(let id):
            let actions = category?.actions ?? []
            guard let action = actions.first(where: { $0.id == id }) else {
                report.outcome = .unknownAction
                let available = actions.map(\.id)
                if let category {
                    report.reason = "category \(category.id) has no action \"\(id)\" (it has \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
                        + Suggestion.hint(for: id, in: available)
                } else {
                    report.reason = "the notification's category \(notification.category.map { "\"\($0)\" is not registered" } ?? "is not set"), so it has no action \"\(id)\""
                }
                recorder.note(.tapped, "action \(id): \(report.reason ?? "")")
                return
            }
            report.action = action.id
            guard action.foreground else {
                recorder.note(.tapped, "action \(action.id) (\(action.title)) handled in the background; the app stays where it is")
                postWasReceived(notification)
                report.outcome = .actionHandled
                return
            }
            recorder.note(.tapped, "action \(action.id) (\(action.title)) opens the app")
            postWasReceived(notification)
        case .default:
            recorder.note(.tapped, "default action (tap)")
            postWasReceived(notification)
        }
        await route(notification, routing: routing, &report)
    }

    /// Responder chain first (exactly one screen may claim it), else the event's hierarchy:
    /// load, then present.
    func route(_ notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        let destination: Destination
        switch self.destination(for: notification, routing: routing) {
        case .nothing:
            report.outcome = .opened
            report.reason = "nothing to route: the payload has no event type and no routing URL; the app shows \(stack)"
            recorder.note(.routed, report.reason ?? "")
            return
        case .failed(let outcome, let reason):
            report.outcome = outcome
            report.reason = reason
            return
        case .found(let found):
            destination = found
        }
        report.route = destination.route
        await present(destination, &report)
    }

    func present(_ destination: Destination, _ report: inout DeliveryReport) async {
        let notification = destination.notification
        let chain = navigation.responderChain
        if chain.isEmpty { recorder.note(.responder, "the responder chain is empty") }
        for responder in chain {
            let claims = responder.isFirstResponder(for: notification)
            recorder.note(.responder, "\(responder.delegateName): \(claims ? "claims it" : "passes")")
            if claims {
                report.outcome = .handled
                report.handledBy = responder.delegateName
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
            recorder.note(.load, "loading \(rule.model) \(id ?? "")…")
            do {
                try await ModelLoader().load(rule, id: id)
                recorder.note(.load, "\(rule.model) \(id ?? "") loaded")
            } catch {
                report.outcome = .loadFailed
                report.reason = error.message
                recorder.note(.load, "failed: \(error.message); nothing is presented")
                return
            }
        }

        do {
            navigation.setStack(try makeScreens(target))
        } catch {
            report.outcome = .loadFailed
            report.reason = error.message
            return
        }
        recorder.note(.routed, "presented \(stack)")
        report.outcome = .routed
    }

    /// "Was received" is posted once per delivery, however many callbacks the app gets (a toast
    /// tapped later reaches observers once).
    private func postWasReceived(_ notification: AppNotification) {
        guard !recorder.posted else { return }
        recorder.posted = true
        noteObservers(center.postWasReceived(notification))
    }

    private func noteObservers(_ count: Int) {
        let calls = recorder.observerCalls
        if count == 0 || calls.isEmpty {
            recorder.note(.observers, "\"was received\" posted; no observer for this event")
            return
        }
        let names = calls.map { $0.viewLoaded ? "\($0.screen) (view updated)" : "\($0.screen) (state updated, view not loaded: skipped)" }
        recorder.note(.observers, "\"was received\" posted to \(names.joined(separator: ", "))")
    }

    func quoted(_ text: String) -> String { JSONWriter.string(.string(text)) }
}
