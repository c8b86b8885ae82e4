import Testing
import TestSupport

@testable import PushSimCore

/// Virtual time in scenarios (docs/scenarios.md, "Time"): loads that take declared time, a
/// clock that only `wait` moves, pushes that arrive while a hierarchy loads, and the app
/// model's `pendingLoads` policy (docs/app-model.md, "Loads that take time").
@Suite("Virtual time")
@MainActor
struct VirtualTimeTests {
    /// Genius with conversations taking `conversation` ms to load and songs `song` ms.
    static func slowGenius(conversation: Int64 = 800, song: Int64 = 0, policy: NavigationRules.PendingLoadPolicy? = nil) throws -> AppModel {
        var model = try fixtureApp("genius")
        for index in model.events.indices {
            switch model.events[index].name {
            case "new_message": model.events[index].load?.takes = conversation
            case "song_annotated": model.events[index].load?.takes = song
            default: break
            }
        }
        if let policy { model.navigation = NavigationRules(pendingLoads: policy) }
        return model
    }

    private func scenario(_ steps: [ScenarioAction], start: ScenarioStart = ScenarioStart(state: .active, stack: "Inbox")) -> Scenario {
        Scenario(
            source: "test.scenario.json", start: start,
            steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) })
    }

    private func push(_ conversation: Int, tap: TapAction = .none) -> ScenarioAction {
        .push(.inline(Array(geniusMessage(conversation).utf8)), headers: RequestHeaders(), tap: tap)
    }

    /// The bug class scenarios exist for: conversation 42 is still loading when its second
    /// message arrives, so it is not on screen and does not suppress it (seed 002: the user is
    /// not notified until loading has completed; seed 001: only a screen on screen suppresses).
    @Test func aSecondPushWhileItsConversationLoadsIsNotSuppressed() async throws {
        let result = await ScenarioRunner(model: try Self.slowGenius()).run(
            scenario([push(42, tap: .default), .wait(300), push(42), .wait(500), push(42)]))
        #expect(result.steps.map { $0.report?.outcome } == [.loading, nil, .toast, nil, .suppressed])
        #expect(result.steps.map(\.snapshot.visible) == ["Inbox", "Inbox", "Inbox", "Conversation(42)", "Conversation(42)"])
        #expect(result.steps.map(\.snapshot.clock) == [0, 300, 300, 800, 800])
        #expect(result.steps.map(\.snapshot.loading) == [["Conversation(42)"], ["Conversation(42)"], ["Conversation(42)"], [], []])
        #expect(result.steps[0].report?.reason == "Conversation 42 takes 800 ms, until 800 ms: Inbox > Conversation(42) is presented when it loads")
        #expect(result.steps[1].note == "still loading Conversation(42)")
        #expect(result.steps[3].loads.map(\.summary) == ["Conversation 42 loaded at 800 ms: presented Inbox > Conversation(42)"])
        #expect(result.steps.allSatisfy { $0.showsClock })
    }

    /// Without a guard (`inOrder`, the default) an older, slower load covers the newer
    /// destination when it completes; `newestWins` drops it as stale.
    @Test(arguments: [(NavigationRules.PendingLoadPolicy?.none, "Inbox > Conversation(42)"), (.newestWins, "Song(1234)")])
    func anOlderLoadCompletingAfterANewerNavigation(policy: NavigationRules.PendingLoadPolicy?, finalStack: String) async throws {
        let result = await ScenarioRunner(model: try Self.slowGenius(policy: policy)).run(
            scenario([push(42, tap: .default), .wait(300), .open("genius://songs/1234"), .wait(500)]))
        #expect(result.steps[2].report?.outcome == .routed)
        #expect(result.steps[2].snapshot.stack == "Song(1234)")
        #expect(result.steps[3].snapshot.stack == finalStack)
        let completed = try #require(result.steps[3].loads.first)
        #expect(completed.at == 800)
        #expect(completed.result == (policy == .newestWins ? .stale : .presented("Inbox > Conversation(42)")))
    }

    /// Two loads in flight under `inOrder` present in completion order, whatever order they
    /// started in; the one completing last is what the user sees.
    @Test func inOrderPresentsInCompletionOrder() async throws {
        let result = await ScenarioRunner(model: try Self.slowGenius(conversation: 800, song: 200)).run(
            scenario([push(42, tap: .default), .wait(100), .open("genius://songs/1234"), .wait(1000)]))
        #expect(result.steps[2].snapshot.loading == ["Conversation(42)", "Song(1234)"])
        #expect(result.steps[3].loads.map(\.summary) == [
            "Song 1234 loaded at 300 ms: presented Song(1234)", "Conversation 42 loaded at 800 ms: presented Inbox > Conversation(42)",
        ])
        #expect(result.steps[3].snapshot.clock == 1100)
    }

    /// A load keeps running in the background and presents there; terminating or
    /// force-quitting the app drops it.
    @Test func theBackgroundKeepsALoadAndTerminationDropsIt() async throws {
        let result = await ScenarioRunner(model: try Self.slowGenius()).run(
            scenario([
                push(42, tap: .default), .state(.background), .wait(800), push(7, tap: .default), .state(.notRunning), .wait(800),
                .state(.active),
            ]))
        #expect(result.steps[2].snapshot.stack == "Inbox > Conversation(42)")
        #expect(result.steps[2].snapshot.state == .background)
        #expect(result.steps[3].report?.outcome == .loading)
        #expect(result.steps[4].note == "terminated: its screens are released; the load of Conversation 7 is dropped")
        #expect(result.steps[5].loads.isEmpty)
        #expect(result.steps[5].note == "nothing is loading")
        #expect(result.steps[6].snapshot.stack == "Inbox")
    }

    /// A load that fails does so when it completes, and leaves the stack as it was.
    @Test func aFailingLoadFailsWhenItCompletes() async throws {
        let result = await ScenarioRunner(model: try Self.slowGenius()).run(
            scenario([push(404, tap: .default), .wait(799), .wait(1)]))
        #expect(result.steps[1].loads.isEmpty)
        #expect(result.steps[2].loads.map(\.result) == [.failed("Conversation 404 does not exist")])
        #expect(result.steps[2].snapshot.stack == "Inbox")
    }

    /// A load of 0 ms (the default) is immediate: a scenario without time shows no clock.
    @Test func withoutTimeNothingChanges() async throws {
        let result = await ScenarioRunner(model: try fixtureApp("genius")).run(scenario([push(42, tap: .default)]))
        #expect(result.steps[0].report?.outcome == .routed)
        #expect(!result.steps[0].showsClock)
        #expect(ScenarioText.stepLines(result.steps[0], file: "t", colour: .off, trace: false).first?.hasPrefix("  1. push") == true)
        let record = ScenarioJSON.step(result.steps[0], scenario: result.scenario, app: try fixtureApp("genius"))
        #expect(record.objectValue?["clock"] == nil)
    }

    /// `deliver` is one instant: a load that takes time completes before it ends.
    @Test func deliverDoesNotWait() async throws {
        let report = try await deliver(geniusMessage(42), to: try Self.slowGenius(), state: .background)
        #expect(report.outcome == .routed)
        #expect(report.trace.contains { $0.detail == "Conversation 42 loaded (it takes 800 ms; only a scenario's clock waits for it)" })
    }

    /// The step line and JSON record of a scenario that uses time carry the clock and loads.
    @Test func reportsShowTheClock() async throws {
        let model = try Self.slowGenius()
        let result = await ScenarioRunner(model: model).run(scenario([push(42, tap: .default), .wait(800)]))
        #expect(ScenarioText.stepLines(result.steps[1], file: "t", colour: .off, trace: false) == [
            "  2. [800 ms] wait 800 ms: Conversation 42 loaded at 800 ms: presented Inbox > Conversation(42)"
        ])
        let record = try #require(ScenarioJSON.step(result.steps[1], scenario: result.scenario, app: model).objectValue)
        #expect(record["clock"] == .integer(800))
        #expect(record["loading"] == .array([]))
        #expect(record["loads"]?.arrayValue?.first?.objectValue?["result"] == .string("presented"))
        #expect(record["loads"]?.arrayValue?.first?.objectValue?["stackAfter"] == .string("Inbox > Conversation(42)"))
    }
}

