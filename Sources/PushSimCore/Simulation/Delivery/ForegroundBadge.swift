/// The badge in the foreground (docs/delivery.md, "Badge"). iOS asks the app's
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)`; the app's own code there —
/// the model's `receive` handlers — runs before the app calls the completion handler with its
/// options, and the system acts on the options only once it has them. `.badge`, "Apply the
/// notification's badge value to the app's icon", then replaces whatever count the app's code
/// set; an answer without it leaves the count as the app's code left it.
extension SimulatedApp {
    /// Applies (or not) the notification's badge for `options`, the app's answer, and says in
    /// the trace what the badge was just before: the app's code may have changed it since the
    /// push arrived.
    func applyBadgeOption(_ options: [PresentationOption], for notification: AppNotification, _ report: DeliveryReport) {
        guard let newBadge = notification.badge else { return }
        let now = badge.map(String.init) ?? "unset"
        let whose = badgeOrigin(report)
        guard options.contains(.badge) else {
            recorder.note(.badge, "badge stays \(now): willPresent's answer has no badge option, so \(whose) \(newBadge) is not applied")
            return
        }
        // "badgeSetting": whether badges appear on the app's icon at all
        // (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting).
        guard device.authorization.badge else {
            recorder.note(.badge, "badge stays \(now): badges are off in Settings, so willPresent's badge option applies nothing")
            return
        }
        let setByTheApp = badge != report.badgeBefore
        setBadge(newBadge)
        recorder.note(
            .badge,
            setByTheApp
                ? "badge \(now) → \(newBadge): the system applies willPresent's badge option after the app's code has run and called the completion handler: \(whose) replaces the \(now) the app set"
                : "badge \(now) → \(newBadge)")
    }

    /// "the payload's badge", or "the service extension's badge" when the extension delivered
    /// another (docs/delivery.md, "Notification service extension").
    func badgeOrigin(_ report: DeliveryReport) -> String {
        if let service = report.serviceExtension, let displayed = service.displayed, displayed.badge != service.original?.badge {
            return "the service extension's badge"
        }
        return "the payload's badge"
    }
}
