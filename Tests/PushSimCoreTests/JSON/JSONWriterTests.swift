import Testing

@testable import PushSimCore

@Suite("JSON writing")
struct JSONWriterTests {
    @Test func writesCompactJSONThatDecodesToTheSameValue() throws {
        let value: JSONValue = ["b": [1, 2.5, "x\"y\\z", true, nil], "a": ["nested": [:]], "e": []]
        let text = JSONWriter.string(value)
        #expect(text == #"{"b":[1,2.5,"x\"y\\z",true,null],"a":{"nested":{}},"e":[]}"#)
        #expect(try JSONDecoding.decode(Array(text.utf8)) == value)
    }

    @Test func escapesEveryControlCharacterAndLineSeparator() {
        let text = JSONWriter.string(.string("a\u{1B}[2J\u{07}\n\u{7F}\u{2028}<&]]>"))
        #expect(text == #""a\u001b[2J\u0007\n\u007f\u2028<&]]>""#)
    }

    @Test func keepsRealsApartFromIntegers() {
        #expect(JSONWriter.string(.real(3)) == "3.0")
        #expect(JSONWriter.string(.integer(3)) == "3")
    }

    @Test func prettyPrintsWithTwoSpaces() {
        #expect(JSONWriter.string(["a": [1]], style: .pretty) == "{\n  \"a\": [\n    1\n  ]\n}")
    }
}
