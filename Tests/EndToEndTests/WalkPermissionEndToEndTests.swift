#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// The walk takes the types `readdir` gives, but in a directory that can be read and not
/// searched nothing can be looked up: there it reports what it always did, a payload that
/// cannot be read, and no subdirectory (docs/replay.md, "What it walks").
@Suite("Walking a directory that cannot be searched")
struct WalkPermissionEndToEndTests {
    /// CI runs as root, who may search anything: the check runs the binary as `nobody`.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")))
    func itsPayloadsAreUnreadableAndItsDirectoriesNotWalked() throws {
        let tree = TemporaryDirectory()
        let directory = tree.path
        tree.file("ok.json", #"{"aps":{"alert":"x"}}"#)
        tree.file("locked/a.json", #"{"aps":{"alert":"x"}}"#)
        tree.file("locked/notes.txt", "")
        tree.file("locked/sub/b.json", #"{"aps":{"alert":"x"}}"#)
        for (path, mode) in [(directory, 0o755), (directory + "/locked", 0o744)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/locked") }
        // The binary must be reachable by nobody: run a copy from the scratch directory.
        let copy = directory + "/pushsim"
        try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
        process.arguments = ["-u", "nobody", "--", copy, "replay", directory, "--jobs", "1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        #expect(
            lines == [
                "UNREADABLE \(directory)/locked/a.json: unreadable (not delivered): Unreadable",
                "    \(directory)/locked/a.json: error: Unreadable: permission denied",
                "UNCHECKED \(directory)/ok.json: opened: nothing to route: the payload has no event type and no routing URL; the app shows Home",
            ])
    }
}
