import Testing

@testable import PushSimCore

/// In the foreground the badge changes only if the app's `willPresent` answer includes `.badge`
/// (docs/delivery.md, "Badge"). The seeds' push center (a version 1 model) draws its own toast
/// or suppresses, and so answers with no options: the badge stays as it was.
@MainActor
@Suite("The badge in the foreground")
struct ForegroundBadgeTests {
    let genius: AppModel

    init() throws {
        genius = try fixtureApp("genius")
    }

    @Test(arguments: [AppState.active, .inactive])
    func theSeedsToastLeavesTheBadgeAsItWas(state: AppState) async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: state, stack: "Inbox > Conversation(7)", badge: 1)
        #expect(report.outcome == .toast)
        #expect(report.badgeAfter == 1)
        #expect(!report.trace.contains { $0.kind == .badge && $0.detail.contains("→") })
        #expect(report.trace.contains { $0.kind == .badge && $0.detail.hasPrefix("badge stays 1: ") })
    }

    @Test(arguments: [AppState.active, .inactive])
    func aSuppressedNotificationLeavesTheBadgeAsItWas(state: AppState) async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: state, stack: "Inbox > Conversation(42)", badge: 1)
        #expect(report.outcome == .suppressed)
        #expect(report.badgeAfter == 1)
    }

    @Test func aBadgeOnlyPushInTheForegroundLeavesTheBadgeToo() async throws {
        let report = try await deliver(#"{"aps":{"badge":4}}"#, to: genius, state: .active, badge: 2)
        #expect(report.outcome == .noAlert)
        #expect(report.badgeAfter == 2)
        let unset = try await deliver(#"{"aps":{"badge":4,"content-available":1}}"#, to: genius, state: .inactive)
        #expect(unset.badgeAfter == nil)
    }

    @Test func inTheBackgroundTheSystemStillAppliesIt() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .background, tap: TapAction.none, badge: 1)
        #expect(report.badgeAfter == 3)
    }
}
