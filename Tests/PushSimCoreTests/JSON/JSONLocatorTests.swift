import Testing

@testable import PushSimCore

@Suite("Finding a pointer's line and column")
struct JSONLocatorTests {
    let text = """
        {
          "aps": {
            "alert": { "title": "Hi", "loc-args": ["a", 3] },
            "b\\u0061dge": "3"
          },
          "url": "x"
        }
        """

    private func position(_ pointer: JSONPointer) -> SourcePosition? {
        JSONLocator(bytes: Array(text.utf8)).position(of: pointer)
    }

    @Test func findsNestedKeysAndArrayElements() {
        #expect(position(.root / "aps" / "alert" / "loc-args" / 1)?.description == "3:49")
        #expect(position(.root / "url")?.description == "6:10")
    }

    @Test func comparesKeysDecoded() {
        #expect(position(.root / "aps" / "badge")?.description == "4:19")
    }

    @Test func pointsAtTheDeepestExistingValueForAMissingKey() {
        #expect(position(.root / "aps" / "sound")?.description == "2:10")
    }

    @Test("many pointers at once, in any order, as each alone")
    func findsManyPointersInOneWalk() {
        let pointers: [JSONPointer] = [
            .root / "url", .root / "aps" / "sound", .root / "aps" / "alert" / "loc-args" / 1, .root,
            .root / "aps" / "badge", .root / "url", .root / "aps" / "alert" / "loc-args" / 7, .root / "aps" / 0,
        ]
        let locator = JSONLocator(bytes: Array(text.utf8))
        #expect(locator.positions(of: pointers).map { $0?.description } == [
            "6:10", "2:10", "3:49", "1:1", "4:19", "6:10", "3:43", "2:10",
        ])
        #expect(locator.positions(of: []).isEmpty)
        #expect(JSONLocator(bytes: Array("  ".utf8)).positions(of: [.root]) == [nil])
    }

    @Test func escapesPointerTokens() {
        #expect((JSONPointer.root / "a/b" / "c~d" / 0).description == "/a~1b/c~0d/0")
        #expect(JSONPointer.root.displayString == "/")
    }
}
