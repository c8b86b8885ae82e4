import Testing

@testable import PushSimCore

/// FCM HTTP v1 → APNs, rule by rule (docs/providers.md, "FCM HTTP v1").
@Suite("FCM HTTP v1 conversion")
struct FCMv1ConversionTests {
    // The message of Firebase's "About FCM messages" page (concept-options), verbatim.
    static let conceptOptions = """
        {"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...","notification":{"title":"Portugal vs. Denmark","body":"great match!"},"data":{"Nick":"Mario","Room":"PortugalVSDenmark"}}}
        """

    /// ApnsConfig.payload "overrides google.firebase.fcm.v1.Notification.title and .body", so
    /// they map to aps.alert.title/body; data goes beside aps (captured payloads,
    /// firebase/quickstart-ios#228).
    @Test func notificationBecomesTheAlertAndDataGoesBesideAps() throws {
        let request = try #require(convert(Self.conceptOptions, from: .fcmV1).first)
        #expect(value(request, "aps", "alert", "title") == "Portugal vs. Denmark")
        #expect(value(request, "aps", "alert", "body") == "great match!")
        #expect(value(request, "Nick") == "Mario")
        #expect(value(request, "Room") == "PortugalVSDenmark")
        #expect(request.target == "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...")
        #expect(request.diagnostics.isEmpty)
        #expect(request.payload?.keys == ["aps", "Nick", "Room", "gcm.message_id", "google.c.a.e"])
    }

    /// "The backend sets a default value for apns-expiration of 30 days and a default value
    /// for apns-priority of 10 if not explicitly set" (ApnsConfig.headers).
    @Test func defaultHeadersAreTenAndThirtyDaysFromTheSendTime() throws {
        let request = try #require(convert(Self.conceptOptions, from: .fcmV1).first)
        #expect(request.headers == [APNsHeader("apns-priority", "10"), APNsHeader("apns-expiration", "1769817600")])
    }

    /// The Firebase iOS SDK reads `gcm.message_id` (FIRMessagingConstants.m) and `google.c.a.e`
    /// (FIRMessagingAnalytics.m); the id is derived from the message, 16 digits.
    @Test func fcmAddsItsMessageIdAndAnalyticsFlag() throws {
        let request = try #require(convert(Self.conceptOptions, from: .fcmV1).first)
        let id = try #require(value(request, "gcm.message_id")?.stringValue)
        #expect(id.count == 16 && id.allSatisfy(\.isNumber))
        #expect(value(request, "google.c.a.e") == "1")
        #expect(convert(Self.conceptOptions, from: .fcmV1).first?.payload == request.payload)
    }

