/// What reaches the app: a push (its payload, checked) or a deep link opened from outside
/// (`pushsim open`), which follows the same responder chain and hierarchy as a tapped push
/// (docs/delivery.md, "Opening a notification").
public enum Arrival: Sendable {
    case push(PayloadCheck)
    case deepLink(String)
}

/// Delivery: what the app does with one notification in one state (docs/delivery.md).
extension SimulatedApp {
    /// The one entry for everything that reaches the app.
    public nonisolated(nonsending) func receive(_ arrival: Arrival, state: AppState, tap requestedTap: TapAction? = nil) async -> DeliveryReport {
        switch arrival {
        case .push(let check):
            return await receive(push: check, state: state, tap: requestedTap)
        case .deepLink(let url):
            recorder.reset()
            budget.reset()
            delivered.beginDelivery()
            var report = DeliveryReport(check: nil, url: url, state: state, tap: .none, stack: layout, badge: badge)
            await open(url, &report)
            finish(&report)
            return report
        }
    }

    /// `receive(.push(check), …)` without the `Arrival`: binding the check out of one copied
    /// the whole check (its payload, diagnostics and headers, each retained and released) per
    /// delivery, so a replay worker calls this.
    nonisolated(nonsending) func receive(push check: PayloadCheck, state: AppState, tap requestedTap: TapAction?) async -> DeliveryReport {
        recorder.reset()
        budget.reset()
        delivered.beginDelivery()
        // A toast is tapped only when asked; a banner is tapped by default.
        let tap = requestedTap ?? (state.isForeground ? TapAction.none : .default)
        var report = DeliveryReport(check: check, state: state, tap: tap, stack: layout, badge: badge)
        await run(check, &report)
        finish(&report)
        return report
    }

    public nonisolated(nonsending) func deliver(_ check: PayloadCheck, state: AppState, tap: TapAction?) async -> DeliveryReport {
        await receive(push: check, state: state, tap: tap)
    }

    public nonisolated(nonsending) func open(url: String, state: AppState) async -> DeliveryReport {
        await receive(.deepLink(url), state: state)
    }

    nonisolated(nonsending) func open(_ url: String, _ report: inout DeliveryReport) async {
        recorder.note(.url, "opened with \(url)")
        guard model.opens(url) else {
            report.outcome = .unmatched
            let schemes = model.urlSchemes.isEmpty ? "none" : model.urlSchemes.joined(separator: ", ")
            report.reason = "iOS would not open \(model.name) for this URL: its scheme is not one of the app's URL schemes (\(schemes))"
            return
        }
        if !report.state.isRunning {
            launchDuringDelivery()
            recorder.note(.launched, "the link launches the app: \(layout)")
        }
        report.stateAfter = .active
        let routing = routing(url, fields: [:], declaredEvent: nil)
        let notification = deepLinkNotification(url, routing: routing, state: report.state.asSeenByTheApp)
        report.notification = notification
        await route(notification, routing: routing, &report)
    }

    /// Completes the report in place: returning it from here copied the whole report, every
    /// field retained, once per delivery.
    func finish(_ report: inout DeliveryReport) {
        if let exceeded = budget.exceeded {
            // Whatever the delivery had come to, it stopped here (docs/conditions.md, "Limits").
            report.outcome = .limitExceeded
            report.reason = exceeded.message
            report.limitExceeded = exceeded
            recorder.note(.handler, "stopped: \(exceeded.message)")
        }
        report.stackAfter = layout
        report.device = device
        let tabStacks = navigation.tabStacks
        report.tabsAfter = tabStacks.isEmpty ? nil : tabStacks
        report.badgeAfter = badge
        report.launchStack = recorder.launchedOn
        report.observers = recorder.observerCalls.map { .init(screen: $0.screen, viewLoaded: $0.viewLoaded) }
        noteGroupJoined()
        recorder.note(.outcome, report.outcome.rawValue)
        report.trace = recorder.trace
    }

