import Testing

@testable import PushSimCore

/// Replacing values in JSON text in place (docs/scenarios.md, "--update"): every byte outside
/// the replaced values stays, and a new value takes the layout of the old one.
@Suite("Splicing JSON values")
struct JSONSpliceTests {
    /// `text` with the value at `pointer` replaced by `value`.
    func splice(_ text: String, _ pointer: JSONPointer, _ value: JSONValue) throws -> String {
        let bytes = Array(text.utf8)
        let span = try #require(JSONLocator(bytes: bytes).spans(of: [pointer])[0])
        return String(decoding: JSONSplice.apply([JSONSplice.Edit(span: span, value: value)], to: bytes), as: UTF8.self)
    }

    @Test func onlyTheValuesBytesChange() throws {
        let text = "{ \"a\" :1,\n\t\"b\":   \"x\" , \"c\": [1, 2]}\n"
        #expect(try splice(text, .root / "b", .string("y — \"q\"")) == "{ \"a\" :1,\n\t\"b\":   \"y — \\\"q\\\"\" , \"c\": [1, 2]}\n")
        #expect(try splice(text, .root / "a", .null) == "{ \"a\" :null,\n\t\"b\":   \"x\" , \"c\": [1, 2]}\n")
    }

    @Test func anArrayOnOneLineKeepsItsSpacing() throws {
        #expect(try splice(#"{"c": [1, 2]}"#, .root / "c", .array([.string("a"), .string("b"), .string("c")])) == #"{"c": ["a", "b", "c"]}"#)
        #expect(try splice(#"{"c":[1,2]}"#, .root / "c", .array([.string("a"), .array([.integer(1), .integer(2)])])) == #"{"c":["a",[1,2]]}"#)
    }

    @Test func anArrayOnSeveralLinesKeepsOneElementPerLine() throws {
        let text = "{\"d\": [\n    \"x\",\n    \"y\"\n  ]}"
        #expect(try splice(text, .root / "d", .array(["a", "b", "c"].map(JSONValue.string))) == "{\"d\": [\n    \"a\",\n    \"b\",\n    \"c\"\n  ]}")
        #expect(try splice(text, .root / "d", .array([.string("a")])) == "{\"d\": [\n    \"a\"\n  ]}")
        #expect(try splice(text, .root / "d", .array([])) == "{\"d\": []}")
    }

    @Test func aSingleElementOnItsOwnLineSpreadsTheSameWay() throws {
        let text = "[\n  [\"x\"]\n]"
        let value = JSONValue.array([.array([.string("a"), .string("b")]), .array([.string("c")])])
        #expect(try splice(text, .root, value) == "[\n  [\"a\", \"b\"],\n  [\"c\"]\n]")
    }

    @Test func anObjectOnSeveralLinesKeepsItsColonAndIndentation() throws {
        var object = JSONObject()
        object["loggedIn"] = .bool(true)
        object["account"] = .string("srvB")
        let text = "{\"v\": {\n      \"loggedIn\" : false\n    }}"
        #expect(try splice(text, .root / "v", .object(object)) == "{\"v\": {\n      \"loggedIn\" : true,\n      \"account\" : \"srvB\"\n    }}")
    }

    @Test func aNewObjectInAnEmptyOneTakesTheSpacingGiven() throws {
        var object = JSONObject()
        object["outcome"] = .string("banner")
        object["badge"] = .integer(3)
        let bytes = Array(#"{"expect":{ }}"#.utf8)
        let span = try #require(JSONLocator(bytes: bytes).spans(of: [.root / "expect"])[0])
        let tight = JSONSplice.apply([JSONSplice.Edit(span: span, value: .object(object), spacing: .tight)], to: bytes)
        #expect(String(decoding: tight, as: UTF8.self) == #"{"expect":{"outcome":"banner","badge":3}}"#)
        let spaced = JSONSplice.apply([JSONSplice.Edit(span: span, value: .object(object))], to: bytes)
        #expect(String(decoding: spaced, as: UTF8.self) == #"{"expect":{"outcome": "banner", "badge": 3}}"#)
    }

    @Test func theSpacingOfAnObjectIsReadFromItsFirstCommaAndColon() {
        let bytes = Array(#"{"a":1,"b":[1, 2]} {"a": 1, "b": 2}"#.utf8)
        #expect(JSONSplice.spacing(of: 0..<18, in: bytes) == .tight)
        #expect(JSONSplice.spacing(of: 19..<bytes.count, in: bytes) == .spaced)
        #expect(JSONSplice.spacing(of: 0..<2, in: Array("{}".utf8)) == nil)
    }

    @Test func severalEditsAreAppliedInFileOrderWhateverTheirOrder() throws {
        let bytes = Array(#"{"a": 1, "b": 2, "c": 3}"#.utf8)
        let spans = JSONLocator(bytes: bytes).spans(of: [.root / "c", .root / "a"]).compactMap { $0 }
        let out = JSONSplice.apply([JSONSplice.Edit(span: spans[0], value: .integer(30)), JSONSplice.Edit(span: spans[1], value: .integer(10))], to: bytes)
        #expect(String(decoding: out, as: UTF8.self) == #"{"a": 10, "b": 2, "c": 30}"#)
    }
}
