@testable import PushSimCore
import Testing

/// An event type the app does not know (docs/delivery.md, "An event type the app does not
/// know"): in the background and not running the system shows the banner and applies the badge
/// before the app is involved; the app fails to read it only when the tap reaches it. In the
/// foreground the app is asked first.
@MainActor
@Suite struct UnknownEventDeliveryTests {
    let genius: AppModel
    let mattermost: AppModel

    init() throws {
        genius = try fixtureApp("genius")
        mattermost = try fixtureApp("mattermost")
    }

    let unknown = #"{"aps":{"alert":"You earned a badge!","badge":5},"event_type":"achievement_unlocked"}"#

    @Test(arguments: [AppState.background, .notRunning])
    func theSystemShowsTheBannerAndAppliesTheBadgeBeforeTheTapFails(state: AppState) async throws {
        let report = try await deliver(unknown, to: genius, state: state)
        #expect(report.outcome == .unknownEvent)
        #expect(report.reason?.hasPrefix("\"achievement_unlocked\" is not one of Genius's event types") == true)
        #expect(report.presentedAs == "banner")
        #expect(report.presentation?.text == "You earned a badge!")
        #expect(report.badgeAfter == 5)
        #expect(report.observers.isEmpty)
        let kinds = report.trace.map(\.kind)
        let shown = try #require(kinds.firstIndex(of: .presented))
        let tapped = try #require(kinds.firstIndex(of: .tapped))
        #expect(shown < tapped)
        if state == .notRunning { #expect(report.stackAfter.description == "Inbox") }
    }

    /// The tap brings the app to the front (launching it first when it was not running) before
    /// it fails to read the push: the report says where the app is, as for any tap.
    @Test(arguments: [AppState.background, .notRunning, .forceQuit])
    func theTapLeavesTheAppActive(state: AppState) async throws {
        let report = try await deliver(unknown, to: genius, state: state)
        #expect(report.outcome == .unknownEvent)
        #expect(report.stateAfter == .active, "\(state)")
    }

    /// A content-available push launches a not-running app in the background, whatever its
    /// event type: the report says it runs there.
    @Test(arguments: [
        #"{"aps":{"content-available":1},"event_type":"achievement_unlocked"}"#,
        #"{"aps":{"alert":"You earned a badge!","content-available":1},"event_type":"achievement_unlocked"}"#,
    ])
    func aContentAvailablePushLaunchesANotRunningAppInTheBackground(payload: String) async throws {
        let report = try await deliver(payload, to: genius, state: .notRunning, tap: TapAction.none)
        #expect(report.stateAfter == .background)
        #expect(report.stackAfter.description == "Inbox")
        #expect(report.trace.contains { $0.detail == "content-available: the system launches the app in the background, which cannot read event achievement_unlocked" })
    }

    @Test func nobodyTapsItSoTheAppNeverHearsOfIt() async throws {
        let report = try await deliver(unknown, to: genius, state: .background, tap: TapAction.none, badge: 1)
        #expect(report.outcome == .banner)
        #expect(report.presentation?.text == "You earned a badge!")
        #expect(report.badgeAfter == 5)
    }

    @Test func aDismissalWithoutCustomDismissTellsTheAppNothing() async throws {
        let payload = #"{"aps":{"alert":"x","category":"FOLLOW"},"event_type":"achievement_unlocked"}"#
        let report = try await deliver(payload, to: genius, state: .background, tap: .dismiss)
        #expect(report.outcome == .dismissNotDelivered)
    }

    @Test func aBadgeOnlyPushIsAppliedByTheSystemWithoutTheApp() async throws {
        let report = try await deliver(#"{"aps":{"badge":2},"event_type":"achievement_unlocked"}"#, to: genius, state: .background)
        #expect(report.outcome == .noAlert)
        #expect(report.badgeAfter == 2)
    }

    @Test(arguments: [AppState.active, .inactive])
    func inTheForegroundTheSeedsPushCenterCannotMakeItsNotificationAndShowsNothing(state: AppState) async throws {
        let report = try await deliver(unknown, to: genius, state: state, badge: 1)
        #expect(report.outcome == .unknownEvent)
        #expect(report.presentedAs == nil)
        #expect(report.badgeAfter == 1)
        #expect(report.observers.isEmpty)
    }

    @Test func inTheForegroundAVersion2AppAnswersWillPresentWithItsDefault() async throws {
        let payload = #"{"aps":{"alert":"hi","badge":7},"type":"achievement","server_id":"srvA","channel_id":"c1"}"#
        let report = try await deliver(payload, to: mattermost, state: .active, badge: 1)
        #expect(report.outcome == .unknownEvent)
        #expect(report.presentationOptions == [.sound, .badge])
        #expect(report.presentationChosenBy == "the app's default")
        #expect(report.badgeAfter == 7)
        #expect(report.observers.isEmpty)
    }
}