    nonisolated(nonsending) func run(_ check: PayloadCheck, _ report: inout DeliveryReport) async {
        guard let payload = check.payload, check.verdict == .valid else {
            report.outcome = check.verdict == .unreadable ? .unreadable : .invalid
            let errors = check.diagnostics.filter { $0.severity == .error }
            report.reason = errors.map { diagnostic in
                diagnostic.pointer.map { "\(diagnostic.reasonName) at \($0.displayString)" } ?? diagnostic.reasonName
            }.joined(separator: ", ")
            recorder.note(.validated, "\(check.verdict.rawValue): \(report.reason ?? ""); not delivered")
            return
        }
        recorder.note(.validated, check.summary)
        var notification = AppNotification(payload: payload, model: model)
        let routing = routing(notification.routingURL, fields: RoutingInput.fields(of: payload), declaredEvent: notification.eventName)
        notification.resolve(routing.target, in: model)
        notification.collapseID = check.headers?.collapseID
        notification.routingFields = routing.fields
        report.notification = notification
        recorder.note(.notification, notification.summary)

        // Push types other than alert and background never reach the app's notification
        // delegate, silent-looking or not (docs/delivery.md, "Push types that do not reach the
        // app as a banner").
        let pushType = check.headers?.pushType ?? HeaderValidator.inferPushType(payload, topic: nil)
        if let receiver = PushTypeReceiver.receiver(for: pushType, payload: payload) {
            report.outcome = receiver.outcome
            report.reason = receiver.reason
            recorder.note(.presented, receiver.reason)
            return
        }
        if pushType == .background, notification.contentAvailable, !notification.isSilent {
            deliverAsBackgroundNotification(&notification)
            report.notification = notification
        }
        if case .unknown(let name) = notification.event, notification.routingURL == nil {
            await deliverUnknownEvent(name, notification, &report)
            return
        }
        // The app's own reading of the payload (schemaVersion 2): its parameters, then the
        // event's variant that applies.
        if !model.parameters.isEmpty {
            switch model.parameters.resolve(payload: .object(payload.json), state: state) {
            case .failure(let problem):
                report.outcome = .badParameter
                report.reason = "parameter \(problem.parameter): \(problem.message)"
                recorder.note(.notification, report.reason ?? "")
                return
            case .success(let values):
                notification.parameters = values
                recorder.note(.notification, "parameters " + values.sorted { $0.key < $1.key }.map { "\($0.key)=\(JSONWriter.excerpt($0.value))" }.joined(separator: ", "))
            }
        }
        // A version 1 model has no conditions: nothing to read them with.
        let context = model.version >= 2
            ? conditionContext(for: notification, payload: payload, headers: check.headers, state: report.state.asSeenByTheApp)
            : ConditionContext()
        if model.version >= 2 { notification.context = context }
        let variant = chooseVariant(of: &notification, context: context, state: report.state.asSeenByTheApp, routing: routing)
        // The notification service extension runs before the system presents anything, in its
        // own process whatever the app's state (docs/delivery.md, "Notification service extension").
        if let service = model.serviceExtension {
            runServiceExtension(service, on: &notification, aps: payload.aps, context: context, &report)
        }
        report.notification = notification
        // Past the evaluation limit nothing more of the delivery is simulated (docs/conditions.md, "Limits").
        if budget.exceeded != nil { return }
        if notification.isSilent {
            await deliverSilently(notification, &report)
            return
        }
        // The interruption level, Focus and the user's settings decide what the system shows
        // (docs/delivery.md, "Interruption levels and Focus").
        let system = SystemPresentation.decide(
            aps: payload.aps, hasAlert: notification.alert?.hasVisibleText == true, hasBadge: notification.badge != nil,
            criticalAlertsEntitlement: model.criticalAlertsEntitlement, device: device)
        if !device.authorization.allowsPresentation {
            await deliverUnauthorized(notification, system, &report)
            return
        }
        let systemPresents = !report.state.isForeground
        if systemPresents, !system.isPlain { report.system = system }
        // In the foreground the badge changes only when `willPresent`'s answer includes `.badge`
        // (docs/delivery.md, "Badge"); the system applies it before the app is involved otherwise.
        let badgeAwaitsWillPresent = report.state.isForeground
        let badgeAllowed = systemPresents ? system.badgeApplied : device.authorization.badge
        if let newBadge = notification.badge, !badgeAwaitsWillPresent, badgeAllowed {
            setBadge(newBadge)
            recorder.note(.badge, "badge \(report.badgeBefore.map(String.init) ?? "unset") → \(newBadge)")
        }
        guard notification.alert?.hasVisibleText == true else {
            report.outcome = .noAlert
            var parts: [String] = []
            if let badge = notification.badge { parts.append("badge \(badge)") }
            if let sound = notification.sound { parts.append("sound \(sound)") }
            report.reason = "no alert to show or tap" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
            // In the foreground the app is still asked (willPresent), so observers hear of it;
            // its answer decides, after its handlers as for an alert, whether a badge-only push
            // changes the badge (docs/delivery.md, "Handlers").
            if report.state.isForeground {
                postWasReceived(notification)
                await runHandlers(.receive, for: notification, &report)
                if !model.declaresPresentation { noteOwnForegroundAnswer(notification, report) }
            }
            recorder.note(.presented, report.reason ?? "")
            if notification.contentAvailable { await wake(notification, &report) }
            if report.state.isForeground, model.declaresPresentation {
                let (options, chosenBy) = presentationOptions(for: notification, variant: variant, context: context)
                report.presentationOptions = options
                report.presentationChosenBy = chosenBy
                recorder.note(.presented, "willPresent answers [\(options.map(\.rawValue).joined(separator: ", "))] (\(chosenBy))")
                applyBadgeOption(options, for: notification, report)
            }
            return
        }
        let presentation = LocalizedText.presentation(of: notification, model: model, budget: budget, badge: notification.badge)
        report.presentation = presentation
        if budget.exceeded != nil { return }

        if report.state.isForeground {
            report.presentedAs = "toast"
            let answers = center.askDelegates(about: notification)
            if answers.isEmpty { recorder.note(.delegate, "no suppression delegates") }
            for answer in answers {
                recorder.note(.delegate, "\(answer.delegate): \(answer.suppress ? "suppress" : "show")")
            }
            postWasReceived(notification)
            // The app's own code in willPresent runs before its answer takes effect; iOS also
            // calls the background handler of an active app for a content-available push.
            await runHandlers(.receive, for: notification, &report)
            if notification.contentAvailable { await wake(notification, &report) }
            if !model.declaresPresentation { noteOwnForegroundAnswer(notification, report) }
            if let suppressor = answers.first(where: \.suppress) {
                report.outcome = .suppressed
                report.suppressedBy = suppressor.delegate
                report.presentedAs = nil
                if report.tap != .none { recorder.note(.tapped, "nothing to tap: the toast was suppressed") }
                return
            }
            if model.declaresPresentation {
                let (options, chosenBy) = presentationOptions(for: notification, variant: variant, context: context)
                report.presentationOptions = options
                report.presentationChosenBy = chosenBy
                let shown = options.map(\.rawValue).joined(separator: ", ")
                recorder.note(.presented, "willPresent answers [\(shown)] (\(chosenBy))")
                if let toastCondition = variant?.toast ?? model.foregroundToast {
                    let drawn = toastCondition.holds(in: context)
                    report.appToast = drawn
                    recorder.note(.presented, drawn ? "the app draws its own toast \(quoted(presentation.text))" : "the app draws no toast")
                }
                applyBadgeOption(options, for: notification, report)
                guard !options.isEmpty || report.appToast == true else {
                    report.outcome = .suppressed
                    report.suppressedBy = chosenBy
                    report.presentedAs = nil
                    if report.tap != .none { recorder.note(.tapped, "nothing to tap: nothing was presented") }
                    return
                }
                report.presentedAs = shown
                report.outcome = .presented
                if options.contains(.banner) || options.contains(.list) { putInNotificationCenter(notification, text: presentation.text, &report) }
                if report.tap == .none { return }
                // Without a banner, a list entry or the app's toast there is nothing to tap.
                guard options.contains(.banner) || options.contains(.list) || report.appToast == true else {
                    recorder.note(.tapped, "nothing to tap: presented without a banner, a list entry or a toast")
                    return
                }
            } else {
                recorder.note(.presented, "toast \(quoted(presentation.text))")
                report.outcome = .toast
                if report.tap == .none { return }
            }
        } else {
            presentBySystem(notification, presentation, system, &report)
            // A content-available push with an alert also wakes the app (docs/delivery.md).
            if notification.contentAvailable { await wake(notification, &report) }
            if report.tap == .none || !system.listed {
                if report.system != nil { report.reason = system.summary }
                if report.tap != .none { recorder.note(.tapped, "nothing to tap: nothing was shown") }
                return
            }
            launchForResponse(to: notification, &report)
        }
        await respondThenRunTapHandlers(to: notification, routing: routing, &report)
    }

