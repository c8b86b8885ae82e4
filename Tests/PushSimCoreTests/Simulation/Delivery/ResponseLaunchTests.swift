@testable import PushSimCore
import Testing

/// What the user's response does to an app that is not running (docs/delivery.md, "Taps and
/// actions"): only a response that reaches the app launches it, and the report says where it
/// then runs.
@MainActor
@Suite struct ResponseLaunchTests {
    let genius: AppModel

    init() throws { genius = try fixtureApp("genius") }

    /// Genius's MESSAGE category has a custom dismiss action and the background action
    /// MARK_READ; FOLLOW has neither (fixtures/apps/genius/pushsim.json).
    @Test(arguments: [
        (geniusMessage(42), TapAction.default, AppState.active, "Inbox > Conversation(42)"),
        (geniusMessage(42), .action("MARK_READ", text: nil), .background, "Inbox"),
        (geniusMessage(42), .dismiss, .background, "Inbox"),
        (geniusMessage(42), .action("ARCHIVE", text: nil), .notRunning, ""),
        (#"{"aps":{"alert":"Carol started following you","category":"FOLLOW"},"event_type":"new_follower","genius":{"conversation_id":"carol"}}"#, .dismiss, .notRunning, ""),
    ])
    func aResponseLaunchesTheAppOnlyWhenItReachesIt(payload: String, tap: TapAction, stateAfter: AppState, stackAfter: String) async throws {
        let report = try await deliver(payload, to: genius, state: .notRunning, tap: tap)
        #expect(report.stateAfter == stateAfter, "\(tap)")
        #expect(report.stackAfter.description == stackAfter, "\(tap)")
        #expect(report.trace.contains { $0.kind == .launched } == (stateAfter != .notRunning), "\(tap)")
    }
}
