#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import TestSupport

/// Files whose names are CI commands, on disk, put through every command and format that names
/// files: no line of stdout or stderr is a command the runner would obey, except the GitHub
/// format's own annotations (docs/ci-formats.md, "No line is a command unless pushsim wrote
/// one"). Lines are read as the GitHub Actions runner reads them (`GitHubRunnerCommand`), and
/// for Azure Pipelines' `##vso[`.
@Suite("CI commands forged by file names")
struct CICommandForgeryEndToEndTests {
    static let genius = repositoryRoot + "/fixtures/apps/genius"
    /// A directory and files named as commands: GitHub's (at the start of a line, after spaces,
    /// also non-breaking ones, and the older `##[` anywhere) and Azure's.
    static let directory = "::error title=Forged::dir"
    static let valid = [
        "::stop-commands::pause.json", " ::warning title=Forged::padded.json", "\u{A0}::notice title=Forged::nbsp.json",
        "##vso[task.setvariable variable=PUSHSIM]forged.json", "\u{200B}::error title=Forged::zwsp.json",
    ]
    static let invalid = "##[error]legacy.json"
    static let scenario = "::error title=Forged::s.scenario.json"

    /// A fresh tree: the directory with the model, the payloads and a manifest whose cases fail;
    /// a scenario beside it whose expectation fails.
    static func tree() throws -> String {
        let root = try scratchDirectory("forged-commands")
        let directory = root + "/" + Self.directory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: genius + "/pushsim.json", toPath: directory + "/pushsim.json")
        try FileManager.default.copyItem(atPath: genius + "/Resources", toPath: directory + "/Resources")
        for name in valid {
            try FileManager.default.copyItem(atPath: genius + "/payloads/new-message-42.json", toPath: directory + "/" + name)
        }
        try FileManager.default.copyItem(atPath: genius + "/payloads/badge-string.json", toPath: directory + "/" + invalid)
        var cases = valid.map { "\(JSONWriter.string(.string($0))): {\"outcome\": \"toast\"}" }
        cases.append(###""##[error]legacy.json": {"verdict": "valid"}"###)
        try writeText(
            #"{"schemaVersion": 1, "defaults": {"state": "background"}, "cases": {\#(cases.joined(separator: ", "))}}"#,
            to: directory + "/pushsim.expect.json")
        try writeText(
            """
            {"schemaVersion": 1, "app": "\(genius)/pushsim.json", "start": {"state": "background"},
             "steps": [{"push": "\(genius)/payloads/new-message-42.json", "tap": "default", "expect": {"outcome": "toast"}}]}
            """, to: root + "/" + scenario)
        return root
    }

    /// Every command the runner reads in the run's output must be one of the GitHub format's
    /// annotations; returns how many there were.
    @discardableResult
    static func expectNoForgedCommand(_ run: Binary.Run, _ context: String) -> Int {
        var annotations = 0
        for line in (run.stdout + run.stderr).split(separator: "\n").map(String.init) {
            guard let command = GitHubRunnerCommand.parse(line) else {
                #expect(!AzurePipelinesCommand.isIn(line), "\(context): an Azure command: \(line)")
                continue
            }
            let genuine = ["error", "warning", "notice"].contains(command.name) && line.hasPrefix("::\(command.name) file=")
                && command.properties["title"] != "Forged"
            #expect(genuine, "\(context): a forged command: \(line)")
            if genuine { annotations += 1 }
        }
        return annotations
    }

    @Test func githubFormatAnnotatesAndForgesNothing() throws {
        let root = try Self.tree()
        let files = (Self.valid + [Self.invalid]).map { Self.directory + "/" + $0 }
        let validate = try Binary.run(["validate"] + files + ["--format", "github"], directory: root)
        #expect(validate.status == 1, "\(validate.stdout)\(validate.stderr)")
        #expect(Self.expectNoForgedCommand(validate, "validate") == 1)
        let replay = try Binary.run(["replay", Self.directory, "--format", "github"], directory: root)
        #expect(replay.status == 4, "\(replay.stdout)\(replay.stderr)")
        // One mismatch per valid file, and the invalid file's finding and its verdict.
        #expect(Self.expectNoForgedCommand(replay, "replay") == Self.valid.count + 2)
        let scenario = try Binary.run(["scenario", Self.scenario, "--format", "github"], directory: root)
        #expect(scenario.status == 4, "\(scenario.stdout)\(scenario.stderr)")
        #expect(Self.expectNoForgedCommand(scenario, "scenario") == 1)
        // The header line names the scenario, its command made inert.
        #expect(scenario.stdoutLines.first == #"\u{3A}:error title=Forged::s.scenario.json (app Genius)"#, "\(scenario.stdout)")
        #expect(validate.stdoutLines.contains(#"\u{3A}:error title=Forged::dir/##\u{5B}error]legacy.json: invalid (1 error, 0 warnings)"#))
    }

    @Test func everyOtherFormatForgesNothing() throws {
        let root = try Self.tree()
        let files = (Self.valid + [Self.invalid]).map { Self.directory + "/" + $0 }
        let model = Self.directory + "/pushsim.json"
        for format in ["text", "json"] {
            for arguments in [
                ["validate"] + files, ["deliver"] + files + ["--app", model, "--state", "active", "--trace"], ["replay", Self.directory],
                ["replay", Self.directory, "--junit", "report.xml"], ["scenario", Self.scenario],
            ] {
                let run = try Binary.run(arguments + ["--format", format], directory: root)
                #expect(Self.expectNoForgedCommand(run, "\(arguments[0]) --format \(format)") == 0)
            }
        }
        // The JUnit report, which `--junit /dev/stdout` puts in the log: the same text, in XML.
        let report = try readText(root + "/report.xml")
        #expect(Self.expectNoForgedCommand(Binary.Run(status: 0, stdout: report, stderr: ""), "the JUnit report") == 0)
        #expect(report.contains("&#x3A;:error title=Forged::dir/##&#x5B;error]legacy.json:4:14: error: BadgeNotInteger"), "\(report)")
        #expect(XMLParser(data: Data(report.utf8)).parse())
        for output in ["::error title=Forged::x.apns", "##[error]x.apns"] {
            let export = try Binary.run(["export", files[0], "--bundle-id", "com.example.app", "--output", output], directory: root)
            #expect(export.status == 0, "\(export.stderr)")
            #expect(Self.expectNoForgedCommand(export, "export") == 0)
        }
        for arguments in [["validate"] + files, ["replay", Self.directory], ["scenario", Self.scenario]] {
            let run = try Binary.run(arguments + ["--format", "sarif"], directory: root)
            #expect(Self.expectNoForgedCommand(run, "\(arguments[0]) --format sarif") == 0)
        }
    }
}
