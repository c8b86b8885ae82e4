extension ConditionContext {
    /// What conditions read of a notification as it arrives (docs/conditions.md): its
    /// parameters, the payload, the headers, the app's state and the window's (the selected
    /// tab, the modal on top, the visible screen). A delivery asks it of the running app;
    /// `validate --app` of an app that shows nothing yet.
    static func arrival(
        of notification: AppNotification, payload: Payload, headers: ResolvedHeaders?, appState: AppState,
        state: StateValues, tab: String? = nil, modal: String? = nil, screen: ScreenReference? = nil
    ) -> ConditionContext {
        var headerValues: [String: JSONValue] = [:]
        if let headers {
            headerValues["pushType"] = .string(headers.pushType.rawValue)
            headerValues["priority"] = .integer(Int64(headers.priority))
        }
        return arrival(
            of: notification, payload: .object(payload.json), headers: headerValues, appState: appState, state: state, tab: tab,
            modal: modal, screen: screen)
    }

    /// The same for what arrives as values: a deep link has no payload and no headers
    /// (docs/router.md, "pushsim open URL").
    static func arrival(
        of notification: AppNotification, payload: JSONValue, headers: [String: JSONValue], appState: AppState,
        state: StateValues, tab: String?, modal: String?, screen: ScreenReference?
    ) -> ConditionContext {
        var context = ConditionContext(
            parameters: notification.parameters, payload: payload, headers: headers, state: state,
            screen: screen, event: notification.eventName, objectID: notification.objectID)
        context.builtInState = [
            "app": .string(appState.rawValue), "tab": tab.map(JSONValue.string) ?? .null, "modal": modal.map(JSONValue.string) ?? .null,
        ]
        return context
    }
}
