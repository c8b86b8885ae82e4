import Testing
import TestSupport

@testable import PushSimCore

/// Logging out, logging in and switching account in the middle of a scenario do what the app
/// model's session rules say (docs/app-model.md, "Session and accounts"; docs/scenarios.md,
/// "How the app lives through the steps").
@Suite("Log in, log out, switch account")
@MainActor
struct ScenarioSessionTests {
    private func scenario(_ steps: [ScenarioAction], start: ScenarioStart) -> Scenario {
        Scenario(
            source: "t.scenario.json", start: start,
            steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) })
    }

    private func push(_ name: String, tap: TapAction = .none) -> ScenarioAction {
        .push(.file("fixtures/apps/mattermost/payloads/\(name)"), headers: RequestHeaders(), tap: tap)
    }

    /// Mattermost: logging out of the active server replaces the route with the server screen
    /// (docs/app-model.md, "Session: logged out, and another server").
    @Test func loggingOutOfARunningAppShowsTheLoginScreensAndReleasesTheOthers() async throws {
        let model = try fixtureApp("mattermost")
        let result = await ScenarioRunner(model: model).run(
            scenario(
                [.set([("loggedIn", false)]), push("channel-message.json", tap: .default)],
                start: ScenarioStart(state: .active, stack: "Home(team1) > Channel(chan1)")))
        #expect(result.steps[0].snapshot.stack == "ServerSelection")
        #expect(result.steps[0].snapshot.tabs == [])
        #expect(result.steps[0].note == "loggedIn = false; logged out: the app shows ServerSelection, its other screens are released")
        #expect(result.steps[1].report?.outcome == .loginRequired)
    }

    @Test func aLoggedOutAppLaunchesOnItsLoginScreens() async throws {
        let model = try fixtureApp("mattermost")
        let result = await ScenarioRunner(model: model).run(
            scenario([.state(.active)], start: ScenarioStart(state: .notRunning, values: [("loggedIn", false)])))
        #expect(result.steps[0].snapshot.stack == "ServerSelection")
        #expect(result.steps[0].note == "launched on ServerSelection (logged out)")
    }

    @Test func settingValuesThatDoNotLogOutChangesNothingOnScreen() async throws {
        let model = try fixtureApp("mattermost")
        let result = await ScenarioRunner(model: model).run(
            scenario(
                [.set([("currentTeam", "team2")]), .set([("loggedIn", false)]), .set([("loggedIn", false)])],
                start: ScenarioStart(state: .background, stack: "Home(team1) > Channel(chan1)")))
        #expect(result.steps[0].snapshot.stack == "Home(team1) > Channel(chan1)")
        #expect(result.steps[1].snapshot.stack == "ServerSelection")
        #expect(result.steps[2].note == "loggedIn = false")
    }

    /// The same push switches account or not depending on the active one a `set` chose.
    @Test func switchingAccountChangesWhatTheNextPushDoes() async throws {
        let model = try fixtureApp("mattermost")
        let start = ScenarioStart(state: .background, values: [("activeServer", "srvA")])
        let stays = await ScenarioRunner(model: model).run(scenario([push("channel-message.json", tap: .default)], start: start))
        #expect(stays.steps[0].report?.accountSwitchedTo == nil)
        let switched = await ScenarioRunner(model: model).run(
            scenario([.set([("activeServer", "srvB")]), push("channel-message.json", tap: .default)], start: start))
        #expect(switched.steps[1].report?.accountSwitchedTo == "srvA")
        #expect(switched.steps[1].snapshot.values["activeServer"] == "srvA")
    }
}
