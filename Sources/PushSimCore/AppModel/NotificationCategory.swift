/// A registered notification category: its actions, and whether it asked for dismiss actions.
public struct NotificationCategory: Sendable, Equatable {
    public var id: String
    public var actions: [NotificationAction]
    /// `UNNotificationCategoryOptions.customDismissAction`: only then does a dismissal reach the app.
    public var customDismiss: Bool
    /// Version 3: the actions the notification itself carries, read from its payload when the
    /// user responds — as an app (or its extension) registers the category with the buttons a
    /// push names (docs/app-model.md, "Actions"). They come after `actions`.
    public var actionsFrom: ActionsFromPayload?

    public init(id: String, actions: [NotificationAction] = [], customDismiss: Bool = false) {
        self.id = id
        self.actions = actions
        self.customDismiss = customDismiss
    }
}

public struct NotificationAction: Sendable, Equatable {
    public var id: String
    public var title: String
    /// `.foreground`: the app opens and routes, as for a tap; otherwise it handles the action
    /// in the background and stays where it is.
    public var foreground: Bool
    /// `UNTextInputNotificationAction`: the user types text, which the app's handlers read as
    /// `response.text` (docs/conditions.md).
    public var textInput: Bool
    /// `UNNotificationActionOptions.authenticationRequired`: the device must be unlocked first.
    public var authenticationRequired: Bool
    /// `UNNotificationActionOptions.destructive`: shown in red; it deletes or ends something.
    public var destructive: Bool
    /// Version 3: where a foreground action opens the app, instead of where the notification
    /// leads (docs/app-model.md, "Actions").
    public var destination: ActionDestination?

    public init(
        id: String, title: String, foreground: Bool = false, textInput: Bool = false, authenticationRequired: Bool = false,
        destructive: Bool = false
    ) {
        self.id = id
        self.title = title
        self.foreground = foreground
        self.textInput = textInput
        self.authenticationRequired = authenticationRequired
        self.destructive = destructive
    }

    /// The options set, by their names in the model file and in reports.
    public var optionNames: [String] {
        (authenticationRequired ? ["authenticationRequired"] : []) + (destructive ? ["destructive"] : [])
    }
}

extension NotificationCategory {
    /// Its actions, then those the notification carries (`actionsFrom`, version 3), read from
    /// its payload: what the user is offered (docs/app-model.md, "Actions").
    func actions(for notification: AppNotification) -> [NotificationAction] {
        guard let from = actionsFrom, let context = notification.context else { return actions }
        return actions + from.actions(from: from.list.evaluate(in: context))
    }
}
