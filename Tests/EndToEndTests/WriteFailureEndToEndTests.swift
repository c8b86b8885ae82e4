#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// Nothing lost when writing (docs/guarantees.md): a failed or short write to standard output
/// or to a report is said once on stderr and exits 73; a reader that leaves early is not an error.
@Suite("write failures, end to end")
struct WriteFailureEndToEndTests {
    static let genius = ["--app", "fixtures/apps/genius/pushsim.json"]
    static let diskFull = "pushsim: cannot write standard output: No space left on device"

    /// Every command that prints results, each of which exits 0 when its output can be written.
    static let commands: [[String]] = [
        ["validate", "fixtures/payloads/valid/plain-alert.json"],
        ["validate", "fixtures/payloads/valid/plain-alert.json", "--format", "json"],
        ["deliver", "fixtures/apps/genius/payloads/new-message-42.json", "--state", "background"] + genius,
        ["deliver", "fixtures/apps/genius/payloads/new-message-42.json", "--state", "background", "--format", "json"] + genius,
        ["route", "genius://conversations/42"] + genius,
        ["open", "genius://conversations/42"] + genius,
        ["open", "genius://conversations/42", "--format", "json"] + genius,
        ["register", "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"] + genius,
        ["replay", "fixtures/"],
        // Larger than the 64 KiB output buffer: several flushes, still one message.
        ["replay", "fixtures/", "--format", "json"],
    ]

    @Test(.enabled(if: hasFullDevice), arguments: commands)
    func aFullDiskIsReportedOnceWithExit73(arguments: [String]) throws {
        #expect(try Binary.run(arguments).status == 0, "the command must succeed when its output can be written")
        let run = try Binary.run(arguments, stdoutPath: "/dev/full")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderrLines.filter { $0.contains("cannot write") } == [Self.diskFull])
    }

    @Test(.enabled(if: hasFullDevice))
    func theRestOfTheRunStillHappensAndIsSummarized() throws {
        let run = try Binary.run(["replay", "fixtures/", "--format", "json"], stdoutPath: "/dev/full")
        #expect(run.status == 73)
        let normal = try Binary.run(["replay", "fixtures/", "--format", "json"])
        #expect(run.stderrLines.last == normal.stderr.split(separator: "\n").last.map(String.init))
    }

    @Test(.enabled(if: hasFullDevice))
    func cannotWriteOutranksWhatTheInputsDecided() throws {
        let run = try Binary.run(
            ["validate", "fixtures/payloads/invalid/badge-string.json", "no-such-file.json"], stdoutPath: "/dev/full")
        #expect(run.status == 73)
        #expect(run.stderrLines.filter { $0.contains("cannot write") } == [Self.diskFull])
    }

    @Test(.enabled(if: hasFullDevice))
    func initAndExportThatCannotPrintExit73() throws {
        let root = try scratchDirectory("init-full")
        let initRun = try Binary.run(["init", "app"], stdoutPath: "/dev/full", directory: root)
        #expect(initRun.status == 73)
        #expect(initRun.stderrLines.filter { $0.contains("cannot write") } == [Self.diskFull])

        let file = root + "/message.apns"
        let export = try Binary.run(
            ["export", "fixtures/apps/genius/payloads/new-message-42.json", "--bundle-id", "com.genius.ios", "-o", file],
            stdoutPath: "/dev/full")
        #expect(export.status == 73)
        #expect(export.stderrLines.filter { $0.contains("cannot write") } == [Self.diskFull])
    }

    @Test func aFileSizeLimitOnStandardOutputIsReportedNotFatal() throws {
        let root = try scratchDirectory("ulimit")
        let run = try Binary.shell(
            "ulimit -f 2; exec \"$PUSHSIM\" replay fixtures/ --format json > '\(root)/out.jsonl'")
        #expect(run.signal == nil, "pushsim was killed by signal \(run.signal ?? 0) (SIGXFSZ must be ignored)")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderrLines.filter { $0.contains("cannot write") } == ["pushsim: cannot write standard output: File too large"])
    }

    @Test func aFileSizeLimitOnAnExportedFileLeavesNothingBehind() throws {
        let root = try scratchDirectory("ulimit-export")
        let run = try Binary.shell(
            "ulimit -f 0; exec \"$PUSHSIM\" export fixtures/apps/genius/payloads/new-message-42.json --bundle-id com.genius.ios -o '\(root)/message.apns'")
        #expect(run.signal == nil, "pushsim was killed by signal \(run.signal ?? 0) (SIGXFSZ must be ignored)")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("\(root)/message.apns: cannot write"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [])
    }

    @Test func anExportIntoAMissingDirectoryExits73() throws {
        let root = try scratchDirectory("export-missing")
        let run = try Binary.run([
            "export", "fixtures/apps/genius/payloads/new-message-42.json", "--bundle-id", "com.genius.ios",
            "-o", root + "/no-such-directory/message.apns",
        ])
        #expect(run.status == 73)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(root)/no-such-directory/message.apns: cannot write"))
    }

    @Test func aJUnitReportThatCannotBeCreatedExits73() throws {
        let root = try scratchDirectory("junit-missing")
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--junit", root + "/no-such-directory/report.xml"])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("\(root)/no-such-directory/report.xml: cannot write"))
    }

    @Test(.enabled(if: fullDeviceForReports != nil))
    func aJUnitReportOnAFullDeviceExits73AndTheDeviceStays() throws {
        let device = try #require(fullDeviceForReports)
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--junit", device])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").map(String.init).filter { $0.contains("cannot write") } == ["pushsim: \(device): cannot write: no space left on device"])
        let type = try FileManager.default.attributesOfItem(atPath: device)[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial, "the report replaced the device instead of writing into it")
    }

    /// `--junit /dev/stdout`, through a private link so that a pushsim that replaced the link
    /// (as a rename would) could only harm the copy.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/1")))
    func aJUnitReportThroughASymlinkIsWrittenIntoWhatItNames() throws {
        let root = try scratchDirectory("junit-link")
        let link = root + "/stdout"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--junit", link])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim replay\" tests=\"45\""))
        #expect(run.stdout.contains("</testsuites>\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1", "the link was replaced")
    }

    @Test func aReaderThatLeavesEarlyIsNotAnError() throws {
        let root = try scratchDirectory("epipe")
        let report = root + "/report.xml"
        let run = try Binary.runIntoClosedPipe(["replay", "fixtures/", "--format", "json", "--junit", report])
        #expect(run.signal == nil, "pushsim was killed by signal \(run.signal ?? 0)")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("cannot write"))
        let normal = try Binary.run(["replay", "fixtures/", "--format", "json"])
        #expect(run.stderr == normal.stderr, "the run goes on, and its summary is the same")
        #expect(try readText(report).contains("tests=\"\(normal.stdoutLines.count)\""), "the run went on to write its report")
    }
}
