#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `replay --update`, `scenario --update` and `model upgrade --in-place` rewrite a file people
/// own: the new file keeps its mode and its owner and group (as far as the process may), as
/// editors and `sed -i` do, and a read-only file is refused, naming it
/// (docs/guarantees.md, "Nothing lost when writing").
@Suite("rewritten files keep their mode and owner")
struct RewrittenFileAttributesEndToEndTests {
    /// A command that rewrites one file, and how to set up a file it must rewrite.
    enum Rewrite: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case replayUpdate = "replay --update"
        case scenarioUpdate = "scenario --update"
        case modelUpgrade = "model upgrade --in-place"

        var testDescription: String { rawValue }

        /// Lays out what the command needs in `directory`; returns the file it rewrites.
        func prepare(in directory: String) throws -> String {
            switch self {
            case .replayUpdate:
                try writeText(#"{"aps":{"alert":"hi"}}"#, to: directory + "/a.json")
                let manifest = directory + "/pushsim.expect.json"
                try writeText(#"{"schemaVersion": 1, "cases": {"a.json": {"outcome": "banner"}}}"# + "\n", to: manifest)
                return manifest
            case .scenarioUpdate:
                let scenario = directory + "/s.scenario.json"
                try writeText(ScenarioUpdateEndToEndTests.text, to: scenario)
                return scenario
            case .modelUpgrade:
                let model = directory + "/pushsim.json"
                try writeText(try readText(repositoryRoot + "/fixtures/apps/taskrabbit/pushsim.json"), to: model)
                return model
            }
        }

        func arguments(directory: String, file: String) -> [String] {
            switch self {
            case .replayUpdate: ["replay", directory, "--update"]
            case .scenarioUpdate: ["scenario", file, "--update"]
            case .modelUpgrade: ["model", "upgrade", file, "--in-place"]
            }
        }

        /// Whether the rewrite happened: what the command changes is in the file.
        func rewrote(_ file: String) throws -> Bool {
            let text = try readText(file)
            switch self {
            case .replayUpdate: return text.contains(#""a.json": {"outcome":"opened"}"#)
            case .scenarioUpdate: return text.contains(#""outcome": "suppressed""#)
            case .modelUpgrade: return text.contains(#""schemaVersion": 3"#)
            }
        }
    }

    private func scratch(_ label: String) throws -> String {
        let directory = try scratchDirectory(label)
        FileNodes.setMode(0o777, of: directory)
        return directory
    }

    @Test(arguments: Rewrite.allCases, [0o600, 0o640, 0o664, 0o604] as [mode_t])
    func theModeIsKept(_ rewrite: Rewrite, mode: mode_t) throws {
        let directory = try scratch("keep-mode")
        let file = try rewrite.prepare(in: directory)
        FileNodes.setMode(mode, of: file)
        let run = try Binary.run(rewrite.arguments(directory: directory, file: file))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try rewrite.rewrote(file), "not rewritten: \(run.stderr)")
        #expect(FileNodes.mode(file) == mode, "mode \(String(FileNodes.mode(file) ?? 0, radix: 8)), was \(String(mode, radix: 8))")
        #expect(try FileNodes.names(in: directory).filter { $0.hasPrefix(".") } == [], "a temporary or lock file is left")
    }

    /// Root rewrites a file owned by nobody: the file stays nobody's.
    @Test(.enabled(if: FileNodes.canGiveFilesToNobody), arguments: Rewrite.allCases)
    func theOwnerIsKept(_ rewrite: Rewrite) throws {
        let directory = try scratch("keep-owner")
        let file = try rewrite.prepare(in: directory)
        FileNodes.setMode(0o640, of: file)
        try FileNodes.giveToNobody(file)
        let run = try Binary.run(rewrite.arguments(directory: directory, file: file))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try rewrite.rewrote(file))
        let owner = try #require(FileNodes.owner(file))
        #expect(owner.user == FileNodes.nobody?.user && owner.group == FileNodes.nobody?.group, "owner \(owner), not nobody's")
        #expect(FileNodes.mode(file) == 0o640)
    }

    /// No one may write a 0444 file: not even root, who the system lets write anything, replaces
    /// it; the command says which file and why, exit 73, and the file is as it was.
    @Test(arguments: Rewrite.allCases, [0o444, 0o400, 0o555] as [mode_t])
    func aReadOnlyFileIsRefused(_ rewrite: Rewrite, mode: mode_t) throws {
        let directory = try scratch("read-only")
        let file = try rewrite.prepare(in: directory)
        let before = try readText(file)
        FileNodes.setMode(mode, of: file)
        let run = try Binary.run(rewrite.arguments(directory: directory, file: file))
        #expect(run.status == 73, "\(run.stdout)\(run.stderr)")
        let reason = "\(file): cannot write: read-only file (mode 0\(String(mode, radix: 8)))"
        #expect(run.stderr.contains("pushsim: \(rewrite == .modelUpgrade ? "error: " : "")\(reason)\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("pushsim: updated") && !run.stderr.contains("upgraded"))
        #expect(try readText(file) == before)
        #expect(FileNodes.mode(file) == mode)
        #expect(try FileNodes.names(in: directory).filter { $0.hasPrefix(".") } == [], "a temporary or lock file is left")
        if rewrite == .replayUpdate {
            #expect(run.stdoutLines.count == 1 && run.stdoutLines[0].hasSuffix("; not updated: \(reason)"), "\(run.stdout)")
        }
    }

    /// The rule is the write bit of the class the caller is in, as `ls -l` shows it: for nobody,
    /// a 0644 file of root's is read-only even in a directory nobody may write.
    @Test(.enabled(if: FileNodes.canGiveFilesToNobody && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")),
        arguments: Rewrite.allCases)
    func forOthersTheOwnersWriteBitDoesNotCount(_ rewrite: Rewrite) throws {
        let directory = try scratch("read-only-class")
        let file = try rewrite.prepare(in: directory)
        let before = try readText(file)
        FileNodes.setMode(0o644, of: file)
        let copy = try scratch("read-only-class-binary") + "/pushsim"
        try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
        FileNodes.setMode(0o755, of: copy)
        let run = try Binary.run(["-u", "nobody", "--", copy] + rewrite.arguments(directory: directory, file: file), executable: "/usr/sbin/runuser")
        #expect(run.status == 73, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("\(file): cannot write: read-only file (mode 0644)"), "\(run.stderr)")
        #expect(try readText(file) == before)
    }
}
