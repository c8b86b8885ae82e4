/// The session outside an opening (docs/app-model.md, "Session and accounts"): while the user is
/// logged out the app shows its `login` hierarchy as the window's root — after a launch, and
/// the moment the user logs out — so the screens it showed are released and stop suppressing,
/// observing and responding.
extension SimulatedApp {
    /// Whether the model's session rules say the user is logged out (the state named by
    /// `loggedInState` is false). Without session rules, nobody is ever logged out.
    var isLoggedOut: Bool {
        guard let session = model.session, let loggedIn = stateValue(session.loggedInState) else { return false }
        return !loggedIn.isTruthy
    }

    /// Replaces the window's root with the login hierarchy when the user is logged out and the
    /// model declares one that needs no notification's parameters; returns what the app shows
    /// then, or nil when nothing changed.
    func showLoginIfLoggedOut() -> NavigationLayout? {
        guard isLoggedOut, let login = model.session?.login, case .success(let stack) = login.instantiate([:]),
            let screens = try? makeScreens(stack)
        else { return nil }
        // As an opening while logged out does (OpeningNotification.swift): without a tab bar the
        // login screens are the one stack; with one they replace the window's root.
        if navigation.tabRoots.isEmpty {
            navigation.dismissModals()
            navigation.show(screens, inTab: 0)
        } else {
            navigation.replaceWindowRoot(with: screens)
        }
        return layout
    }

    /// Values of the app's state change (a scenario's `set`: log in or out, switch account);
    /// returns what happened, for reports. Logging out of a running app shows the login
    /// hierarchy (docs/scenarios.md, "How the app lives through the steps").
    func change(_ values: [(name: String, value: JSONValue)], running: Bool) -> String {
        let wasLoggedOut = isLoggedOut
        for (name, value) in values { setState(name, value) }
        var note = values.map { "\($0.name) = \(JSONWriter.string($0.value))" }.joined(separator: ", ")
        if running, !wasLoggedOut, let shown = showLoginIfLoggedOut() {
            note += "; logged out: the app shows \(shown), its other screens are released"
        }
        return note
    }
}
