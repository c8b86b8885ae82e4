import Testing
import TestSupport

@testable import PushSimCore

/// What the app's handlers do, per trigger and state (docs/delivery.md, "Handlers"), with
/// Tests/EndToEndTests/Data/handlers-app.json.
@Suite("Handlers in delivery")
@MainActor
struct HandlerDeliveryTests {
    static func model() throws -> AppModel {
        let path = HandlersModelTests.path
        return try AppModelLoader.load(bytes: Array(try readRepositoryFile(path).utf8), source: .flag(path)).model
    }

    static func message(_ channel: String, contentAvailable: Bool = false, badge: Int = 2, extra: String = "") -> String {
        #"{"aps": {"alert": "hi", "badge": \#(badge)\#(contentAvailable ? #", "content-available": 1"# : ""), "category": "MESSAGE"}, "event_type": "message", "channel_id": "\#(channel)", "mentions": 2\#(extra)}"#
    }

    static let silent = #"{"aps": {"content-available": 1}, "event_type": "message", "channel_id": "c1"}"#

    /// "trigger: summary" for each effect.
    private func effects(_ report: DeliveryReport) -> [String] {
        report.handlerEffects.map { "\($0.label): \($0.summary)" }
    }

    private func check(_ payload: String) -> PayloadCheck {
        PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
    }

    // MARK: Triggers

    @Test func receiveRunsOnlyInTheForeground() async throws {
        let model = try Self.model()
        // Inactive is a foreground state: willPresent runs (docs/delivery.md).
        for state in [AppState.active, .inactive] {
            let report = try await deliver(Self.message("c1"), to: model, state: state)
            #expect(effects(report) == ["receive: badge unset → 6"], "\(state)")
        }
        for state in [AppState.background, .notRunning] {
            let report = try await deliver(Self.message("c1"), to: model, state: state, tap: TapAction.none)
            #expect(report.handlerEffects.isEmpty, "\(state)")
        }
    }

    @Test func receiveRunsWhetherTheNotificationIsSuppressedOrShown() async throws {
        var model = try Self.model()
        model.foregroundPresentation = []
        let report = try await deliver(Self.message("c1"), to: model, state: .active)
        #expect(report.outcome == .suppressed)
        #expect(effects(report) == ["receive: badge unset → 6"])
    }

    @Test func contentAvailableRunsInEveryStateForASilentPush() async throws {
        let model = try Self.model()
        // A force-quit app is not launched for it (ForceQuitTests).
        for state in AppState.allCases where state != .forceQuit {
            let report = try await deliver(Self.silent, to: model, state: state)
            #expect(report.outcome == .background, "\(state)")
            #expect(effects(report) == ["contentAvailable: refreshed Channel c1"], "\(state)")
        }
    }

