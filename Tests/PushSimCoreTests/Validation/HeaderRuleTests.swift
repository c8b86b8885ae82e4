import Testing

@testable import PushSimCore

/// APNs' own reason strings for the faults APNs reports.
@Suite("Request headers and APNs' rules")
struct HeaderRuleTests {
    let alert = #"{"aps":{"alert":"Hi"}}"#
    let silent = #"{"aps":{"content-available":1}}"#

    @Test(arguments: [
        (RequestHeaders(pushType: "alerts"), "InvalidPushType@apns-push-type"),
        (RequestHeaders(priority: "7"), "BadPriority@apns-priority"),
        (RequestHeaders(priority: "high"), "BadPriority@apns-priority"),
        (RequestHeaders(expiration: "tomorrow"), "BadExpirationDate@apns-expiration"),
        (RequestHeaders(expiration: "-5"), "BadExpirationDate@apns-expiration"),
        (RequestHeaders(collapseID: String(repeating: "c", count: 65)), "BadCollapseId@apns-collapse-id"),
        (RequestHeaders(topic: "com example"), "BadTopic@apns-topic"),
        (RequestHeaders(pushType: "voip", topic: "com.example.app"), "BadTopic@apns-topic"),
        (RequestHeaders(apnsID: "123"), "BadMessageId@apns-id"),
        (RequestHeaders(deviceToken: "zz"), "BadDeviceToken@device-token"),
        (RequestHeaders(deviceToken: "abc"), "BadDeviceToken@device-token"),
        (RequestHeaders(deviceToken: ""), "MissingDeviceToken@device-token"),
        (RequestHeaders(deviceToken: "abcd"), "BadDeviceToken@device-token"),
    ] as [(RequestHeaders, String)])
    func reportsAPNsReasons(headers: RequestHeaders, expected: String) {
        let result = check(alert, headers: headers)
        #expect(result.errors == [expected], "got \(result.findings)")
        #expect(result.verdict == .invalid)
    }

    @Test func acceptsWellFormedHeaders() {
        let result = check(
            alert,
            headers: RequestHeaders(
                pushType: "alert", priority: "5", expiration: "0", collapseID: String(repeating: "é", count: 32),
                topic: "com.example.app", deviceToken: "<" + String(repeating: "AB", count: 32) + ">",
                apnsID: "123e4567-E89B-12d3-a456-426614174000"))
        #expect(result.diagnostics.isEmpty, "got \(result.findings)")
    }

    @Test func collapseIdCountsBytesNotCharacters() {
        let result = check(alert, headers: RequestHeaders(collapseID: String(repeating: "é", count: 33)))
        #expect(result.errors == ["BadCollapseId@apns-collapse-id"])
    }

    @Test func payloadTooLargeCountsBytesAgainstThePushTypesLimit() {
        let body = String(repeating: "é", count: 2100)  // 4200 bytes of UTF-8
        let payload = #"{"aps":{"alert":""# + body + #""}}"#
        #expect(check(payload).errors == ["PayloadTooLarge"])
        #expect(check(payload, headers: RequestHeaders(pushType: "voip", topic: "com.x.voip")).errors.isEmpty)
        let voipLimit = check(payload, headers: RequestHeaders(pushType: "voip")).limit
        #expect(voipLimit == 5120)
    }

    @Test func payloadTooLargeSaysWhenMinifyingWouldFit() throws {
        let padded = #"{"aps":{"alert":"Hi"}"# + String(repeating: " ", count: 4100) + "}"
        let result = check(padded)
        #expect(result.errors == ["PayloadTooLarge"])
        #expect(try #require(result.diagnostics.first).message.contains("without whitespace it would be 22 bytes"))
    }

    @Test func infersThePushTypeAndSaysSo() {
        #expect(check(alert).headers == ResolvedHeaders(pushType: .alert, pushTypeOrigin: .inferred, priority: 10, priorityOrigin: .defaulted))
        #expect(check(silent).headers == ResolvedHeaders(pushType: .background, pushTypeOrigin: .inferred, priority: 5, priorityOrigin: .inferred))
        #expect(check(alert, headers: RequestHeaders(topic: "com.x.voip")).headers?.pushType == .voip)
        #expect(check(alert, headers: RequestHeaders(topic: "com.x.voip-ptt")).headers?.pushType == .pushtotalk)
        #expect(check(#"{"aps":{"timestamp":1,"event":"end"}}"#).headers?.pushType == .liveactivity)
    }

    @Test func backgroundPushesNeedPriority5() {
        #expect(check(silent, headers: RequestHeaders(pushType: "background")).errors == ["BadPriority@apns-priority"])
        #expect(check(silent, headers: RequestHeaders(pushType: "background", priority: "10")).errors == ["BadPriority@apns-priority"])
        #expect(check(silent, headers: RequestHeaders(pushType: "background", priority: "5")).errors.isEmpty)
    }

    @Test func backgroundPushesHoldOnlyContentAvailable() {
        let result = check(#"{"aps":{"content-available":1,"badge":1}}"#, headers: RequestHeaders(pushType: "background", priority: "5"))
        #expect(result.errors.isEmpty)
        #expect(result.warnings == ["BackgroundPushNotSilent@/aps"])
    }

    /// Apple says APNs may delay or drop a push whose type does not match its payload: a
    /// warning, not a rejection pushsim can promise (PublishedShapeRuleTests has every type).
    @Test func pushTypeShouldMatchTheContent() {
        #expect(check(alert, headers: RequestHeaders(pushType: "background", priority: "5")).warnings == ["PushTypeMismatch@/aps"])
        #expect(check(silent, headers: RequestHeaders(pushType: "alert", priority: "5")).warnings == ["PushTypeMismatch@apns-push-type"])
        #expect(check(alert, headers: RequestHeaders(pushType: "liveactivity")).warnings == ["PushTypeMismatch@apns-push-type"])
    }

    @Test func priority10ShouldPresentSomething() {
        #expect(check(#"{"aps":{}}"#).warnings == ["NothingToPresent@/aps"])
        #expect(check(#"{"aps":{}}"#, headers: RequestHeaders(priority: "5")).warnings.isEmpty)
    }

    @Test func mutableContentMattersOnlyForAlerts() {
        #expect(check(#"{"aps":{"badge":1,"mutable-content":1}}"#).warnings == ["MutableContentWithoutAlert@/aps/mutable-content"])
    }

    @Test func priority1IsAWarningNotAnError() {
        let result = check(alert, headers: RequestHeaders(priority: "1"))
        #expect(result.verdict == .valid)
        #expect(result.warnings == ["LowestPriorityUnconfirmed@apns-priority"])
    }

    /// Tokens may grow: a longer one is a warning; a shorter one is truncated (BadDeviceToken).
    @Test func unusualTokenLengthIsAWarning() {
        let fortyBytes = String(repeating: "ab", count: 40)
        #expect(check(alert, headers: RequestHeaders(deviceToken: fortyBytes)).warnings == ["DeviceTokenUnusualLength@device-token"])
        #expect(check(alert, headers: RequestHeaders(deviceToken: String(repeating: "ab", count: 20))).errors == ["BadDeviceToken@device-token"])
    }
}
