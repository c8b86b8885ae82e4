import Testing

@testable import PushSimCore

/// An `AppNotification` keeps its fields in one box shared by copies until one changes
/// (docs/performance.md, "Delivery internals"): it must still behave as a value.
@Suite("AppNotification as a value")
struct AppNotificationStorageTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() throws {
        let model = try fixtureApp("genius")
        let check = PayloadChecker().check(bytes: Array(geniusMessage(7).utf8), source: .path("test.json"))
        let original = AppNotification(payload: try #require(check.payload), model: model)
        var copy = original
        #expect(copy == original)
        copy.objectID = "8"
        copy.collapseID = "c"
        copy.routingFields["extra"] = "1"
        copy.alert?.title = "changed"
        #expect(original.objectID == "7")
        #expect(original.collapseID == nil)
        #expect(original.routingFields.isEmpty)
        #expect(original.alert?.title == nil)
        #expect(copy.objectID == "8" && copy.collapseID == "c" && copy.routingFields == ["extra": "1"])
        #expect(copy.alert?.title == "changed")
        #expect(copy != original)
    }

    @Test func equalityComparesFieldsNotBoxes() throws {
        let model = try fixtureApp("genius")
        let check = PayloadChecker().check(bytes: Array(geniusMessage(7).utf8), source: .path("test.json"))
        let payload = try #require(check.payload)
        let one = AppNotification(payload: payload, model: model)
        var other = AppNotification(payload: payload, model: model)
        #expect(one == other)
        other.variant = "v"
        #expect(one != other)
        other.variant = nil
        #expect(one == other)
    }

    @Test func resolvingInPlaceEqualsResolvingACopy() throws {
        let model = try fixtureApp("taskrabbit")
        let url = try #require(model.routes.first.map { _ in "taskrabbit://task/42" })
        let routing = model.routingInput(url, fields: [:])
        let arrived = AppNotification(deepLink: url)
        var resolved = arrived
        resolved.resolve(routing.target, in: model)
        #expect(resolved == arrived.resolving(routing.target, in: model))
        #expect(arrived.objectID == nil)
    }
}
