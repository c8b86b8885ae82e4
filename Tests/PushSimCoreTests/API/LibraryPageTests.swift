import TestSupport
import Testing

/// docs/library.md shows the example suite word for word as it is in LibraryExampleTests.swift,
/// so the page cannot drift from code that compiles and passes.
@Suite struct LibraryPageTests {
    @Test func thePageShowsTheExampleSuiteAsItIs() throws {
        let source = try readRepositoryFile("Tests/PushSimCoreTests/API/LibraryExampleTests.swift")
        let begin = try #require(source.firstRange(of: "// library example: begin\n"))
        let end = try #require(source.firstRange(of: "// library example: end\n"))
        let code = String(source[begin.upperBound..<end.lowerBound])
        #expect(code.contains("PushSimulator.deliver("))
        let page = try readRepositoryFile("docs/library.md")
        #expect(page.contains("```swift\n" + code + "```\n"), "docs/library.md no longer shows LibraryExampleTests.swift's code")
    }
}
