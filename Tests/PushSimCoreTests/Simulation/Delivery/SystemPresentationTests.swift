@testable import PushSimCore
import Testing

/// What the system does with an alert it presents itself: the interruption level, Focus and the
/// user's notification settings (docs/delivery.md, "Interruption levels and Focus",
/// "Authorization and the user's settings").
@MainActor
@Suite struct SystemPresentationTests {
    let genius: AppModel

    init() throws { genius = try fixtureApp("genius") }

    private func message(level: String? = nil, sound: String = #""default""#, contentAvailable: Bool = false) -> String {
        let extra = (level.map { #","interruption-level":"\#($0)""# } ?? "") + (contentAvailable ? #","content-available":1"# : "")
        return #"{"aps":{"alert":{"title":"Alice","body":"hi"},"badge":3,"sound":\#(sound)\#(extra)},"event_type":"new_message","genius":{"conversation_id":42}}"#
    }

    private func deliver(
        _ payload: String, model: AppModel? = nil, state: AppState = .background, tap: TapAction? = TapAction.none,
        focus: Bool = false, authorization: NotificationAuthorization = .init()
    ) async -> DeliveryReport {
        let check = PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
        return await SimulatedApp.deliver(
            check, model: model ?? genius, state: state, stack: nil, tap: tap, badge: nil,
            device: DeviceSettings(focus: focus, authorization: authorization))
    }

    /// A model with the critical-alerts entitlement declared (docs/app-model.md, "Entitlements").
    private func criticalApp() throws -> AppModel {
        let text = #"{"schemaVersion":2,"app":{"name":"Care"},"entitlements":{"criticalAlerts":true},"events":{"new_message":{"hierarchy":"Home"}},"screens":{"Home":{}}}"#
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("care.json")).model
    }

    @Test func anActivePushWithoutFocusIsTheUsualBannerWithSound() async {
        let report = await deliver(message())
        #expect(report.outcome == .banner)
        #expect(report.system == nil)
        #expect(report.badgeAfter == 3)
    }

    @Test func aPassivePushGoesToTheListWithoutBannerOrSound() async {
        let report = await deliver(message(level: "passive"))
        #expect(report.outcome == .listed)
        #expect(report.system?.banner == false)
        #expect(report.system?.listed == true)
        #expect(report.system?.soundPlays == false)
        #expect(report.reason == "list only, silent (passive: the screen stays dark)")
        #expect(report.presentedAs == "list")
        // The badge is not an interruption: it still changes.
        #expect(report.badgeAfter == 3)
        #expect(DeliveryText.phrase(report).hasPrefix("listed \"Alice — hi\" (sound default, badge 3), not tapped: list only, silent"))
    }

    @Test func aPassivePushCanStillBeOpenedFromTheList() async {
        let report = await deliver(message(level: "passive"), tap: .default)
        #expect(report.outcome == .routed)
        #expect(DeliveryText.phrase(report) == "routed Inbox > Conversation(42) — list only, silent (passive: the screen stays dark) [badge unset → 3]")
    }

    @Test(arguments: ["active", "passive"])
    func focusHoldsActiveAndPassivePushes(level: String) async {
        let report = await deliver(message(level: level), focus: true)
        #expect(report.outcome == .listed)
        #expect(report.system?.heldByFocus == true)
        #expect(report.reason?.contains("held by Focus") == true)
    }

    @Test func focusHoldsAPushWithNoInterruptionLevel() async {
        let report = await deliver(message(), focus: true)
        #expect(report.outcome == .listed)
        #expect(report.reason == "list only, silent (held by Focus)")
    }

    @Test func aTimeSensitivePushBreaksThroughFocus() async {
        let report = await deliver(message(level: "time-sensitive"), focus: true)
        #expect(report.outcome == .banner)
        #expect(report.system?.banner == true)
        #expect(report.system?.soundPlays == true)
        #expect(report.reason == "banner, sound default (time-sensitive: breaks through Focus)")
    }

    @Test func aCriticalPushWithoutTheEntitlementIsHeldByFocusLikeAnActiveOne() async {
        let report = await deliver(message(level: "critical"), focus: true)
        #expect(report.outcome == .listed)
        #expect(report.reason?.contains("critical without the critical-alerts entitlement") == true)
    }

    @Test func aCriticalPushWithTheEntitlementBreaksThroughFocusAndTheMuteSwitch() async throws {
        let report = await deliver(message(level: "critical"), model: try criticalApp(), focus: true)
        #expect(report.outcome == .banner)
        #expect(report.system?.soundPlays == true)
        #expect(report.reason == "banner, sound default even if muted (critical: breaks through Focus and the mute switch)")
    }

    @Test func aCriticalSoundDictionaryIsACriticalAlert() async throws {
        let report = await deliver(message(sound: #"{"critical":1,"name":"alarm.caf","volume":1.0}"#), model: try criticalApp(), focus: true)
        #expect(report.outcome == .banner)
        #expect(report.reason?.hasPrefix("banner, sound alarm.caf even if muted") == true)
    }

    @Test(arguments: [NotificationAuthorization.Status.denied, .notDetermined])
    func withoutAuthorizationNothingIsShownAndTheBadgeStays(status: NotificationAuthorization.Status) async {
        let report = await deliver(message(), tap: nil, authorization: .init(status: status))
        #expect(report.outcome == .notShown)
        #expect(report.presentedAs == nil)
        #expect(report.badgeAfter == nil)
        #expect(report.system?.listed == false)
        #expect(report.reason?.hasPrefix("nothing shown, silent, no badge") == true)
        #expect(report.trace.contains { $0.kind == .tapped && $0.detail.contains("nothing to tap") })
    }

    @Test func deniedStillWakesTheAppForContentAvailable() async {
        let report = await deliver(message(contentAvailable: true), state: .notRunning, tap: nil, authorization: .init(status: .denied))
        #expect(report.outcome == .notShown)
        #expect(report.stateAfter == .background)
        #expect(report.trace.contains { $0.kind == .launched })
    }

    @Test func deniedInTheForegroundDoesNotAskWillPresent() async {
        let report = await deliver(message(), state: .active, tap: nil, authorization: .init(status: .denied))
        #expect(report.outcome == .notShown)
        #expect(report.observers.isEmpty)
        #expect(report.badgeAfter == nil)
    }

    @Test func provisionalDeliversQuietlyToNotificationCenter() async {
        let report = await deliver(message(), authorization: .init(status: .provisional))
        #expect(report.outcome == .listed)
        #expect(report.system?.soundPlays == false)
        #expect(report.badgeAfter == nil)
        #expect(report.reason == "list only, silent, no badge (provisional: delivered quietly)")
    }

    @Test func ephemeralIsAuthorizedForAnAppClip() async {
        let report = await deliver(message(), authorization: .init(status: .ephemeral))
        #expect(report.outcome == .banner)
        #expect(report.reason == "banner, sound default (ephemeral: an App Clip's limited authorization)")
    }

    @Test func eachSettingTurnedOffSuppressesItsPart() async {
        let noSound = await deliver(message(), authorization: .init(sound: false))
        #expect(noSound.outcome == .banner)
        #expect(noSound.reason == "banner, silent (sounds off in Settings)")
        let noBadge = await deliver(message(), authorization: .init(badge: false))
        #expect(noBadge.badgeAfter == nil)
        #expect(noBadge.reason == "banner, sound default, no badge (badges off in Settings)")
        let noAlert = await deliver(message(), tap: nil, authorization: .init(alert: false))
        #expect(noAlert.outcome == .notShown)
        #expect(noAlert.badgeAfter == 3)
        #expect(noAlert.reason == "nothing shown, sound default (alerts off in Settings)")
    }

    @Test func authorizationIsReadFromItsArgument() throws {
        #expect(try NotificationAuthorization(argument: "provisional") == .init(status: .provisional))
        #expect(try NotificationAuthorization(argument: "authorized,sound-off,badge-off") == .init(sound: false, badge: false))
        #expect(try NotificationAuthorization(argument: "alert-off") == .init(alert: false))
        #expect(throws: NotificationAuthorization.ArgumentError.self) { try NotificationAuthorization(argument: "denyed") }
        #expect(throws: NotificationAuthorization.ArgumentError.self) { try NotificationAuthorization(argument: "denied,provisional") }
    }

    @Test func aBadgeOnlyPushHonoursTheBadgeSetting() async {
        let report = await deliver(#"{"aps":{"badge":5},"event_type":"unread_count"}"#, authorization: .init(badge: false))
        #expect(report.outcome == .noAlert)
        #expect(report.badgeAfter == nil)
    }
}
