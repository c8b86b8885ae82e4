import Testing

@testable import PushSimCore
import TestSupport

/// An app the user force-quit (docs/delivery.md, "Force-quit"): iOS does not launch it in the
/// background for a content-available push until the user launches it again; an alert is still
/// shown, and its tap launches the app.
@MainActor
@Suite("Force-quit")
struct ForceQuitTests {
    let genius: AppModel
    let silent = #"{"aps":{"content-available":1},"event_type":"unread_count"}"#
    let alertAndContentAvailable =
        #"{"aps":{"alert":"Alice: hi","badge":2,"content-available":1},"event_type":"new_message","genius":{"conversation_id":42}}"#

    init() throws {
        genius = try fixtureApp("genius")
    }

    @Test func forceQuitIsAStateOfItsOwnThatIsNotRunning() {
        #expect(AppState(rawValue: "force-quit") == .forceQuit)
        #expect(!AppState.forceQuit.isForeground)
        #expect(!AppState.forceQuit.isRunning && !AppState.notRunning.isRunning)
        #expect(AppState.background.isRunning)
    }

    @Test func aSilentPushIsNotDeliveredAndNothingOfTheAppRuns() async throws {
        let report = try await deliver(silent, to: genius, state: .forceQuit)
        #expect(report.outcome == .notLaunched)
        #expect(report.reason?.contains("force-quit") == true)
        #expect(report.observers.isEmpty)
        #expect(report.stateAfter == .forceQuit)
        #expect(report.stackAfter.description.isEmpty)
    }

    @Test func anAlertWithContentAvailableIsShownButTheAppIsNotWoken() async throws {
        let report = try await deliver(alertAndContentAvailable, to: genius, state: .forceQuit, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.badgeAfter == 2)
        #expect(report.observers.isEmpty)
        #expect(report.stateAfter == .forceQuit)
        #expect(report.trace.contains { $0.kind == .launched && $0.detail.contains("does not launch the app in the background") })
    }

    @Test func theTapLaunchesAForceQuitApp() async throws {
        let report = try await deliver(alertAndContentAvailable, to: genius, state: .forceQuit)
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Inbox > Conversation(42)")
        #expect(report.stateAfter == .active)
        #expect(report.trace.contains { $0.kind == .launched && $0.detail == "the tap launches the app: Inbox" })
    }

    @Test func aStackCannotBeGivenForAForceQuitApp() {
        let parsed = DeliveryRequest.checked(.init(state: .forceQuit, stack: "Inbox"), model: genius, names: .options)
        guard case .failure(.stackWhileNotRunning(.forceQuit)) = parsed else {
            Issue.record("a stack was accepted for a force-quit app")
            return
        }
    }

    @Test func variantsAndConditionsSeeNotRunning() {
        #expect(AppState.forceQuit.asSeenByTheApp == .notRunning)
        #expect(AppState.active.asSeenByTheApp == .active)
    }

    @Test func aScenarioAppStaysForceQuitUntilTheUserLaunchesIt() async throws {
        let silentPush = ScenarioAction.push(.inline(Array(silent.utf8)), headers: RequestHeaders(), tap: .none)
        let steps: [ScenarioAction] = [
            .state(.forceQuit), silentPush, .state(.notRunning), silentPush, .state(.active), .state(.notRunning), silentPush,
        ]
        let result = await ScenarioRunner(model: genius).run(
            Scenario(
                source: "t.scenario.json", start: ScenarioStart(state: .active),
                steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) }))
        #expect(result.steps[0].snapshot.state == .forceQuit)
        #expect(result.steps[0].snapshot.visible == nil)
        #expect(result.steps[1].report?.outcome == .notLaunched)
        // The system terminating a force-quit app changes nothing: it is still force-quit.
        #expect(result.steps[2].snapshot.state == .forceQuit)
        #expect(result.steps[3].report?.outcome == .notLaunched)
        #expect(result.steps[4].note == "launched on Inbox")
        // Terminated by the system after the user launched it: the next silent push launches it.
        #expect(result.steps[6].report?.outcome == .background)
        #expect(result.steps[6].snapshot.state == .background)
    }
}

/// An app cannot tell that the user force-quit it, so its model cannot name the state.
@Suite("Force-quit in an app model")
struct ForceQuitModelTests {
    @Test func aVariantCannotNameForceQuit() throws {
        let model = try readRepositoryFile("fixtures/apps/mattermost/pushsim.json")
        let text = model.replacing(#""states": ["active"]"#, with: #""states": ["force-quit"]"#)
        #expect(text != model)
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            Issue.record("a variant naming force-quit was accepted")
        } catch {
            #expect(error.description.contains("\"force-quit\" is not a state the app can see"))
        }
    }
}
