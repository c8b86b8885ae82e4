/// A handler's `navigate` (version 3; docs/app-model.md, "Handler navigation"): the app's own
/// code replacing the window's root (`window.rootViewController = …`, as logging out shows the
/// login screens), or presenting a confirmation before the destination of the notification
/// being opened opens — Home Assistant's "Open URL?" — which a scenario's `confirm` step answers.
extension SimulatedApp {
    /// A confirmation awaiting the user's answer: what the tap would have opened, held until
    /// then. It is pending while its screen is the top modal; once that is gone (the user
    /// navigated away, the app terminated, the root was replaced) nothing is.
    struct PendingConfirmation {
        weak var modal: NavigationController?
        let screen: String
        let notification: AppNotification
        let routing: RoutingInput
        /// The user's response (`response.action`, `response.text`), for the `tap` handlers.
        let response: [String: JSONValue]
    }

    /// What a `navigate` action did.
    func navigate(_ move: HandlerNavigation, for notification: AppNotification?) -> HandlerEffect.Result {
        guard showsScreens else { return .nothingToNavigate(reason: "the app shows no screens") }
        let screens: [ScreenController]
        do {
            screens = try makeScreens(move.stack)
        } catch {
            return .nothingToNavigate(reason: error.message)
        }
        switch move {
        case .root:
            if navigation.tabRoots.isEmpty {
                navigation.dismissModals()
                navigation.show(screens, inTab: 0)
            } else {
                navigation.replaceWindowRoot(with: screens)
            }
            recorder.note(.handler, "the window's root is now \(layout)")
            return .rootReplaced(layout: layout.description)
        case .confirm:
            navigation.present(screens)
            confirmationRequested = move.stack.description
            recorder.note(.handler, "presented \(move.stack) to confirm before opening")
            return .confirmationPresented(screen: move.stack.description)
        }
    }

    /// After the `opening` handlers: when one asked for a confirmation, the destination waits
    /// for the user's answer (outcome `confirming`); true when it does.
    func holdForConfirmation(_ notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) -> Bool {
        guard let screen = confirmationRequested else { return false }
        confirmationRequested = nil
        confirmation = PendingConfirmation(
            modal: navigation.modals.last, screen: screen, notification: notification, routing: routing, response: response)
        report.outcome = .confirming
        report.reason = "the app asks the user to confirm with \(screen) before it opens anything; it shows \(layout)"
        recorder.note(.routed, report.reason ?? "")
        return true
    }

    /// The confirmation screen still up, if one is.
    var pendingConfirmation: PendingConfirmation? {
        guard let confirmation, let modal = confirmation.modal, navigation.modals.last === modal else { return nil }
        return confirmation
    }

    /// The user answers the confirmation (a scenario's `confirm` step): `accept` dismisses it and
    /// opens what the tap would have opened, then runs the `tap` handlers; `cancel` dismisses it
    /// and nothing opens. Nil when no confirmation is pending.
    public nonisolated(nonsending) func answerConfirmation(accept: Bool, state: AppState) async -> DeliveryReport? {
        guard let pending = pendingConfirmation else {
            confirmation = nil
            return nil
        }
        confirmation = nil
        recorder.reset()
        budget.reset()
        delivered.beginDelivery()
        var report = DeliveryReport(check: nil, state: state, tap: .default, stack: layout, badge: badge)
        report.input = "\(pending.screen): \(accept ? "accept" : "cancel")"
        report.notification = pending.notification
        let shown = visibleScreenBeforeStep(in: state)
        _ = navigation.dismissTopModal()
        if accept {
            recorder.note(.tapped, "the user accepts \(pending.screen): the app opens the destination")
            response = pending.response
            await route(pending.notification, routing: pending.routing, &report)
            switch report.outcome {
            case .routed, .handled, .opened: await runHandlers(.tap, for: pending.notification, &report)
            default: break
            }
            forgetResponse()
        } else {
            report.outcome = .confirmationCancelled
            report.reason = "the user cancels \(pending.screen): it is dismissed and nothing opens; the app shows \(layout)"
            recorder.note(.tapped, report.reason ?? "")
        }
        report.handlerEffects += await runScreenHooks(since: shown, in: report.stateAfter)
        finish(&report)
        return report
    }
}
