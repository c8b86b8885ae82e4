/// The toast (docs/delivery.md, "Active and inactive: the foreground"): what the seeds' push
/// center shows for a notification that arrives while the app is in the foreground, unless one
/// of its suppression delegates hides it. The app draws it itself, so it answers `willPresent`
/// with no options; a version 2 model may draw one beside the options it answers
/// (`foreground.toast`, a variant's `toast`; docs/app-model.md, "Foreground presentation").
extension SimulatedApp {
    /// Shows the toast; true when the user's tap is to respond to it.
    func showToast(_ presentation: Presentation, _ report: inout DeliveryReport) -> Bool {
        recorder.note(.presented, "toast \(quoted(presentation.text))")
        report.outcome = .toast
        return report.tap != .none
    }

    /// A suppression delegate said yes: nothing is shown, and there is nothing to tap.
    func suppressToast(by delegate: String, _ report: inout DeliveryReport) {
        report.outcome = .suppressed
        report.suppressedBy = delegate
        report.presentedAs = nil
        if report.tap != .none { recorder.note(.tapped, "nothing to tap: the toast was suppressed") }
    }

    /// The app's own toast beside `willPresent`'s options, drawn when `condition` holds.
    func drawAppToast(if condition: Condition, in context: ConditionContext, _ presentation: Presentation, _ report: inout DeliveryReport) {
        let drawn = condition.holds(in: context)
        report.appToast = drawn
        recorder.note(.presented, drawn ? "the app draws its own toast \(quoted(presentation.text))" : "the app draws no toast")
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
}
