/// The session outside an opening (docs/app-model.md, "Session and accounts"): while the user is
/// logged out the app shows its `login` hierarchy as the window's root — after a launch, and
/// the moment the user logs out, whoever logs them out (a handler in any phase, a scenario's
/// `set`, `--set` at start) — so the screens it showed are released and stop suppressing,
/// observing and responding. This file is the one path for all of them.
extension SimulatedApp {
    /// Whether the model's session rules say the user is logged out (the state named by
    /// `loggedInState` is false). Without session rules, nobody is ever logged out.
    var isLoggedOut: Bool {
        guard let session = model.session, let loggedIn = stateValue(session.loggedInState) else { return false }
        return !loggedIn.isTruthy
    }

    /// Whether the app's process runs: it shows screens. Before a launch, and once terminated,
    /// it shows none.
    var showsScreens: Bool { navigation.visibleScreen != nil }

    /// The login hierarchy as the app shows it now. Its argument can only be the session's
    /// account (AppModelChecker refuses any other at load): the account of the push being
    /// handled, `pushAccount`, when it names one — Mattermost shows its server screen "with the
    /// push's server URL" (fixtures/apps/mattermost/README.md) — else the active account.
    /// Nil without a login hierarchy, or when no account fills it (the active one is null).
    func loginStack(pushAccount: String? = nil) -> StackDescription? {
        guard let session = model.session, let login = session.login else { return nil }
        var values: [String: String] = [:]
        if let parameter = session.accountParameter {
            values[parameter] = pushAccount ?? state[session.activeAccountState]?.argumentText
        }
        return try? login.instantiate(values).get()
    }

    /// Makes the login hierarchy the window's root; returns what the app shows then, or nil
    /// when it has none to show. Without a tab bar the login screens are the one stack, as in
    /// version 1; with one they replace the window's root, as apps set
    /// `window.rootViewController` to their login screens.
    @discardableResult
    func showLogin(pushAccount: String? = nil) -> NavigationLayout? {
        guard let stack = loginStack(pushAccount: pushAccount) else { return nil }
        let shown = NavigationLayout(stack)
        // Already its root (a launch while logged out, then an opening): nothing to rebuild.
        if layout == shown { return shown }
        guard let screens = try? makeScreens(stack) else { return nil }
        if navigation.tabRoots.isEmpty {
            navigation.dismissModals()
            navigation.show(screens, inTab: 0)
        } else {
            navigation.replaceWindowRoot(with: screens)
        }
        return layout
    }

    /// Replaces the window's root with the login hierarchy when the user is logged out; returns
    /// what the app shows then, or nil when nothing changed.
    func showLoginIfLoggedOut(pushAccount: String? = nil) -> NavigationLayout? {
        guard isLoggedOut else { return nil }
        return showLogin(pushAccount: pushAccount)
    }

    /// The app starts on `layout` (the model's launch layout when nil) — and on its login
    /// screens when the user is logged out, as a logged-out app launches on them.
    func start(layout: NavigationLayout? = nil, badge: Int64?) throws(StackError) {
        try launch(layout: layout, badge: badge)
        _ = showLoginIfLoggedOut()
    }

    /// After the app's state changed: when the change logged a logged-in user out of a running
    /// app, the login screens replace everything it showed. Returns what the app says of it
    /// (`logged out: the app shows Login, its other screens are released`), or nil.
    func logOutIfTheChangeDid(wasLoggedOut: Bool, pushAccount: String? = nil) -> String? {
        guard !wasLoggedOut, isLoggedOut, showsScreens, let session = model.session, let login = session.login else { return nil }
        if let shown = showLogin(pushAccount: pushAccount) { return "logged out: the app shows \(shown), its other screens are released" }
        // Only an account argument can be missing (AppModelChecker): no push names one, and the
        // active account is null or not a value an argument can hold.
        let active = state[session.activeAccountState].map { JSONWriter.string($0) } ?? "unset"
        return "logged out, but \(login) has no account to show: the active account, \(session.activeAccountState), is \(active); the app's screens stay"
    }

    /// Values of the app's state change (a scenario's `set`: log in or out, switch account);
    /// returns what happened, for reports. Logging out of a running app shows the login
    /// hierarchy (docs/scenarios.md, "How the app lives through the steps").
    func change(_ values: [(name: String, value: JSONValue)], running: Bool) -> String {
        let wasLoggedOut = isLoggedOut
        for (name, value) in values { setState(name, value) }
        var note = values.map { "\($0.name) = \(JSONWriter.string($0.value))" }.joined(separator: ", ")
        if running, let loggedOut = logOutIfTheChangeDid(wasLoggedOut: wasLoggedOut) { note += "; " + loggedOut }
        return note
    }
}
