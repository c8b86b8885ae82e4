import Testing

@testable import PushSimCore

/// Expo's push API → APNs (docs/providers.md, "Expo").
@Suite("Expo conversion")
struct ExpoConversionTests {
    /// The batch of Expo's "Sending notifications" page: one APNs request per token, in order.
    @Test func aBatchBecomesOneRequestPerToken() {
        let requests = convert(
            """
            [{"to":"ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]","sound":"default","body":"Hello world!"},{"to":"ExponentPushToken[yyyyyyyyyyyyyyyyyyyyyy]","badge":1,"body":"You've got mail"},{"to":["ExponentPushToken[zzzzzzzzzzzzzzzzzzzzzz]","ExponentPushToken[aaaaaaaaaaaaaaaaaaaaaa]"],"body":"Breaking news!"}]
            """, from: .expo)
        #expect(requests.count == 4)
        #expect(requests.map(\.message) == [1, 2, 3, 4])
        #expect(requests.map { value($0, "aps", "alert", "body") } == ["Hello world!", "You've got mail", "Breaking news!", "Breaking news!"])
        #expect(requests[2].target == "ExponentPushToken[zzzzzzzzzzzzzzzzzzzzzz]")
        #expect(value(requests[1], "aps", "badge") == 1)
    }

    /// The docs' "iOS notification object example": data under `body`, empty-string
    /// thread-id, category and launch-image.
    @Test func dataGoesUnderBodyWithExposEmptyStrings() throws {
        let request = try #require(
            convert(#"{"to": "ExponentPushToken[a]", "title": "Chat App", "subtitle": "Hey", "body": "New message", "data": {"messageId": "msg789"}}"#, from: .expo).first)
        #expect(value(request, "aps", "alert", "title") == "Chat App")
        #expect(value(request, "aps", "alert", "subtitle") == "Hey")
        #expect(value(request, "aps", "alert", "launch-image") == "")
        #expect(value(request, "aps", "thread-id") == "")
        #expect(value(request, "aps", "category") == "")
        #expect(value(request, "body", "messageId") == "msg789")
        #expect(value(request, "messageId") == nil)
    }

    /// "Normal priority corresponds to APNs priority level 5 and high priority to 10"; omitted
    /// is high on iOS; "ttl takes precedence" over expiration.
    @Test func priorityAndTimeToLive() throws {
        let normal = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "b", "priority": "normal", "ttl": 10, "expiration": 5}"#, from: .expo).first)
        #expect(normal.headers["apns-priority"] == "5")
        #expect(normal.headers["apns-expiration"] == String(ProviderConversion.sendTime + 10))
        let plain = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "b"}"#, from: .expo).first)
        #expect(plain.headers == [APNsHeader("apns-priority", "10")])
    }

    /// richContent.image is in `data._richContent` (expo/expo's test suite) and needs the
    /// service extension.
    @Test func richContentImageNeedsMutableContent() throws {
        let request = try #require(
            convert(#"{"to": "ExponentPushToken[a]", "body": "b", "richContent": {"image": "https://x/a.jpg"}, "data": {"k": "v"}}"#, from: .expo).first)
        #expect(value(request, "body", "_richContent", "image") == "https://x/a.jpg")
        #expect(value(request, "body", "k") == "v")
        #expect(value(request, "aps", "mutable-content") == 1)
    }

    @Test func moreThanAHundredIsRefused() throws {
        let batch = "[" + Array(repeating: #"{"to": "ExponentPushToken[a]", "body": "b"}"#, count: 101).joined(separator: ",") + "]"
        let request = try #require(convert(batch, from: .expo).first)
        #expect(request.payload == nil)
        #expect(request.reasons == ["PUSH_TOO_MANY_NOTIFICATIONS"])
    }

    /// "On Android and iOS the total payload must be at most 4096 bytes."
    @Test func aPayloadOverTheLimitIsMessageTooBig() throws {
        let long = String(repeating: "x", count: 5000)
        let request = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "\#(long)"}"#, from: .expo).first)
        #expect(request.payload == nil)
        #expect(request.reasons == ["MessageTooBig"])
    }

    @Test func dataOnlyWithoutContentAvailableIsWarned() throws {
        let request = try #require(convert(#"{"to": "ExponentPushToken[a]", "data": {"k": "v"}}"#, from: .expo).first)
        #expect(request.findings == ["DataOnlyNotDelivered@/data"])
        let woken = try #require(convert(#"{"to": "ExponentPushToken[a]", "data": {"k": "v"}, "_contentAvailable": true}"#, from: .expo).first)
        #expect(woken.diagnostics.isEmpty)
        #expect(value(woken, "aps", "content-available") == 1)
    }
}
