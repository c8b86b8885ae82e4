/// What the app does when the user acts on a notification (docs/delivery.md, "Taps and actions").
extension SimulatedApp {
    /// The response, then the `tap` handlers once the app showed the destination or a responder
    /// handled it (docs/delivery.md, "Handlers"); the response (`response.text`) is theirs to
    /// read, and gone afterwards.
    nonisolated(nonsending) func respondThenRunTapHandlers(to notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        await respond(to: notification, routing: routing, &report)
        switch report.outcome {
        case .routed, .handled, .opened: await runHandlers(.tap, for: notification, &report)
        default: break
        }
        forgetResponse()
    }

    /// Made once: a dictionary literal here built and hashed a new dictionary for every tap.
    static let defaultTapResponse: [String: JSONValue] = ["action": .string("default")]

    /// Empties `response` without making a new dictionary when it is already empty, as it is
    /// for almost every delivery.
    func forgetResponse() {
        if !response.isEmpty { response = [:] }
    }

    /// `didReceive(response)`: default tap, action or dismiss.
    nonisolated(nonsending) func respond(to notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        let category = notification.category.flatMap(model.category(named:))
        forgetResponse()
        var destination: (action: NotificationAction, to: ActionDestination)?
        switch report.tap {
        case .none:
            return
        case .dismiss:
            // In the foreground without a banner or a list entry, what the user swipes away is
            // the app's own toast: its own view, so its own code sees it, and iOS is not
            // involved (no UNNotificationDismissActionIdentifier; docs/delivery.md, "Dismissing").
            let systemShown = report.presentationOptions.map { $0.contains(.banner) || $0.contains(.list) } ?? false
            if report.state.isForeground, !systemShown, report.outcome == .toast || report.appToast == true {
                report.outcome = .dismissed
                report.reason = "the app's own toast: the app knows, and no dismiss action is involved"
                recorder.note(.tapped, "the user dismisses the app's own toast: its own code sees it; iOS sends no UNNotificationDismissActionIdentifier")
                return
            }
            // Dismissed from Notification Center, it leaves it whether or not the app is told.
            delivered.removeCurrent()
            guard let category, category.customDismiss else {
                report.outcome = .dismissNotDelivered
                report.reason = notification.category.map { name in
                    model.category(named: name) == nil
                        ? "category \(name) is not registered, so it has no custom dismiss action: iOS tells the app nothing"
                        : "category \(name) has no custom dismiss action: iOS tells the app nothing"
                } ?? "the notification has no category, so no custom dismiss action: iOS tells the app nothing"
                recorder.note(.tapped, "dismissed; \(report.reason ?? "")")
                return
            }
            recorder.note(.tapped, "dismissed; category \(category.id) has a custom dismiss action")
            postWasReceived(notification)
            report.outcome = .dismissed
            return
        case .action(let id, let text):
            let actions = self.actions(of: category, for: notification)
            guard let action = actions.first(where: { $0.id == id }) else {
                report.outcome = .unknownAction
                let available = actions.map(\.id)
                if let category {
                    report.reason = "category \(category.id) has no action \"\(id)\" (it has \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
                        + Suggestion.hint(for: id, in: available)
                } else {
                    report.reason = "the notification's category \(notification.category.map { "\"\($0)\" is not registered" } ?? "is not set"), so it has no action \"\(id)\""
                }
                recorder.note(.tapped, "action \(id): \(report.reason ?? "")")
                return
            }
            report.action = action.id
            delivered.removeCurrent()
            chose(action, text: text, &report)
            await runHandlers(.action, for: notification, &report)
            guard action.foreground else {
                recorder.note(.tapped, "action \(action.id) (\(action.title)) handled in the background; the app stays where it is")
                postWasReceived(notification)
                report.outcome = .actionHandled
                return
            }
            recorder.note(.tapped, "action \(action.id) (\(action.title)) opens the app")
            report.stateAfter = .active
            postWasReceived(notification)
            if let to = action.destination { destination = (action, to) }
        case .default:
            response = Self.defaultTapResponse
            recorder.note(.tapped, "default action (tap)")
            report.stateAfter = .active
            delivered.removeCurrent()
            postWasReceived(notification)
        }
        // The app's own code in didReceive runs before it opens anything (log out, switch
        // account): what it changes, the opening sees (docs/app-model.md, "Handlers").
        await runHandlers(.opening, for: notification, &report)
        // A confirmation one of them presented holds the destination (version 3).
        if confirmationRequested != nil, holdForConfirmation(notification, routing: routing, &report) { return }
        if let destination {
            await route(notification, action: destination.action, to: destination.to, &report)
            return
        }
        await route(notification, routing: routing, &report)
    }

    /// The category's actions, then those the notification carries (`actionsFrom`, version 3),
    /// read from its payload as the user responds.
    func actions(of category: NotificationCategory?, for notification: AppNotification) -> [NotificationAction] {
        category?.actions(for: notification) ?? []
    }

    /// What the chosen action brings with it (docs/delivery.md, "Taps and actions"): the typed
    /// text of a text-input action — `""` when the user sent nothing, as
    /// `UNTextInputNotificationResponse.userText` is then empty — and the options the action
    /// was registered with (`UNNotificationActionOptions`).
    private func chose(_ action: NotificationAction, text: String?, _ report: inout DeliveryReport) {
        response = ["action": .string(action.id)]
        if action.authenticationRequired {
            recorder.note(.tapped, "action \(action.id) requires authentication: the device must be unlocked first")
        }
        if action.destructive {
            recorder.note(.tapped, "action \(action.id) is destructive: iOS shows it in red")
        }
        report.actionOptions = action.optionNames
        if action.textInput {
            let typed = text ?? ""
            report.typedText = typed
            response["text"] = .string(typed)
            recorder.note(.tapped, "action \(action.id) takes text: the user typed \(JSONWriter.string(.string(typed)))")
        } else if text != nil {
            recorder.note(.tapped, "action \(action.id) is not a text-input action: the text is not sent")
        }
    }
}
