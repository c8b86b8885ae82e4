#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

@Suite("JUnit report")
struct JUnitReportTests {
    @Test func aFileIsReplacedWholeAndNothingElseIsLeft() throws {
        let tree = TemporaryDirectory()
        let path = tree.file("report.xml", "old\n")
        let report = try JUnitReport(path: path)
        report.add(file: "a/b.json", result: .passed)
        try report.finish()
        let text = try #require(readAll(path))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim replay\" tests=\"1\""))
        #expect(text.hasSuffix("</testsuites>\n"))
        #expect(entries(tree.path) == ["report.xml"])
    }

    /// `--junit /dev/stdout` in CI, where standard output is a pipe: written into, not replaced.
    @Test func aPipeIsWrittenIntoNotReplaced() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let path = "/dev/fd/\(ends[1])"
        let report = try JUnitReport(path: path)
        report.add(file: "a.json", result: .failed(type: "ExpectationMismatch", message: "m", details: "d"))
        try report.finish()
        close(ends[1])
        let text = try #require(readAll(descriptor: ends[0]))
        #expect(text.contains("tests=\"1\" failures=\"1\""))
        #expect(text.hasSuffix("</testsuites>\n"))
    }

    @Test func aReportThatCannotBeRenamedIntoPlaceIsAnError() throws {
        let tree = TemporaryDirectory()
        let report = try JUnitReport(path: tree.path + "/report.xml")
        mkdir(tree.path + "/report.xml", 0o755)
        #expect(throws: AtomicFile.WriteError.self) { try report.finish() }
        #expect(entries(tree.path) == ["report.xml"], "no temporary file is left")
    }

    @Test func anAbandonedReportLeavesNothing() throws {
        let tree = TemporaryDirectory()
        let report = try JUnitReport(path: tree.path + "/report.xml")
        report.add(file: "a.json", result: .passed)
        report.abandon()
        #expect(entries(tree.path) == [])
    }

    private func readAll(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        return readAll(descriptor: descriptor)
    }

    private func readAll(descriptor: Int32) -> String? {
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[0..<count]
        }
    }

    private func entries(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

/// What JUnit says of each replay status (docs/replay.md, "Output").
@Suite("JUnit results")
struct JUnitResultTests {
    @Test func aPayloadWithNoExpectationIsSkippedWithAMessage() {
        guard case .skipped(let message) = JUnitRenderer.result(ReplayCaseResult(file: "a.json", status: .unchecked, verdict: .valid)) else {
            Issue.record("not skipped")
            return
        }
        #expect(message.hasPrefix("no expectation: no case in its pushsim.expect.json"))
    }

    @Test func malformedJSONIsTypedAsMalformed() {
        let malformed = JUnitRenderer.result(ReplayCaseResult(file: "a.json", status: .invalid, verdict: .malformed))
        let invalid = JUnitRenderer.result(ReplayCaseResult(file: "b.json", status: .invalid, verdict: .invalid))
        guard case .failed(let malformedType, _, _) = malformed, case .failed(let invalidType, _, _) = invalid else {
            Issue.record("not failures")
            return
        }
        #expect(malformedType == "MalformedJSON")
        #expect(invalidType == "InvalidPayload")
    }

    @Test func aMismatchNamesTheManifestPlaceInItsDetails() {
        var result = ReplayCaseResult(file: "p/a.json", status: .fail, verdict: .valid)
        result.mismatches = [Mismatch(key: "outcome", expected: "toast", actual: "routed", position: SourcePosition(line: 5, column: 30, offset: 90))]
        result.manifest = "p/pushsim.expect.json"
        guard case .failed(let type, let message, let details) = JUnitRenderer.result(result) else {
            Issue.record("not a failure")
            return
        }
        #expect(type == "ExpectationMismatch")
        #expect(message == #"outcome: expected "toast", got "routed""#)
        #expect(details.contains(#"p/pushsim.expect.json:5:30: outcome: expected "toast", got "routed""#))
    }

    @Test func timesAreSecondsWithMilliseconds() {
        #expect(JUnitReport.seconds(0) == "0.000")
        #expect(JUnitReport.seconds(1234) == "1.234")
        #expect(JUnitReport.seconds(45) == "0.045")
    }

    @Test func skippedIsCountedOnTheSuiteNotOnTheReport() throws {
        let tree = TemporaryDirectory()
        let path = tree.path + "/report.xml"
        let report = try JUnitReport(path: path)
        report.add(file: "a/b.json", result: .skipped(message: "no expectation"), milliseconds: 12)
        try report.finish()
        let text = try #require(tree.read("report.xml"))
        #expect(text.contains("<testsuites name=\"pushsim replay\" tests=\"1\" failures=\"0\" errors=\"0\" time=\"0.012\">"))
        #expect(text.contains("<testsuite name=\"pushsim replay\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\" time=\"0.012\">"))
        #expect(text.contains("<testcase classname=\"a\" name=\"b.json\" time=\"0.012\">\n      <skipped message=\"no expectation\"/>"))
        #expect(!text.contains("file="))
    }
}
