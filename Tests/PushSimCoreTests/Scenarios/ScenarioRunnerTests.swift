import Testing
import TestSupport

@testable import PushSimCore

/// Running scenarios (docs/scenarios.md): the shipped ones pass, every expectation in them can
/// fail, and each step kind does what it says.
@Suite("Running scenarios")
@MainActor
struct ScenarioRunnerTests {
    nonisolated static let fixtureScenarios = [
        "fixtures/apps/genius/scenarios/second-message-suppressed.scenario.json",
        "fixtures/apps/genius/scenarios/popped-screen-stops-suppressing.scenario.json",
        "fixtures/apps/genius/scenarios/notification-center.scenario.json",
        "fixtures/apps/genius/scenarios/responder-and-failed-load.scenario.json",
        "fixtures/apps/genius/scenarios/collapse-id.scenario.json",
        "fixtures/apps/genius/scenarios/thread-groups.scenario.json",
        "fixtures/scenarios/system-presentation/focus-holds-time-sensitive-breaks-through.scenario.json",
        "fixtures/scenarios/system-presentation/notifications-denied.scenario.json",
        "fixtures/apps/mattermost/scenarios/reply-in-another-thread.scenario.json",
        "fixtures/apps/mattermost/scenarios/logged-out-then-log-in.scenario.json",
        "fixtures/apps/mattermost/scenarios/switch-server.scenario.json",
        "fixtures/apps/mattermost/scenarios/three-messages-then-read-elsewhere.scenario.json",
        "fixtures/apps/mattermost/scenarios/log-out-while-in-a-channel.scenario.json",
        "fixtures/apps/mattermost/scenarios/switch-server-by-hand.scenario.json",
        "fixtures/apps/genius/scenarios/registration/registers-at-every-launch.scenario.json",
        "fixtures/apps/genius/scenarios/virtual-time/second-push-while-loading.scenario.json",
        "fixtures/apps/genius/scenarios/virtual-time/newest-navigation-wins.scenario.json",
        "fixtures/apps/genius/scenarios/virtual-time/load-fails-or-dies-with-the-app.scenario.json",
    ]

    static func load(_ path: String) throws -> (Scenario, AppModel) {
        let scenario = try ScenarioLoader.load(bytes: Array(try readRepositoryFile(path).utf8), source: path)
        let appPath = ScenarioRunner.resolve(try #require(scenario.appPath), besides: path)
        let model = try AppModelLoader.load(bytes: Array(try readRepositoryFile(appPath).utf8), source: .flag(appPath)).model
        return (scenario, model)
    }

    /// Relative paths in scenarios resolve from the repository root, where tests run.
    @Test(arguments: fixtureScenarios)
    func theShippedScenariosPass(_ path: String) async throws {
        let (scenario, model) = try Self.load(path)
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(result.problem == nil)
        for step in result.steps {
            #expect(step.passed, "\(path) step \(step.index): \(step.problem ?? "") \(step.mismatches.map { "\($0.key): expected \($0.expected), got \($0.actual)" })")
        }
        #expect(result.steps.count == scenario.steps.count)
    }

    /// Each expectation written in a shipped scenario, changed to something else, fails at
    /// that step and names that key: none of them is a test that cannot fail.
    @Test(arguments: fixtureScenarios)
    func everyExpectationCanFail(_ path: String) async throws {
        let (scenario, model) = try Self.load(path)
        for (stepIndex, step) in scenario.steps.enumerated() {
            for (valueIndex, written) in (step.expect?.values ?? []).enumerated() {
                var broken = scenario
                broken.steps[stepIndex].expect?.values[valueIndex].value = Self.other(than: written.value)
                let result = await ScenarioRunner(model: model).run(broken)
                let failed = result.steps[stepIndex]
                #expect(failed.mismatches.map(\.key) == [written.key], "\(path) step \(stepIndex + 1) \(written.key)")
                #expect(failed.mismatches.first?.pointer == written.pointer)
            }
        }
    }

    static func other(than value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text + "…")
        case .integer(let number): return .integer(number + 1)
        case .bool(let flag): return .bool(!flag)
        case .null: return .string("something")
        case .array(let elements): return .array(elements + [.string("one more")])
        case .object(let members):
            var changed = members
            for key in members.keys { changed[key] = .string("changed") }
            return .object(changed)
        case .real(let number): return .real(number + 1)
        }
    }

    private func scenario(_ steps: [ScenarioAction], start: ScenarioStart = ScenarioStart(state: .background)) -> Scenario {
        Scenario(
            source: "test.scenario.json", start: start,
            steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) })
    }

    @Test func aStepThatCannotBeDoneSaysWhy() async throws {
        let model = try fixtureApp("genius")
        let result = await ScenarioRunner(model: model).run(
            scenario([
                .tap(.latest, .default), .navigate(.pop(1)), .navigate(.selectTab("Inbox")), .set([("loggedIn", true)]),
                .state(.notRunning), .navigate(.present(StackDescription([ScreenReference(name: "Compose")]))),
            ]))
        #expect(result.steps.map(\.problem) == [
            "no delivered notification is the latest (Notification Center holds nothing)",
            "cannot pop 1 of 1 screen: a stack keeps its root",
            "Genius has no tab bar",
            #"the app's state has no "loggedIn" (it has none)"#,
            nil,
            "the app is not running: nothing to navigate",
        ])
        #expect(!result.passed)
    }

    @Test func theUserNavigatesTabsAndModals() async throws {
        let model = try TabsAndModalsTests.model()
        let result = await ScenarioRunner(model: model).run(
            scenario(
                [
                    .navigate(.selectTab("Search")), .navigate(.push(StackDescription([ScreenReference(name: "Followers")]))),
                    .navigate(.present(StackDescription([ScreenReference(name: "Compose")]))), .navigate(.dismissModal),
                    .navigate(.layout(try NavigationLayout.parse("Profile | Inbox > Conversation(1)"))),
                ], start: ScenarioStart(state: .active)))
        #expect(result.steps.map(\.snapshot.stack) == ["Search", "Search > Followers", "Search > Followers ^ Compose", "Search > Followers", "Profile"])
        #expect(result.steps.last?.snapshot.tabs == ["Inbox > Conversation(1)", "Search", "Profile"])
    }

    @Test func terminatingReleasesTheScreensAndKeepsTheBadgeAndNotificationCenter() async throws {
        let model = try fixtureApp("genius")
        let push = ScenarioAction.push(.inline(Array(geniusMessage(42).utf8)), headers: RequestHeaders(), tap: .none)
        let result = await ScenarioRunner(model: model).run(
            scenario([push, .state(.notRunning), .state(.active)], start: ScenarioStart(state: .active, stack: "Inbox > Conversation(42)", badge: 5)))
        #expect(result.steps[0].report?.outcome == .suppressed)
        #expect(result.steps[1].snapshot.visible == nil)
        #expect(result.steps[1].snapshot.badge == 5)
        #expect(result.steps[2].snapshot.stack == "Inbox")
        #expect(result.steps[2].note == "launched on Inbox")
    }
}
