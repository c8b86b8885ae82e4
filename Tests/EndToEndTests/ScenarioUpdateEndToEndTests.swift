#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `pushsim scenario --update` on real files (docs/scenarios.md, "--update"): a scenario it
/// wrote then passes; one it cannot write is left as it was, saying why, exit 73.
@Suite("scenario --update end to end")
struct ScenarioUpdateEndToEndTests {
    static let text = """
        {
          "schemaVersion": 1,
          "app": "\(repositoryRoot)/fixtures/apps/genius/pushsim.json",
          "start": {"state": "active", "stack": "Inbox > Conversation(42)"},
          "steps": [
            {"push": "\(repositoryRoot)/fixtures/apps/genius/payloads/new-message-42.json", "expect": {"outcome": "toast"}},
            {"navigate": {"pop": 1}, "expect": {}}
          ]
        }

        """

    @Test func anUpdatedScenarioThenPasses() throws {
        let directory = try scratchDirectory("scenario-update")
        let path = directory + "/s.scenario.json"
        try writeText(Self.text, to: path)
        let before = try Binary.run(["scenario", path])
        #expect(before.status == 4)
        let update = try Binary.run(["scenario", path, "--update"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdoutLines.last == "UPDATED \(path): 4 expectations updated (2 steps)")
        #expect(update.stderr.hasPrefix("pushsim: updated \(path)\n"))
        let after = try Binary.run(["scenario", path])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(after.stdoutLines.last == "PASS \(path): 2 steps")
        // Nothing left to change: the file is not written again.
        let again = try Binary.run(["scenario", path, "--update"])
        #expect(again.status == 0 && !again.stderr.contains("pushsim: updated"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["s.scenario.json"])
    }

    @Test func aReadOnlyDirectoryIsReportedAndTheFileIsLeftIntact() throws {
        let directory = try scratchDirectory("scenario-update-readonly")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        let path = directory + "/s.scenario.json"
        try writeText(Self.text, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory) }
        let run: Binary.Run
        if getuid() == 0 {
            // Root may write anywhere: run a copy of the binary as nobody, who owns nothing here.
            guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { return }
            let copy = try scratchDirectory("scenario-update-binary") + "/pushsim"
            try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: (copy as NSString).deletingLastPathComponent)
            run = try Binary.run(["-u", "nobody", "--", copy, "scenario", path, "--update"], executable: "/usr/sbin/runuser")
        } else {
            run = try Binary.run(["scenario", path, "--update"])
        }
        let lock = directory + "/.s.scenario.json.lock"
        #expect(run.status == 73, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("pushsim: \(path): cannot write: permission denied"), "\(run.stderr)")
        #expect(run.stdoutLines.last == "FAIL \(path): 1 of 2 steps failed; not updated: \(path): cannot write: permission denied", "\(run.stdout)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("     ✗ \(path):6:") && $0.hasSuffix(": outcome: expected \"toast\", got \"suppressed\"") }, "\(run.stdout)")
        #expect(!run.stderr.contains("pushsim: updated"))
        #expect(try readText(path) == Self.text)
        #expect(!FileManager.default.fileExists(atPath: lock))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["s.scenario.json"])
    }
}
