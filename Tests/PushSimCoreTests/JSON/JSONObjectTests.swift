import Testing

@testable import PushSimCore

/// `JSONObject` keeps its members as structs (`Entry`) and hands them out as `(key, value)`
/// tuples: both views must hold the same members in document order.
@Suite("JSON objects")
struct JSONObjectTests {
    @Test func membersIterationAndEntriesAgreeInDocumentOrder() throws {
        let object = try #require(
            try JSONDecoding.decode(Array(#"{"z": 1, "a": {"b": [true, null]}, "m": "x", "": 2.5}"#.utf8)).objectValue)
        #expect(object.keys == ["z", "a", "m", ""])
        #expect(object.members.map(\.key) == object.keys)
        #expect(object.entries.map(\.key) == object.keys)
        #expect(Array(object).map(\.key) == object.keys)
        for (member, entry) in zip(object, object.entries) { #expect(member.value == entry.value) }
        #expect(object.members.map(\.value) == object.entries.map(\.value))
        #expect(object.count == 4 && !object.isEmpty && object.underestimatedCount == 4)
        #expect(JSONObject(object.members) == object)
        #expect(JSONObject().isEmpty && JSONObject().members.isEmpty)
    }

    /// A decoded object never holds a key twice (jansson rejects it); one built in code may, and
    /// then reading, replacing and removing act on the first, as they did on tuples.
    @Test func aRepeatedKeyIsReadReplacedAndRemovedAtItsFirstPlace() {
        var object = JSONObject([("k", 1), ("x", 2), ("k", 3)])
        #expect(object["k"] == .integer(1))
        #expect(object.contains("k") && !object.contains("y"))
        object["k"] = 4
        #expect(object.members.map(\.value) == [4, 2, 3])
        object["k"] = nil
        #expect(object.keys == ["x", "k"] && object["k"] == .integer(3))
        object["new"] = "v"
        #expect(object.keys == ["x", "k", "new"])
        object["absent"] = nil
        #expect(object.count == 3)
    }

    @Test func equalityIsOrderSensitiveAndLiteralsKeepTheirOrder() {
        let literal: JSONObject = ["b": 1, "a": [:]]
        #expect(literal == JSONObject([("b", 1), ("a", .object([:]))]))
        #expect(literal != JSONObject([("a", .object([:])), ("b", 1)]))
        #expect(literal != JSONObject([("b", 1)]))
        let value: JSONValue = ["b": 1, "a": [:]]
        #expect(value == .object(literal))
    }
}
