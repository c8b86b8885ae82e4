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
        let report = await SimulatedApp.deliver(check, model: chat, state: .background, stack: nil, tap: TapAction.none, badge: nil, device: settings)
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

    /// A model whose extension takes the badge from the payload's own count, as an
    /// end-to-end-encrypted chat app's pushes carry only ids and an `unread_count` (issue 27).
    static let badgeFromPayload = #"""
        {
          "schemaVersion": 2,
          "app": {"name": "Crypt"},
          "payload": {"eventTypeKey": "type", "objectIdKey": "room_id"},
          "parameters": {"room": {"key": "room_id"}},
          "events": {"msg": {"hierarchy": "Home > Room(:room)"}},
          "screens": {"Home": {}, "Room": {}},
          "launch": {"stack": "Home"},
          "extensions": {"notificationService": {"rules": [{"name": "unread", "rewrite": {"badge": {"var": "payload.unread_count"}}}]}}
        }
        """#
    static let idOnlyPush = #"{"aps":{"alert":"hi","mutable-content":1},"type":"msg","room_id":"r1","unread_count":3}"#

    /// iOS shows "the content the system displays to the user" that the extension hands back
    /// (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)),
    /// badge included ("the number that your app's icon displays",
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/badge):
    /// a push that arrives without a badge gets the one the extension sets, outside the
    /// foreground as in it (issue 27, item 1).
    @Test(arguments: [AppState.background, .notRunning, .forceQuit])
    func aBadgeTheExtensionSetsIsAppliedOutsideTheForeground(_ state: AppState) async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.badgeFromPayload.utf8), source: .flag("crypt.json")).model
        let report = try await deliver(Self.idOnlyPush, to: model, state: state, tap: TapAction.none, badge: 1)
        #expect(report.serviceExtension?.displayed?.badge == 3)
        #expect(report.badgeBefore == 1)
        #expect(report.badgeAfter == 3)
        let steps = report.trace.map { "\($0.kind.rawValue): \($0.detail)" }
        let extensionStep = try #require(steps.firstIndex { $0.hasPrefix("extension: content:") })
        let badgeStep = try #require(steps.firstIndex(of: "badge: badge 1 → 3"))
        #expect(extensionStep < badgeStep)
    }

    /// The same in the foreground: with `.badge` in the answer the extension's badge is applied;
    /// an app that answers with no options leaves it, and says whose badge it did not apply.
    @Test func inTheForegroundTheExtensionsBadgeIsWhatWillPresentsBadgeOptionApplies() async throws {
        let presenting = Self.badgeFromPayload.replacing(#""launch""#, with: #""foreground": {"presentation": ["banner", "badge"]}, "launch""#)
        let model = try AppModelLoader.load(bytes: Array(presenting.utf8), source: .flag("crypt.json")).model
        let shown = try await deliver(Self.idOnlyPush, to: model, state: .active, badge: 1)
        #expect(shown.badgeAfter == 3)
        let toastOnly = try AppModelLoader.load(bytes: Array(Self.badgeFromPayload.utf8), source: .flag("crypt.json")).model
        let toast = try await deliver(Self.idOnlyPush, to: toastOnly, state: .active, badge: 1)
        #expect(toast.badgeAfter == 1)
        #expect(toast.trace.contains { $0.kind == .badge && $0.detail.contains("the service extension's badge 3 is not applied") })
    }

    /// A badge the extension removes (`null`) is not applied, and a badge only the extension
    /// sets is one the user's "badges off" setting withholds.
    @Test func theBadgeSettingAppliesToTheExtensionsBadge() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.badgeFromPayload.utf8), source: .flag("crypt.json")).model
        let check = PayloadChecker().check(bytes: Array(Self.idOnlyPush.utf8), source: .path("test.json"))
        let settings = DeviceSettings(focus: false, authorization: NotificationAuthorization(badge: false))
        let report = await SimulatedApp.deliver(check, model: model, state: .background, stack: nil, tap: TapAction.none, badge: 1, device: settings)
        #expect(report.badgeAfter == 1)
        #expect(report.reason == "banner, no badge (badges off in Settings)")
    }

    /// "You may also modify the alert text as long as you don't remove it. If the content object
    /// doesn't contain any alert text, the system ignores your modifications and delivers the
    /// original notification content"
    /// (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)):
    /// its badge included.
    @Test func contentWithoutAlertTextIsIgnoredWithItsBadge() async throws {
        let blanking = Self.badgeFromPayload.replacing(#"{"badge": {"var": "payload.unread_count"}}"#, with: #"{"body": null, "badge": 9}"#)
        let model = try AppModelLoader.load(bytes: Array(blanking.utf8), source: .flag("crypt.json")).model
        let report = try await deliver(
            #"{"aps":{"alert":"hi","mutable-content":1,"badge":2},"type":"msg","room_id":"r1"}"#, to: model, state: .background, tap: TapAction.none,
            badge: 1)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.text == "hi")
        #expect(report.badgeAfter == 2)
        let service = try #require(report.serviceExtension)
        #expect(service.shown == .original)
        #expect(service.displayed == service.original)
        #expect(service.problems == ["the content it delivered has no alert text: iOS ignores its changes and shows the content as it arrived"])
        #expect(DeliveryText.phrase(report).contains(#"[service extension: delivered no alert text, ignored: the original content shown]"#))
        // The payload's badge, which the ignored content could not change, is the change the line ends with.
        #expect(DeliveryText.phrase(report).hasSuffix("[badge 1 → 2]"))
    }
}
