import Testing
import TestSupport

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

    /// The app's code in `willPresent` (its `receive` handlers) runs before it calls the
    /// completion handler; the system applies the answer's options — `.badge`: "Apply the
    /// notification's badge value to the app's icon"
    /// (https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/badge)
    /// — only once it has the answer. So the payload's badge replaces the count the handler set,
    /// and the trace says so in that order (docs/delivery.md, "Badge"; issue 27, item 8).
    static let counting = #"""
        {
          "schemaVersion": 2,
          "app": {"name": "Chat"},
          "payload": {"eventTypeKey": "type"},
          "state": {"unread": 6},
          "foreground": {"presentation": ["banner", "list", "badge"]},
          "handlers": {"receive": [{"setBadge": {"var": "state.unread"}}], "contentAvailable": [{"setBadge": 7}]},
          "events": {"message": {"hierarchy": "Home"}},
          "screens": {"Home": {}},
          "launch": {"stack": "Home"}
        }
        """#

    @Test func thePayloadsBadgeIsAppliedAfterTheCodeInWillPresent() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.counting.utf8), source: .flag("chat.json")).model
        let report = try await deliver(#"{"aps":{"alert":"hi","badge":2},"type":"message"}"#, to: model, state: .active)
        #expect(report.badgeAfter == 2)
        let steps = report.trace.map { "\($0.kind.rawValue): \($0.detail)" }
        let handler = try #require(steps.firstIndex(of: "handler: receive: setBadge: badge unset → 6"))
        let answer = try #require(steps.firstIndex { $0.hasPrefix("presented: willPresent answers [banner, list, badge]") })
        let badge = try #require(
            steps.firstIndex(
                of:
                    "badge: badge 6 → 2: the system applies willPresent's badge option after the app's code has run and called the completion handler: the payload's badge replaces the 6 the app set"
            ))
        #expect(handler < answer)
        #expect(answer < badge)
    }

    /// An answer without `.badge` leaves what the handler set, and says whose badge it did not apply.
    @Test func withoutTheBadgeOptionTheHandlersCountStays() async throws {
        let text = Self.counting.replacing(#"["banner", "list", "badge"]"#, with: #"["banner", "list"]"#)
        let model = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("chat.json")).model
        let report = try await deliver(#"{"aps":{"alert":"hi","badge":2},"type":"message"}"#, to: model, state: .active)
        #expect(report.badgeAfter == 6)
        #expect(report.trace.last { $0.kind == .badge }?.detail == "badge stays 6: willPresent's answer has no badge option, so the payload's badge 2 is not applied")
    }

    /// A badge-only push asks willPresent too: the same order, and the step says what the badge
    /// was just before the system applied it, not what it was before the push.
    @Test func aBadgeOnlyPushNamesTheBadgeTheHandlersLeft() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.counting.utf8), source: .flag("chat.json")).model
        let report = try await deliver(#"{"aps":{"badge":2,"content-available":1},"type":"message"}"#, to: model, state: .active, badge: 5)
        #expect(report.badgeAfter == 2)
        #expect(report.trace.last { $0.kind == .badge }?.detail.hasPrefix("badge 7 → 2: ") == true)
    }

    /// With badges off in Settings the `.badge` option applies nothing in the foreground either:
    /// "badgeSetting", whether badges appear on the app's icon
    /// (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting);
    /// docs/delivery.md, "Authorization and the user's settings".
    @Test func withBadgesOffTheBadgeOptionAppliesNothing() async throws {
        let mattermost = try fixtureApp("mattermost")
        let payload = try readRepositoryFile("fixtures/apps/mattermost/payloads/channel-message-foreground.json")
        let check = PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
        let settings = DeviceSettings(focus: false, authorization: NotificationAuthorization(badge: false))
        let report = await SimulatedApp.deliver(check, model: mattermost, state: .active, stack: nil, tap: nil, badge: 1, device: settings)
        #expect(report.presentationOptions == [.sound, .badge])
        #expect(report.badgeAfter == 1)
        #expect(report.trace.last { $0.kind == .badge }?.detail == "badge stays 1: badges are off in Settings, so willPresent's badge option applies nothing")
    }
}
