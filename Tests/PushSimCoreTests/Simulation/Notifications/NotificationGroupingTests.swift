import Testing
import TestSupport

@testable import PushSimCore

/// `thread-id`, `target-content-id`, `relevance-score` and `apns-collapse-id` in the outcome
/// (docs/delivery.md, "Grouping, scenes, the summary and replacement"): reported in the JSON
/// record, Notification Center grouped by thread, a replacement said.
@Suite("Grouping, target content, relevance and collapse ids")
@MainActor
struct NotificationGroupingTests {
    private func check(_ payload: String, collapseID: String? = nil) -> PayloadCheck {
        PayloadChecker(headers: RequestHeaders(collapseID: collapseID)).check(bytes: Array(payload.utf8), source: .path("test.json"))
    }

    private func alert(_ text: String, thread: String? = nil, extra: String = "") -> String {
        let threadMember = thread.map { #","thread-id":"\#($0)""# } ?? ""
        return #"{"aps":{"alert":"\#(text)"\#(threadMember)\#(extra)},"event_type":"song_annotated","song_id":1234}"#
    }

    private func record(_ report: DeliveryReport, _ model: AppModel) -> JSONObject {
        DeliveryJSON.record(report, app: model).objectValue ?? [:]
    }

    @Test func theNotificationObjectCarriesThreadTargetRelevanceAndCollapseID() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        let payload = alert("Score: 1–0", thread: "match-9", extra: #","target-content-id":"match-window","relevance-score":0.75"#)
        let report = await app.receive(.push(check(payload, collapseID: "score-9")), state: .background, tap: TapAction.none)
        let notification = try #require(record(report, model)["notification"]?.objectValue)
        #expect(notification["threadId"] == .string("match-9"))
        #expect(notification["targetContentId"] == .string("match-window"))
        #expect(notification["relevanceScore"] == .real(0.75))
        #expect(notification["collapseId"] == .string("score-9"))
        #expect(record(report, model)["replaced"] == .null)
    }

    @Test func withoutThemTheKeysAreNull() async throws {
        let model = try fixtureApp("genius")
        let report = await SimulatedApp(model: model).receive(.push(check(alert("Hi"))), state: .background, tap: TapAction.none)
        let notification = try #require(record(report, model)["notification"]?.objectValue)
        for key in ["threadId", "targetContentId", "relevanceScore", "collapseId"] { #expect(notification[key] == .null, "\(key)") }
    }

    @Test func aPushWithTheSameCollapseIDSaysWhichNotificationItReplaced() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        let first = await app.receive(.push(check(alert("Score: 1–0", thread: "match-9"), collapseID: "score-9")), state: .background, tap: TapAction.none)
        #expect(first.replaced == nil)
        let second = await app.receive(.push(check(alert("Score: 2–0", thread: "match-9"), collapseID: "score-9")), state: .background, tap: TapAction.none)
        #expect(second.replaced == "match-9: Score: 1–0")
        #expect(record(second, model)["replaced"] == .string("match-9: Score: 1–0"))
        #expect(
            second.trace.contains(
                TraceStep(kind: .presented, detail: "replaces \"match-9: Score: 1–0\" in Notification Center: the same apns-collapse-id score-9")))
        #expect(app.deliveredNotifications == ["match-9: Score: 2–0"])
    }

    @Test func aPushWithAnotherCollapseIDReplacesNothing() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        _ = await app.receive(.push(check(alert("One"), collapseID: "a")), state: .background, tap: TapAction.none)
        let second = await app.receive(.push(check(alert("Two"), collapseID: "b")), state: .background, tap: TapAction.none)
        #expect(second.replaced == nil)
        #expect(!second.trace.contains { $0.detail.hasPrefix("replaces") })
    }

    @Test func theTraceSaysWhichGroupTheNotificationJoins() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        let threaded = await app.receive(.push(check(alert("One", thread: "chan1"))), state: .background, tap: TapAction.none)
        #expect(threaded.trace.suffix(2).first == TraceStep(kind: .presented, detail: "stays in Notification Center, in the group of thread-id chan1"))
        let plain = await app.receive(.push(check(alert("Two"))), state: .background, tap: TapAction.none)
        #expect(plain.trace.suffix(2).first == TraceStep(kind: .presented, detail: "stays in Notification Center, in the app's group (no thread-id)"))
    }

    /// A banner the user opens leaves Notification Center at once: it joins no group.
    @Test func anOpenedBannerStaysInNoGroup() async throws {
        let model = try fixtureApp("genius")
        let report = await SimulatedApp(model: model).receive(.push(check(geniusMessage(42))), state: .background)
        #expect(report.outcome == .routed)
        #expect(!report.trace.contains { $0.detail.hasPrefix("stays in Notification Center") })
    }

    /// Acting on a notification already in Notification Center adds nothing to it.
    @Test func actingOnADeliveredNotificationSaysNoGroup() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        _ = await app.receive(.push(check(alert("One", thread: "a"))), state: .background, tap: TapAction.none)
        _ = await app.receive(.push(check(alert("Two", thread: "b"))), state: .background, tap: TapAction.none)
        let dismissed = try #require(await app.actOnDelivered(.thread("a"), tap: .dismiss, state: .background))
        #expect(!dismissed.trace.contains { $0.detail.hasPrefix("stays in Notification Center") }, "\(dismissed.trace)")
        #expect(app.notificationGroups == [["b: Two"]])
    }

    @Test func aSilentPushJoinsNoGroup() async throws {
        let model = try fixtureApp("genius")
        let report = await SimulatedApp(model: model).receive(
            .push(check(#"{"aps":{"content-available":1},"thread-id":"x"}"#)), state: .background, tap: TapAction.none)
        #expect(!report.trace.contains { $0.detail.hasPrefix("stays in Notification Center") })
    }

    /// Grouped by thread-id, the app's group for the rest; the group with the newest
    /// notification first, each group newest first.
    @Test func notificationCenterIsGroupedByThreadNewestGroupFirst() async throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        for (text, thread) in [("A1", "a"), ("B1", nil), ("C1", "c"), ("A2", "a"), ("B2", nil)] as [(String, String?)] {
            _ = await app.receive(.push(check(alert(text, thread: thread))), state: .background, tap: TapAction.none)
        }
        #expect(app.notificationGroups == [["B2", "B1"], ["a: A2", "a: A1"], ["c: C1"]])
    }
}
