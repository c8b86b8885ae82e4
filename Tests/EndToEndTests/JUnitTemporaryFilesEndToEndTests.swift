#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// A `--junit` report streams its cases into a hidden temporary file beside it; a run killed
/// with SIGKILL cannot remove it, so the next run removes those of processes that are gone, as
/// `replay --update` does for manifests (docs/replay.md, docs/guarantees.md).
@Suite("--junit temporary files")
struct JUnitTemporaryFilesEndToEndTests {
    /// A real run, killed while it waits on a FIFO no one writes to, leaves its body file; the
    /// next run removes it and writes the report.
    @Test func theBodyOfAKilledRunIsRemovedByTheNextRun() throws {
        let root = try scratchDirectory("junit-killed")
        let tree = root + "/tree"
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try writeText(#"{"aps":{"alert":"hi"}}"#, to: tree + "/a.json")
        try FileNodes.fifo(tree + "/b.json")
        // A writer that never writes: reading b.json waits (up to its 10-second idle limit).
        let writer = open(tree + "/b.json", O_RDWR)
        try #require(writer >= 0)
        defer { close(writer) }
        let report = root + "/report.xml"
        let started = try Binary.start(
            ["replay", tree + "/a.json", tree + "/b.json", "--junit", report], stdoutPath: root + "/out.txt")
        let deadline = Date().addingTimeInterval(5)
        var body: String?
        while body == nil, Date() < deadline {
            body = try FileNodes.names(in: root).first { $0.hasPrefix(".report.xml.pushsim-") && $0.hasSuffix(".tmp.body") }
            if body == nil { usleep(5_000) }
        }
        let name = try #require(body, "the run made no body file")
        kill(started.process.processIdentifier, SIGKILL)
        #expect(started.finish().signal == SIGKILL)
        #expect(FileManager.default.fileExists(atPath: root + "/" + name), "SIGKILL left nothing to clean")
        try FileManager.default.removeItem(atPath: tree + "/b.json")

        let next = try Binary.run(["replay", tree, "--junit", report])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("pushsim: removed \(root)/\(name), left by an interrupted run\n"), "\(next.stderr)")
        #expect(try FileNodes.names(in: root) == ["out.txt", "report.xml", "tree"])
    }

    /// Only the files of processes that are gone: another run writing the same report keeps its own.
    @Test func aLiveRunsFilesAreKept() throws {
        let root = try scratchDirectory("junit-stale")
        let report = root + "/report.xml"
        let dead = [root + "/.report.xml.pushsim-2000000000.tmp.body", root + "/.report.xml.pushsim-2000000001.tmp"]
        let live = root + "/.report.xml.pushsim-\(getpid()).tmp.body"
        for path in dead + [live] { try writeText("<testcase", to: path) }
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--junit", report])
        #expect(run.status == 0, "\(run.stderr)")
        for path in dead {
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(run.stderr.contains("pushsim: removed \(path), left by an interrupted run\n"), "\(run.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(try readText(report).contains("<testsuites name=\"pushsim replay\""))
    }
}

/// A report pushsim could not put in place stops the run before it starts, as a missing
/// directory does: nothing is replayed for nothing.
@Suite("--junit over a read-only report")
struct JUnitReadOnlyReportEndToEndTests {
    @Test func aReadOnlyReportStopsTheRunAtOnce() throws {
        let root = try scratchDirectory("junit-read-only")
        let report = root + "/report.xml"
        try writeText("<old/>\n", to: report)
        FileNodes.setMode(0o444, of: report)
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--junit", report])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "the run went ahead")
        #expect(run.stderr == "pushsim: \(report): cannot write: read-only file (mode 0444)\n")
        #expect(try readText(report) == "<old/>\n")
        #expect(try FileNodes.names(in: root) == ["report.xml"])
    }
}
