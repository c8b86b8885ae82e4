#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// The CI formats under their own schemas, with standard validators (`make test-deps`): every
/// SARIF golden against the OASIS SARIF 2.1.0 schema, every JUnit report these runs write
/// against Jenkins' junit-10.xsd (both vendored in Tests/Tools/schemas/, docs/ci-formats.md).
@Suite("CI formats under their schemas")
struct CIFormatSchemaTests {
    static let schemas = repositoryRoot + "/Tests/Tools/schemas"
    static let failingTree = "Tests/EndToEndTests/Data/failing-replay"

    /// Runs a checker of Tests/Tools; its lines, or an issue saying how to install it.
    static func tool(_ script: String, _ arguments: [String]) throws -> [String] {
        let run = try Binary.run(
            ["python3", repositoryRoot + "/Tests/Tools/" + script] + arguments,
            environment: ["PYTHONPATH": repositoryRoot + "/.build/test-tools/python"], executable: "/usr/bin/env")
        if run.status != 0 { Issue.record("\(script) failed (exit \(run.status)); `make test-deps` installs its validator:\n\(run.stderr)") }
        return run.stdoutLines
    }

    static func checkJUnit(_ paths: [String]) throws -> [String] {
        try tool("xml-check.py", [schemas + "/junit-10.xsd"] + paths)
    }

    @Test func everySARIFGoldenIsValidSARIF210() throws {
        let goldens = repositoryRoot + "/Tests/EndToEndTests/Goldens"
        var files: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() {
            let arguments = (try? readRepositoryFile("Tests/EndToEndTests/Goldens/\(name)/args"))?.split(separator: "\n").map(String.init) ?? []
            guard let index = arguments.firstIndex(of: "--format"), arguments.dropFirst(index + 1).first == "sarif" else { continue }
            files.append(goldens + "/\(name)/stdout")
        }
        #expect(files.count >= 3)
        let lines = try Self.tool("schema-check.py", [Self.schemas, "document", "sarif-schema-2.1.0.json"] + files)
        #expect(lines.count == files.count)
        for line in lines { #expect(line.hasSuffix(" valid"), "\(line)") }
    }

    /// The validator is not a rubber stamp: a log without its tool's driver is refused.
    @Test func theSARIFSchemaRefusesALogMissingItsDriver() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("bad.sarif", #"{"version": "2.1.0", "runs": [{"tool": {}}]}"#)
        let lines = try Self.tool("schema-check.py", [Self.schemas, "document", "sarif-schema-2.1.0.json", path])
        #expect(lines.first?.hasPrefix(path + " invalid") == true, "\(lines)")
    }

    @Test func everyJUnitReportIsValidAgainstJunit10XSD() throws {
        let directory = TemporaryDirectory()
        let runs: [(String, [String], Int32)] = [
            ("all-fixtures.xml", ["replay", "fixtures/"], 0),
            ("failing.xml", ["replay", Self.failingTree, "--app", "fixtures/apps/genius/pushsim.json"], 4),
            ("required.xml", ["replay", Self.failingTree, "--app", "fixtures/apps/genius/pushsim.json", "--require-expectations"], 4),
            ("scenarios.xml", ["replay", "Tests/EndToEndTests/Data/failing.scenario.json", "Tests/EndToEndTests/Data/broken.scenario.json"], 5),
            ("unreadable.xml", ["replay", "no-such-file.json"], 3),
        ]
        var paths: [String] = []
        for (name, arguments, status) in runs {
            let path = directory.path + "/" + name
            let run = try Binary.run(arguments + ["--junit", path])
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            paths.append(path)
        }
        let lines = try Self.checkJUnit(paths)
        #expect(lines == paths.map { "valid " + $0 })
        let failing = try #require(directory.read("failing.xml"))
        #expect(failing.contains("<skipped message=\"no expectation"))
        #expect(failing.contains("type=\"MalformedJSON\""))
        #expect(failing.contains("skipped=\"1\""))
    }

    /// What the report used to be — `skipped` on `<testsuites>`, `file` on a test case — is
    /// what the schema refuses: the check above can fail.
    @Test func theXSDRefusesWhatTheReportUsedToBe() throws {
        let directory = TemporaryDirectory()
        let path = directory.file(
            "old.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="pushsim replay" tests="1" failures="0" errors="0" skipped="0">
              <testsuite name="pushsim replay" tests="1" failures="0" errors="0" skipped="0">
                <testcase classname="a" name="b.json" file="a/b.json"/>
              </testsuite>
            </testsuites>

            """)
        let lines = try Self.checkJUnit([path])
        #expect(lines.first?.hasPrefix("invalid " + path) == true, "\(lines)")
    }

    @Test func requireExpectationsFailsARunWhoseOnlyPayloadHasNoCase() throws {
        let directory = TemporaryDirectory()
        _ = directory.file("alone.json", #"{"aps": {"alert": "Hi"}}"#)
        let plain = try Binary.run(["replay", directory.path])
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("UNCHECKED "))
        let required = try Binary.run(["replay", directory.path, "--require-expectations"])
        #expect(required.status == 4)
        #expect(required.stdout.hasPrefix("FAIL "))
        #expect(required.stdout.contains("no expectation: --require-expectations wants a case for it"))
        let json = try Binary.run(["replay", directory.path, "--require-expectations", "--format", "json"])
        #expect(json.stdout.contains("\"status\":\"fail\""))
        #expect(json.stdout.contains("\"outcome\":"), "the delivery is still in the record")
    }

    @Test func requireExpectationsPassesATreeWhereEveryPayloadHasACase() throws {
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--require-expectations"])
        #expect(run.status == 0, "\(run.stdout)")
    }

    /// The CI formats flag findings in files: deliveries, routes and tokens have none.
    @Test func theCIFormatsAreForValidateReplayAndScenarioOnly() throws {
        for command in [["deliver", "fixtures/payloads/valid/plain-alert.json"], ["route", "x://y"]] {
            let run = try Binary.run(command + ["--format", "github"])
            #expect(run.status == 64, "\(command)")
        }
    }
}
