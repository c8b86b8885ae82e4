#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// `export --force --output PATH` where PATH is not a plain file: a device, a FIFO or a link is
/// written into, as `--junit` writes its report, and never replaced by a file
/// (docs/simctl.md, docs/guarantees.md, "Nothing lost when writing").
@Suite("pushsim export into devices, FIFOs and links")
struct ExportDestinationEndToEndTests {
    static let message = "fixtures/apps/genius/payloads/new-message-42.json"

    private func export(_ output: String, force: Bool = true) throws -> Binary.Run {
        try Binary.run(["export", Self.message, "--bundle-id", "com.genius.ios", "-o", output] + (force ? ["--force"] : []))
    }

    /// A private null device (`mknod null c 1 3`): written into, still a device afterwards.
    @Test(.enabled(if: getuid() == 0))
    func aCharacterDeviceIsWrittenIntoNotReplaced() throws {
        let root = try scratchDirectory("export-device")
        let device = root + "/null"
        try FileNodes.characterDevice(device, major: 1, minor: 3)
        let run = try export(device)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "pushsim: wrote \(device) (Simulator Target Bundle com.genius.ios)\n")
        #expect(FileNodes.type(device) == S_IFCHR, "the device was replaced by a file")
        #expect(try FileNodes.names(in: root) == ["null"], "no temporary file is left")
    }

    /// A private full device (`mknod full c 1 7`): the write fails, exit 73, and the device stays.
    @Test(.enabled(if: getuid() == 0))
    func aFullDeviceIsAWriteErrorAndStays() throws {
        let root = try scratchDirectory("export-full")
        let device = root + "/full"
        try FileNodes.characterDevice(device, major: 1, minor: 7)
        let run = try export(device)
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "pushsim: error: \(device): cannot write: no space left on device\n")
        #expect(FileNodes.type(device) == S_IFCHR, "the device was replaced by a file")
        #expect(try FileNodes.names(in: root) == ["full"])
    }

    /// A FIFO with a reader: the reader gets the whole file, the FIFO stays.
    @Test func aFIFOIsWrittenIntoNotReplaced() throws {
        let root = try scratchDirectory("export-fifo")
        let fifo = root + "/pipe"
        try FileNodes.fifo(fifo)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Bounded: a pushsim that replaced the FIFO would leave the reader waiting for a writer.
        reader.arguments = ["-c", "timeout 10 cat \"$0\" > \"$1\"", fifo, root + "/received"]
        try reader.run()
        let run = try export(fifo)
        reader.waitUntilExit()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileNodes.type(fifo) == S_IFIFO, "the FIFO was replaced by a file")
        #expect(try readText(root + "/received").hasPrefix("{\n  \"Simulator Target Bundle\": \"com.genius.ios\",\n  \"aps\": {\n"))
        #expect(try FileNodes.names(in: root) == ["pipe", "received"])
    }

    /// A link to a file: the file it names gets the new contents, whole; the link stays a link.
    @Test func aLinkToAFileKeepsTheLinkAndReplacesTheFile() throws {
        let root = try scratchDirectory("export-link")
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try writeText("old\n", to: root + "/real/message.apns")
        let link = root + "/message.apns"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/message.apns")
        let run = try export(link)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "xcrun simctl push booted com.genius.ios \(link)\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/message.apns", "the link was replaced")
        #expect(try readText(root + "/real/message.apns").hasPrefix("{\n  \"Simulator Target Bundle\": \"com.genius.ios\""))
        #expect(try FileNodes.names(in: root) == ["message.apns", "real"])
        #expect(try FileNodes.names(in: root + "/real") == ["message.apns"], "no temporary file is left")
    }

    /// `-o /dev/stdout`, through a private link, as `--junit /dev/stdout` is tested.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/1")))
    func aLinkToStandardOutputIsWrittenIntoWhatItNames() throws {
        let root = try scratchDirectory("export-stdout")
        let link = root + "/stdout"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let run = try export(link)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.genius.ios\",\n  \"aps\": {\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("}\nxcrun simctl push booted com.genius.ios \(link)\n"), "\(run.stdout)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1", "the link was replaced")
    }

    /// A link to nothing: no file is created through it, and nothing replaces it.
    @Test func aDanglingLinkIsRefusedNamingWhereItLeads() throws {
        let root = try scratchDirectory("export-dangling")
        let link = root + "/message.apns"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing/message.apns")
        let run = try export(link)
        #expect(run.status == 73)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "pushsim: error: \(link): cannot write: it is a symbolic link to missing/message.apns, which does not exist\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "missing/message.apns")
        #expect(try FileNodes.names(in: root) == ["message.apns"])
    }

    @Test func aDirectoryIsRefused() throws {
        let root = try scratchDirectory("export-directory")
        try FileManager.default.createDirectory(atPath: root + "/out.apns", withIntermediateDirectories: true)
        let run = try export(root + "/out.apns")
        #expect(run.status == 73)
        #expect(run.stderr == "pushsim: error: \(root)/out.apns: cannot write: is a directory, not a file\n")
        #expect(try FileNodes.names(in: root) == ["out.apns"])
        #expect(try FileNodes.names(in: root + "/out.apns") == [])
    }

    /// Without `--force`, a device is kept as a file is.
    @Test(.enabled(if: getuid() == 0))
    func withoutForceADeviceIsLeftAlone() throws {
        let root = try scratchDirectory("export-device-kept")
        let device = root + "/null"
        try FileNodes.characterDevice(device, major: 1, minor: 3)
        let run = try export(device, force: false)
        #expect(run.status == 73)
        #expect(run.stderr == "pushsim: error: \(device) already exists (--force replaces it)\n")
        #expect(FileNodes.type(device) == S_IFCHR)
    }

    /// `--force` over a file keeps its mode and its owner, and a read-only file is refused.
    @Test(.enabled(if: FileNodes.canGiveFilesToNobody))
    func aReplacedFileKeepsItsModeAndOwner() throws {
        let root = try scratchDirectory("export-mode")
        let file = root + "/message.apns"
        try writeText("old\n", to: file)
        FileNodes.setMode(0o600, of: file)
        try FileNodes.giveToNobody(file)
        let run = try export(file)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileNodes.mode(file) == 0o600)
        #expect(FileNodes.owner(file)?.user == FileNodes.nobody?.user)
        #expect(try readText(file).contains("com.genius.ios"))

        FileNodes.setMode(0o444, of: file)
        let before = try readText(file)
        let refused = try export(file)
        #expect(refused.status == 73)
        #expect(refused.stderr == "pushsim: error: \(file): cannot write: read-only file (mode 0444)\n")
        #expect(try readText(file) == before)
        #expect(try FileNodes.names(in: root) == ["message.apns"])
    }
}
