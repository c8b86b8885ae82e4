import Testing

@testable import PushSimCore

/// OneSignal's Create Notification and Braze's apple_push → APNs (docs/providers.md).
@Suite("OneSignal and Braze conversion")
struct OneSignalAndBrazeConversionTests {
    /// onesignal-node-api#67's message; the published device payload shows the alert, the
    /// always-on mutable-content ("cannot be turned off"), sound "default" and custom.i.
    @Test func aOneSignalNotificationAsTheDeviceReceivesIt() throws {
        let request = try #require(
            convert(
                #"{"app_id":"5eb5a37e-b458-11e3-ac11-000c2940e62c","include_player_ids":["XXX-XXX-XXX-XXX"],"contents":{"en":"Hello OneSignal!","de":"Hallo"},"headings":{"en":"Title"},"data":{"order":"42"}}"#,
                from: .onesignal
            ).first)
        #expect(value(request, "aps", "alert", "title") == "Title")
        #expect(value(request, "aps", "alert", "body") == "Hello OneSignal!")
        #expect(value(request, "aps", "mutable-content") == 1)
        #expect(value(request, "aps", "sound") == "default")
        #expect(value(request, "custom", "a", "order") == "42")
        let id = try #require(value(request, "custom", "i")?.stringValue)
        #expect(id.count == 36 && Array(id)[14] == "4")
        // "Defaults to … high for iOS"; "The default is 259,200 seconds (3 days)".
        #expect(request.headers["apns-priority"] == "10")
        #expect(request.headers["apns-expiration"] == "1767484800")
        #expect(request.headers["apns-push-type"] == "alert")
        #expect(request.origins.provider(for: JSONPointer(keys: "custom", "a", "order")) == JSONPointer(keys: "data", "order"))
    }

    @Test func oneSignalBadgesAndSilentNotifications() throws {
        let set = try #require(
            convert(#"{"app_id":"a","contents":{"en":"x"},"ios_badgeType":"SetTo","ios_badgeCount":3,"ios_sound":null}"#, from: .onesignal).first)
        #expect(value(set, "aps", "badge") == 3)
        #expect(value(set, "aps", "sound") == nil)
        let silent = try #require(convert(#"{"app_id":"a","content_available":true,"data":{"k":"v"}}"#, from: .onesignal).first)
        #expect(value(silent, "aps", "content-available") == 1)
        #expect(silent.headers["apns-push-type"] == "background")
        let nothing = try #require(convert(#"{"app_id":"a","data":{"k":"v"}}"#, from: .onesignal).first)
        #expect(nothing.reasons == ["OneSignalRejects"])
    }

    /// mutable-content written in OneSignal's `data` lands in custom.a, not aps
    /// (parse-server-onesignal-push-adapter#24).
    @Test func apsKeysInOneSignalDataAreWarned() throws {
        let request = try #require(convert(#"{"app_id":"a","contents":{"en":"x"},"data":{"mutable-content":1}}"#, from: .onesignal).first)
        #expect(request.findings == ["ApsKeyInData@/data/mutable-content"])
    }

    /// Braze's apple_object.md example: alert → aps.alert, `ab` with its tracking value.
    @Test func theBrazeDocsExample() throws {
        let request = try #require(
            convert(
                #"{"broadcast":false,"external_user_ids":["PushTest12"],"campaign_id":"9c2fefcd-9115-3932-f771-c7f43d18d6b6","messages":{"apple_push":{"alert":{"title":"Hello!","body":"Message here"},"message_variation_id":"iosPush-640"}}}"#,
                from: .braze
            ).first)
        #expect(value(request, "aps", "alert", "title") == "Hello!")
        #expect(value(request, "ab", "c")?.stringValue?.count == 16)
        #expect(request.headers == [APNsHeader("apns-priority", "10")])
        #expect(request.diagnostics.isEmpty)
    }

    /// "Messages that include the keys ab or aps in the extra object will be rejected";
    /// asset_url sets mutable-content and ab.att; custom_uri → ab_uri; *_loc_* → hyphens.
    @Test func brazeRulesOfTheAppleObject() throws {
        let rejected = try #require(convert(#"{"alert": "x", "extra": {"aps": {}}}"#, from: .braze).first)
        #expect(rejected.findings == ["BrazeRejects@/extra/aps"])
        let rich = try #require(
            convert(
                #"{"alert": {"loc_key": "K", "loc_args": ["a"]}, "asset_url": "https://x/a.png", "asset_file_type": "png", "custom_uri": "app://x", "extra": {"k": "v"}, "apns_priority": 5, "expiry": "2026-02-01T00:00:00Z", "notification_group_thread_id": "g"}"#,
                from: .braze
            ).first)
        #expect(value(rich, "aps", "alert", "loc-key") == "K")
        #expect(value(rich, "aps", "mutable-content") == 1)
        #expect(value(rich, "aps", "thread-id") == "g")
        #expect(value(rich, "ab", "att", "url") == "https://x/a.png")
        #expect(value(rich, "ab_uri") == "app://x")
        #expect(value(rich, "k") == "v")
        #expect(rich.headers["apns-priority"] == "5")
        #expect(rich.headers["apns-expiration"] == "1769904000")
    }

    @Test func iso8601InstantsAreRead() {
        #expect(ISO8601Instant.seconds("2026-01-01T00:00:00Z") == 1_767_225_600)
        #expect(ISO8601Instant.seconds("2026-01-01T01:00:00+01:00") == 1_767_225_600)
        #expect(ISO8601Instant.seconds("2026-01-01T00:00:00.250Z") == 1_767_225_600)
        #expect(ISO8601Instant.seconds("1970-01-01T00:00:00Z") == 0)
        #expect(ISO8601Instant.seconds("2026-13-01T00:00:00Z") == nil)
        #expect(ISO8601Instant.seconds("tomorrow") == nil)
    }
}
