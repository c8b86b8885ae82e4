import Testing
import TestSupport

@testable import PushSimCore

/// One app living through several pushes (`deliver --sequence`, docs/delivery.md, "Several
/// pushes to one app"): the state, stack, badge and delivered list one delivery leaves are
/// where the next arrives.
@Suite("Several pushes to one app")
@MainActor
struct SequenceTests {
    private func check(_ payload: String) -> PayloadCheck {
        PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
    }

    @Test func aTappedPushLeavesTheAppActiveOnItsConversation() async throws {
        let app = SimulatedApp(model: try fixtureApp("genius"))
        try app.launch()
        let first = await app.receive(.push(check(geniusMessage(42))), state: .background)
        #expect(first.outcome == .routed)
        #expect(first.stateAfter == .active)
        // The second push of the conversation finds it open: seed 001's delegate hides it.
        let second = await app.receive(.push(check(geniusMessage(42))), state: first.stateAfter)
        #expect(second.outcome == .suppressed)
        #expect(second.suppressedBy == "Conversation(42)")
        #expect(second.stackBefore.description == "Inbox > Conversation(42)")
    }

    @Test func aBannerNotTappedLeavesTheStateAndStaysDelivered() async throws {
        let app = SimulatedApp(model: try fixtureApp("genius"))
        try app.launch()
        for _ in 1...2 {
            let report = await app.receive(.push(check(geniusMessage(7))), state: .background, tap: TapAction.none)
            #expect(report.outcome == .banner)
            #expect(report.stateAfter == .background)
        }
        #expect(app.delivered.count == 2)
        #expect(app.badge == 3)
    }

    @Test func aContentAvailablePushLaunchesANotRunningAppInTheBackground() async throws {
        let app = SimulatedApp(model: try fixtureApp("genius"))
        let silent = await app.receive(
            .push(check(#"{"aps": {"content-available": 1}, "event_type": "unread_count"}"#)), state: .notRunning)
        #expect(silent.outcome == .background)
        #expect(silent.stateAfter == .background)
        // Already running: the next tap brings it to the front instead of launching it again.
        let tapped = await app.receive(.push(check(geniusMessage(42))), state: silent.stateAfter)
        #expect(tapped.stackBefore.description == "Inbox")
        #expect(!tapped.trace.contains { $0.detail.hasPrefix("the tap launches the app") })
        #expect(tapped.stateAfter == .active)
    }
}
