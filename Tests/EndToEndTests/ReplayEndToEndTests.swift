#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import TestSupport

@Suite("pushsim replay, end to end")
struct ReplayEndToEndTests {
    /// A copy of a fixture directory in a fresh temporary directory, to change freely.
    private func copy(_ relative: String) throws -> String {
        let root = NSTemporaryDirectory() + "pushsim-replay-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let target = root + "/" + (relative.split(separator: "/").last.map(String.init) ?? "copy")
        try FileManager.default.copyItem(atPath: repositoryRoot + "/" + relative, toPath: target)
        return target
    }

    @Test func theShippedFixturesPassWithAJUnitReport() throws {
        let report = NSTemporaryDirectory() + "pushsim-junit-\(UUID().uuidString).xml"
        let run = try Binary.run(["replay", "fixtures/", "--junit", report])
        #expect(run.status == 0, "\(run.stdout)")
        // A file's line, and under it a valid payload's warnings (docs/replay.md, "Warnings").
        let statusLines = run.stdoutLines.filter { !$0.hasPrefix("    ") }
        #expect(statusLines.allSatisfy { $0.hasPrefix("PASS ") })
        #expect(run.stdoutLines.filter { $0.hasPrefix("    ") }.allSatisfy { $0.contains(": warning: ") })
        // The fixtures' scenarios run too, each one line, counted after the files.
        let scenarios = statusLines.filter { $0.hasSuffix("steps") && $0.contains(".scenario.json: ") }.count
        let files = statusLines.count - scenarios
        #expect(scenarios > 0)
        #expect(run.stderr.hasPrefix("replayed \(files) files: \(files) passed, 0 failed"))
        #expect(run.stderr.hasSuffix("; \(scenarios) scenarios: \(scenarios) passed, 0 failed\n"))
        let xml = try Data(contentsOf: URL(fileURLWithPath: report))
        let counter = TestcaseCounter()
        let parser = XMLParser(data: xml)
        parser.delegate = counter
        #expect(parser.parse(), "JUnit report is not well-formed XML")
        #expect(counter.testcases == statusLines.count)
        #expect(counter.failures == 0)
    }

    /// A scenario among the fixtures is one JUnit test case; its failing step is the failure.
    @Test func aFailingScenarioIsAJUnitFailureNamingItsStep() throws {
        let report = try scratchDirectory("junit-scenario") + "/report.xml"
        let run = try Binary.run(["replay", "Tests/EndToEndTests/Data/failing.scenario.json", "--junit", report])
        #expect(run.status == 4)
        let xml = try readText(report)
        #expect(xml.contains(#"tests="1""#))
        #expect(xml.contains(#"type="ScenarioStepFailed""#))
        #expect(xml.contains(#"message="Tests/EndToEndTests/Data/failing.scenario.json:8:28: outcome: expected &quot;toast&quot;, got &quot;suppressed&quot;""#))
    }

    @Test func aBrokenExpectationFailsWithADiffNamingTheFile() throws {
        let directory = try copy("fixtures/apps/genius")
        let manifest = directory + "/payloads/pushsim.expect.json"
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""new-message-42.json": {"outcome":"routed","stackAfter":"Inbox > Conversation(42)"}"#,
            with: #""new-message-42.json": {"outcome":"routed","stackAfter":"Inbox > Conversation(43)"}"#)
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let report = directory + "/report.xml"
        let run = try Binary.run(["replay", directory, "--junit", report])
        #expect(run.status == 4)
        let file = directory + "/payloads/new-message-42.json"
        #expect(run.stdout.contains("FAIL \(file): routed Inbox > Conversation(42) [badge unset → 3]\n    stackAfter: expected \"Inbox > Conversation(43)\", got \"Inbox > Conversation(42)\"\n"))
        #expect(run.stderr.contains("1 failed"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("failures=\"1\""))
        #expect(xml.contains("stackAfter: expected &quot;Inbox &gt; Conversation(43)&quot;"))
    }

    @Test(arguments: ["text", "json"])
    func outputIsIdenticalWhateverTheJobCount(format: String) throws {
        let one = try Binary.run(["replay", "fixtures/", "--jobs", "1", "--format", format])
        #expect(!one.stdout.isEmpty)
        for jobs in ["2", "4", "8"] {
            let other = try Binary.run(["replay", "fixtures/", "--jobs", jobs, "--format", format])
            #expect(other.stdout == one.stdout, "--jobs \(jobs)")
            #expect(other.stderr == one.stderr, "--jobs \(jobs)")
            #expect(other.status == one.status, "--jobs \(jobs)")
        }
    }

