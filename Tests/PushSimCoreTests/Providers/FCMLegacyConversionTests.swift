import Testing

@testable import PushSimCore

/// Legacy FCM HTTP → APNs (docs/providers.md, "FCM legacy HTTP"; Firebase's http-server-ref).
@Suite("FCM legacy conversion")
struct FCMLegacyConversionTests {
    /// title/subtitle/body → aps.alert; "*_loc_*" → "Corresponds to loc-key in the APNs payload";
    /// click_action → "Corresponds to category in the APNs payload"; badge → aps.badge.
    @Test func notificationKeysMapAsTheReferenceSays() throws {
        let request = try #require(
            convert(
                """
                {"to": "fcm-token", "notification": {"title": "T", "subtitle": "S", "body_loc_key": "NEW_MSG", "body_loc_args": "[\\"Ann\\"]",
                 "title_loc_key": "TITLE", "sound": "default", "badge": "4", "click_action": "REPLY"}, "data": {"room": "7"}}
                """, from: .fcmLegacy
            ).first)
        #expect(value(request, "aps", "alert", "title") == "T")
        #expect(value(request, "aps", "alert", "subtitle") == "S")
        #expect(value(request, "aps", "alert", "loc-key") == "NEW_MSG")
        #expect(value(request, "aps", "alert", "loc-args") == ["Ann"])
        #expect(value(request, "aps", "alert", "title-loc-key") == "TITLE")
        #expect(value(request, "aps", "sound") == "default")
        #expect(value(request, "aps", "badge") == 4)
        #expect(value(request, "aps", "category") == "REPLY")
        #expect(value(request, "room") == "7")
        // "By default, notification messages are sent with high priority".
        #expect(request.headers["apns-priority"] == "10")
    }

    /// "If a notification payload is provided, or the content_available option is set to true …
    /// the message is sent through APNs, otherwise it is sent through FCM."
    @Test func aDataMessageWithoutContentAvailableBecomesNoAPNsRequest() throws {
        // cordova-plugin-firebase#434's message, without its content_available.
        let request = try #require(convert(#"{"data": {"title": "mTitle", "text": "mText"}, "to": "mToken"}"#, from: .fcmLegacy).first)
        #expect(request.payload == nil)
        #expect(request.findings == ["FCMDirectOnly@"])
        let woken = try #require(
            convert(#"{"data": {"title": "mTitle", "text": "mText"}, "to": "mToken", "content_available": true}"#, from: .fcmLegacy).first)
        #expect(value(woken, "aps", "content-available") == 1)
        // "data messages are sent with normal priority".
        #expect(woken.headers["apns-priority"] == "5")
    }

    /// mutable-content inside `notification` arrives as gcm.notification.mutable-content,
    /// outside aps (firebase/quickstart-ios#70).
    @Test func otherNotificationKeysArriveOutsideAps() throws {
        let request = try #require(
            convert(#"{"to": "t", "notification": {"body": "b", "mutable-content": true}}"#, from: .fcmLegacy).first)
        #expect(value(request, "gcm.notification.mutable-content") == true)
        #expect(value(request, "aps", "mutable-content") == nil)
        #expect(request.findings == ["ApsKeyInData@/notification/mutable-content"])
    }

    /// registration_ids: one APNs request per token, in order.
    @Test func registrationIdsBecomeOneRequestEach() {
        let requests = convert(#"{"registration_ids": ["a", "b", "c"], "notification": {"body": "b"}, "priority": "normal"}"#, from: .fcmLegacy)
        #expect(requests.map(\.target) == ["a", "b", "c"])
        #expect(requests.map(\.message) == [1, 2, 3])
        #expect(requests.allSatisfy { $0.messages == 3 && $0.headers["apns-priority"] == "5" })
        #expect(Set(requests.compactMap { value($0, "gcm.message_id")?.stringValue }).count == 3)
    }

    @Test func noTargetIsMissingRegistration() throws {
        let request = try #require(convert(#"{"notification": {"body": "b"}}"#, from: .fcmLegacy).first)
        #expect(request.findings == ["MissingRegistration@"])
    }

    /// time_to_live and collapse_key, pushsim's reading (docs/providers.md).
    @Test func timeToLiveAndCollapseKeyBecomeHeaders() throws {
        let request = try #require(
            convert(#"{"to": "t", "notification": {"body": "b"}, "time_to_live": 60, "collapse_key": "score"}"#, from: .fcmLegacy).first)
        #expect(request.headers["apns-expiration"] == String(ProviderConversion.sendTime + 60))
        #expect(request.headers["apns-collapse-id"] == "score")
    }
}
