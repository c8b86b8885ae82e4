import Testing

@testable import PushSimCore
import TestSupport

/// A version 3 model's notification service extension as a full handler (docs/delivery.md,
/// "Notification service extension"): everything after it reads the content it delivered —
/// the route, the category's actions, the sound, the interruption level, the variant — and what
/// it fetched; it may discard the notification or report a VoIP call (the filtering
/// entitlement), run the app's handler actions, and add attachments within Apple's limits.
@MainActor
@Suite("Notification service extension, version 3")
struct ServiceExtensionVersion3Tests {
    static let model = #"""
        {
          "schemaVersion": 3,
          "app": {"name": "Crypt"},
          "payload": {"eventTypeKey": "type", "objectIdKey": "room_id"},
          "parameters": {"room": {"key": "room_id"}, "eventId": {"key": "event_id"}},
          "state": {"lastEvent": null},
          "entitlements": {"filtering": true},
          "categories": {"MESSAGE": {"actions": [{"id": "MARK_READ", "title": "Mark as read"}]}},
          "events": {
            "msg": {"hierarchy": "Rooms > Room(:room)",
                    "variants": [{"name": "mention", "when": {"var": "fetched.mention"}, "states": ["background", "not-running"]}, {"name": "plain"}]},
            "call": {"hierarchy": "Rooms"},
            "other": {"hierarchy": "Rooms"}
          },
          "screens": {"Rooms": {}, "Room": {}},
          "launch": {"stack": "Rooms"},
          "extensions": {"notificationService": {"rules": [
            {"name": "call", "events": ["call"], "reportVoIPCall": true, "rewrite": {}},
            {"name": "decrypt", "events": ["msg"],
             "load": {"model": "Event", "id": "eventId", "objects": {
               "e1": {"sender": "Ada", "body": "see you at 6", "room": "r2", "mention": true},
               "e2": {"sender": "Bob", "body": "ok", "room": "r3", "mention": false},
               "gone": {"redacted": true}}},
             "discard": {"var": "fetched.redacted"},
             "handlers": [{"setState": {"lastEvent": {"var": "payload.event_id"}}}, {"setBadge": 7}],
             "rewrite": {"title": {"var": "fetched.sender"}, "body": {"var": "fetched.body"}, "category": "MESSAGE", "sound": "ping.caf",
                         "interruptionLevel": "time-sensitive", "relevanceScore": 0.8, "targetContentId": {"var": "fetched.room"},
                         "userInfo": {"room_id": {"var": "fetched.room"}, "meta.decrypted": true},
                         "attachments": [
                           {"url": "https://example.com/a.jpg", "type": "image", "bytes": 12000000},
                           {"url": "https://example.com/a.m4a", "type": "audio", "bytes": 4000},
                           {"url": "https://example.com/a.mp4", "type": "video", "bytes": 1000, "download": "fails"}]}}
          ]}}
        }
        """#

    let crypt: AppModel
    let withoutEntitlement: AppModel

    init() throws {
        crypt = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("crypt.json")).model
        let plain = Self.model.replacing(#""entitlements": {"filtering": true},"#, with: "")
        withoutEntitlement = try AppModelLoader.load(bytes: Array(plain.utf8), source: .flag("crypt.json")).model
    }

    func push(_ event: String, type: String = "msg", room: String = "r1") -> String {
        #"{"aps":{"alert":{"body":"(encrypted)"},"badge":1,"mutable-content":1},"type":"\#(type)","room_id":"\#(room)","event_id":"\#(event)"}"#
    }

    @Test func aKeyTheExtensionSetSteersTheTapsRoute() async throws {
        let report = try await deliver(push("e1"), to: crypt, state: .background, tap: .default)
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Rooms > Room(r2)")
        #expect(report.notification?.objectID == "r2")
        #expect(report.notification?.parameters["room"] == "r2")
        #expect(report.serviceExtension?.userInfo.map(\.path) == ["room_id", "meta.decrypted"])
    }

    @Test func theCategoryItSetDecidesTheActions() async throws {
        let report = try await deliver(push("e1"), to: crypt, state: .background, tap: .action("MARK_READ"))
        #expect(report.outcome == .actionHandled)
        #expect(report.notification?.category == "MESSAGE")
        let plain = try await deliver(push("e1", type: "other"), to: crypt, state: .background, tap: .action("MARK_READ"))
        #expect(plain.outcome == .unknownAction)
    }

    @Test func theSystemShowsItsSoundInterruptionLevelAndTarget() async throws {
        let report = try await deliver(push("e1"), to: crypt, state: .background, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.text == "Ada — see you at 6")
        #expect(report.presentation?.sound == "ping.caf")
        #expect(report.presentation?.category == "MESSAGE")
        #expect(report.notification?.targetContentID == "r2")
        #expect(report.notification?.relevanceScore == 0.8)
        let displayed = try #require(report.serviceExtension?.displayed)
        #expect(displayed.interruptionLevel == "time-sensitive")
        #expect(displayed.sound == "ping.caf")
        #expect(report.serviceExtension?.summary.contains("sound none → ping.caf") == true)
    }

    @Test func whatItFetchedChoosesTheVariant() async throws {
        let mention = try await deliver(push("e1"), to: crypt, state: .background, tap: TapAction.none)
        #expect(mention.notification?.variant == "mention")
        #expect(mention.notification?.context?.fetched?.value(at: KeyPath(parsing: "sender")!) == "Ada")
        let plain = try await deliver(push("e2"), to: crypt, state: .background, tap: TapAction.none)
        #expect(plain.notification?.variant == "plain")
        // Nothing fetched: fetched is null, and the variant that reads it does not apply.
        let unfetched = try await deliver(push("e9", type: "other"), to: crypt, state: .background, tap: TapAction.none)
        #expect(unfetched.notification?.context?.fetched == nil)
    }

    @Test func aDiscardWithTheFilteringEntitlementShowsNothing() async throws {
        let report = try await deliver(push("gone"), to: crypt, state: .background)
        #expect(report.outcome == .discarded)
        #expect(report.presentation == nil)
        #expect(report.serviceExtension?.result == .discarded)
        #expect(report.serviceExtension?.filtered == true)
        #expect(report.stackAfter.description == "Rooms")
        #expect(report.badgeAfter == 7)
    }

    @Test func aDiscardWithoutTheEntitlementShowsTheOriginalContent() async throws {
        let report = try await deliver(push("gone"), to: withoutEntitlement, state: .background, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.text == "(encrypted)")
        let service = try #require(report.serviceExtension)
        #expect(service.result == .discarded)
        #expect(service.shown == .original)
        #expect(service.problems.contains { $0.contains("com.apple.developer.usernotifications.filtering") })
    }

    @Test func aVoIPCallIsReportedInsteadOfShown() async throws {
        let report = try await deliver(push("c1", type: "call"), to: crypt, state: .background)
        #expect(report.outcome == .voipCall)
        #expect(report.presentation == nil)
        #expect(report.serviceExtension?.result == .voipCall)
        #expect(report.trace.contains { $0.detail.contains("CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)") })
        let refused = try await deliver(push("c1", type: "call"), to: withoutEntitlement, state: .background, tap: TapAction.none)
        #expect(refused.outcome == .banner)
        #expect(refused.serviceExtension?.problems.first?.contains("missingNotificationFilteringEntitlement") == true)
    }

    @Test func itsHandlersRunAndAreReportedInItsPart() async throws {
        let report = try await deliver(push("e1"), to: crypt, state: .background, tap: TapAction.none)
        let effects = try #require(report.serviceExtension?.handlerEffects)
        #expect(effects.map(\.summary) == [#"state lastEvent = "e1""#, "badge unset → 7"])
        #expect(report.handlerEffects.isEmpty)
        // The system then applies the badge of the content it delivered.
        #expect(report.badgeAfter == 1)
        #expect(DeliveryText.phrase(report).contains(#"; setState: state lastEvent = "e1"; setBadge: badge unset → 7]"#))
    }

    @Test func anAttachmentOverItsLimitOrNotDownloadedIsDropped() async throws {
        let report = try await deliver(push("e1"), to: crypt, state: .background, tap: TapAction.none)
        let attachments = try #require(report.serviceExtension?.attachments)
        #expect(attachments.map(\.attached) == [false, true, false])
        #expect(attachments[0].dropped == "12000000 bytes is over the 10 MB limit for image attachments")
        #expect(attachments[2].dropped == "the download failed")
        #expect(report.outcome == .banner)
    }

    @Test(arguments: [(AppState.active, "presented"), (.background, "banner")])
    func theExtensionRunsBeforeTheAppInEveryState(_ state: AppState, _ outcome: String) async throws {
        let report = try await deliver(push("e2"), to: crypt, state: state, tap: TapAction.none)
        #expect(report.outcome.rawValue == outcome || report.outcome == .toast)
        #expect(report.presentation?.text == "Bob — ok")
    }

    @Test func contentWithoutAlertTextIsIgnoredAndThePayloadAsItArrivedRoutes() async throws {
        // "e9" is not among the objects: it loads with no fields, so the rewrite removes the
        // title, the body and room_id; iOS ignores content without alert text, all of it.
        let report = try await deliver(push("e9"), to: crypt, state: .background, tap: .default)
        #expect(report.serviceExtension?.result == .rewritten)
        #expect(report.serviceExtension?.shown == .original)
        #expect(report.presentation?.text == "(encrypted)")
        #expect(report.stackAfter.description == "Rooms > Room(r1)")
    }

    /// The rule with a fallback, a slow id and a missing one; and a rule that renames the event.
    static let withFallback = model.replacing(
        #""discard": {"var": "fetched.redacted"},"#,
        with: #""discard": {"var": "fetched.redacted"}, "fallback": {"body": "New message", "category": "MESSAGE", "userInfo": {"room_id": "r9"}}, "onTimeLimit": "bestAttempt","#
    ).replacing(#""gone": {"redacted": true}}"#, with: #""gone": {"redacted": true}}, "missing": ["lost"], "takesFor": {"slow": 30000}"#)
        .replacing(
            #"{"name": "call", "events": ["call"], "reportVoIPCall": true, "rewrite": {}},"#,
            with: #"{"name": "call", "events": ["call"], "reportVoIPCall": true, "rewrite": {}}, {"name": "rename", "events": ["other"], "rewrite": {"userInfo": {"type": "gone_event"}}},"#)

    @Test func aFailedFetchOrTheTimeLimitDeliverTheFallbackWhichTheAppReads() async throws {
        let app = try AppModelLoader.load(bytes: Array(Self.withFallback.utf8), source: .flag("crypt.json")).model
        for id in ["lost", "slow"] {
            let report = try await deliver(push(id), to: app, state: .background, tap: .default)
            #expect(report.serviceExtension?.result == (id == "lost" ? .fetchFailed : .timeLimit))
            #expect(report.presentation?.text == "New message")
            #expect(report.notification?.category == "MESSAGE")
            // The fallback's room is where the tap goes; nothing was fetched.
            #expect(report.stackAfter.description == "Rooms > Room(r9)")
            #expect(report.notification?.context?.fetched == nil)
            #expect(report.notification?.variant == "plain")
            // Its handlers run only once the fetch succeeded.
            #expect(report.serviceExtension?.handlerEffects.isEmpty == true)
        }
    }

    @Test func anEventTheExtensionSetsThatTheAppDoesNotKnowIsAnUnknownEvent() async throws {
        let app = try AppModelLoader.load(bytes: Array(Self.withFallback.utf8), source: .flag("crypt.json")).model
        let report = try await deliver(push("e1", type: "other"), to: app, state: .background, tap: .default)
        #expect(report.notification?.eventName == "gone_event")
        #expect(report.outcome == .unknownEvent)
    }

    @Test func theAppsHandlersReadWhatItFetched() async throws {
        let text = Self.model.replacing(#""state": {"lastEvent": null},"#, with: #""state": {"lastEvent": null, "lastSender": null}, "handlers": {"tap": [{"setState": {"lastSender": {"var": "fetched.sender"}}}]},"#)
        let app = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("crypt.json")).model
        let report = try await deliver(push("e1"), to: app, state: .background, tap: .default)
        #expect(report.handlerEffects.map(\.summary) == [#"state lastSender = "Ada""#])
        let nothing = try await deliver(push("e1", type: "other"), to: app, state: .background, tap: .default)
        #expect(nothing.handlerEffects.map(\.summary) == ["state lastSender = null"])
    }
}