    /// ApnsConfig.payload: "APNs payload as a JSON object, including both aps dictionary and
    /// custom payload … If present, it overrides … Notification.title and … body."
    @Test func apnsPayloadAlertOverridesTheNotificationKeyByKey() throws {
        let request = try #require(
            convert(
                """
                {"message": {"token": "t", "notification": {"title": "FCM title", "body": "FCM body"},
                 "apns": {"payload": {"aps": {"alert": {"title": "APNs title"}, "sound": "default"}, "deep_link": "app://x"}}}}
                """, from: .fcmV1
            ).first)
        #expect(value(request, "aps", "alert", "title") == "APNs title")
        #expect(value(request, "aps", "alert", "body") == "FCM body")
        #expect(value(request, "aps", "sound") == "default")
        #expect(value(request, "deep_link") == "app://x")
        #expect(request.findings == ["PayloadOverridesNotification@/message/apns/payload/aps/alert/title"])
    }

    /// An unknown field is refused: "Invalid JSON payload received. Unknown name "sound" at
    /// 'message': Cannot find field." (expo/expo#8250).
    @Test func anUnknownFieldIsInvalidArgumentAndNoRequest() throws {
        let request = try #require(convert(#"{"message": {"token": "t", "sound": "default", "notification": {"body": "b"}}}"#, from: .fcmV1).first)
        #expect(request.payload == nil)
        #expect(request.findings == ["INVALID_ARGUMENT@/message/sound"])
        #expect(request.diagnostics[0].message.contains(#"Unknown name "sound" at 'message'"#))
        #expect(request.diagnostics[0].reason?.source == .provider)
    }

    /// `data` is `map<string, string>`; FCM reserves "from", "message_type", "google…", "gcm…".
    @Test func nonStringAndReservedDataAreRefused() throws {
        let request = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "data": {"count": 3, "gcm.x": "y", "ok": "1"}}}"#, from: .fcmV1).first)
        #expect(request.payload == nil)
        #expect(request.findings == ["INVALID_ARGUMENT@/message/data/count", "INVALID_ARGUMENT@/message/data/gcm.x"])
    }

    @Test(arguments: [
        (#"{"message": {"notification": {"body": "b"}}}"#, "no target"),
        (#"{"message": {"token": "t", "topic": "news", "notification": {"body": "b"}}}"#, "2 targets"),
    ])
    func exactlyOneTargetIsRequired(text: String, words: String) throws {
        let request = try #require(convert(text, from: .fcmV1).first)
        #expect(request.payload == nil)
        #expect(request.reasons == ["INVALID_ARGUMENT"])
        #expect(request.diagnostics[0].message.contains(words))
    }

    /// "When sending data messages to Apple devices, the priority must be set to 5 … Messages
    /// sent with high priority are rejected by the FCM backend with the error INVALID_ARGUMENT."
    @Test func aDataMessageWithPriorityTenIsRefusedAndDefaultsToFive() throws {
        let high = try #require(
            convert(
                #"{"message": {"topic": "t", "data": {"k": "v"}, "apns": {"headers": {"apns-priority": "10"}}}}"#, from: .fcmV1
            ).first)
        #expect(Set(high.findings) == ["INVALID_ARGUMENT@/message/apns/headers/apns-priority", "DataOnlyNotDelivered@/message/data"])
        // With content-available it is a background push, which FCM sends (beste/firebase-php#700).
        let background = try #require(
            convert(
                #"{"message": {"topic": "t", "data": {"k": "v"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"content-available": 1}}}}}"#,
                from: .fcmV1
            ).first)
        #expect(background.payload != nil)
        let unset = try #require(
            convert(#"{"message": {"topic": "t", "data": {"k": "v"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#, from: .fcmV1).first)
        #expect(unset.headers["apns-priority"] == "5")
        #expect(unset.diagnostics.isEmpty)
    }

    /// A data-only message without content-available wakes no backgrounded app
    /// (firebase/flutterfire#8197); `content_available` inside aps is sent as is and ignored.
    @Test func silentFailuresOfDataMessagesAreWarned() throws {
        let request = try #require(
            convert(
                #"{"message": {"topic": "t", "data": {"k": "v"}, "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content_available": true}}}}}"#,
                from: .fcmV1
            ).first)
        #expect(request.payload != nil)
        #expect(
            Set(request.findings) == ["DataOnlyNotDelivered@/message/data", "ProviderKeyIgnored@/message/apns/payload/aps/content_available"])
    }

    /// `fcm_options.image` at the top level is what FIRMessagingExtensionHelper reads; without
    /// mutable-content the extension never runs (react-native-firebase#2432).
    @Test func anImageGoesToFcmOptionsAndNeedsMutableContent() throws {
        let without = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b", "image": "https://x/a.png"}}}"#, from: .fcmV1).first)
        #expect(value(without, "fcm_options", "image") == "https://x/a.png")
        #expect(without.findings == ["ImageNeedsServiceExtension@/message/notification/image"])
        let with = try #require(
            convert(
                #"{"message": {"token": "t", "notification": {"body": "b", "image": "https://x/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}, "fcm_options": {"image": "https://x/b.png"}}}}"#,
                from: .fcmV1
            ).first)
        // "If present, it will override google.firebase.fcm.v1.Notification.image".
        #expect(value(with, "fcm_options", "image") == "https://x/b.png")
        #expect(with.diagnostics.isEmpty)
    }

    /// ApnsConfig.headers are the request's headers; "Header values must be strings".
    @Test func apnsHeadersArePassedOnAndMustBeStrings() throws {
        let request = try #require(
            convert(
                #"{"message": {"token": "t", "notification": {"body": "b"}, "apns": {"headers": {"apns-collapse-id": "score", "apns-expiration": "0"}}}}"#,
                from: .fcmV1
            ).first)
        #expect(request.headers["apns-collapse-id"] == "score")
        #expect(request.headers["apns-expiration"] == "0")
        #expect(request.headers["apns-priority"] == "10")
        let number = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "apns": {"headers": {"apns-priority": 10}}}}"#, from: .fcmV1).first)
        #expect(number.findings == ["INVALID_ARGUMENT@/message/apns/headers/apns-priority"])
    }

    /// The admin SDKs' bare `Message` (no "message" wrapper) converts the same way.
    @Test func theBareMessageConvertsTheSame() throws {
        let bare = try #require(convert(#"{"token": "t", "notification": {"title": "a"}}"#, from: .fcmV1).first)
        #expect(value(bare, "aps", "alert", "title") == "a")
        #expect(bare.origins.message == .root)
    }

    /// Findings about the APNs payload go back to the provider's key they came from.
    @Test func apnsPointersLeadBackToTheProvidersKeys() throws {
        let request = try #require(
            convert(#"{"message": {"token": "t", "notification": {"title": "a"}, "apns": {"payload": {"aps": {"badge": "3"}}}}}"#, from: .fcmV1).first)
        #expect(request.origins.provider(for: JSONPointer(keys: "aps", "badge")) == JSONPointer(keys: "message", "apns", "payload", "aps", "badge"))
        #expect(request.origins.provider(for: JSONPointer(keys: "aps", "alert", "title")) == JSONPointer(keys: "message", "notification", "title"))
        #expect(request.origins.provider(for: JSONPointer(keys: "nowhere")) == JSONPointer(keys: "message"))
    }
}

