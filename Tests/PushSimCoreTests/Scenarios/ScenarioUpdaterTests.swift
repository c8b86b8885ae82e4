#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// `scenario --update` (docs/scenarios.md, "--update"): what happened is written into the
/// expectations each step states, changing only those values' bytes, and the file is written
/// as replay writes a manifest.
@Suite("Updating scenarios")
@MainActor
struct ScenarioUpdaterTests {
    static let genius = repositoryRoot + "/fixtures/apps/genius/pushsim.json"

    /// Runs the scenario `text` (read as `source`) and updates it from what happened.
    func run(_ text: String, source: String, root: String? = nil, disk: String? = nil) async throws -> (ScenarioResult, [ManifestNote]) {
        let bytes = Array(text.utf8)
        let scenario = try ScenarioLoader.load(bytes: bytes, source: source)
        let appPath = ScenarioRunner.resolve(try #require(scenario.appPath), besides: source)
        let model = try AppModelLoader.load(bytes: Array(try readText(appPath).utf8), source: .flag(appPath)).model
        let result = await ScenarioRunner(model: model).run(scenario)
        var notes: [ManifestNote] = []
        let updated = ScenarioUpdater.update(result, bytes: bytes, root: root ?? source, notes: &notes)
        return (updated, notes)
    }

    func readText(_ path: String) throws -> String {
        guard let handle = fopen(path, "r") else { throw ReadFailure() }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct ReadFailure: Error {}

    /// A scenario in a temporary directory.
    static func scenario(steps: String) -> String {
        """
        {
          "schemaVersion": 1,
          "app": "\(genius)",
          "start": {"state": "active", "stack": "Inbox > Conversation(42)"},
          "steps": [
        \(steps)
          ]
        }

        """
    }

    /// A message of the conversation the scenarios start in: suppressed while it is shown.
    static let message42 = "\"\(repositoryRoot)/fixtures/apps/genius/payloads/new-message-42.json\""

    /// Break one expectation of a shipped scenario: `--update` gives back the shipped file,
    /// byte for byte (its layout — multi-line values, spacing — included).
    @Test(arguments: [
        ("fixtures/apps/genius/scenarios/thread-groups.scenario.json", #"["match-9: Red card", "match-9: Score: 1–0"]"#, #"["match-9: Score: 1–0"]"#),
        ("fixtures/apps/genius/scenarios/thread-groups.scenario.json", #""outcome": "banner""#, #""outcome": "toast""#),
        ("fixtures/apps/genius/scenarios/popped-screen-stops-suppressing.scenario.json", #""stack": "Inbox"}"#, #""stack": "Inbox > Settings"}"#),
        ("fixtures/apps/mattermost/scenarios/three-messages-then-read-elsewhere.scenario.json", #""badge": 1"#, #""badge": 7"#),
        (
            "fixtures/apps/mattermost/scenarios/three-messages-then-read-elsewhere.scenario.json",
            #"["contentAvailable: cleared 2 delivered", "contentAvailable: badge 2 → 1"]"#, #"["contentAvailable: badge 2 → 1"]"#
        ),
    ])
    func aBrokenExpectationIsWrittenBackAsShipped(_ path: String, _ shipped: String, _ broken: String) async throws {
        let original = try readRepositoryFile(path)
        let text = original.replacing(shipped, with: broken, maxReplacements: 1)
        try #require(text != original)
        let source = repositoryRoot + "/" + path
        let bytes = Array(text.utf8)
        let scenario = try ScenarioLoader.load(bytes: bytes, source: source)
        // Loaded from its file: its localization tables are found beside it.
        let model = try AppModelLoader.load(.flag(ScenarioRunner.resolve(try #require(scenario.appPath), besides: source))).model
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(!result.passed)
        let recordings = ScenarioRecorder.recordings(result)
        #expect(recordings.count == 1)
        let updated = ScenarioUpdater.splice(recordings, of: result, into: bytes)
        #expect(String(decoding: updated, as: UTF8.self) == original)
    }

    @Test(arguments: ScenarioRunnerTests.fixtureScenarios)
    func aPassingScenarioHasNothingToRecord(_ path: String) async throws {
        let (scenario, model) = try ScenarioRunnerTests.load(path)
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(ScenarioRecorder.recordings(result).isEmpty)
    }

    @Test func theFileIsWrittenAndThenPasses() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: """
                {"push": \(Self.message42), "expect": {"outcome": "toast", "badge": 0}},
                {"navigate": {"pop": 1}, "expect": {"stack": "Inbox > Settings"}},
                {"push": \(Self.message42), "expect": {"outcome": "toast"}}
            """)
        let path = directory.file("s.scenario.json", text)
        let (result, notes) = try await run(text, source: path)
        #expect(result.update == .written(expectations: 3))
        #expect(result.passed)
        #expect(notes == [.updated(path)])
        let written = try #require(directory.read("s.scenario.json"))
        #expect(written == text.replacing(#""outcome": "toast", "badge": 0"#, with: #""outcome": "suppressed", "badge": null"#)
            .replacing(#""stack": "Inbox > Settings"}"#, with: #""stack": "Inbox"}"#))
        let (again, againNotes) = try await run(written, source: path)
        #expect(again.passed && again.update == nil && againNotes.isEmpty)
        #expect(try listing(directory.path) == ["s.scenario.json"])
    }

    @Test func anEmptyExpectGetsTheOutcomeAndTheAppsPlace() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: """
                {"push": \(Self.message42), "expect": {}},
                {"state": "not-running", "expect": {}},
                {"navigate": {"pop": 1}}
            """)
        let path = directory.file("s.scenario.json", text)
        let (result, _) = try await run(text, source: path)
        #expect(result.update == .written(expectations: 7))
        let written = try #require(directory.read("s.scenario.json"))
        #expect(written.contains(#""expect": {"outcome": "suppressed", "suppressedBy": "Conversation(42)", "state": "active", "stack": "Inbox > Conversation(42)", "badge": null}}"#))
        #expect(written.contains(#"{"state": "not-running", "expect": {"state": "not-running", "badge": null}}"#))
        #expect(result.steps[0].mismatches.map(\.update) == Array(repeating: .added, count: 5))
        #expect(result.steps[0].mismatches[0].position?.line == 6)
        // The step with no `expect` is left alone; the pop of an app not running is not done.
        #expect(written.contains(#"{"navigate": {"pop": 1}}"#))
        #expect(!result.passed)
    }

    @Test func aValueTheKeyCannotStateIsKeptAndSaidWhy() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: """
                {"state": "not-running", "expect": {"stack": "Inbox", "badge": 5}}
            """)
        let path = directory.file("s.scenario.json", text)
        let (result, _) = try await run(text, source: path)
        #expect(result.update == .written(expectations: 1))
        let written = try #require(directory.read("s.scenario.json"))
        #expect(written.contains(#""expect": {"stack": "Inbox", "badge": null}"#))
        let stack = try #require(result.steps[0].mismatches.first { $0.key == "stack" })
        guard case .notRecorded(let why)? = stack.update else { Issue.record("stack was \(String(describing: stack.update))"); return }
        #expect(!why.isEmpty)
        #expect(!result.passed)
    }

    @Test func aStepThatCouldNotBeDoneRecordsNothing() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: """
                {"tap": "latest", "expect": {"outcome": "routed"}}
            """)
        let path = directory.file("s.scenario.json", text)
        let (result, notes) = try await run(text, source: path)
        #expect(result.update == nil && notes.isEmpty)
        #expect(directory.read("s.scenario.json") == text)
    }

    @Test func aFileThatIsASymbolicLinkIsNotWrittenThrough() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: #"    {"push": \#(Self.message42), "expect": {"outcome": "toast"}}"#)
        let target = directory.file("real/s.scenario.json", text)
        directory.link("s.scenario.json", to: target)
        let path = directory.path + "/s.scenario.json"
        let (result, notes) = try await run(text, source: path)
        guard case .notWritten(let reason)? = result.update else { Issue.record("written through a link"); return }
        #expect(reason == "\(path) is a symbolic link to \(target)")
        #expect(notes == [.refused(manifest: path, reason: reason)])
        #expect(directory.read("real/s.scenario.json") == text)
        #expect(!result.passed)
        #expect(result.steps[0].mismatches.allSatisfy { $0.update == nil })
    }

    @Test func aFileChangedWhileItRanIsLeftAlone() async throws {
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: #"    {"push": \#(Self.message42), "expect": {"outcome": "toast"}}"#)
        let path = directory.file("s.scenario.json", text)
        let edited = text.replacing("toast", with: "routed")
        directory.file("s.scenario.json", edited)
        let (result, notes) = try await run(text, source: path)
        guard case .notWritten(let reason)? = result.update else { Issue.record("overwritten"); return }
        #expect(reason.contains("changed while the scenario ran"))
        #expect(notes == [.notWritten(reason: reason)])
        #expect(directory.read("s.scenario.json") == edited)
        #expect(try listing(directory.path) == ["s.scenario.json"])
    }

    @Test func aReadOnlyDirectoryLeavesTheFileAsItWas() async throws {
        guard getuid() != 0 else { return }  // root writes anywhere; EndToEnd covers it as nobody
        let directory = TemporaryDirectory()
        let text = Self.scenario(steps: #"    {"push": \#(Self.message42), "expect": {"outcome": "toast"}}"#)
        let path = directory.file("s.scenario.json", text)
        chmod(directory.path, 0o555)
        defer { chmod(directory.path, 0o755) }
        let (result, _) = try await run(text, source: path)
        guard case .notWritten(let reason)? = result.update else { Issue.record("written"); return }
        #expect(reason.contains("permission denied"))
        #expect(directory.read("s.scenario.json") == text)
    }

    func listing(_ path: String) throws -> [String] {
        guard let listing = opendir(path) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
