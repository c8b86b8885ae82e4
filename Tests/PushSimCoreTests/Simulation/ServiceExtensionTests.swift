import Testing

@testable import PushSimCore
import TestSupport

/// The app's notification service extension (docs/delivery.md, "Notification service
/// extension"): run only for `mutable-content: 1` with an alert, before anything is presented,
/// in every state; its fetch may fail (the fallback) or outlast the time limit (the original
/// content, or the best attempt); what it delivers is what the rest of the delivery sees.
@MainActor
@Suite("Notification service extension")
struct ServiceExtensionTests {
    static let model = #"""
        {
          "schemaVersion": 2,
          "app": {"name": "Chat"},
          "payload": {"eventTypeKey": "type", "objectIdKey": "message_id"},
          "parameters": {"message": {"key": "message_id"}},
          "state": {"unread": 5},
          "foreground": {"presentation": ["banner", "list", "sound", "badge"]},
          "events": {"message": {"hierarchy": "Home"}, "other": {"hierarchy": "Home"}},
          "screens": {"Home": {}},
          "extensions": {"notificationService": {"rules": [
            {"name": "decrypt", "events": ["message"],
             "load": {"model": "Message", "id": "message", "objects": {"m1": {"from": "Ada", "text": "hi", "room": "r1"}},
                      "missing": ["gone"], "takes": 200, "takesFor": {"slow": 30000}},
             "rewrite": {"title": {"var": "fetched.from"}, "body": {"cat": [{"var": "fetched.from"}, ": ", {"var": "fetched.text"}]},
                         "threadId": {"var": "fetched.room"}, "badge": {"var": "state.unread"}},
             "fallback": {"body": "New message"},
             "onTimeLimit": "bestAttempt"}
          ]}}
        }
        """#

    let chat: AppModel
    let mattermost: AppModel

    init() throws {
        chat = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("chat.json")).model
        mattermost = try fixtureApp("mattermost")
    }

    func push(_ id: String, type: String = "message", aps: String = #""alert":{"body":"(encrypted)"},"badge":1,"mutable-content":1"#) -> String {
        #"{"aps":{\#(aps)},"type":"\#(type)","message_id":"\#(id)"}"#
    }

    @Test func theRewriteIsWhatTheSystemShows() async throws {
        let report = try await deliver(push("m1"), to: chat, state: .background, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.text == "Ada — Ada: hi")
        #expect(report.badgeAfter == 5)
        #expect(report.notification?.threadID == "r1")
        let service = try #require(report.serviceExtension)
        #expect(service.result == .rewritten)
        #expect(service.shown == .rewritten)
        #expect(service.original == NotificationContent(body: "(encrypted)", badge: 1))
        #expect(service.displayed == NotificationContent(title: "Ada", body: "Ada: hi", threadID: "r1", badge: 5))
        #expect(service.fetch == .init(model: "Message", id: "m1", takesMilliseconds: 200))
        #expect(DeliveryText.phrase(report).hasSuffix(#" [service extension: rewritten from "(encrypted)", thread-id none → r1, badge 1 → 5] [badge unset → 5]"#))
    }

    @Test func theNotificationCenterGroupsItByTheRewrittenThread() async throws {
        let report = try await deliver(push("m1"), to: chat, state: .background, tap: TapAction.none)
        #expect(report.trace.contains { $0.kind == .presented && $0.detail.contains("in the group of thread-id r1") })
    }

    @Test func willPresentInTheForegroundSeesTheRewrittenContent() async throws {
        let report = try await deliver(push("m1"), to: chat, state: .active)
        #expect(report.outcome == .presented)
        #expect(report.presentation?.text == "Ada — Ada: hi")
        #expect(report.badgeAfter == 5)
        let steps = report.trace.map(\.kind)
        let extensionStep = try #require(steps.firstIndex(of: .serviceExtension))
        let presentedStep = try #require(steps.firstIndex(of: .presented))
        #expect(extensionStep < presentedStep)
    }

    @Test(arguments: [AppState.notRunning, .forceQuit, .inactive])
    func itRunsWhateverTheAppsState(_ state: AppState) async throws {
        let report = try await deliver(push("m1"), to: chat, state: state, tap: TapAction.none)
        #expect(report.serviceExtension?.result == .rewritten)
        #expect(report.presentation?.text == "Ada — Ada: hi")
    }

    @Test func aFailedFetchShowsTheFallback() async throws {
        let report = try await deliver(push("gone"), to: chat, state: .background, tap: TapAction.none)
        let service = try #require(report.serviceExtension)
        #expect(service.result == .fetchFailed)
        #expect(service.reason == "Message gone does not exist")
        #expect(service.shown == .fallback)
        #expect(report.presentation?.text == "New message")
        #expect(report.badgeAfter == 1)
        #expect(DeliveryText.phrase(report).contains(#"[service extension: fetch failed (Message gone does not exist), its fallback shown instead of "(encrypted)"]"#))
    }

    @Test func pastTheTimeLimitTheBestAttemptOrTheOriginalIsShown() async throws {
        let best = try await deliver(push("slow"), to: chat, state: .background, tap: TapAction.none)
        #expect(best.serviceExtension?.result == .timeLimit)
        #expect(best.serviceExtension?.shown == .bestAttempt)
        #expect(best.presentation?.text == "New message")
        #expect(best.trace.contains { $0.detail.contains("serviceExtensionTimeWillExpire()") })

        let payload = try readRepositoryFile("fixtures/apps/mattermost/payloads/id-loaded-slow.json")
        let original = try await deliver(payload, to: mattermost, state: .background, tap: TapAction.none)
        #expect(original.serviceExtension?.result == .timeLimit)
        #expect(original.serviceExtension?.shown == .original)
        #expect(original.presentation?.text == "You've received a new message.")
        #expect(original.badgeAfter == 3)
    }

    @Test(arguments: [
        #""content-available":1,"mutable-content":1"#, #""badge":4,"mutable-content":1"#, #""sound":"default","mutable-content":1"#,
    ])
    func neverForAPushWithoutAnAlert(_ aps: String) async throws {
        let report = try await deliver(push("m1", aps: aps), to: chat, state: .background)
        #expect(report.serviceExtension?.result == .notRun)
        #expect(report.serviceExtension?.reason?.contains("no alert to display") == true)
        #expect(report.notification?.threadID == nil)
    }

    @Test func notWithoutMutableContentNorForARuleThatDoesNotApply() async throws {
        let plain = try await deliver(push("m1", aps: #""alert":{"body":"(encrypted)"}"#), to: chat, state: .background, tap: TapAction.none)
        #expect(plain.serviceExtension == nil)
        #expect(plain.presentation?.text == "(encrypted)")
        #expect(!plain.trace.contains { $0.kind == .serviceExtension })

        let other = try await deliver(push("m1", type: "other"), to: chat, state: .background, tap: TapAction.none)
        #expect(other.serviceExtension == nil)
        #expect(other.presentation?.text == "(encrypted)")
    }

    @Test func notWhenAlertsAreOffForTheApp() async throws {
        let check = PayloadChecker().check(bytes: Array(push("m1").utf8), source: .path("test.json"))
        let settings = DeviceSettings(focus: false, authorization: NotificationAuthorization(alert: false))
        let report = await DeliverCommand.deliver(check, model: chat, state: .background, stack: nil, tap: TapAction.none, badge: nil, device: settings)
        #expect(report.serviceExtension?.result == .notRun)
        #expect(report.serviceExtension?.reason?.hasPrefix("alerts are off for the app") == true)
    }

    @Test func mattermostIDLoadedPushesTakeTheirTextFromThePostAndTheirBadgeFromTheAppsState() async throws {
        let payload = try readRepositoryFile("fixtures/apps/mattermost/payloads/id-loaded-message.json")
        let running = try await deliver(payload, to: mattermost, state: .background, tap: TapAction.none, badge: 2)
        #expect(running.presentation?.text == "Town Square — are you coming?")
        #expect(running.serviceExtension?.displayed?.badge == nil)
        #expect(running.badgeAfter == 2)
        let notRunning = try await deliver(payload, to: mattermost, state: .notRunning, tap: TapAction.none)
        #expect(notRunning.serviceExtension?.rule == "id-loaded, app not running")
        #expect(notRunning.badgeAfter == 1)
        let unknownServer = try await deliver(
            try readRepositoryFile("fixtures/apps/mattermost/payloads/id-loaded-unknown-server.json"), to: mattermost, state: .background,
            tap: TapAction.none)
        #expect(unknownServer.serviceExtension?.result == .fetchFailed)
        #expect(unknownServer.presentation?.text == "You've received a new message.")
    }

    @Test func theJSONRecordHasTheOriginalAndTheDisplayedContent() async throws {
        let report = try await deliver(push("m1"), to: chat, state: .background, tap: TapAction.none)
        let record = DeliveryJSON.record(report, app: chat)
        let service = try #require(record.objectValue?["serviceExtension"]?.objectValue)
        #expect(service["result"] == .string("rewritten"))
        #expect(service["original"]?.objectValue?["body"] == .string("(encrypted)"))
        #expect(service["displayed"]?.objectValue?["threadId"] == .string("r1"))
        #expect(service["fetch"]?.objectValue?["takes"] == .integer(200))
        let plain = try await deliver(push("m1", type: "other"), to: chat, state: .background, tap: TapAction.none)
        #expect(DeliveryJSON.record(plain, app: chat).objectValue?["serviceExtension"] == nil)
    }

    @Test func aRewrittenBadgeThatIsNotAWholeNumberLeavesItAsItWas() async throws {
        let model = Self.model.replacing(#""badge": {"var": "state.unread"}"#, with: #""badge": "many""#)
        let app = try AppModelLoader.load(bytes: Array(model.utf8), source: .flag("chat.json")).model
        let report = try await deliver(push("m1"), to: app, state: .background, tap: TapAction.none)
        #expect(report.badgeAfter == 1)
        #expect(report.serviceExtension?.problems == [#"badge: "many" is not a whole number ≥ 0; the badge stays as it was"#])
    }
}
