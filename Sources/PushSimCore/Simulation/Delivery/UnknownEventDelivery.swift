/// A push whose event type the app does not know (docs/delivery.md, "An event type the app
/// does not know"). iOS does not read the app's event types: in the background and when the
/// app is not running, the system shows the banner and applies the badge before the app is
/// involved, and the app fails to read the push only when the user's tap reaches it
/// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`). In the foreground the app
/// is asked first (`willPresent`), so that is where it fails.
extension SimulatedApp {
    nonisolated(nonsending) func deliverUnknownEvent(_ name: String, _ notification: AppNotification, _ report: inout DeliveryReport) async {
        let reason = unknownEventReason(name)
        // A force-quit app's background handler never runs, so it cannot fail to read the push.
        if notification.isSilent && report.state == .forceQuit {
            await deliverSilently(notification, &report)
            return
        }
        // A silent push goes to the app's background handler, which cannot read it either.
        if notification.isSilent || report.state.isForeground {
            if report.state.isForeground { answerWillPresent(notification, &report) }
            // iOS launches a not-running app in the background for it all the same.
            if report.state == .notRunning { launchInTheBackground(toRead: name, &report) }
            report.outcome = .unknownEvent
            report.reason = reason
            return
        }
        if let newBadge = notification.badge {
            setBadge(newBadge)
            recorder.note(.badge, "badge \(report.badgeBefore.map(String.init) ?? "unset") → \(newBadge)")
        }
        let visible = notification.alert?.hasVisibleText == true
        if visible {
            let presentation = presentation(of: notification, badge: notification.badge)
            report.presentation = presentation
            report.presentedAs = "banner"
            recorder.note(.presented, "banner \(quoted(presentation.text)) shown by the system; the app is not asked")
            putInNotificationCenter(notification, &report)
        }
        if notification.contentAvailable && report.state == .forceQuit {
            recorder.note(.launched, "content-available: the system does not launch the app in the background: the user force-quit it")
        } else if notification.contentAvailable {
            if report.state == .notRunning {
                launchInTheBackground(toRead: name, &report)
            } else {
                recorder.note(.launched, "content-available: the app also wakes, and cannot read event \(name)")
            }
        }
        guard visible else {
            report.outcome = notification.contentAvailable ? .unknownEvent : .noAlert
            report.reason = notification.contentAvailable ? reason : "no alert to show or tap" + (notification.badge.map { " (badge \($0))" } ?? "")
            return
        }
        let category = notification.category.flatMap(model.category(named:))
        switch report.tap {
        case .none:
            report.outcome = .banner
            return
        case .dismiss where category?.customDismiss != true:
            // iOS tells the app nothing: the same answer as for any push.
            await respond(to: notification, routing: RoutingInput.none, &report)
            return
        case .action(let id, _) where category?.actions.contains(where: { $0.id == id }) != true:
            await respond(to: notification, routing: RoutingInput.none, &report)
            return
        default:
            break
        }
        delivered.removeCurrent()
        launchForResponse(to: notification, &report)
        let reaching: String
        switch report.tap {
        case .action(let id, _): reaching = "action \(id)"
        case .dismiss: reaching = "the dismissal (custom dismiss action)"
        case .default, .none: reaching = "the tap"
        }
        // The tap (or a foreground action) brings the app to the front before it reads the
        // push (docs/delivery.md, "Taps and actions").
        if reach(of: report.tap, for: notification) == .front { report.stateAfter = .active }
        recorder.note(.tapped, "\(reaching) reaches the app, which cannot read event \(name)")
        report.outcome = .unknownEvent
        report.reason = reason
    }

    /// A content-available push launches a not-running app in the background, event type known
    /// or not (iOS does not read it): the app then runs, in the background (docs/delivery.md,
    /// "Silent pushes, and content-available with an alert").
    private func launchInTheBackground(toRead name: String, _ report: inout DeliveryReport) {
        recorder.note(.launched, "content-available: the system launches the app in the background, which cannot read event \(name)")
        launchDuringDelivery()
        report.stateAfter = .background
    }

    /// The foreground: the app's `willPresent` cannot make its notification from the payload.
    /// An app that declares presentation options (version 2) answers with its default
    /// (docs/app-model.md, "Foreground presentation"); the seeds' push center shows no toast.
    private func answerWillPresent(_ notification: AppNotification, _ report: inout DeliveryReport) {
        guard model.declaresPresentation else {
            recorder.note(.presented, "willPresent: the app cannot read event \(notification.eventName ?? "") and shows no toast")
            return
        }
        let context = notification.context ?? ConditionContext()
        let (options, chosenBy) = answer(model.foregroundPresentationRules, in: context).map { ($0.0, "the app's default, rule \($0.1)") }
            ?? model.foregroundPresentation.map { ($0, "the app's default") }
            ?? (PresentationOption.allCases, "pushsim's default (every option)")
        report.presentationOptions = options
        report.presentationChosenBy = chosenBy
        recorder.note(
            .presented,
            "willPresent: the app cannot read event \(notification.eventName ?? ""); it answers [\(options.map(\.rawValue).joined(separator: ", "))] (\(chosenBy))")
        applyBadgeOption(options, for: notification, report)
        guard !options.isEmpty, notification.alert?.hasVisibleText == true else { return }
        report.presentation = presentation(of: notification, badge: notification.badge)
        report.presentedAs = options.map(\.rawValue).joined(separator: ", ")
        if options.contains(.banner) || options.contains(.list) { putInNotificationCenter(notification, &report) }
    }
}
