import Testing

@testable import PushSimCore
import TestSupport

/// `--tap dismiss` in the foreground (docs/delivery.md, "Dismissing"): the app's own toast is
/// the app's UI, so the app knows and no dismiss action is involved; a system banner or list
/// entry that `willPresent` asked for follows the system's rule (the category's custom
/// dismiss action).
@MainActor
@Suite("Dismissing a toast or a foreground banner")
struct ToastDismissTests {
    let genius: AppModel
    let taskRabbit: AppModel
    let mattermost: AppModel

    init() throws {
        genius = try fixtureApp("genius")
        taskRabbit = try fixtureApp("taskrabbit")
        mattermost = try fixtureApp("mattermost")
    }

    /// A version 2 model whose foreground answer is `options`, with the app's toast when
    /// `toast` holds, and a category with or without the custom dismiss action.
    private func chat(options: String, toast: Bool, customDismiss: Bool) throws -> AppModel {
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Chat"},
             "foreground": {"presentation": \#(options), "toast": \#(toast)},
             "events": {"message": {"hierarchy": "Home > Channel(:id)"}},
             "screens": {"Home": {"observes": ["message"]}, "Channel": {}},
             "launch": {"stack": "Home"},
             "categories": {"MSG": {"actions": [], "customDismiss": \#(customDismiss)}}}
            """#
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("chat.json")).model
    }

    private let chatMessage = #"{"aps": {"alert": "hi", "category": "MSG"}, "event_type": "message", "object_id": "c1"}"#

    @Test(arguments: [AppState.active, .inactive])
    func dismissingTheAppsOwnToastIsKnownToTheAppWithoutADismissAction(state: AppState) async throws {
        // Genius's MESSAGE category has a custom dismiss action; TaskRabbit's TASK has none:
        // neither matters for the app's own toast.
        let withCustomDismiss = try await deliver(geniusMessage(42), to: genius, state: state, tap: .dismiss)
        let withoutCustomDismiss = try await deliver(
            #"{"aps":{"alert":"Updated","category":"TASK"},"event_type":"task_updated","object_id":42}"#, to: taskRabbit, state: state,
            tap: .dismiss)
        for report in [withCustomDismiss, withoutCustomDismiss] {
            #expect(report.outcome == .dismissed)
            #expect(report.presentedAs == "toast")
            #expect(report.reason == "the app's own toast: the app knows, and no dismiss action is involved")
            #expect(DeliveryText.phrase(report) == "dismissed (the app's own toast: the app knows, and no dismiss action is involved)")
            let tapped = report.trace.filter { $0.kind == .tapped }.map(\.detail)
            #expect(tapped == ["the user dismisses the app's own toast: its own code sees it; iOS sends no UNNotificationDismissActionIdentifier"])
            // "was received" was posted once, when the push arrived, not again for the dismissal.
            #expect(report.trace.filter { $0.kind == .observers }.count == 1)
        }
    }

    /// In the background the banner is the system's: the category decides, as before.
    @Test func dismissingASystemBannerStillFollowsTheCategory() async throws {
        let told = try await deliver(geniusMessage(42), to: genius, state: .background, tap: .dismiss)
        #expect(told.outcome == .dismissed)
        #expect(told.reason == nil)
        #expect(DeliveryText.phrase(told) == "dismissed (the app was told) [badge unset → 3]")
        let notTold = try await deliver(
            #"{"aps":{"alert":"Updated","category":"TASK"},"event_type":"task_updated","object_id":42}"#, to: taskRabbit,
            state: .background, tap: .dismiss)
        #expect(notTold.outcome == .dismissNotDelivered)
    }

    /// Mattermost answers [sound, badge] and draws its own toast: dismissing is the toast's.
    @Test func aVersion2ToastWithoutABannerIsTheAppsOwn() async throws {
        let payload = try readRepositoryFile("fixtures/apps/mattermost/payloads/channel-message-foreground.json")
        let report = try await deliver(payload, to: mattermost, state: .active, tap: .dismiss)
        #expect(report.appToast == true)
        #expect(report.outcome == .dismissed)
        #expect(report.reason == "the app's own toast: the app knows, and no dismiss action is involved")
    }

    /// A `willPresent` answer with a banner or a list entry is shown by the system: the
    /// system's dismiss rule applies, even when the app also draws its toast.
    @Test(arguments: [(#"["banner"]"#, false), (#"["list"]"#, false), (#"["banner", "sound"]"#, true)])
    func aVersion2SystemBannerFollowsTheSystemRule(options: String, toast: Bool) async throws {
        let told = try await deliver(chatMessage, to: try chat(options: options, toast: toast, customDismiss: true), state: .active, tap: .dismiss)
        #expect(told.outcome == .dismissed)
        #expect(told.reason == nil)
        #expect(told.trace.contains { $0.kind == .tapped && $0.detail == "dismissed; category MSG has a custom dismiss action" })
        let notTold = try await deliver(chatMessage, to: try chat(options: options, toast: toast, customDismiss: false), state: .active, tap: .dismiss)
        #expect(notTold.outcome == .dismissNotDelivered)
        #expect(notTold.reason == "category MSG has no custom dismiss action: iOS tells the app nothing")
    }

    /// Neither a banner, a list entry nor a toast: nothing to dismiss, as nothing to tap.
    @Test func nothingShownIsNothingToDismiss() async throws {
        let report = try await deliver(chatMessage, to: try chat(options: #"["sound"]"#, toast: false, customDismiss: true), state: .active, tap: .dismiss)
        #expect(report.outcome == .presented)
    }
}
