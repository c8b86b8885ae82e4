import Testing
import TestSupport

@testable import PushSimCore

/// docs/scenarios.md shows a scenario and what its mistakes print: both must be what the
/// reader does.
@Suite("docs/scenarios.md stays in sync with the reader")
struct ScenarioDocsTests {
    /// The first fenced block of `language` after `heading` in the page.
    static func block(_ language: String, after heading: String) throws -> String {
        let page = try readRepositoryFile("docs/scenarios.md")
        let section = try #require(page.firstRange(of: heading), "no \(heading)")
        let rest = page[section.upperBound...]
        let open = try #require(rest.firstRange(of: "```\(language)\n"), "no \(language) block after \(heading)")
        let close = try #require(rest[open.upperBound...].firstRange(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test func theFileFormatsExampleIsAScenario() throws {
        let scenario = try ScenarioLoader.load(bytes: Array(try Self.block("json", after: "## File format").utf8), source: "x.scenario.json")
        #expect(scenario.steps.count == 5)
        #expect(scenario.warnings.isEmpty)
    }

    @Test func theMistakesShownAreWhatTheReaderPrints() throws {
        let text = """
            {"schemaVersion": 1, "nmae": "x",
             "steps": [
               {"state": "activ", "expect": {"badg": 1}},
               {"tap": 5}
             ]}
            """
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
        }
        #expect(error.description + "\n" == (try Self.block("text", after: "### Mistakes")))
    }
}
