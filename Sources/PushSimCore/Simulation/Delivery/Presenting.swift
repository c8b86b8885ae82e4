/// Presenting a push the app's notification delegate receives (docs/delivery.md, "The app's
/// state"): nothing for a silent push, nothing for an app the user has not authorized; in the
/// foreground the app decides (ForegroundDecision.swift), otherwise the system shows a banner.
extension SimulatedApp {
    /// Presents `notification`; true when something was presented that the user's tap
    /// responds to, false when the delivery ends here.
    nonisolated(nonsending) func present(
        _ notification: AppNotification, aps: APS, variant: EventVariant?, context: ConditionContext, _ report: inout DeliveryReport
    ) async -> Bool {
        if notification.isSilent {
            await deliverSilently(notification, &report)
            return false
        }
        // The interruption level, Focus and the user's settings decide what the system shows
        // (docs/delivery.md, "Interruption levels and Focus").
        let system = SystemPresentation.decide(
            aps: aps, hasAlert: notification.alert?.hasVisibleText == true, hasBadge: notification.badge != nil,
            criticalAlertsEntitlement: model.criticalAlertsEntitlement, device: device)
        if !device.authorization.allowsPresentation {
            await deliverUnauthorized(notification, system, &report)
            return false
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
            await deliverWithoutAlert(notification, variant: variant, context: context, &report)
            return false
        }
        let presentation = presentation(of: notification, badge: notification.badge)
        report.presentation = presentation
        if budget.exceeded != nil { return false }
        if report.state.isForeground {
            return await decideInForeground(notification, presentation, variant: variant, context: context, &report)
        }
        return await presentAsBanner(notification, presentation, system, &report)
    }

    /// In the background or not running the system presents the notification and the app is
    /// not asked; true when it is in Notification Center for the user's tap, which launches
    /// the app that is not running.
    nonisolated(nonsending) func presentAsBanner(
        _ notification: AppNotification, _ presentation: Presentation, _ system: SystemPresentation, _ report: inout DeliveryReport
    ) async -> Bool {
        presentBySystem(notification, presentation, system, &report)
        // A content-available push with an alert also wakes the app (docs/delivery.md).
        if notification.contentAvailable { await wake(notification, &report) }
        if report.tap == .none || !system.listed {
            if report.system != nil { report.reason = system.summary }
            if report.tap != .none { recorder.note(.tapped, "nothing to tap: nothing was shown") }
            return false
        }
        launchForResponse(to: notification, &report)
        return true
    }
}