/// Declaring time in the app model: `load.takes` and `navigation.pendingLoads`, with errors at
/// their place (docs/app-model.md, "Loads that take time").
@Suite("Loads that take time in the app model")
struct LoadTimeModelTests {
    private func problems(_ text: String) -> [String] {
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            return []
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? "") \($0.position.map { "\($0.line):\($0.column)" } ?? ""): \($0.message)" }
        }
    }

    private static func model(takes: String, navigation: String = "") -> String {
        #"{"schemaVersion": 2, "app": {"name": "Chat"},"# + "\n"
            + #" "events": {"message": {"hierarchy": "Inbox > Thread(:id)", "load": {"model": "Thread", "takes": "# + takes + "}}},\n"
            + #" "screens": {"Inbox": {}, "Thread": {}}"# + navigation + "}"
    }

    @Test func takesAndPendingLoadsAreRead() throws {
        let model = try AppModelLoader.load(
            bytes: Array(Self.model(takes: "250", navigation: #", "navigation": {"pendingLoads": "newestWins"}"#).utf8), source: .flag("app.json")
        ).model
        #expect(model.events.first?.load?.takes == 250)
        #expect(model.pendingLoadPolicy == .newestWins)
        #expect(model.hasLoadsThatTakeTime)
    }

    @Test func theDefaultsAreImmediateAndInOrder() throws {
        let model = try fixtureApp("genius")
        #expect(model.events.allSatisfy { ($0.load?.takes ?? 0) == 0 })
        #expect(model.pendingLoadPolicy == .inOrder)
        #expect(!model.hasLoadsThatTakeTime)
    }

    @Test(arguments: [
        ("-1", "/events/message/load/takes 2:98: \"takes\" is how long the load takes in milliseconds, an integer from 0 to 86400000 (a day), not -1"),
        ("\"800ms\"", "/events/message/load/takes 2:98: \"takes\" is how long the load takes in milliseconds, an integer from 0 to 86400000 (a day), not a string"),
        ("86400001", "/events/message/load/takes 2:98: \"takes\" is how long the load takes in milliseconds, an integer from 0 to 86400000 (a day), not 86400001"),
    ])
    func aBadTakesIsAnError(takes: String, error: String) {
        #expect(problems(Self.model(takes: takes)) == [error])
    }

    @Test func aMistypedPolicyIsAnErrorWithASuggestion() {
        #expect(problems(Self.model(takes: "1", navigation: #", "navigation": {"pendingLoads": "newestWin"}"#)) == [
            "/navigation/pendingLoads 3:73: pendingLoads \"newestWin\" is not one of inOrder, newestWins (did you mean \"newestWins\"?)"
        ])
    }
}
