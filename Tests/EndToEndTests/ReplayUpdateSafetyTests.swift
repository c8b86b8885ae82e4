#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// `replay --update` never reports a manifest written when it was not, never loses a concurrent
/// run's changes, never writes through a symbolic link, cleans up after an interrupted run, and
/// can always write expectations anew (docs/replay.md, docs/guarantees.md).
@Suite("pushsim replay --update, safety")
struct ReplayUpdateSafetyTests {
    private static let alert = #"{"aps":{"alert":"hi"}}"#
    private static let silent = #"{"aps":{"content-available":1}}"#

    /// A directory of `count` payloads, `p01.json`…, each with a distinct toast.
    private func payloads(_ count: Int, in directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for index in 1...count {
            try writeText(#"{"aps":{"alert":"Message number \#(index), long enough to make the manifest grow"}}"#,
                to: directory + "/" + String(format: "p%02d.json", index))
        }
    }

    private func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }.sorted()
    }

    /// `sh -c 'ulimit -f 2; exec pushsim replay DIR --update'`: the manifest cannot grow past 1 KiB.
    @Test func aManifestThatCannotBeWrittenIsReportedAsNotUpdated() throws {
        let root = try scratchDirectory("update-fsize")
        let directory = root + "/many"
        try payloads(40, in: directory)
        let manifest = directory + "/pushsim.expect.json"
        let old = #"{"schemaVersion": 1, "cases": {"p01.json": {"outcome": "banner"}}}"# + "\n"
        try writeText(old, to: manifest)
        let run = try Binary.run(["-c", #"ulimit -f 2; exec "$0" replay "$1" --update"#, Binary.path, directory], executable: "/bin/sh")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stdoutLines.count == 40)
        #expect(!run.stdout.contains("UPDATED"), "\(run.stdout)")
        #expect(run.stdoutLines.allSatisfy { $0.hasPrefix("FAIL \(directory)/p") && $0.contains("; not updated: \(manifest): cannot write: file too large") })
        #expect(run.stderr.contains("pushsim: \(manifest): cannot write: file too large"))
        #expect(!run.stderr.contains("pushsim: updated"))
        #expect(run.stderr.contains("replayed 40 files: 0 passed, 40 failed (40 not updated)"), "\(run.stderr)")
        #expect(try readText(manifest) == old)
        #expect(try leftovers(in: directory) == [])
    }

    /// The run is not stopped by the manifest it cannot write: the next directory is written.
    @Test func aReadOnlyDirectoryIsReportedAndTheOthersAreWritten() throws {
        let root = try scratchDirectory("update-readonly")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
        try payloads(2, in: root + "/a-locked")
        try payloads(2, in: root + "/b-open")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: root + "/a-locked")
        let run: Binary.Run
        if getuid() == 0 {
            // Root may write anywhere: run a copy of the binary as nobody, who owns nothing here.
            guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { return }
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: root + "/b-open")
            let copy = root + "/pushsim"
            try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
            run = try Binary.run(["-u", "nobody", "--", copy, "replay", root, "--update"], executable: "/usr/sbin/runuser")
        } else {
            run = try Binary.run(["replay", root, "--update"])
        }
        let locked = root + "/a-locked/pushsim.expect.json"
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stdoutLines.filter { $0.hasPrefix("FAIL \(root)/a-locked/") && $0.contains("not updated: \(locked): cannot write: permission denied") }.count == 2, "\(run.stdout)")
        #expect(run.stdoutLines.filter { $0.hasPrefix("UPDATED \(root)/b-open/") }.count == 2, "\(run.stdout)")
        #expect(run.stderr.contains("pushsim: updated \(root)/b-open/pushsim.expect.json"))
        #expect(!FileManager.default.fileExists(atPath: locked))
        #expect(run.stderr.contains("2 failed (2 not updated)") && run.stderr.contains("2 updated"), "\(run.stderr)")
    }

    /// Two runs on different files of one directory at the same time: both changes survive.
    @Test func concurrentUpdatesOfOneManifestKeepBothChanges() throws {
        let directory = try scratchDirectory("update-concurrent")
        try writeText(Self.alert, to: directory + "/a.json")
        try writeText(Self.silent, to: directory + "/b.json")
        // Thousands of other cases make each run's read-modify-write slow enough to overlap.
        let others = (0..<4000).map { #""other-\#($0).json": {"outcome": "banner"}"# }.joined(separator: ",\n")
        let start = "{\"schemaVersion\": 1, \"cases\": {\n\(others)}}\n"
        let manifest = directory + "/pushsim.expect.json"
        for round in 1...10 {
            try writeText(start, to: manifest)
            let first = try Binary.start(["replay", directory + "/a.json", "--update"])
            let second = try Binary.start(["replay", directory + "/b.json", "--update"])
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            let written = try readText(manifest)
            #expect(written.contains(#""a.json": {"outcome":"opened"}"#), "round \(round): a.json lost")
            #expect(written.contains(#""b.json": {"outcome":"background"}"#), "round \(round): b.json lost")
            #expect(written.contains(#""other-3999.json": {"outcome":"banner"}"#))
        }
        #expect(try leftovers(in: directory) == [])
    }

    /// tree/link → ../outside/target: the manifest would land outside the tree.
    @Test func aSymlinkedDirectoryIsNotWrittenThrough() throws {
        let root = try scratchDirectory("update-linked-dir")
        try FileManager.default.createDirectory(atPath: root + "/outside/target", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/tree/own", withIntermediateDirectories: true)
        try writeText(Self.alert, to: root + "/outside/target/a.json")
        try writeText(Self.alert, to: root + "/tree/own/b.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/link", withDestinationPath: "../outside/target")
        let real = try #require(realPath(root + "/outside/target"))
        let run = try Binary.run(["replay", root + "/tree", "--update"])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/outside/target/pushsim.expect.json"))
        #expect(FileManager.default.fileExists(atPath: root + "/tree/own/pushsim.expect.json"))
        #expect(run.stdoutLines.count == 2)
        #expect(run.stdoutLines.first?.hasPrefix("FAIL \(root)/tree/link/a.json: ") == true, "\(run.stdout)")
        #expect(run.stdoutLines.first?.contains("not updated: \(root)/tree/link is a symbolic link to \(real)") == true, "\(run.stdout)")
        #expect(run.stdoutLines.last?.hasPrefix("UPDATED \(root)/tree/own/b.json: ") == true)
        #expect(run.stderr.contains("pushsim: \(root)/tree/link/pushsim.expect.json: not updated: \(root)/tree/link is a symbolic link to \(real)"), "\(run.stderr)")
        #expect(try leftovers(in: root + "/outside/target") == [])
    }

    /// A manifest that is a link to a shared file: replacing the link would leave the shared file stale.
    @Test func aSymlinkedManifestIsNotReplaced() throws {
        let root = try scratchDirectory("update-linked-manifest")
        try FileManager.default.createDirectory(atPath: root + "/tree/x", withIntermediateDirectories: true)
        try writeText(Self.alert, to: root + "/tree/x/a.json")
        let shared = #"{"schemaVersion": 1, "cases": {}}"# + "\n"
        try writeText(shared, to: root + "/shared.json")
        let link = root + "/tree/x/pushsim.expect.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../shared.json")
        let real = try #require(realPath(root + "/shared.json"))
        let run = try Binary.run(["replay", root + "/tree", "--update"])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../shared.json")
        #expect(try readText(root + "/shared.json") == shared)
        #expect(run.stdoutLines.count == 1)
        #expect(run.stdoutLines.first?.hasPrefix("FAIL \(root)/tree/x/a.json: opened: ") == true, "\(run.stdout)")
        #expect(run.stdoutLines.first?.hasSuffix("; not updated: \(link) is a symbolic link to \(real)") == true, "\(run.stdout)")
        #expect(run.stderr.contains("pushsim: \(link): not updated: \(link) is a symbolic link to \(real)"), "\(run.stderr)")
    }

    /// A run killed while writing leaves `.pushsim.expect.json.pushsim-PID.tmp`; the next one removes
    /// it, unless its process is still alive.
    @Test func staleTemporaryFilesOfDeadRunsAreRemoved() throws {
        let directory = try scratchDirectory("update-stale-temporary")
        try writeText(Self.alert, to: directory + "/a.json")
        let dead = directory + "/.pushsim.expect.json.pushsim-2000000000.tmp"
        let live = directory + "/.pushsim.expect.json.pushsim-\(getpid()).tmp"
        try writeText("{\"schemaVer", to: dead)
        try writeText("{\"schemaVer", to: live)
        let run = try Binary.run(["replay", directory, "--update"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(run.stderr.contains("pushsim: removed \(dead), left by an interrupted run"), "\(run.stderr)")
    }

    @Test(arguments: ["{}", "[]", "{\"schemaVersion\": 1, \"cases\": ", ""])
    func anUnusableManifestIsWrittenAnew(_ text: String) throws {
        let directory = try scratchDirectory("update-unusable")
        try writeText(Self.alert, to: directory + "/a.json")
        try writeText(Self.silent, to: directory + "/b.json")
        let manifest = directory + "/pushsim.expect.json"
        try writeText(text, to: manifest)
        let update = try Binary.run(["replay", directory, "--update"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stdoutLines.count == 2 && update.stdoutLines.allSatisfy { $0.hasPrefix("UPDATED ") }, "\(update.stdout)")
        #expect(update.stderr.contains("pushsim: \(manifest) cannot be used as it is: --update writes it anew from what happens"), "\(update.stderr)")
        #expect(update.stderr.contains("pushsim: updated \(manifest)"))
        let again = try Binary.run(["replay", directory])
        #expect(again.status == 0)
        #expect(again.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") }, "\(again.stdout)")
    }

    /// Keys in an old shape are dropped, with their place; the delivery keys that can be used are kept.
    @Test func aManifestWithKeysInAnOldShapeKeepsWhatCanBeUsed() throws {
        let directory = try scratchDirectory("update-old-shape")
        try writeText(Self.alert, to: directory + "/a.json")
        let manifest = directory + "/pushsim.expect.json"
        try writeText(#"{"schemaVersion": 1, "defaults": {"state": "background"}, "cases": {"a.json": {"state": "active", "expect": {"outcome": "banner"}}}}"#, to: manifest)
        let update = try Binary.run(["replay", directory, "--update"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr.contains("unknown key \"expect\" [/cases/a.json/expect]"))
        let written = try readText(manifest)
        #expect(written.contains(#""defaults": {"state":"background"}"#))
        #expect(written.contains(#""a.json": {"state":"active","outcome":"toast","toast":"hi"}"#), "\(written)")
    }

    /// Cases for files that are gone are dropped when the whole directory was replayed, and kept
    /// when only some of its files were.
    @Test func casesForFilesThatNoLongerExistAreDroppedOnlyWhenTheDirectoryWasReplayed() throws {
        let directory = try scratchDirectory("update-stale-cases")
        try writeText(Self.alert, to: directory + "/a.json")
        let manifest = directory + "/pushsim.expect.json"
        try writeText(#"{"schemaVersion": 1, "cases": {"gone.json": {"outcome": "banner"}, "a.json": {"outcome": "opened"}}}"#, to: manifest)
        let one = try Binary.run(["replay", directory + "/a.json", "--update"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try readText(manifest).contains("\"gone.json\""))
        let sharded = try Binary.run(["replay", directory, "--update", "--shard", "1/1"])
        #expect(sharded.status == 0)
        #expect(try readText(manifest).contains("\"gone.json\""))
        let whole = try Binary.run(["replay", directory, "--update"])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(!(try readText(manifest).contains("\"gone.json\"")))
        #expect(whole.stderr.contains("pushsim: \(manifest): dropped the case for gone.json: no such file"), "\(whole.stderr)")
        #expect(whole.stderr.contains("pushsim: updated \(manifest)"))
    }

    /// A directory's files around one of its subdirectories: one manifest each, lines in walk order.
    @Test func aDirectoryInterruptedByASubdirectoryKeepsEveryCaseAndTheWalkOrder() throws {
        let directory = try scratchDirectory("update-interleaved")
        try writeText(Self.alert, to: directory + "/a.json")
        try FileManager.default.createDirectory(atPath: directory + "/m", withIntermediateDirectories: true)
        try writeText(Self.alert, to: directory + "/m/b.json")
        try writeText(Self.silent, to: directory + "/z.json")
        let run = try Binary.run(["replay", directory, "--update"])
        #expect(run.status == 0)
        #expect(run.stdoutLines.map { $0.split(separator: ":")[0] } == ["UPDATED \(directory)/a.json", "UPDATED \(directory)/m/b.json", "UPDATED \(directory)/z.json"])
        let top = try readText(directory + "/pushsim.expect.json")
        #expect(top.contains("\"a.json\"") && top.contains("\"z.json\"") && !top.contains("b.json"))
        #expect(try readText(directory + "/m/pushsim.expect.json").contains("\"b.json\""))
        let again = try Binary.run(["replay", directory])
        #expect(again.status == 0 && again.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") })
    }

    /// Nothing to change, nothing written: a read-only fixture tree that passes stays untouched.
    @Test func aManifestThatWouldNotChangeIsNotRewritten() throws {
        let directory = try scratchDirectory("update-unchanged")
        try writeText(Self.alert, to: directory + "/a.json")
        let manifest = directory + "/pushsim.expect.json"
        let text = #"{"schemaVersion": 1, "cases": {"a.json": {"outcome": "opened"}}}"#
        try writeText(text, to: manifest)
        let run = try Binary.run(["replay", directory, "--update"])
        #expect(run.status == 0)
        #expect(run.stdoutLines.map { String($0.prefix(5)) } == ["PASS "])
        #expect(!run.stderr.contains("pushsim: updated"))
        #expect(try readText(manifest) == text)
    }
}

private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
