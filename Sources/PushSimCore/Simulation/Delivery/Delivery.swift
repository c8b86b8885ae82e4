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
            let shown = visibleScreenBeforeStep(in: state)
            await open(url, &report)
            report.handlerEffects += await runScreenHooks(since: shown, in: report.stateAfter)
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
        let shown = visibleScreenBeforeStep(in: state)
        await run(check, &report)
        report.handlerEffects += await runScreenHooks(since: shown, in: report.stateAfter)
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

    /// One push, stage by stage (docs/delivery.md). A stage that settles the outcome ends the
    /// delivery: it returns nil or false, and `finish` completes the report.
    nonisolated(nonsending) func run(_ check: PayloadCheck, _ report: inout DeliveryReport) async {
        guard let payload = checkPayload(check, &report) else { return }
        var (notification, routing) = readAsAppNotification(payload, headers: check.headers, &report)
        guard reachesTheNotificationDelegate(&notification, payload: payload, headers: check.headers, &report) else { return }
        if case .unknown(let name) = notification.event, notification.routingURL == nil {
            await deliverUnknownEvent(name, notification, &report)
            return
        }
        guard readParameters(of: payload, into: &notification, &report) else { return }
        // A version 3 model reads what its extension delivers (ServiceExtensionDelivery.swift).
        if model.version >= 3, let service = model.serviceExtension {
            await deliverThroughServiceExtension(service, notification, payload: payload, headers: check.headers, routing: routing, &report)
            return
        }
        let (context, variant) = readConditionsAndVariant(of: &notification, payload: payload, headers: check.headers, routing: routing, &report)
        // The notification service extension runs before the system presents anything, in its
        // own process whatever the app's state (docs/delivery.md, "Notification service extension").
        if let service = model.serviceExtension {
            _ = await runServiceExtension(service, on: &notification, aps: payload.aps, context: context, &report)
        }
        report.notification = notification
        // Past the evaluation limit nothing more of the delivery is simulated (docs/conditions.md, "Limits").
        if budget.exceeded != nil { return }
        guard await present(notification, aps: payload.aps, variant: variant, context: context, &report) else { return }
        await respondThenRunTapHandlers(to: notification, routing: routing, &report)
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
