import Testing

@testable import PushSimCore

/// Accounts (version 3; docs/app-model.md, "Accounts"): the active account's values are the
/// app's state; switching saves one account's and loads the other's; a push's own account is
/// read apart.
@Suite("Accounts in the simulated app")
@MainActor
struct AccountsTests {
    private static let model = #"""
        {"schemaVersion": 3, "app": {"name": "Servers"},
         "parameters": {"server": {"key": "server_id"}},
         "state": {"loggedIn": true, "activeServer": "srvA", "team": "t1", "theme": "dark"},
         "session": {"accountParameter": "server", "activeAccountState": "activeServer",
                     "accounts": {"srvA": {"loggedIn": true, "team": "t1"}, "srvB": {"loggedIn": false, "team": "t9"}}},
         "events": {"m": {"hierarchy": "Home"}}, "screens": {"Home": {}}}
        """#

    private func app() throws -> SimulatedApp {
        SimulatedApp(model: try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("m.json")).model)
    }

    @Test func theActiveAccountsValuesAreTheAppsState() throws {
        let app = try app()
        #expect(app.state["team"] == "t1")
        #expect(app.value("team", ofAccount: "srvB") == "t9")
        #expect(app.value("loggedIn", ofAccount: "srvB") == false)
        // A value no account keeps is the app's, whichever account asks.
        #expect(app.value("theme", ofAccount: "srvB") == "dark")
    }

    @Test func switchingSavesTheAccountLeftAndLoadsTheOneEntered() throws {
        let app = try app()
        app.setState("team", "t2")
        app.setState("activeServer", "srvB")
        #expect(app.state["team"] == "t9")
        #expect(app.state["loggedIn"] == false)
        #expect(app.value("team", ofAccount: "srvA") == "t2")
        app.setState("activeServer", "srvA")
        #expect(app.state["team"] == "t2")
        #expect(app.state["loggedIn"] == true)
    }

    @Test func aScenarioSetForAnotherAccountLeavesTheAppsState() throws {
        let app = try app()
        let note = try app.change([(name: "loggedIn", value: true)], ofAccount: "srvB", running: true)
        #expect(note == "loggedIn = true for account srvB")
        #expect(app.value("loggedIn", ofAccount: "srvB") == true)
        #expect(app.state["loggedIn"] == true)
        #expect(throws: SimulatedApp.AccountProblem.self) { try app.change([(name: "loggedIn", value: true)], ofAccount: "srvZ", running: true) }
    }

    @Test func aResetComesBackToTheDeclaredAccounts() throws {
        let app = try app()
        app.setState("activeServer", "srvB")
        app.reset()
        #expect(app.state["activeServer"] == "srvA")
        #expect(app.state["team"] == "t1")
        #expect(app.value("team", ofAccount: "srvB") == "t9")
    }
}
