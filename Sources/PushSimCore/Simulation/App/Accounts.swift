/// The accounts a version 3 app knows, each with the values of the app's state it keeps for
/// itself (docs/app-model.md, "Accounts"): login, the current team, settings, counters. The
/// active account's values are the app's `state` — what `state.NAME` reads and what its screens
/// show — and the others wait in `accountValues`; switching the active account saves the one
/// and loads the other. A push's own account is read as `account.NAME`.
extension SimulatedApp {
    /// The account the app shows: the value of the session's `activeAccountState`.
    var activeAccount: String? {
        guard let session = model.session else { return nil }
        return state[session.activeAccountState]?.argumentText
    }

    /// Every account as declared, then the active one's values made the app's state.
    func loadAccounts() {
        guard let session = model.session, session.declaresAccounts else { return }
        accountValues = [:]
        for (name, values) in session.accounts {
            var kept: [String: JSONValue] = [:]
            for (key, value) in values { kept[key] = value }
            accountValues[name] = kept
        }
        if let active = activeAccount { load(active) }
    }

    /// When setting `name` to `value` switches the active account: saves the account being
    /// left, and returns the one to load once the switch is set.
    func switchesAccount(_ name: String, to value: JSONValue) -> String? {
        guard let session = model.session, session.declaresAccounts, name == session.activeAccountState,
            let next = value.argumentText, next != activeAccount
        else { return nil }
        if let leaving = activeAccount, accountValues[leaving] != nil {
            for key in session.perAccountState { accountValues[leaving]?[key] = state[key] ?? .null }
        }
        return next
    }

    /// Makes `account`'s values the app's state (an account the app does not know has none).
    func load(_ account: String) {
        guard let session = model.session, let values = accountValues[account] else { return }
        for key in session.perAccountState.sorted() { setAccountValue(key, values[key] ?? model.state[key] ?? .null) }
    }

    /// Whether the app knows `account` (always, for an app without declared accounts).
    func knows(_ account: String) -> Bool {
        guard let session = model.session, session.declaresAccounts else { return true }
        return accountValues[account] != nil
    }

    /// `name`'s value for `account`: the app's state for the active account (or when the name
    /// is not kept per account), else what that account keeps.
    func value(_ name: String, ofAccount account: String?) -> JSONValue? {
        guard let session = model.session, session.declaresAccounts, session.perAccountState.contains(name),
            let account, account != activeAccount
        else { return stateValue(name) }
        return accountValues[account]?[name] ?? model.state[name]
    }

    /// A handler's `setState` for the push's `account`: a value each account keeps is set for
    /// that account when it is not the active one, charged as any (`storeState`); returns the
    /// account it was set for, or nil when it was the app's state.
    func storeState(_ name: String, _ value: JSONValue, site: Int, account: String?) throws(EvaluationLimitExceeded) -> String? {
        guard let session = model.session, session.declaresAccounts, session.perAccountState.contains(name),
            let account, account != activeAccount, accountValues[account] != nil
        else {
            try storeState(name, value, site: site)
            return nil
        }
        let what = "setState \"\(name)\" of account \(account)"
        guard let size = value.textSize(upTo: budget.remaining) else { throw budget.refuseDepth(what: what, site: site) }
        try budget.charge(size, what: what, site: site)
        accountValues[account]?[name] = value
        return account
    }

    /// Why a scenario's `set` for an account cannot be done.
    struct AccountProblem: Error {
        let message: String
    }

    /// A scenario's `set` with an `account`: the values that account keeps are set for it; set
    /// for the active account (or a value no account keeps), they are the app's state, as a
    /// `set` without one — logging the active account out shows the login screens.
    func change(_ values: [(name: String, value: JSONValue)], ofAccount account: String, running: Bool) throws(AccountProblem) -> String {
        guard let session = model.session, session.declaresAccounts else {
            throw AccountProblem(message: "\"account\" needs an app model that declares its accounts (session.accounts)")
        }
        guard accountValues[account] != nil else {
            let known = session.accounts.map(\.name)
            throw AccountProblem(
                message: "the app knows no account \"\(account)\" (it knows \(known.joined(separator: ", ")))" + Suggestion.hint(for: account, in: known))
        }
        if account == activeAccount { return change(values, running: running) + " (the active account, \(account))" }
        var said: [String] = []
        var global: [(name: String, value: JSONValue)] = []
        for (name, value) in values {
            if session.perAccountState.contains(name) {
                accountValues[account]?[name] = value
                said.append("\(name) = \(JSONWriter.string(value)) for account \(account)")
            } else {
                global.append((name, value))
            }
        }
        if !global.isEmpty { said.append(change(global, running: running)) }
        return said.joined(separator: ", ")
    }

    /// The app's state as the account the parameters name sees it — its own values in place
    /// of the active account's — or nil when that is the app's state as it is.
    func stateSeen(byAccountOf parameters: [String: JSONValue]) -> StateValues? {
        guard let session = model.session, session.declaresAccounts, let parameter = session.accountParameter,
            let account = parameters[parameter]?.argumentText, account != activeAccount, let values = accountValues[account]
        else { return nil }
        var seen = state
        for key in session.perAccountState.sorted() { seen.set(key, values[key] ?? model.state[key] ?? .null) }
        return seen
    }

    /// What `account.NAME` reads: the push's account's values, every name kept per account.
    func accountContext(of account: String?) -> [String: JSONValue]? {
        guard let session = model.session, session.declaresAccounts, let account, knows(account) else { return nil }
        var values: [String: JSONValue] = [:]
        for key in session.perAccountState { values[key] = value(key, ofAccount: account) ?? .null }
        return values
    }
}
