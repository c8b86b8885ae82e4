/// `content-available: 1` (docs/delivery.md, "Silent pushes, and content-available with an
/// alert"): the app's background handler runs, for a silent push and alongside an alert alike.
extension SimulatedApp {
    /// A silent push: nothing is shown; the app wakes, or is launched, unless the user
    /// force-quit it.
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
}
