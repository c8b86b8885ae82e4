import Testing

@testable import PushSimCore
import TestSupport

/// A version 3 service extension that donates an `INSendMessageIntent` and delivers
/// `content.updating(from:)` (docs/app-model.md, "Version 3"; docs/preview.md,
/// "Communication notifications"): iOS draws the sender's name in the title's place, a group's
/// name above it, and only for an app with the Communication Notifications capability.
@MainActor
@Suite("Communication notifications: the sender a service extension donates")
struct CommunicationNotificationTests {
    static let model = #"""
        {
          "schemaVersion": 3,
          "app": {"name": "Chat"},
          "payload": {"eventTypeKey": "type", "objectIdKey": "room_id"},
          "parameters": {"room": {"key": "room_id"}, "postId": {"key": "post_id"}},
          "entitlements": {"communication": true},
          "events": {"msg": {"hierarchy": "Rooms > Room(:room)"}},
          "screens": {"Rooms": {}, "Room": {}},
          "launch": {"stack": "Rooms"},
          "extensions": {"notificationService": {"rules": [
            {"name": "intent", "events": ["msg"],
             "load": {"model": "Post", "id": "postId", "missing": ["gone"], "objects": {
               "p1": {"from": "Ada Lovelace", "text": "see you at 6"},
               "p2": {"from": "Bob", "group": "Engines", "text": "ok"},
               "p3": {"from": "", "text": "?"},
               "p4": {"group": "Engines", "text": "no sender"},
               "p5": {"from": "Ada", "group": "The Analytical Engine Society of Greater London and the Home Counties", "text": "minutes"}}},
             "rewrite": {"body": {"var": "fetched.text"}, "sender": {"var": "fetched.from"}, "group": {"var": "fetched.group"}},
             "fallback": {"body": "New message"}}
          ]}}
        }
        """#

    let chat: AppModel

    init() throws {
        chat = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("chat.json")).model
    }

    func push(_ post: String) -> String {
        #"{"aps":{"alert":{"title":"Chat","subtitle":"a new message","body":"(encrypted)"},"mutable-content":1},"type":"msg","room_id":"r1","post_id":"\#(post)"}"#
    }

    @Test func theSendersNameIsDrawnInTheTitlesPlaceAndTheSubtitleIsNot() async throws {
        let report = try await deliver(push("p1"), to: chat, state: .background, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.communication == CommunicationIntent(sender: "Ada Lovelace"))
        #expect(report.presentation?.title == "Ada Lovelace")
        #expect(report.presentation?.subtitle == nil)
        #expect(report.presentation?.text == "Ada Lovelace — see you at 6")
        let displayed = try #require(report.serviceExtension?.displayed)
        #expect(displayed.sender == "Ada Lovelace")
        #expect(displayed.group == nil)
        #expect(report.serviceExtension?.summary.contains(#"sender none → "Ada Lovelace""#) == true)
    }

    @Test func aGroupsNameIsTheTitleAndTheSenderIsUnderIt() async throws {
        let report = try await deliver(push("p2"), to: chat, state: .background, tap: TapAction.none)
        #expect(report.presentation?.title == "Engines")
        #expect(report.presentation?.subtitle == "Bob")
        #expect(report.serviceExtension?.displayed?.group == "Engines")
    }

    @Test func withoutTheCapabilityItIsARegularNotification() async throws {
        let plain = try AppModelLoader.load(
            bytes: Array(Self.model.replacing(#""entitlements": {"communication": true},"#, with: "").utf8), source: .flag("chat.json")
        ).model
        let report = try await deliver(push("p1"), to: plain, state: .background, tap: TapAction.none)
        #expect(report.presentation?.communication == nil)
        #expect(report.presentation?.text == "Chat — a new message — see you at 6")
        #expect(report.serviceExtension?.displayed?.sender == nil)
        #expect(report.serviceExtension?.problems.contains { $0.contains("com.apple.developer.usernotifications.communication") } == true)
    }

    @Test func anEmptyNameOrAGroupWithoutItsSenderIsAProblem() async throws {
        let empty = try await deliver(push("p3"), to: chat, state: .background, tap: TapAction.none)
        #expect(empty.presentation?.communication == nil)
        #expect(empty.serviceExtension?.problems.contains { $0.hasPrefix(#"sender: "" is not a name"#) } == true)
        let alone = try await deliver(push("p4"), to: chat, state: .background, tap: TapAction.none)
        #expect(alone.presentation?.communication == nil)
        #expect(alone.presentation?.title == "Chat")
        #expect(alone.serviceExtension?.problems.contains { $0.hasPrefix("group: a message to a group needs its sender") } == true)
    }

    @Test func theFallbackWithoutASenderIsARegularNotification() async throws {
        let report = try await deliver(push("gone"), to: chat, state: .background, tap: TapAction.none)
        #expect(report.serviceExtension?.result == .fetchFailed)
        #expect(report.presentation?.communication == nil)
        #expect(report.presentation?.text == "Chat — a new message — New message")
    }

    @Test func theTappedNotificationStillRoutesAndNotificationCenterKeepsItsSender() async throws {
        let report = try await deliver(push("p1"), to: chat, state: .background, tap: .default)
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Rooms > Room(r1)")
        #expect(report.notification?.communication?.sender == "Ada Lovelace")
    }

    /// The names are the words iOS lays out: a group's long name is the cut title, and the
    /// warning says whose words they are (docs/validation.md, "Truncated text").
    @Test func aLongGroupNameIsTheTitleThatIsCut() async throws {
        let report = try await deliver(push("p5"), to: chat, state: .background, tap: TapAction.none)
        let warnings = TruncatedText.warnings(of: report)
        #expect(warnings.map(\.reason) == [.titleTruncated])
        #expect(warnings.first?.message.hasPrefix("the title (the group's name) is cut on the lock screen, 6.1-inch iPhone: ") == true, "\(warnings)")
        // The same words as a regular title would not be named so.
        let short = try await deliver(push("p2"), to: chat, state: .background, tap: TapAction.none)
        #expect(TruncatedText.warnings(of: short).isEmpty)
    }

    @Test func theJSONRecordHasTheSenderAndGroup() async throws {
        let report = try await deliver(push("p2"), to: chat, state: .background, tap: TapAction.none)
        let record = DeliveryJSON.serviceExtension(try #require(report.serviceExtension))
        #expect(record.value(at: KeyPath(parsing: "displayed.sender")!) == "Bob")
        #expect(record.value(at: KeyPath(parsing: "displayed.group")!) == "Engines")
        #expect(record.value(at: KeyPath(parsing: "original.sender")!) == .null)
    }
}
