/// A push to an app the user has not authorized (notifications denied, or never asked): the
/// system shows nothing, plays no sound and leaves the badge, in every state — the app's
/// `willPresent` is not asked either — but `content-available` still wakes the app
/// (docs/delivery.md, "Authorization and the user's settings";
/// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/denied).
extension SimulatedApp {
    nonisolated(nonsending) func deliverUnauthorized(_ notification: AppNotification, _ system: SystemPresentation, _ report: inout DeliveryReport) async {
        report.outcome = .notShown
        report.system = system
        report.reason = system.summary
        recorder.note(.presented, "\(system.summary); the app is not asked")
        if notification.contentAvailable { await wake(notification, &report) }
        if report.tap != .none { recorder.note(.tapped, "nothing to tap: nothing was shown") }
    }
}

extension NotificationAuthorization {
    /// Whether the system presents the app's notifications at all.
    var allowsPresentation: Bool { status != .denied && status != .notDetermined }
}
