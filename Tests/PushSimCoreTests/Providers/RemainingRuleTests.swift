import Testing

@testable import PushSimCore

/// The mapping rules of docs/providers.md not exercised by a provider's own suite, one test
/// each, citing the field's documentation.
@Suite("Provider mapping rules, field by field")
struct RemainingRuleTests {
    /// Expo's message request format: "sound", "badge", "categoryId", "mutableContent",
    /// "interruptionLevel" (iOS) and "collapseId".
    @Test func expoFieldsMapToTheirAPNsKeys() throws {
        let request = try #require(
            convert(
                #"{"to": "ExponentPushToken[a]", "body": "b", "sound": "default", "badge": 0, "categoryId": "REPLY", "mutableContent": true, "interruptionLevel": "time-sensitive", "collapseId": "score"}"#,
                from: .expo
            ).first)
        #expect(value(request, "aps", "sound") == "default")
        #expect(value(request, "aps", "badge") == 0)
        #expect(value(request, "aps", "category") == "REPLY")
        #expect(value(request, "aps", "mutable-content") == 1)
        #expect(value(request, "aps", "interruption-level") == "time-sensitive")
        #expect(request.headers["apns-collapse-id"] == "score")
        // "Specify … or omit this field to play no sound": no sound key without one.
        let silent = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "b"}"#, from: .expo).first)
        #expect(value(silent, "aps", "sound") == nil)
    }

    /// OneSignal's create-notification fields: ios_interruption_level, ios_relevance_score,
    /// target_content_identifier, summary_arg, ios_attachments (read from `att` by the SDK),
    /// apns_push_type_override ("maps to the APNS header apns-push-type"), collapse_id ("Limit
    /// of 64 characters"), priority ("Pass 10 for high priority or any other integer for normal").
    @Test func oneSignalFieldsMapToTheirAPNsKeysAndHeaders() throws {
        let request = try #require(
            convert(
                #"{"app_id": "a", "contents": {"en": "x"}, "ios_interruption_level": "passive", "ios_relevance_score": 0.5, "target_content_identifier": "w1", "summary_arg": "Ann", "ios_attachments": {"id1": "https://x/a.jpg"}, "apns_push_type_override": "voip", "collapse_id": "c1", "priority": 5, "ttl": 60, "url": "app://x", "ios_badgeType": "Increase", "ios_badgeCount": 2}"#,
                from: .onesignal
            ).first)
        #expect(value(request, "aps", "interruption-level") == "passive")
        #expect(value(request, "aps", "relevance-score") == 0.5)
        #expect(value(request, "aps", "target-content-id") == "w1")
        #expect(value(request, "aps", "summary-arg") == "Ann")
        #expect(value(request, "att", "id1") == "https://x/a.jpg")
        #expect(value(request, "custom", "u") == "app://x")
        #expect(value(request, "custom", "badge_inc") == 2)
        #expect(value(request, "aps", "badge") == nil)
        #expect(request.headers["apns-push-type"] == "voip")
        #expect(request.headers["apns-collapse-id"] == "c1")
        #expect(request.headers["apns-priority"] == "5")
        #expect(request.headers["apns-expiration"] == String(ProviderConversion.sendTime + 60))
        let long = String(repeating: "c", count: 65)
        let tooLong = try #require(convert(#"{"app_id": "a", "contents": {"en": "x"}, "collapse_id": "\#(long)"}"#, from: .onesignal).first)
        #expect(tooLong.findings == ["OneSignalRejects@/collapse_id"])
    }

    /// Braze's Apple push object: category, interruption_level, relevance_score, collapse_id,
    /// content-available ("Braze will add the content-available flag"), a string alert.
    @Test func brazeFieldsMapToTheirAPNsKeysAndHeaders() throws {
        let request = try #require(
            convert(
                #"{"alert": "Plain words", "category": "C", "interruption_level": "critical", "relevance_score": 0.2, "collapse_id": "k", "content-available": true}"#,
                from: .braze
            ).first)
        #expect(value(request, "aps", "alert") == "Plain words")
        #expect(value(request, "aps", "category") == "C")
        #expect(value(request, "aps", "interruption-level") == "critical")
        #expect(value(request, "aps", "relevance-score") == 0.2)
        #expect(value(request, "aps", "content-available") == 1)
        #expect(request.headers["apns-collapse-id"] == "k")
        // "alert (required unless content-available is true)".
        let silent = try #require(convert(#"{"content-available": true, "extra": {"k": "v"}}"#, from: .braze).first)
        #expect(silent.payload != nil)
        let empty = try #require(convert(#"{"extra": {"k": "v"}}"#, from: .braze).first)
        #expect(empty.reasons == ["BrazeRejects"])
    }

    /// The same message gives the same bytes; another message, another id (docs/providers.md,
    /// "Generated values").
    @Test func generatedValuesFollowTheMessage() {
        let one = GeneratedValues(message: ["a": 1], position: 1)
        #expect(one.fcmMessageID == GeneratedValues(message: ["a": 1], position: 1).fcmMessageID)
        #expect(one.fcmMessageID != GeneratedValues(message: ["a": 2], position: 1).fcmMessageID)
        #expect(one.fcmMessageID != GeneratedValues(message: ["a": 1], position: 2).fcmMessageID)
        #expect(one.hexadecimal.count == 16)
        let uuid = one.uuid
        #expect(uuid.count == 36)
        #expect(uuid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(Array(uuid)[14] == "4")
        #expect("89ab".contains(Array(uuid)[19]))
    }
}
