#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Accounts (version 3; docs/app-model.md, "Accounts"): each account the app knows keeps its own
/// login, team and counters; a push is handled with its account's; a push for an account the
/// app does not know is ignored; a scenario logs one account out and keeps another in.
@Suite("Accounts")
struct AccountsEndToEndTests {
    private let data = "Tests/EndToEndTests/Data/accounts/"

    @Test func eachAccountKeepsItsOwnLoginTeamAndCounters() throws {
        let run = try Binary.run(["scenario", data + "per-account-login.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1. push (inline payload): banner \"srvB: session expired\", not tapped [contentAvailable: state loggedIn = false for account srvB]"))
        #expect(run.stdout.contains("3. push (inline payload), tap default: login-required: logged out: the app shows ServerSelection(srvB)"))
        #expect(run.stdout.contains("5. push (inline payload), tap default: routed Home(team9) > Channel(b1) [contentAvailable: state mentions = 5 for account srvB] [account srvA → srvB]"))
        #expect(run.stdout.contains("6. push (inline payload), tap default: other-account: the push is for account srvGone, which the app does not know (it knows srvA, srvB): the app ignores it"))
    }

    /// Without accounts the same push would be handled with the active account's login: the
    /// per-account value is what decides.
    @Test func aDeliverForAnotherAccountReadsThatAccountsTeam() throws {
        let scratch = try scratchDirectory("accounts-deliver")
        try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "server_id": "srvB", "channel_id": "b1"}"#, to: scratch + "/b.json")
        let run = try Binary.run(["deliver", scratch + "/b.json", "--app", data + "chat-app.json", "--state", "background"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix(": routed Home(team9) > Channel(b1) [account srvA → srvB]\n"), "\(run.stdout)")
        let loggedOut = try Binary.run(["deliver", scratch + "/b.json", "--app", data + "chat-app.json", "--state", "background", "--set", "loggedIn=false"])
        // --set changes the active account's value: srvB is still logged in.
        #expect(loggedOut.stdout.hasSuffix(": routed Home(team9) > Channel(b1) [account srvA → srvB]\n"), "\(loggedOut.stdout)")
    }

    @Test func aSetForAnAccountTheAppDoesNotKnowIsNotDone() throws {
        let run = try Binary.run(["scenario", data + "unknown-account.scenario.json"])
        #expect(run.status == 4)
        #expect(run.stdout.contains(#"✗ Tests/EndToEndTests/Data/accounts/unknown-account.scenario.json:7:5: the app knows no account "srvC" (it knows srvA, srvB) (did you mean "srvA"?)"#))
    }

    @Test func mistakesAreRefusedAtTheirPlace() throws {
        let run = try Binary.run(["route", "servers://x", "--app", data + "broken-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)broken-app.json:9:23: error: unknownAccount "ignor" is not ignore or show (did you mean "ignore"?) [/session/unknownAccount]
            \(data)broken-app.json:11:31: error: "currentTeem" is not a value of the app's state (it has loggedIn, activeServer, currentTeam): an account keeps its own value of a name "state" declares (did you mean "currentTeam"?) [/session/accounts/srvA/currentTeem]
            \(data)broken-app.json:11:56: error: "activeServer" names the active account; it is the app's, not one account's [/session/accounts/srvA/activeServer]
            \(data)broken-app.json:12:15: error: an account's values are an object of the app's state names, not a boolean [/session/accounts/srvB]
            \(data)broken-app.json:15:58: error: "account.mentions": account has no "mentions" (it has loggedIn, activeServer, currentTeam) [/handlers/contentAvailable/0/setBadge/var]
            pushsim: the app model \(data)broken-app.json cannot be used (5 errors)

            """)
    }

    /// A version 2 model cannot declare accounts, and may still call a parameter `account`.
    @Test func accountsNeedVersionThree() throws {
        let run = try Binary.run(["route", "servers://x", "--app", data + "version-two-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)version-two-app.json:6:99: error: otherAccount "show" needs "schemaVersion": 3 [/session/otherAccount]
            \(data)version-two-app.json:6:125: error: "unknownAccount" needs "schemaVersion": 3 [/session/unknownAccount]
            \(data)version-two-app.json:6:147: error: "accounts" needs "schemaVersion": 3 [/session/accounts]
            pushsim: the app model \(data)version-two-app.json cannot be used (3 errors)

            """)
    }
}