    @Test func contentAvailableWithAnAlertAlsoWakesTheApp() async throws {
        let model = try Self.model()
        let background = try await deliver(Self.message("c2", contentAvailable: true), to: model, state: .background, tap: TapAction.none)
        #expect(background.outcome == .banner)
        #expect(effects(background) == ["contentAvailable: refreshed Channel c2"])
        #expect(background.observers.map(\.screen) == ["Home"], "the woken app's observers hear of it")
        #expect(background.trace.contains { $0.kind == .launched && $0.detail.hasPrefix("content-available: the app also wakes") })

        let notRunning = try await deliver(Self.message("c2", contentAvailable: true), to: model, state: .notRunning)
        #expect(notRunning.outcome == .routed)
        #expect(effects(notRunning).first == "contentAvailable: refreshed Channel c2")
        #expect(notRunning.trace.filter { $0.kind == .launched }.map(\.detail) == [
            "content-available: the system also launches the app in the background (not if the user force-quit it)",
            "the tap brings the app, launched in the background, to the front: Home",
        ])

        let active = try await deliver(Self.message("c2", contentAvailable: true), to: model, state: .active)
        #expect(effects(active) == ["receive: badge unset → 6", "contentAvailable: refreshed Channel c2"])
    }

    @Test func withoutContentAvailableABackgroundBannerNotTappedReachesNobody() async throws {
        let report = try await deliver(Self.message("c2"), to: try Self.model(), state: .background, tap: TapAction.none)
        #expect(report.observers.isEmpty)
        #expect(report.handlerEffects.isEmpty)
    }

    @Test func tapRunsAfterTheDestinationIsShown() async throws {
        let model = try Self.model()
        let routed = try await deliver(Self.message("c1"), to: model, state: .background, badge: 9)
        #expect(routed.outcome == .routed)
        #expect(effects(routed) == ["tap: cleared 0 delivered", "tap: badge 2 → 0", "tap: posted unread_counts to 2 observers"])
        #expect(routed.badgeAfter == 0)
        let foregroundAction = try await deliver(Self.message("c1"), to: model, state: .background, tap: .action("REPLY"))
        #expect(foregroundAction.outcome == .routed)
        #expect(foregroundAction.handlerEffects.count == 3)
        let handled = try await deliver(
            #"{"aps": {"alert": "hi"}, "event_type": "ping"}"#, to: model, state: .background)
        #expect(handled.outcome == .routed)
        #expect(effects(handled).last == "tap: posted unread_counts to 1 observer")
    }

    /// `opening` runs before the app opens the destination: a push that logs the user out then
    /// shows the login screens (Mattermost's tapped `session` push).
    @Test func openingRunsBeforeTheDestinationIsOpened() async throws {
        let text = try readRepositoryFile(HandlersModelTests.path)
            .replacing(#""foreground": {"#, with: #""session": {"login": "Home"}, "foreground": {"#)
            .replacing(#""receive": [{"setState": {"loggedIn": false}}, {"clearDelivered": {}}],"#, with: #""opening": [{"setState": {"loggedIn": false}}],"#)
        let model = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json")).model
        let report = try await deliver(#"{"aps": {"alert": "Session expired"}, "event_type": "session"}"#, to: model, state: .background)
        #expect(effects(report) == ["opening: state loggedIn = false", ])
        #expect(report.outcome == .loginRequired)
        let notTapped = try await deliver(#"{"aps": {"alert": "Session expired"}, "event_type": "session"}"#, to: model, state: .background, tap: TapAction.none)
        #expect(notTapped.handlerEffects.isEmpty)
    }

    @Test func tapDoesNotRunWhenNothingWasOpened() async throws {
        let model = try Self.model()
        let failed = try await deliver(Self.message("gone"), to: model, state: .background)
        #expect(failed.outcome == .loadFailed)
        #expect(failed.handlerEffects.isEmpty)
        let backgroundAction = try await deliver(Self.message("c1"), to: model, state: .background, tap: .action("READ"))
        #expect(backgroundAction.outcome == .actionHandled)
        #expect(backgroundAction.handlerEffects.isEmpty)
        let notTapped = try await deliver(Self.message("c1"), to: model, state: .active, tap: TapAction.none)
        #expect(!effects(notTapped).contains { $0.hasPrefix("tap:") })
    }

    @Test func theMostSpecificLevelWinsPerTrigger() async throws {
        let model = try Self.model()
        let variant = try await deliver(Self.message("c1", extra: #", "urgent": true"#), to: model, state: .active)
        #expect(effects(variant) == ["receive: badge unset → 99", "receive: posted unread_counts to 1 observer"])
        let event = try await deliver(Self.message("c1"), to: model, state: .active)
        #expect(effects(event) == ["receive: badge unset → 6"])
        let app = try await deliver(#"{"aps": {"alert": "hi"}, "event_type": "ping"}"#, to: model, state: .active)
        #expect(effects(app) == ["receive: posted unread_counts to 1 observer"])
        // The session event declares receive and contentAvailable, not tap: the app's tap runs.
        let session = try await deliver(
            #"{"aps": {"alert": "bye", "badge": 7, "content-available": 1}, "event_type": "session"}"#, to: model, state: .background)
        #expect(effects(session) == [
            "contentAvailable: badge 7 → 7", "tap: cleared 0 delivered", "tap: badge 7 → 0", "tap: posted unread_counts to 1 observer",
        ])
    }

    // MARK: Actions

    @Test func setBadgeReadsThePayloadStateOrAComputedCount() async throws {
        let model = try Self.model()
        let fromState = try await deliver(Self.message("c1"), to: model, state: .active, badge: 1)
        #expect(fromState.badgeAfter == 6, "state.totalMentions 4 + mentions 2")
        let fromPayload = try await deliver(
            #"{"aps": {"alert": "bye", "badge": 7, "content-available": 1}, "event_type": "session"}"#, to: model, state: .active, badge: 1)
        #expect(effects(fromPayload).contains("contentAvailable: badge 1 → 7"))
        #expect(fromPayload.badgeAfter == 7)
    }

    @Test func aBadgeThatIsNotAWholeNumberLeavesTheBadgeAlone() async throws {
        let model = try Self.model()
        let report = try await deliver(#"{"aps": {"alert": "bye", "content-available": 1}, "event_type": "session"}"#, to: model, state: .active, badge: 3)
        #expect(effects(report).contains("contentAvailable: badge stays 3: null is not a whole number ≥ 0"))
        #expect(report.badgeAfter == 3)
        #expect(SimulatedApp.badgeNumber(.real(2.0)) == 2)
        #expect(SimulatedApp.badgeNumber(.real(2.5)) == nil)
        #expect(SimulatedApp.badgeNumber(.integer(-1)) == nil)
        #expect(SimulatedApp.badgeNumber(.string("12")) == 12)
        #expect(SimulatedApp.badgeNumber(.bool(true)) == nil)
    }

    @Test func setStateChangesTheAppsState() async throws {
        let app = SimulatedApp(model: try Self.model())
        try app.launch()
        let report = await app.receive(.push(check(#"{"aps": {"alert": "bye"}, "event_type": "session"}"#)), state: .active)
        #expect(effects(report) == ["receive: state loggedIn = false", "receive: cleared 0 delivered"])
        #expect(app.state["loggedIn"] == .bool(false))
    }

    @Test func refreshFailsForAMissingObjectWithoutFailingTheDelivery() async throws {
        let report = try await deliver(
            #"{"aps": {"content-available": 1}, "event_type": "message", "channel_id": "gone"}"#, to: try Self.model(), state: .background)
        #expect(report.outcome == .background)
        #expect(effects(report) == ["contentAvailable: refresh of Channel gone failed: Channel gone does not exist"])
        let noID = try await deliver(#"{"aps": {"content-available": 1}, "event_type": "ping"}"#, to: try Self.model(), state: .background)
        #expect(effects(noID) == ["contentAvailable: refresh of Channel failed: Channel needs an object id to load"])
    }

    @Test func postTellsTheScreensThatObserveIt() async throws {
        let report = try await deliver(Self.message("c1"), to: try Self.model(), state: .background)
        // "was received" reached Home; the tap's post reached Home and the new Channel(c1).
        #expect(report.observers.map(\.screen) == ["Home", "Home", "Channel(c1)"])
        #expect(report.trace.contains { $0.kind == .handler && $0.detail == "tap: post: posted unread_counts to 2 observers" })
    }

    // MARK: The delivered list

    @Test func theDeliveredListHoldsWhatTheSystemShowedUntilItIsOpened() async throws {
        let app = SimulatedApp(model: try Self.model())
        try app.launch()
        _ = await app.receive(.push(check(Self.message("c1"))), state: .background, tap: TapAction.none)
        _ = await app.receive(.push(check(Self.message("c2"))), state: .background, tap: TapAction.none)
        _ = await app.receive(.push(check(Self.message("c1"))), state: .active, tap: TapAction.none)
        #expect(app.delivered.count == 3, "two banners, and a willPresent answer with banner and list")
        // Opened: it leaves the list, then the tap clears the other c1 and counts what is left.
        let opened = await app.receive(.push(check(Self.message("c1"))), state: .background, tap: .default)
        #expect(effects(opened) == ["tap: cleared 2 delivered", "tap: badge 2 → 1", "tap: posted unread_counts to 2 observers"])
        #expect(app.delivered.entries.elements.map(\.notification.parameters["channel"]) == ["c2"])
    }

    @Test func clearDeliveredAsksItsConditionOfEachDeliveredNotification() async throws {
        var model = try Self.model()
        model.handlers.actions[.tap] = [
            .clearDelivered(matching: [], when: .compare(.greater, .variable(.payload(KeyPath([.key("aps"), .key("badge")])), fallback: nil), .literal(3)))
        ]
        let app = SimulatedApp(model: model)
        try app.launch()
        _ = await app.receive(.push(check(Self.message("c1", badge: 2))), state: .background, tap: TapAction.none)
        _ = await app.receive(.push(check(Self.message("c2", badge: 5))), state: .background, tap: TapAction.none)
        let report = await app.receive(.push(check(Self.message("c3", badge: 1))), state: .background, tap: .default)
        #expect(effects(report) == ["tap: cleared 1 delivered"])
        #expect(app.delivered.entries.elements.map(\.notification.parameters["channel"]) == ["c1"])
    }

    @Test func aToastOrASuppressedPushIsNotDelivered() async throws {
        let genius = SimulatedApp(model: try fixtureApp("genius"))
        try genius.launch()
        _ = await genius.receive(.push(check(geniusMessage(7))), state: .active)
        #expect(genius.delivered.count == 0, "the app's own toast is not in Notification Center")
        var model = try Self.model()
        model.foregroundPresentation = [.sound]
        let app = SimulatedApp(model: model)
        try app.launch()
        _ = await app.receive(.push(check(Self.message("c1"))), state: .active)
        #expect(app.delivered.count == 0, "willPresent without banner or list")
    }

    // MARK: Reports

    @Test func reportsSayWhatHandlersDid() async throws {
        let model = try Self.model()
        let report = try await deliver(Self.message("c1"), to: model, state: .background, badge: 9)
        // The system set the payload's 2 first: the net change follows the handlers' (docs/outcomes.md, "What changed").
        #expect(DeliveryText.phrase(report) == "routed Home > Channel(c1) [tap: cleared 0 delivered, badge 2 → 0, posted unread_counts to 2 observers] [badge 9 → 0]")
        let record = DeliveryJSON.record(report, app: model)
        let handlers = try #require(record.objectValue?["handlers"]?.arrayValue)
        #expect(handlers[1] == ["on": "tap", "do": "setBadge", "result": "badge 2 → 0", "badge": 0, "applied": true])
        #expect(handlers[0].objectValue?["cleared"] == .integer(0))
        #expect(record.objectValue?["badgeAfter"] == .integer(0))
        #expect(ReplayActual.values(report)["handlers"] == ["tap: cleared 0 delivered", "tap: badge 2 → 0", "tap: posted unread_counts to 2 observers"])
        #expect(ReplayActual.expectations(report)["handlers"] != nil)
    }

    @Test func aModelWithoutHandlersReportsAsBefore() async throws {
        let genius = try fixtureApp("genius")
        let report = try await deliver(geniusMessage(42), to: genius, state: .background)
        // No handlers' bracket; the badge the system set is on the line as any change is.
        #expect(DeliveryText.phrase(report) == "routed Inbox > Conversation(42) [badge unset → 3]")
        #expect(DeliveryJSON.record(report, app: genius).objectValue?["handlers"] == nil)
        #expect(ReplayActual.expectations(report)["handlers"] == nil)
    }
}