    /// The seeds' push center answers `willPresent` with no options: it draws its own toast or
    /// suppresses it, so the system applies none of the payload — its badge included
    /// (docs/delivery.md, "Badge").
    func noteOwnForegroundAnswer(_ notification: AppNotification, _ report: DeliveryReport) {
        guard let newBadge = notification.badge else { return }
        recorder.note(
            .badge,
            "badge stays \(badge.map(String.init) ?? "unset"): the app answers willPresent with no options (its own toast or none), so \(badgeOrigin(report)) \(newBadge) is not applied")
    }

    nonisolated(nonsending) func deliverSilently(_ notification: AppNotification, _ report: inout DeliveryReport) async {
        await wake(notification, &report)
        if report.state == .forceQuit {
            report.outcome = .notLaunched
            report.reason = Self.forceQuitReason
            return
        }
        report.outcome = .background
    }

    /// Why a content-available push does not reach a force-quit app (docs/delivery.md, "Force-quit").
    static let forceQuitReason =
        "the user force-quit the app: iOS does not launch it in the background until the user launches it again, so its background handler does not run"

    /// `content-available: 1`: the app's background handler runs
    /// (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`), silent push or
    /// not: the app wakes, or the system launches it, and observers hear of it.
    nonisolated(nonsending) func wake(_ notification: AppNotification, _ report: inout DeliveryReport) async {
        let also = notification.isSilent ? "" : "content-available: "
        switch report.state {
        case .forceQuit:
            recorder.note(.launched, "\(also)the system does not launch the app in the background: the user force-quit it")
            return
        case .notRunning:
            recorder.note(.launched, "\(also)the system \(also.isEmpty ? "" : "also ")launches the app in the background (not if the user force-quit it)")
            launchDuringDelivery()
            report.stateAfter = .background
        case .background:
            recorder.note(.launched, "\(also)the app \(also.isEmpty ? "" : "also ")wakes in the background (iOS may throttle or delay this)")
        case .active, .inactive:
            break
        }
        postWasReceived(notification)
        await runHandlers(.contentAvailable, for: notification, &report)
    }

    func launchForTap() {
        launchDuringDelivery()
        recorder.note(.launched, "the tap launches the app: \(layout)")
    }

    /// Launches the app on its launch stack as part of a delivery, and notes the stack it
    /// launched on for the report (docs/outcomes.md, "What changed").
    func launchDuringDelivery() {
        // On the login screens when the user is logged out (SessionChange.swift).
        try? start(badge: badge)
        recorder.launchedOn = layout
    }

    func quoted(_ text: String) -> String { JSONWriter.string(.string(text)) }
}
