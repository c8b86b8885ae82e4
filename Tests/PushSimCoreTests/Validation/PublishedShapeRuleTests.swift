import Testing

@testable import PushSimCore

/// The classes of disagreement the real-world corpus showed (fixtures/real-world/README.md),
/// each pinned on its own so a regression names its rule.
@Suite struct PublishedShapeRuleTests {
    private let liveActivityUpdate = #""timestamp":1685952000,"event":"update","content-state":{"level":1}"#

    @Test func liveActivityAlertsLocalizeTitleAndBodyAsObjectsAndCarryTheirSound() {
        let payload = #"{"aps":{\#(liveActivityUpdate),"alert":{"title":{"loc-key":"%@ is knocked down!","loc-args":["Power Panda"]},"body":{"loc-key":"GOAL_BODY"},"sound":"HeroDown.mp4"}}}"#
        let result = check(payload, headers: RequestHeaders(pushType: "liveactivity"))
        #expect(result.errors.isEmpty)
        #expect(result.warnings.isEmpty)
        #expect(result.payload?.aps.alert?.content.titleLocKey == "%@ is knocked down!")
        #expect(result.payload?.aps.alert?.content.titleLocArgs == ["Power Panda"])
        #expect(result.payload?.aps.alert?.content.locKey == "GOAL_BODY")
    }

    @Test func aLiveActivityAlertsLocalizedPartsAreStillChecked() {
        let payload = #"{"aps":{\#(liveActivityUpdate),"alert":{"title":{"loc-key":7},"body":{"loc-args":[1]},"sound":3}}}"#
        let result = check(payload, headers: RequestHeaders(pushType: "liveactivity"))
        #expect(result.errors == ["AlertKeyWrongType@/aps/alert/title/loc-key", "LocArgsNotStrings@/aps/alert/body/loc-args/0", "AlertKeyWrongType@/aps/alert/sound"])
    }

    @Test func aNotificationAlertKeepsPlainStringsAndNoSound() {
        let result = check(#"{"aps":{"alert":{"title":{"loc-key":"T"},"body":"b","sound":"x.caf"}}}"#)
        #expect(result.errors == ["AlertKeyWrongType@/aps/alert/title"])
        #expect(result.warnings == ["UnknownAlertKey@/aps/alert/sound"])
    }

    /// A push-to-start may ask for the started activity's update token (`input-push-token: 1`)
    /// or subscribe it to a broadcast channel (`input-push-channel`), as the payload schema
    /// documents: known keys, each of its type.
    @Test func aLiveActivityStartMayAskForItsTokenOrChannel() {
        let start = #""timestamp":1685952000,"event":"start","content-state":{"level":1},"attributes-type":"A","attributes":{}"#
        let result = check(#"{"aps":{\#(start),"input-push-token":1,"input-push-channel":"dHJhY2s="}}"#, headers: RequestHeaders(pushType: "liveactivity"))
        #expect(result.errors.isEmpty)
        #expect(result.warnings.isEmpty)
        let wrong = check(#"{"aps":{\#(start),"input-push-token":"yes","input-push-channel":7}}"#, headers: RequestHeaders(pushType: "liveactivity"))
        #expect(wrong.errors == ["LiveActivityKeyWrongType@/aps/input-push-token", "LiveActivityKeyWrongType@/aps/input-push-channel"])
    }

    @Test func liveActivitiesRankThemselvesWithAnyRelevanceScore() {
        let result = check(#"{"aps":{\#(liveActivityUpdate),"relevance-score":100}}"#, headers: RequestHeaders(pushType: "liveactivity"))
        #expect(result.errors.isEmpty)
        #expect(result.payload?.aps.relevanceScore == 100)
        #expect(check(#"{"aps":{"alert":"a","relevance-score":100}}"#).errors == ["RelevanceScoreOutOfRange@/aps/relevance-score"])
    }

    @Test func safariURLArgsAndWidgetContentChangedAreApplesKeys() {
        #expect(check(#"{"aps":{"alert":{"title":"t","body":"b","action":"View"},"url-args":["boarding","A998"]}}"#).warnings.isEmpty)
        let widgets = check(#"{"aps":{"content-changed":true}}"#, headers: RequestHeaders(pushType: "widgets"))
        #expect(widgets.warnings.isEmpty)
        #expect(widgets.errors.isEmpty)
        #expect(check(#"{"aps":{"url-args":"boarding"}}"#).errors == ["StringExpected@/aps/url-args"])
    }

    @Test func pushTypesWithoutApsAreInferredFromTheirShape() {
        let mdm = check(#"{"mdm":"996ac527-9993-4a0a-8528-60b2b3c2f52b"}"#)
        #expect(mdm.headers?.pushType == .mdm)
        #expect(mdm.diagnostics.isEmpty)
        let fileProvider = check(#"{"container-identifier":"c","domain":"d"}"#)
        #expect(fileProvider.headers?.pushType == .fileprovider)
        #expect(fileProvider.diagnostics.isEmpty)
        let widgets = check(#"{"aps":{"content-changed":true}}"#)
        #expect(widgets.headers?.pushType == .widgets)
        #expect(widgets.diagnostics.isEmpty)
    }

    @Test func aMismatchApnsMayDelayOrDropIsAWarningThatSaysSo() {
        let alert = #"{"aps":{"alert":"hi"}}"#
        let silent = #"{"aps":{"content-available":1}}"#
        for (payload, headers, finding) in [
            (alert, RequestHeaders(pushType: "background", priority: "5"), "PushTypeMismatch@/aps"),
            (silent, RequestHeaders(pushType: "alert", priority: "5"), "PushTypeMismatch@apns-push-type"),
            (alert, RequestHeaders(pushType: "liveactivity"), "PushTypeMismatch@apns-push-type"),
            (#"{"aps":{},"k":"v"}"#, RequestHeaders(pushType: "mdm"), "PushTypeMismatch@/"),
            (#"{"aps":{}}"#, RequestHeaders(pushType: "fileprovider"), "PushTypeMismatch@/"),
            (alert, RequestHeaders(pushType: "widgets"), "PushTypeMismatch@/aps"),
        ] {
            let result = check(payload, headers: headers)
            #expect(result.errors.isEmpty, "\(payload) \(headers)")
            #expect(result.warnings.contains(finding), "\(payload) \(headers): \(result.warnings)")
            let message = result.diagnostics.first { $0.reason == .pushTypeMismatch }?.message ?? ""
            #expect(message.contains("may delay or drop"), "\(message)")
        }
    }

    @Test func aTokenShorterThanTodays32BytesIsBadDeviceToken() {
        // rpush/rpush#634: APNs answered BadDeviceToken for this 25-byte, incomplete token.
        let result = check(#"{"aps":{"alert":"hi"}}"#, headers: RequestHeaders(deviceToken: "c1a6dca15d9fa55e47c18d59ebf63c76550601a64e560a9e89"))
        #expect(result.errors == ["BadDeviceToken@device-token"])
        let longer = check(#"{"aps":{"alert":"hi"}}"#, headers: RequestHeaders(deviceToken: String(repeating: "ab", count: 40)))
        #expect(longer.errors.isEmpty)
        #expect(longer.warnings == ["DeviceTokenUnusualLength@device-token"])
    }
}
