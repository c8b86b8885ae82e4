@testable import PushSimCore
import Testing

/// Push types that never reach the app as a banner (docs/delivery.md, "Push types that do not
/// reach the app as a banner"): each goes to its own receiver, in every state.
@MainActor
@Suite struct PushTypeDeliveryTests {
    let genius: AppModel

    init() throws { genius = try fixtureApp("genius") }

    private func deliver(
        _ payload: String, pushType: String?, topic: String? = nil, state: AppState = .background, badge: Int64? = nil
    ) async -> DeliveryReport {
        let headers = RequestHeaders(pushType: pushType, topic: topic)
        let check = PayloadChecker(headers: headers).check(bytes: Array(payload.utf8), source: .path("test.json"))
        return await SimulatedApp.deliver(check, model: genius, state: state, stack: nil, tap: nil, badge: badge)
    }

    @Test func voipIsCheckedBeforeAContentAvailablePushCountsAsSilent() async {
        let report = await deliver(#"{"aps":{"content-available":1},"call":"c1"}"#, pushType: "voip", topic: "com.genius.app.voip")
        #expect(report.check?.verdict == .valid)
        #expect(report.outcome == .pushKit)
        #expect(report.reason?.contains("PushKit") == true)
        #expect(report.observers.isEmpty)
    }

    @Test(arguments: AppState.allCases)
    func aLocationPushGoesToTheLocationPushServiceExtensionNotToABanner(state: AppState) async {
        let report = await deliver(
            #"{"aps":{"alert":"Where are you?","badge":4},"event_type":"new_message","genius":{"conversation_id":42}}"#,
            pushType: "location", topic: "com.genius.app.location-query", state: state, badge: 1)
        #expect(report.outcome == .appExtension)
        #expect(report.reason?.contains("Location Push Service Extension") == true)
        #expect(report.presentedAs == nil)
        #expect(report.observers.isEmpty)
        // Not a notification: the badge is the app's own business, untouched.
        #expect(report.badgeAfter == report.badgeBefore)
        #expect(report.stackAfter == report.stackBefore)
    }

    @Test func pushToTalkGoesToTheChannelManager() async {
        let report = await deliver(#"{"aps":{},"activeSpeaker":"Alice"}"#, pushType: "pushtotalk", topic: "com.genius.app.voip-ptt")
        #expect(report.outcome == .pushToTalk)
        #expect(report.reason?.contains("incomingPushResult(channelManager:channelUUID:pushPayload:)") == true)
    }

    @Test(arguments: [
        ("complication", "com.genius.app.complication", DeliveryOutcome.pushKit, "complication"),
        ("fileprovider", "com.genius.app.pushkit.fileprovider", .pushKit, "signalEnumerator"),
        ("widgets", "com.genius.app", .appExtension, "WidgetKit"),
        ("controls", "com.genius.app", .appExtension, "controls reload"),
    ])
    func eachOtherPushTypeNamesItsReceiver(pushType: String, topic: String, outcome: DeliveryOutcome, receiver: String) async {
        let report = await deliver(#"{"aps":{"content-changed":true},"container-identifier":"root"}"#, pushType: pushType, topic: topic)
        #expect(report.check?.verdict == .valid)
        #expect(report.outcome == outcome)
        #expect(report.reason?.contains(receiver) == true)
    }

    @Test func anMDMPushCarriesNoApsAndWakesTheDeviceNotTheApp() async {
        let report = await deliver(#"{"mdm":"PushMagicValue"}"#, pushType: "mdm")
        #expect(report.check?.verdict == .valid)
        #expect(report.outcome == .deviceManagement)
        #expect(report.reason?.contains("MDM server") == true)
    }

    /// `{"mdm": …}` with no `aps` is an MDM push by its shape (docs/validation.md): the push
    /// type is inferred, as sideshow/apns2's MDM payload is (fixtures/real-world/).
    @Test func anMDMPayloadWithoutThePushTypeIsInferredAsMDM() async {
        let report = await deliver(#"{"mdm":"PushMagicValue"}"#, pushType: nil)
        #expect(report.check?.headers?.pushType == .mdm)
        #expect(report.outcome == .deviceManagement)
        #expect(await deliver(#"{"alert":"x"}"#, pushType: nil).reason == "MissingAps at /")
    }

    @Test func aLiveActivityUpdateWithAnAlertLightsTheScreenAndReportsItsStaleDate() async {
        let payload = #"{"aps":{"timestamp":1732191000,"event":"update","content-state":{"eta":5},"stale-date":1732191900,"alert":{"title":"Almost there","body":"5 minutes","sound":"chime.caf"}}}"#
        let report = await deliver(payload, pushType: "liveactivity", topic: "com.genius.app.push-type.liveactivity")
        #expect(report.outcome == .liveActivity)
        #expect(report.reason == "the system applies the Live Activity update (stale after 1732191900); its alert \"Almost there — 5 minutes\" lights the screen and plays chime.caf; the app's notification handlers are not called")
    }

    @Test func aLiveActivityEndReportsWhenItIsDismissed() async {
        let ended = await deliver(#"{"aps":{"timestamp":1,"event":"end","content-state":{},"dismissal-date":1732195500}}"#, pushType: nil)
        #expect(ended.reason == "the system applies the Live Activity end (dismissed at 1732195500); the app's notification handlers are not called")
        let kept = await deliver(#"{"aps":{"timestamp":1,"event":"end","content-state":{}}}"#, pushType: nil)
        #expect(kept.reason == "the system applies the Live Activity end (no dismissal-date: the system's default dismissal policy applies); the app's notification handlers are not called")
    }
}
