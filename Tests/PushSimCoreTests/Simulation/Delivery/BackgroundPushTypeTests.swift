import Testing
import TestSupport

@testable import PushSimCore

/// A push sent as push type `background` whose `aps` also holds a badge, an alert or a sound:
/// APNs accepts it, and iOS treats it as the background notification its type says — the app
/// wakes, nothing is shown, the badge is not set (docs/delivery.md, "A background push that
/// carries a badge"; the evidence is in docs/validation.md, "BackgroundPushNotSilent").
@Suite("Push type background with visible keys")
@MainActor
struct BackgroundPushTypeTests {
    /// Home Assistant's relay sends `clear_notification` with the user's badge this way
    /// (home-assistant/mobile-apps-fcm-push, `functions/legacy.js`, `addCommand`).
    nonisolated static let badgeAndContentAvailable = #"{"aps":{"badge":4,"content-available":1},"event_type":"message","channel_id":"c1"}"#
    nonisolated static let alertAndContentAvailable =
        #"{"aps":{"alert":"hi","sound":"default","badge":4,"mutable-content":1,"content-available":1},"event_type":"message","channel_id":"c1"}"#

    private func deliver(_ payload: String, pushType: String = "background", state: AppState, badge: Int64? = 1) async throws -> DeliveryReport {
        let check = PayloadChecker(headers: RequestHeaders(pushType: pushType, priority: pushType == "background" ? "5" : "10"))
            .check(bytes: Array(payload.utf8), source: .path("test.json"))
        return await SimulatedApp.deliver(check, model: try HandlerDeliveryTests.model(), state: state, stack: nil, tap: nil, badge: badge)
    }

    @Test(arguments: [badgeAndContentAvailable, alertAndContentAvailable], AppState.allCases)
    func theAppWakesAndIOSSetsNoBadgeAndShowsNothing(payload: String, state: AppState) async throws {
        let report = try await deliver(payload, state: state)
        #expect(report.check?.verdict == .valid)
        #expect(report.outcome == (state == .forceQuit ? .notLaunched : .background), "\(state)")
        #expect(report.badgeAfter == 1, "\(state): the payload's badge 4 is not set")
        #expect(report.presentedAs == nil)
        #expect(report.presentation == nil)
        #expect(report.notification?.isSilent == true)
        #expect(report.trace.contains { $0.kind == .badge && $0.detail.contains("badge stays 1: iOS does not set the badge of a push sent as push type background") })
        if state != .forceQuit {
            // The app's own code runs, as for any background push: Home Assistant's clears the
            // notification it was sent about.
            #expect(report.handlerEffects.map(\.summary) == ["refreshed Channel c1"], "\(state)")
        }
    }

    @Test func theAlertAndTheSoundAreNamedAsNotShown() async throws {
        let report = try await deliver(Self.alertAndContentAvailable, state: .background)
        #expect(report.trace.contains { $0.detail.contains("iOS shows no alert (\"hi\") and plays no sound (default) for a push sent as push type background") })
    }

    /// Nothing is displayed, so the notification service extension is not given it (Mattermost's
    /// extension rewrites an `id_loaded` message: fixtures/apps/mattermost/README.md).
    @Test func theServiceExtensionIsNotRun() async throws {
        let payload =
            #"{"aps":{"alert":"You've received a new message.","mutable-content":1,"content-available":1},"type":"message","server_id":"srvA","channel_id":"chan1","post_id":"post7","id_loaded":true}"#
        let check = PayloadChecker(headers: RequestHeaders(pushType: "background", priority: "5"))
            .check(bytes: Array(payload.utf8), source: .path("test.json"))
        let report = await SimulatedApp.deliver(check, model: try fixtureApp("mattermost"), state: .background, stack: nil, tap: nil, badge: nil)
        #expect(report.outcome == .background)
        #expect(report.serviceExtension?.result == .notRun)
        #expect(report.serviceExtension?.reason?.contains("push type background") == true)
    }

    /// The same payload as push type alert is an alert push that also wakes the app: the system
    /// sets the badge (docs/delivery.md, "Silent pushes, and content-available with an alert").
    @Test func asPushTypeAlertTheBadgeIsSet() async throws {
        let report = try await deliver(Self.badgeAndContentAvailable, pushType: "alert", state: .background)
        #expect(report.outcome == .noAlert)
        #expect(report.badgeAfter == 4)
    }
}
