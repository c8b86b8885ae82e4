import Testing
import TestSupport

@testable import PushSimCore

/// `--format sarif` on canned results: one log, a rule per kind of finding met, levels and
/// places (docs/ci-formats.md). The schema itself is checked end to end (CIFormatSchemaTests).
@Suite("SARIF")
struct SARIFRendererTests {
    private func log(_ events: [RunEvent]) throws -> JSONObject {
        let sink = CapturingSink()
        let renderer = SARIFRenderer(sink: sink)
        events.forEach(renderer.render)
        _ = renderer.finish(completed: true)
        #expect(sink.results.count == 1, "one document")
        return try #require(try JSONDecoding.decode(Array(sink.results.joined(separator: "\n").utf8)).objectValue)
    }

    private func run(_ log: JSONObject) throws -> JSONObject {
        try #require(log["runs"]?.arrayValue?.first?.objectValue)
    }

    @Test func aFindingIsAResultAtItsPlaceWithItsRule() throws {
        let log = try log([.validated(check("{\"aps\": {\"badge\": \"3\"}}", name: "dir/bad.json"))])
        #expect(log["version"] == "2.1.0")
        let run = try run(log)
        let result = try #require(run["results"]?.arrayValue?.first?.objectValue)
        #expect(result["ruleId"] == "BadgeNotInteger")
        #expect(result["ruleIndex"] == .integer(0))
        #expect(result["level"] == "error")
        let location = try #require(result["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue)
        #expect(location["artifactLocation"]?.objectValue?["uri"] == "dir/bad.json")
        #expect(location["region"] == .object(["startLine": .integer(1), "startColumn": .integer(19)]))
        let rule = try #require(run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue?.first?.objectValue)
        #expect(rule["id"] == "BadgeNotInteger")
        #expect(rule["helpUri"] == "https://pushsim.dev/docs/validation.md#pushsims-reasons")
    }

    @Test func eachRuleIsListedOnceInTheOrderMet() throws {
        let events: [RunEvent] = [
            .validated(check("{\"aps\": {\"badge\": \"3\"}}", name: "a.json")),
            .validated(check("{\"aps\": {\"badge\": true}}", name: "b.json")),
            .validated(check("{", name: "c.json")),
        ]
        let run = try run(try log(events))
        let rules = run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue?.compactMap { $0.objectValue?["id"] }
        #expect(rules == ["BadgeNotInteger", "MalformedJSON"])
        #expect(run["results"]?.arrayValue?.compactMap { $0.objectValue?["ruleIndex"] } == [.integer(0), .integer(0), .integer(1)])
    }

    @Test func warningsAndNotesKeepTheirLevels() throws {
        let unchecked = ReplayCaseResult(file: "u.json", status: .unchecked, verdict: .valid)
        let run = try run(try log([.validated(check(#"{"aps": {"alert": "Hi", "bagde": 1}}"#, name: "w.json")), .replayed(unchecked)]))
        #expect(run["results"]?.arrayValue?.compactMap { $0.objectValue?["level"] } == ["warning", "note"])
    }

    @Test func pathsAreURIReferences() {
        #expect(SARIFRenderer.uri("fixtures/a b/é#1.json") == "fixtures/a%20b/%C3%A9%231.json")
        #expect(SARIFRenderer.uri("a:b.json") == "a%3Ab.json")
        #expect(SARIFRenderer.uri("<stdin>") == "%3Cstdin%3E")
    }

    @Test func anInterruptedRunSaysItsExecutionDidNotSucceed() throws {
        let sink = CapturingSink()
        _ = SARIFRenderer(sink: sink).finish(completed: false)
        #expect(sink.results.joined().contains("\"executionSuccessful\": false"))
    }
}
