/// How the app handles its session and accounts (docs/app-model.md, "Session and accounts"):
/// a tap while logged out goes to a login hierarchy, and a push for another account than the
/// active one switches to it first, or is ignored.
public struct SessionRules: Sendable, Equatable {
    /// What the app does after login: go on to the notification's destination, or stay.
    public enum AfterLogin: String, Sendable, CaseIterable {
        case destination, stay
    }

    /// What a tap on a push for another account does: switch to it and open the destination,
    /// ignore it, or (version 3) open the app where it is without switching.
    public enum OtherAccount: String, Sendable, CaseIterable {
        case `switch`, ignore, show
    }

    /// What a tap on a push for an account the app does not know does (version 3): ignore it
    /// (the app no longer has that server), or open the app where it is.
    public enum UnknownAccount: String, Sendable, CaseIterable {
        case ignore, show
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
    /// The accounts the app knows, in declared order, with the values of the app's state each
    /// keeps for itself (version 3; docs/app-model.md, "Accounts"). Empty: one global state,
    /// as in version 2.
    public var accounts: [(name: String, values: JSONObject)] = []
    /// The state names kept per account: every name an account's values give.
    public var perAccountState: Set<String> = []
    public var unknownAccount: UnknownAccount = .ignore

    public var declaresAccounts: Bool { !accounts.isEmpty }

    /// The declared values of `account`, if the app knows it.
    public func values(of account: String) -> JSONObject? {
        accounts.first { $0.name == account }?.values
    }

    public static func == (lhs: SessionRules, rhs: SessionRules) -> Bool {
        lhs.loggedInState == rhs.loggedInState && lhs.login == rhs.login && lhs.afterLogin == rhs.afterLogin
            && lhs.accountParameter == rhs.accountParameter && lhs.activeAccountState == rhs.activeAccountState
            && lhs.otherAccount == rhs.otherAccount && lhs.accounts.map(\.name) == rhs.accounts.map(\.name)
            && lhs.accounts.map(\.values) == rhs.accounts.map(\.values) && lhs.unknownAccount == rhs.unknownAccount
    }

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
