/// A push with no alert text to show or tap — a badge or a sound alone (docs/delivery.md,
/// "Badge"). In the foreground the app is still asked (`willPresent`), so observers hear of
/// it; its answer decides, after its handlers as for an alert, whether a badge-only push
/// changes the badge (docs/delivery.md, "Handlers").
extension SimulatedApp {
    nonisolated(nonsending) func deliverWithoutAlert(
        _ notification: AppNotification, variant: EventVariant?, context: ConditionContext, _ report: inout DeliveryReport
    ) async {
        report.outcome = .noAlert
        var parts: [String] = []
        if let badge = notification.badge { parts.append("badge \(badge)") }
        if let sound = notification.sound { parts.append("sound \(sound)") }
        report.reason = "no alert to show or tap" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        if report.state.isForeground {
            postWasReceived(notification)
            await runHandlers(.receive, for: notification, &report)
            if !model.declaresPresentation { noteOwnForegroundAnswer(notification, report) }
        }
        recorder.note(.presented, report.reason ?? "")
        if notification.contentAvailable { await wake(notification, &report) }
        if report.state.isForeground, model.declaresPresentation {
            let (options, _) = answerWillPresent(for: notification, variant: variant, context: context, &report)
            applyBadgeOption(options, for: notification, report)
        }
        // The app's code after its completion handler (version 3).
        if report.state.isForeground { await runHandlers(.afterPresentation, for: notification, &report) }
    }
}
