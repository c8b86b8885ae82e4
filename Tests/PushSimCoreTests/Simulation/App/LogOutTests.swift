import Testing
import TestSupport

@testable import PushSimCore

/// Logging out has one path, whoever triggers it (docs/app-model.md, "Session and accounts"):
/// a handler in any phase, a scenario's `set`, `--set` at start. While the app runs, its login
/// screens become the window's root at once, and a login screen with the account parameter
/// (`ServerSelection(:server)`) is for the push's account, else the active one (issue 27,
/// items 4 and 5).
@Suite("Logging out")
@MainActor
struct LogOutTests {
    /// A chat app that logs the user out from each kind of handler: on receipt in the
    /// foreground, when a content-available push wakes it, on a background action, after a tap.
    static let chat = #"""
        {
          "schemaVersion": 2,
          "app": {"name": "Chat"},
          "payload": {"eventTypeKey": "type"},
          "parameters": {"server": {"key": "server_id"}},
          "state": {"loggedIn": true, "activeServer": "srvA"},
          "session": {"login": "Login", "accountParameter": "server", "activeAccountState": "activeServer"},
          "foreground": {"presentation": ["banner", "list"]},
          "events": {
            "expired": {"hierarchy": "Home", "requiresLogin": false, "handlers": {
              "receive": [{"setState": {"loggedIn": false}}],
              "contentAvailable": [{"setState": {"loggedIn": false}}],
              "action": [{"setState": {"loggedIn": false}}],
              "tap": [{"setState": {"loggedIn": false}}]
            }},
            "message": {"hierarchy": "Home > Channel(:server)"}
          },
          "screens": {"Home": {}, "Channel": {}, "Login": {}},
          "categories": {"EXPIRED": {"actions": [{"id": "LOG_OUT", "title": "Log out"}]}},
          "launch": {"stack": "Home"}
        }
        """#

    static func model(_ text: String = chat, login: String? = nil) throws -> AppModel {
        let text = login.map { text.replacing(#""login": "Login""#, with: #""login": "\#($0)""#) } ?? text
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("chat.json")).model
    }

    static func expired(_ aps: String = #""alert": "Session expired""#, server: String = "srvA") -> String {
        #"{"aps": {\#(aps)}, "type": "expired", "server_id": "\#(server)"}"#
    }

    static let loggedOutStep = "logged out: the app shows Login, its other screens are released"

    /// Mattermost's `session` push in the foreground: `SERVER_LOGOUT` → `onLogout` replaces the
    /// route with the server screen for the active server (`app/managers/session_manager.ts:123-165`,
    /// `router.replace` at `:158-160`; fixtures/apps/mattermost/README.md).
    @Test func aReceiveHandlerThatLogsOutShowsTheLoginScreens() async throws {
        let payload = try readRepositoryFile("fixtures/apps/mattermost/payloads/session-expired.json")
        let report = try await deliver(payload, to: try fixtureApp("mattermost"), state: .active, stack: "Home(team1) > Channel(chan1)")
        #expect(report.outcome == .presented)
        #expect(report.stackAfter.description == "ServerSelection")
        #expect(report.tabsAfter == nil)
        let steps = report.trace.map { "\($0.kind.rawValue): \($0.detail)" }
        let logout = try #require(steps.firstIndex(of: "handler: receive: setState: state loggedIn = false"))
        #expect(steps[logout + 1] == "session: logged out: the app shows ServerSelection, its other screens are released")
    }

    @Test func everyHandlerPhaseLogsOutTheSameWay() async throws {
        let model = try Self.model()
        let receive = try await deliver(Self.expired(), to: model, state: .active, stack: "Home > Channel(x)")
        let woken = try await deliver(
            Self.expired(#""alert": "Session expired", "content-available": 1"#), to: model, state: .background, stack: "Home > Channel(x)",
            tap: TapAction.none)
        let action = try await deliver(
            Self.expired(#""alert": "Session expired", "category": "EXPIRED""#), to: model, state: .background, stack: "Home > Channel(x)",
            tap: .action("LOG_OUT"))
        let tapped = try await deliver(Self.expired(), to: model, state: .background, stack: "Home > Channel(x)")
        for report in [receive, woken, action, tapped] {
            #expect(report.stackAfter.description == "Login")
            #expect(report.trace.contains { $0.kind == .session && $0.detail == Self.loggedOutStep })
        }
        #expect(tapped.outcome == .routed)
    }

    /// A logout the app does not see (not running, nothing launched) changes no screen: there
    /// are none; the app launches on its login screens later.
    @Test func aNotRunningAppHasNoScreensToReplace() async throws {
        let model = try Self.model()
        let report = try await deliver(Self.expired(#""alert": "Session expired", "content-available": 1"#), to: model, state: .forceQuit, tap: TapAction.none)
        #expect(!report.trace.contains { $0.kind == .session })
    }

    /// `--set loggedIn=false` describes a logged-out user: a running app shows its login screens
    /// as the push finds it, whatever stack it was on when the user logged out.
    @Test func aRunningAppThatStartsLoggedOutShowsItsLoginScreens() async throws {
        let check = PayloadChecker().check(bytes: Array(Self.expired().utf8), source: .path("test.json"))
        let report = await SimulatedApp.deliver(
            check, model: try Self.model(), state: .active, stack: try NavigationLayout.parse("Home > Channel(x)"), tap: TapAction.none,
            badge: nil, stateValues: [(name: "loggedIn", value: false)])
        #expect(report.stackBefore.description == "Login")
    }

    /// A scenario's `set` and a handler give the same screens and say the same thing.
    @Test func aScenarioSetAndAHandlerLogOutAlike() async throws {
        let model = try Self.model()
        let result = await ScenarioRunner(model: model).run(
            Scenario(
                source: "t.scenario.json", start: ScenarioStart(state: .active, stack: "Home > Channel(x)"),
                steps: [ScenarioStep(action: .set([("loggedIn", false)]), pointer: JSONPointer.root / "steps" / 0)]))
        let handler = try await deliver(Self.expired(), to: model, state: .active, stack: "Home > Channel(x)")
        #expect(result.steps[0].snapshot.stack == handler.stackAfter.description)
        #expect(result.steps[0].note == "loggedIn = false; " + Self.loggedOutStep)
    }

    /// Mattermost's server screen takes the server's URL: at launch "a server without
    /// credentials goes to onboarding or the server selection screen, with the push's server URL
    /// as a parameter" (`app/init/launch.ts:186-224`), and logging out of the active server
    /// shows it for that server (`session_manager.ts:123-165`).
    @Test func aLoginScreenForAnAccountIsForTheActiveOneOutsideAPush() async throws {
        let model = try Self.model(login: "Login(:server)")
        let scenario = await ScenarioRunner(model: model).run(
            Scenario(
                source: "t.scenario.json", start: ScenarioStart(state: .active, stack: "Home > Channel(x)"),
                steps: [
                    ScenarioStep(action: .set([("loggedIn", false)]), pointer: JSONPointer.root / "steps" / 0),
                    ScenarioStep(action: .state(.notRunning), pointer: JSONPointer.root / "steps" / 1),
                    ScenarioStep(action: .state(.active), pointer: JSONPointer.root / "steps" / 2),
                ]))
        #expect(scenario.steps[0].snapshot.stack == "Login(srvA)")
        #expect(scenario.steps[0].note == "loggedIn = false; logged out: the app shows Login(srvA), its other screens are released")
        #expect(scenario.steps[2].snapshot.stack == "Login(srvA)")

        let check = PayloadChecker().check(bytes: Array(Self.expired().utf8), source: .path("test.json"))
        let started = await SimulatedApp.deliver(
            check, model: model, state: .background, stack: nil, tap: TapAction.none, badge: nil, stateValues: [(name: "loggedIn", value: false)])
        #expect(started.stackBefore.description == "Login(srvA)")
    }

    /// A push for another account logs the user out of that account: its login screen.
    @Test func aLoginScreenForAnAccountIsForThePushsAccountWhenItNamesOne() async throws {
        let model = try Self.model(login: "Login(:server)")
        let receive = try await deliver(Self.expired(server: "srvB"), to: model, state: .active)
        #expect(receive.stackAfter.description == "Login(srvB)")
        let message = #"{"aps": {"alert": "hi"}, "type": "message", "server_id": "srvB"}"#
        let check = PayloadChecker().check(bytes: Array(message.utf8), source: .path("test.json"))
        let opened = await SimulatedApp.deliver(
            check, model: model, state: .notRunning, stack: nil, tap: nil, badge: nil, stateValues: [(name: "loggedIn", value: false)])
        #expect(opened.outcome == .loginRequired)
        #expect(opened.stackAfter.description == "Login(srvB)")
    }

    /// No active account (a `set` made it null) and no push naming one: the login screen for an
    /// account cannot be shown, and the step says so rather than nothing.
    @Test func withoutAnAccountTheLogoutSaysWhyNothingChanged() async throws {
        let model = try Self.model(login: "Login(:server)")
        let result = await ScenarioRunner(model: model).run(
            Scenario(
                source: "t.scenario.json", start: ScenarioStart(state: .active, stack: "Home > Channel(x)"),
                steps: [ScenarioStep(action: .set([("activeServer", .null), ("loggedIn", false)]), pointer: JSONPointer.root / "steps" / 0)]))
        #expect(result.steps[0].snapshot.stack == "Home > Channel(x)")
        #expect(
            result.steps[0].note
                == "activeServer = null, loggedIn = false; logged out, but Login(:server) has no account to show: the active account, activeServer, is null; the app's screens stay")
    }
}