    /// Workers deliver a chunk of 256 files per job ahead of the one being reported: over 660
    /// files (three chunks at --jobs 1, two at 2, one at 4), with an app model and a manifest
    /// that cannot be used between them, what is reported — and when a model's problems are —
    /// does not depend on the job count.
    @Test(arguments: ["text", "json", "sarif"])
    func outputIsIdenticalWhateverTheJobCountOverSeveralChunks(format: String) throws {
        let root = NSTemporaryDirectory() + "pushsim-chunks-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for copy in ["a", "c", "e"] { try FileManager.default.copyItem(atPath: repositoryRoot + "/fixtures", toPath: root + "/" + copy) }
        let payload = try readRepositoryFile("fixtures/apps/genius/payloads/new-message-42.json")
        for directory in ["b-broken-model", "d-broken-manifest"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
            for index in 0..<3 { try payload.write(toFile: root + "/\(directory)/p\(index).json", atomically: true, encoding: .utf8) }
        }
        try #"{"schemaVersion": 1, "name": "#.write(toFile: root + "/b-broken-model/pushsim.json", atomically: true, encoding: .utf8)
        try #"{"cases": ["#.write(toFile: root + "/d-broken-manifest/pushsim.expect.json", atomically: true, encoding: .utf8)
        let one = try Binary.run(["replay", root, "--jobs", "1", "--format", format])
        if format != "sarif" { #expect(one.stdoutLines.count > 2 * 256, "\(one.stdoutLines.count) lines") }
        #expect((one.stdout + one.stderr).contains("b-broken-model/pushsim.json"), "\(one.stderr)")
        #expect(one.status != 0)
        // A model's problems are reported as the first file using it is, whatever the
        // workers resolved ahead: in SARIF, one document in order, nothing comes between.
        if format == "sarif" {
            let model = try #require(one.stdout.range(of: "b-broken-model/pushsim.json")).lowerBound
            let firstFile = try #require(one.stdout.range(of: "b-broken-model/p0.json")).lowerBound
            let manifest = try #require(one.stdout.range(of: "d-broken-manifest/pushsim.expect.json")).lowerBound
            #expect(model < firstFile)
            #expect(!(model < manifest && manifest < firstFile), "\(one.stdout)")
        }
        for jobs in ["2", "4"] {
            let other = try Binary.run(["replay", root, "--jobs", jobs, "--format", format])
            #expect(other.stdout == one.stdout, "--jobs \(jobs)")
            #expect(other.stderr == one.stderr, "--jobs \(jobs)")
            #expect(other.status == one.status, "--jobs \(jobs)")
        }
    }

    @Test func everyJSONLineHasTheSchemaAndAStatus() throws {
        let run = try Binary.run(["replay", "fixtures/apps/taskrabbit", "--format", "json"])
        let records = try run.stdoutLines.map(record)
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { $0["schemaVersion"] == .integer(1) && $0["command"] == "replay" && $0["status"] == "pass" })
    }

    @Test func shardsPartitionTheCorpus() throws {
        let all = Set(try Binary.run(["replay", "fixtures/"]).stdoutLines)
        var union: [String] = []
        for index in 1...3 {
            let shard = try Binary.run(["replay", "fixtures/", "--shard", "\(index)/3"])
            #expect(shard.status == 0)
            union += shard.stdoutLines
        }
        #expect(union.count == all.count)
        #expect(Set(union) == all)
    }

    @Test func updateRewritesExpectationsFromWhatHappened() throws {
        let directory = try copy("fixtures/apps/taskrabbit")
        let manifest = directory + "/payloads/pushsim.expect.json"
        try FileManager.default.removeItem(atPath: manifest)
        let first = try Binary.run(["replay", directory])
        #expect(first.stdoutLines.allSatisfy { $0.hasPrefix("UNCHECKED ") })
        let update = try Binary.run(["replay", directory, "--update"])
        #expect(update.status == 0)
        #expect(update.stderr.contains("pushsim: updated \(manifest)"))
        let written = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(written.contains(#""task-updated-42.json": {"outcome":"routed","stackAfter":"TaskList > TaskDetail(42)"}"#))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/payloads").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let again = try Binary.run(["replay", directory])
        #expect(again.status == 0)
        #expect(again.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") })
    }

    @Test func noStateLeaksFromOnePayloadIntoTheNext() throws {
        // The first case opens Conversation(42); had that screen survived into the second
        // delivery, the second toast would be suppressed.
        let directory = try copy("fixtures/apps/genius")
        let payloads = directory + "/payloads"
        for name in try FileManager.default.contentsOfDirectory(atPath: payloads) where name.hasSuffix(".json") {
            try FileManager.default.removeItem(atPath: payloads + "/" + name)
        }
        let message = try String(contentsOfFile: repositoryRoot + "/fixtures/apps/genius/payloads/new-message-42.json", encoding: .utf8)
        try message.write(toFile: payloads + "/1-in-conversation.json", atomically: true, encoding: .utf8)
        try message.write(toFile: payloads + "/2-on-inbox.json", atomically: true, encoding: .utf8)
        try """
        {"schemaVersion": 1, "defaults": {"state": "active"}, "cases": {
          "1-in-conversation.json": {"stack": "Inbox > Conversation(42)", "outcome": "suppressed"},
          "2-on-inbox.json": {"outcome": "toast"}}}
        """.write(toFile: payloads + "/pushsim.expect.json", atomically: true, encoding: .utf8)
        let run = try Binary.run(["replay", payloads, "--jobs", "1"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdoutLines.count == 2)
    }

    @Test func unreadableInputsAreReportedOnceAndTheRunGoesOn() throws {
        let root = NSTemporaryDirectory() + "pushsim-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/dir.json", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try #"{"aps":{"alert":"hi"}}"#.write(toFile: root + "/ok.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.json", withDestinationPath: "gone.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/loop", withDestinationPath: "..")
        let run = try Binary.run(["replay", root, "--format", "json"])
        #expect(run.status == 3)
        let records = try run.stdoutLines.map(record)
        let files = records.compactMap { $0["file"]?.stringValue }
        #expect(files == [root + "/dangling.json", root + "/dir.json", root + "/ok.json", root + "/sub/loop"])
        #expect(records.map { $0["status"]?.stringValue } == ["unreadable", "unreadable", "unchecked", "unreadable"])
        #expect(run.stderr.contains("replayed 4 files: 0 passed, 0 failed, 0 invalid, 3 unreadable, 1 without expectations"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try Binary.run(["replay", "fixtures/", "--shard", "5/4"]).status == 64)
        #expect(try Binary.run(["replay", "fixtures/", "--jobs", "0"]).status == 64)
    }
}

/// Counts test cases and failures in a JUnit report.
final class TestcaseCounter: NSObject, XMLParserDelegate {
    var testcases = 0
    var failures = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase" { testcases += 1 }
        if elementName == "failure" { failures += 1 }
    }
}
