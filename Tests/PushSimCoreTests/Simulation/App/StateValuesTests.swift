import Testing

@testable import PushSimCore

/// `StateValues` against its definition: a JSON object whose members are set in place, and
/// appended when new (docs/app-model.md, "Version 2"); every version kept stays as it was.
@Suite("State values")
struct StateValuesTests {
    @Test("a new name goes after the others, a known one keeps its place")
    func order() {
        var values: StateValues = ["loggedIn": true, "activeServer": "srvA"]
        values.set("currentTeam", "t1")
        values.set("loggedIn", false)
        #expect(values.names == ["loggedIn", "activeServer", "currentTeam"])
        #expect(values.object == ["loggedIn": false, "activeServer": "srvA", "currentTeam": "t1"])
        #expect(values["loggedIn"] == false)
        #expect(values["missing"] == nil)
        #expect(!values.contains("missing"))
        #expect(values.count == 3)
        #expect(Array(values).map(\.key) == values.names)
    }

    @Test("equal when the same names hold the same values in the same order")
    func equality() {
        var a: StateValues = ["x": 1, "y": 2]
        let b: StateValues = ["x": 1, "y": 2]
        #expect(a == b)
        #expect(a != ["y": 2, "x": 1])
        let kept = a
        a.set("x", 1)
        #expect(a == kept)
        a.set("x", 3)
        #expect(a != kept)
        #expect(kept["x"] == 1)
    }

    /// Random sets on random versions, some kept and changed later, compared with JSON objects
    /// changed the same way: values, order and every kept version. Names come from a pool
    /// larger than the start, so names are added to versions that share their index.
    @Test("every version reads as the object changed the same way", arguments: 0..<30)
    func versionsMatchTheDefinition(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let declared = random.below(60)
        let start = JSONObject((0..<declared).map { (key: "s\($0)", value: JSONValue.integer(Int64($0))) })
        var versions: [(values: StateValues, object: JSONObject)] = [(StateValues(start), start)]
        for step in 0..<400 {
            var (values, object) = versions[random.below(versions.count)]
            let name = "s\(random.below(declared + 40))"
            values.set(name, .integer(Int64(step)))
            object[name] = .integer(Int64(step))
            if random.below(3) == 0 { versions.append((values, object)) } else { versions[versions.count - 1] = (values, object) }
        }
        for (values, object) in versions {
            #expect(values.object == object)
            #expect(values.names == object.keys)
            for name in object.keys { #expect(values[name] == object[name]) }
            #expect(values["s\(declared + 40)"] == nil)
        }
    }

    @Test("a look-up goes no deeper than a few times the logarithm of the count")
    func depthIsLogarithmic() {
        var values = StateValues()
        let count = 50_000
        for index in 0..<count { values.set("s\(index)", .integer(Int64(index))) }
        #expect(values.count == count)
        #expect(values["s\(count - 1)"] == .integer(Int64(count - 1)))
        // log2(50,000) ≈ 15.6; a treap's expected depth is about 3 times that at most.
        #expect(values.depth <= 48, "depth \(values.depth)")
    }
}
