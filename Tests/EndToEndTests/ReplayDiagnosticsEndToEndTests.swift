#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// An invalid, malformed or unreadable file in a replay says where and why, as `validate`
/// does, in every output (docs/replay.md, "Invalid files").
@Suite("pushsim replay: where and why a file is invalid")
struct ReplayDiagnosticsEndToEndTests {
    /// invalid.json (a string badge), malformed.json (a syntax error on line 2), dir.json (a
    /// directory), ok.json; and case/expected-valid.json, whose case expects it to route.
    private func corpus() throws -> String {
        let root = try scratchDirectory("replay-diagnostics")
        try writeText(#"{"aps":{"badge":"3","alert":"x"}}"#, to: root + "/invalid.json")
        try writeText("{\"aps\":\n  {\"alert\": }", to: root + "/malformed.json")
        try writeText(#"{"aps":{"alert":"ok"}}"#, to: root + "/ok.json")
        try FileManager.default.createDirectory(atPath: root + "/dir.json", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/case", withIntermediateDirectories: true)
        try writeText(#"{"aps":{"sound":7,"alert":"x"}}"#, to: root + "/case/expected-valid.json")
        try writeText(#"{"schemaVersion": 1, "cases": {"expected-valid.json": {"outcome": "opened"}}}"#,
                      to: root + "/case/pushsim.expect.json")
        return root
    }

    /// `validate`'s diagnostic lines for one file: all but its summary line.
    private func validateLines(_ file: String) throws -> [String] {
        Array(try Binary.run(["validate", file]).stdoutLines.dropLast())
    }

    @Test func textShowsEachDiagnosticUnderTheFileLineAsValidateDoes() throws {
        let root = try corpus()
        let run = try Binary.run(["replay", root, "--jobs", "1"])
        let lines = run.stdoutLines
        func block(_ file: String) -> [String] {
            guard let start = lines.firstIndex(where: { $0.contains(" \(file): ") }) else { return [] }
            return Array(lines[(start + 1)...].prefix { $0.hasPrefix("    ") })
        }
        let invalid = root + "/invalid.json", malformed = root + "/malformed.json", directory = root + "/dir.json"
        #expect(lines.contains("INVALID \(invalid): invalid (not delivered): BadgeNotInteger at /aps/badge"))
        #expect(block(invalid) == [
            "    \(invalid):1:17: error: BadgeNotInteger: badge must be an integer, not a string (\"3\") [/aps/badge]"
        ])
        #expect(block(invalid) == (try validateLines(invalid)).map { "    " + $0 })
        #expect(block(malformed) == ["    \(malformed):2:13: error: MalformedJSON: unexpected token near '}'"])
        #expect(block(malformed) == (try validateLines(malformed)).map { "    " + $0 })
        #expect(block(directory) == ["    \(directory): error: Unreadable: is a directory named like a payload file"])
        // A case that expects a valid payload: the mismatch, then why the payload is invalid.
        let expectedValid = root + "/case/expected-valid.json"
        #expect(block(expectedValid) == [
            "    verdict: expected \"valid\", got \"invalid\"",
            "    outcome: expected \"opened\", got null",
            "    \(expectedValid):1:17: error: SoundWrongType: sound must be a file name string or a dictionary, not an integer [/aps/sound]",
        ])
        #expect(block(root + "/ok.json").isEmpty)
    }

    @Test func junitCarriesThePlaceAndReasonInTheMessageAndBody() throws {
        let root = try corpus()
        let report = root + "/report.xml"
        _ = try Binary.run(["replay", root, "--jobs", "1", "--junit", report])
        let xml = try Data(contentsOf: URL(fileURLWithPath: report))
        let collector = FailureCollector()
        let parser = XMLParser(data: xml)
        parser.delegate = collector
        #expect(parser.parse())
        let invalid = try #require(collector.results["invalid.json"])
        #expect(invalid.element == "failure")
        #expect(invalid.message == "\(root)/invalid.json:1:17: error: BadgeNotInteger: badge must be an integer, not a string (\"3\") [/aps/badge]")
        #expect(invalid.body == "invalid (not delivered): BadgeNotInteger at /aps/badge\n" + invalid.message)
        let malformed = try #require(collector.results["malformed.json"])
        #expect(malformed.message == "\(root)/malformed.json:2:13: error: MalformedJSON: unexpected token near '}'")
        #expect(malformed.body.hasSuffix(malformed.message))
        let directory = try #require(collector.results["dir.json"])
        #expect(directory.element == "error")
        #expect(directory.message == "\(root)/dir.json: error: Unreadable: is a directory named like a payload file")
        #expect(directory.body == "unreadable (not delivered): Unreadable\n" + directory.message)
        let expectedValid = try #require(collector.results["expected-valid.json"])
        #expect(expectedValid.message == "verdict: expected \"valid\", got \"invalid\"")
        #expect(expectedValid.body.hasSuffix("error: SoundWrongType: sound must be a file name string or a dictionary, not an integer [/aps/sound]"))
    }

    @Test func jsonRecordsCarryTheDiagnosticsWithTheirPlace() throws {
        let root = try corpus()
        let run = try Binary.run(["replay", root, "--jobs", "1", "--format", "json"])
        var byFile: [String: JSONValue] = [:]
        for line in run.stdoutLines {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let file = value?["file"] as? String { byFile[file] = .init(value?["diagnostics"]) }
        }
        #expect(byFile[root + "/malformed.json"]?.first?["line"] as? Int == 2)
        #expect(byFile[root + "/malformed.json"]?.first?["column"] as? Int == 13)
        #expect(byFile[root + "/malformed.json"]?.first?["reason"] as? String == "MalformedJSON")
        #expect(byFile[root + "/invalid.json"]?.first?["pointer"] as? String == "/aps/badge")
        #expect(byFile[root + "/dir.json"]?.first?["message"] as? String == "is a directory named like a payload file")
    }

    /// The diagnostics array of one record, as Foundation decoded it.
    struct JSONValue {
        var elements: [[String: Any]]
        init(_ any: Any?) { elements = any as? [[String: Any]] ?? [] }
        var first: [String: Any]? { elements.first }
    }
}

/// The failure or error of each test case in a JUnit report: its message and its text.
final class FailureCollector: NSObject, XMLParserDelegate {
    struct Result {
        var element: String
        var message: String
        var body = ""
    }

    var results: [String: Result] = [:]
    private var testcase: String?
    private var inResult = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase" { testcase = attributes["name"] }
        if elementName == "failure" || elementName == "error", let testcase {
            results[testcase] = Result(element: elementName, message: attributes["message"] ?? "")
            inResult = true
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inResult, let testcase { results[testcase]?.body += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "failure" || elementName == "error" { inResult = false }
        if elementName == "testcase" { testcase = nil }
    }
}
