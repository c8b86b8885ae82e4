import Testing

@testable import PushSimCore

/// The pending local notification requests (version 3; docs/delivery.md, "Local
/// notifications"): a request with a pending one's identifier replaces it, the soonest-firing 64
/// are kept, and due requests leave in the order they fire.
@Suite("Local notification queue")
struct LocalNotificationQueueTests {
    private let content: JSONObject = ["aps": .object(["alert": "hi"])]

    @Test func theSameIdentifierReplacesThePendingRequest() {
        var queue = LocalNotificationQueue()
        #expect(queue.add(identifier: "snooze", content: content, firesAt: 100).replaced == false)
        #expect(queue.add(identifier: "snooze", content: content, firesAt: 900).replaced == true)
        #expect(queue.pending.map(\.firesAt) == [900])
        #expect(queue.takeDue(by: 899).isEmpty)
        #expect(queue.takeDue(by: 900).map(\.identifier) == ["snooze"])
        #expect(queue.isEmpty)
    }

    @Test func dueRequestsLeaveInFiringOrderThenRequestOrder() {
        var queue = LocalNotificationQueue()
        queue.add(identifier: "late", content: content, firesAt: 50)
        queue.add(identifier: "b", content: content, firesAt: 10)
        queue.add(identifier: "a", content: content, firesAt: 10)
        #expect(queue.nextFiring == 10)
        #expect(queue.takeDue(by: 60).map(\.identifier) == ["b", "a", "late"])
    }

    @Test func theSoonestFiring64AreKept() {
        var queue = LocalNotificationQueue()
        for index in 0..<64 { queue.add(identifier: "n\(index)", content: content, firesAt: Int64(index)) }
        // Later than all: it is the one discarded.
        #expect(queue.add(identifier: "later", content: content, firesAt: 1000).discarded == "later")
        // Sooner than the latest: the latest goes.
        #expect(queue.add(identifier: "sooner", content: content, firesAt: -1).discarded == "n63")
        #expect(queue.pending.count == LocalNotificationQueue.limit)
    }

    @Test func generatedIdentifiersAreApartFromRemoteOnes() {
        #expect(LocalRequestIdentifier.generated(1) == "00000000-0000-4000-9000-000000000001")
        #expect(LocalRequestIdentifier.generated(1) != RequestIdentifier.generated(1))
    }
}