/// Rules found against real messages after the first conversion landed.
@Suite("FCM HTTP v1 conversion: real messages")
struct FCMv1RealMessageTests {
    /// Protocol-buffer JSON takes lowerCamelCase names (https://protobuf.dev/programming-guides/json/);
    /// firebase-admin-node's own request for "All APNS properties" sends `fcmOptions`.
    @Test func lowerCamelCaseFieldNamesAreFCMsToo() throws {
        let request = try #require(
            convert(
                #"{"message": {"token": "t", "notification": {"body": "b"}, "fcmOptions": {"analyticsLabel": "x"}, "apns": {"fcmOptions": {"image": "https://x/i.png"}, "payload": {"aps": {"mutable-content": 1}}}}}"#,
                from: .fcmV1
            ).first)
        #expect(request.diagnostics.isEmpty)
        #expect(value(request, "fcm_options", "image") == "https://x/i.png")
    }

    /// FCM refuses an apns.payload without aps ("Payload of Apple Push Notification Service
    /// must contain an [aps] key.", celestifyhq/fcm-cloudflare-workers#10) and android.data
    /// values that are not strings (esl/MongoosePush#123).
    @Test func fcmChecksTheApsKeyAndAndroidData() throws {
        let noAps = try #require(convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "apns": {"payload": {"sound": "x"}}}}"#, from: .fcmV1).first)
        #expect(noAps.findings == ["INVALID_ARGUMENT@/message/apns/payload"])
        let android = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "android": {"data": {"n": 1}}}}"#, from: .fcmV1).first)
        #expect(android.findings == ["INVALID_ARGUMENT@/message/android/data/n"])
    }

    /// android.ttl is a protobuf Duration, "3.5s" (FCM v1 reference, AndroidConfig.ttl: "A
    /// duration in seconds with up to nine fractional digits, ending with 's'"): a number or a
    /// string without the "s" is not parsed, and FCM refuses the message, its iOS request too.
    @Test(arguments: [(#""86400s""#, true), (#""3.5s""#, true), (#""0.000000001s""#, true), ("86400", false), (#""86400""#, false),
        (#""1.0000000001s""#, false), (#""s""#, false), (#""1h""#, false), (#"".5s""#, false)])
    func androidTTLIsADuration(ttl: String, accepted: Bool) throws {
        let request = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "android": {"ttl": \#(ttl)}}}"#, from: .fcmV1).first)
        #expect(request.findings == (accepted ? [] : ["INVALID_ARGUMENT@/message/android/ttl"]))
        #expect((request.payload != nil) == accepted)
    }

    /// A key set twice comes from where its value came from: apns.payload's, over data's.
    @Test func aKeySetTwiceLeadsBackToItsLastSource() throws {
        let request = try #require(
            convert(#"{"message": {"token": "t", "notification": {"body": "b"}, "data": {"k": "a"}, "apns": {"payload": {"aps": {"sound": "x"}, "k": 1}}}}"#, from: .fcmV1).first)
        #expect(value(request, "k") == 1)
        #expect(request.origins.provider(for: JSONPointer(keys: "k")) == JSONPointer(keys: "message", "apns", "payload", "k"))
    }

    /// An empty alert is copied as apns.payload has it (home-assistant's relay, delete_alert).
    @Test func anEmptyAlertIsCopied() throws {
        let request = try #require(convert(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": {}, "badge": 0}}}}}"#, from: .fcmV1).first)
        #expect(value(request, "aps", "alert") == [:])
    }

    /// A string alert with no notification to merge stays a string, as apns.payload gave it.
    @Test func aStringAlertAloneStaysAString() throws {
        let request = try #require(convert(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "hi"}}}}}"#, from: .fcmV1).first)
        #expect(value(request, "aps", "alert") == "hi")
    }
}
