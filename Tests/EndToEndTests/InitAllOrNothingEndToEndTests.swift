#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// `pushsim init` writes all its files or none — a full disk or a file-size limit mid-scaffold
/// leaves nothing, so a rerun works — and never writes through a symbolic link below the
/// directory it was given (docs/getting-started.md, docs/guarantees.md).
@Suite("pushsim init, all or nothing")
struct InitAllOrNothingEndToEndTests {
    /// Mounts a `size`-byte tmpfs on `directory` (root only); nil when the system refuses.
    private func mountTmpfs(on directory: String, size: Int) -> Bool {
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/usr/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { return false }
        mount.waitUntilExit()
        return mount.terminationStatus == 0
    }

    private func unmount(_ directory: String) {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/usr/bin/umount")
        umount.arguments = [directory]
        try? umount.run()
        umount.waitUntilExit()
    }

    /// A 64 KiB tmpfs with room left for three small files (a page each): the fourth of the
    /// seven cannot be written. Nothing is left, and once there is room a rerun writes all.
    @Test(.enabled(if: getuid() == 0))
    func aFullDiskMidScaffoldLeavesNothingAndARerunWorks() throws {
        let disk = try scratchDirectory("init-full-disk")
        try #require(mountTmpfs(on: disk, size: 65536), "cannot mount a tmpfs here")
        defer { unmount(disk) }
        let filler = disk + "/filler"
        try Data(count: 65536 - 3 * 4096).write(to: URL(fileURLWithPath: filler))
        let run = try Binary.run(["init", "app"], directory: disk)
        #expect(run.status == 73, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing may be reported created: \(run.stdout)")
        #expect(run.stderr.hasPrefix("pushsim: error: app/"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(": cannot write: no space left on device; nothing written\n"), "\(run.stderr)")
        let left = try snapshot(disk).keys.sorted()
        #expect(try FileNodes.names(in: disk) == ["filler"], "a half scaffold is left: \(left)")

        try FileManager.default.removeItem(atPath: filler)
        let again = try Binary.run(["init", "app"], directory: disk)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try snapshot(disk + "/app").keys.sorted() == InitEndToEndTests.written.sorted())
    }

    /// A file-size limit (`ulimit -f 2`: 1 KiB) stops the starter app model: nothing is left,
    /// not even the directories made for the files.
    @Test func aFileSizeLimitLeavesNothingBehind() throws {
        let root = try scratchDirectory("init-fsize")
        let run = try Binary.shell(#"ulimit -f 2; exec "$PUSHSIM" init app/nested"#, directory: root)
        #expect(run.signal == nil, "pushsim was killed by signal \(run.signal ?? 0) (SIGXFSZ must be ignored)")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "pushsim: error: app/nested/pushsim.json: cannot write: file too large; nothing written\n", "\(run.stderr)")
        let left = try FileNodes.names(in: root)
        #expect(left == [], "left behind: \(left)")
        #expect(try Binary.run(["init", "app/nested"], directory: root).status == 0)
    }

    /// `init` run again after a kill left its hidden temporary files: they are removed, and the
    /// scaffold is written.
    @Test func temporaryFilesOfAKilledInitAreRemoved() throws {
        let root = try scratchDirectory("init-stale")
        try FileManager.default.createDirectory(atPath: root + "/pushsim/payloads", withIntermediateDirectories: true)
        let stale = root + "/pushsim/payloads/.new-message.json.pushsim-2000000000.tmp"
        try writeText("{\"aps\":", to: stale)
        let run = try Binary.run(["init"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(run.stderr.hasPrefix("pushsim: removed pushsim/payloads/.new-message.json.pushsim-2000000000.tmp, left by an interrupted run\n"), "\(run.stderr)")
        #expect(try snapshot(root).keys.sorted() == InitEndToEndTests.written.sorted())
    }

    /// `DIR/pushsim` → `../elsewhere`: the payloads would land outside DIR. Refused, naming
    /// where the link leads; nothing written anywhere.
    @Test(arguments: ["pushsim", ".github", "pushsim/payloads"])
    func aSymbolicLinkBelowTheDirectoryIsNotWrittenThrough(_ linked: String) throws {
        let root = try scratchDirectory("init-link-below")
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        let link = root + "/app/" + linked
        try FileManager.default.createDirectory(
            atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root + "/elsewhere")
        let real = try #require(realpath(root + "/elsewhere", nil).map { String(cString: $0) })
        let before = try snapshot(root)
        let run = try Binary.run(["init", "app"], directory: root)
        #expect(run.status == 73, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("pushsim: error: app/\(linked) is a symbolic link to \(real): init does not write through symbolic links\n"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("pushsim: nothing written: pushsim init never replaces a file\n"))
        #expect(try FileNodes.names(in: root + "/elsewhere") == [])
        #expect(try snapshot(root) == before)
    }

    /// The directory named on the command line may be a link: that is where init was asked to write.
    @Test func theDirectoryItselfMayBeALink() throws {
        let root = try scratchDirectory("init-link-top")
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/app", withDestinationPath: "real")
        let run = try Binary.run(["init", "app/"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try snapshot(root + "/real").keys.sorted() == InitEndToEndTests.written.sorted())
    }

    @Test func anEmptyDirectoryNameIsAUsageError() throws {
        let root = try scratchDirectory("init-empty")
        let run = try Binary.run(["init", ""], directory: root)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "pushsim: error: the directory to scaffold in is empty: name one, or . for the current directory\n")
        #expect(try FileNodes.names(in: root) == [])
    }
}
