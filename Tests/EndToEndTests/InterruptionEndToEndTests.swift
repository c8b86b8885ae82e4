#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// Ctrl-C or a CI runner's SIGTERM in the middle of a replay: every line decided so far reaches
/// standard output whole, the run says it was interrupted, the exit code is 130 or 143, and no
/// half report is left (docs/exit-codes.md, docs/guarantees.md).
@Suite("interruption, end to end")
struct InterruptionEndToEndTests {
    static let fileCount = 20_000

    /// A directory of `fileCount` payloads without expectations: a replay of it takes seconds.
    static let largeTree: Result<String, any Error> = Result {
        let root = try scratchDirectory("large-tree")
        let payload = try repositoryFile("fixtures/payloads/valid/plain-alert.json")
        for index in 0..<fileCount {
            let name = root + "/payload-" + String(index) + ".json"
            guard FileManager.default.createFile(atPath: name, contents: Data(payload)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: name])
            }
        }
        return root
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var signal: Int32
        var name: String
        var status: Int32
        /// How many times it is sent at once: `timeout` signals the process and its group.
        var times = 1
        var testDescription: String { times == 1 ? name : "\(name) × \(times)" }
    }

    @Test(arguments: [
        Case(signal: SIGINT, name: "SIGINT", status: 130), Case(signal: SIGTERM, name: "SIGTERM", status: 143),
        Case(signal: SIGINT, name: "SIGINT", status: 130, times: 2),
    ])
    func aSignalStopsAReplayWithEveryDecidedLineWrittenWhole(_ signal: Case) throws {
        let tree = try Self.largeTree.get()
        let root = try scratchDirectory("interrupt")
        let output = root + "/out.jsonl"
        let report = root + "/report.xml"
        let started = try Binary.start(
            ["replay", tree, "--format", "json", "--jobs", "2", "--junit", report], stdoutPath: output)
        // Signal once the first buffer of results has been written, mid-run.
        let deadline = Date().addingTimeInterval(120)
        while started.process.isRunning, Date() < deadline, (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0 == 0 {
            usleep(5_000)
        }
        #expect(started.process.isRunning, "the replay ended before it could be interrupted")
        for _ in 0..<signal.times { kill(started.process.processIdentifier, signal.signal) }
        let run = started.finish()

        #expect(run.signal == nil, "pushsim was killed by \(signal.name) instead of stopping")
        #expect(run.status == signal.status, "\(run.stderr)")
        let text = try readText(output)
        #expect(text.hasSuffix("\n"), "the last line is cut")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count < Self.fileCount, "the replay was not interrupted")
        for line in lines {
            let object = try record(line)
            #expect(object["status"] == .string("unchecked"))
        }
        #expect(run.stderr.contains("replayed \(lines.count) files: "), "every file the summary counts has its line: \(run.stderr)")
        #expect(run.stderrLines.last == "pushsim: interrupted by \(signal.name)")
        #expect(run.stderr.contains("pushsim: \(report) not written: interrupted"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out.jsonl"], "no report, no temporary file")
    }
}
