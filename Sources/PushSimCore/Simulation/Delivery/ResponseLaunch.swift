/// What the user's response does to an app that is not running (docs/delivery.md, "Taps and
/// actions"): a tap or a foreground action launches it and brings it to the front; a background
/// action, or a dismissal the category asked to hear of, launches it in the background; a
/// dismissal it did not ask for, or an action it does not have, reaches no app, so none is
/// launched.
extension SimulatedApp {
    enum ResponseReach {
        /// The default tap or a foreground action: the app comes to the front.
        case front
        /// A background action or a custom dismiss action: the app runs in the background.
        case background
        /// Nothing reaches the app.
        case nothing
    }

    func reach(of tap: TapAction, for notification: AppNotification) -> ResponseReach {
        let category = notification.category.flatMap(model.category(named:))
        switch tap {
        case .default: return .front
        case .action(let id, _):
            guard let action = category?.actions.first(where: { $0.id == id }) else { return .nothing }
            return action.foreground ? .front : .background
        case .dismiss: return category?.customDismiss == true ? .background : .nothing
        case .none: return .nothing
        }
    }

    /// Launches a not-running app as the response needs, before the response reaches it; the
    /// report's `stateAfter` says where it runs (the front is set when the app opens the
    /// notification).
    func launchForResponse(to notification: AppNotification, _ report: inout DeliveryReport) {
        guard !report.state.isRunning else { return }
        let launchedInTheBackground = report.stateAfter == .background
        switch reach(of: report.tap, for: notification) {
        case .front:
            // Launched in the background by the content-available push, unless force-quit.
            if launchedInTheBackground {
                recorder.note(.launched, "the tap brings the app, launched in the background, to the front: \(stack)")
            } else {
                launchForTap()
            }
        case .background:
            guard !launchedInTheBackground else { return }
            launchDuringDelivery()
            recorder.note(.launched, "the response launches the app in the background: \(layout)")
            report.stateAfter = .background
        case .nothing:
            return
        }
    }
}
