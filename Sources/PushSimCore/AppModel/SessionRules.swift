/// How the app handles its session and accounts (docs/app-model.md, "Session and accounts"):
/// a tap while logged out goes to a login hierarchy, and a push for another account than the
/// active one switches to it first, or is ignored.
public struct SessionRules: Sendable, Equatable {
    /// What the app does after login: go on to the notification's destination, or stay.
    public enum AfterLogin: String, Sendable, CaseIterable {
        case destination, stay
    }

    /// What a tap on a push for another account does.
    public enum OtherAccount: String, Sendable, CaseIterable {
        case `switch`, ignore
    }

    /// The app-state name that says whether the user is logged in.
    public var loggedInState: String
    /// What a tap shows while logged out.
    public var login: HierarchyTemplate?
    public var afterLogin: AfterLogin
    /// The parameter naming the push's account, and the app-state name of the active one.
    public var accountParameter: String?
    public var activeAccountState: String
    public var otherAccount: OtherAccount

    public init(
        loggedInState: String = "loggedIn", login: HierarchyTemplate? = nil, afterLogin: AfterLogin = .stay,
        accountParameter: String? = nil, activeAccountState: String = "activeAccount", otherAccount: OtherAccount = .switch
    ) {
        self.loggedInState = loggedInState
        self.login = login
        self.afterLogin = afterLogin
        self.accountParameter = accountParameter
        self.activeAccountState = activeAccountState
        self.otherAccount = otherAccount
    }
}
