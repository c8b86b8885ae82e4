import Testing
import TestSupport

@testable import PushSimCore

/// `pushsim validate` as a core operation: its events and its one exit status.
@Suite("validate command")
struct ValidateCommandTests {
    private func run(_ paths: [String], strict: Bool = false) -> (CapturingSink, PushSimCore.ExitStatus) {
        let sink = CapturingSink()
        let command = ValidateCommand(inputs: paths.map { repositoryRoot + "/" + $0 }, headers: RequestHeaders(), strict: strict)
        let status = command.run(reporter: RunReporter(renderer: TextRenderer(sink: sink)))
        return (sink, status)
    }

    @Test func oneFileHasNoSummary() {
        let (sink, status) = run(["fixtures/payloads/valid/plain-alert.json"])
        #expect(status == .success)
        #expect(sink.diagnostics.isEmpty)
        #expect(sink.results.count == 1)
    }

    @Test func aBatchIsCountedOnStandardError() {
        let (sink, status) = run(["fixtures/payloads/valid/plain-alert.json", "fixtures/payloads/invalid/badge-string.json"])
        #expect(status == .invalidPayload)
        #expect(sink.diagnostics == ["2 files: 1 valid, 1 invalid"])
    }

    @Test func strictTurnsAWarningIntoAFailure() throws {
        let directory = TemporaryDirectory()
        directory.file("warned.json", #"{"aps": {"alert": "x", "mystery": 1}}"#)
        let loose = ValidateCommand(inputs: [directory.path + "/warned.json"], headers: RequestHeaders(), strict: false)
        let strict = ValidateCommand(inputs: [directory.path + "/warned.json"], headers: RequestHeaders(), strict: true)
        #expect(loose.run(reporter: RunReporter(renderer: TextRenderer(sink: CapturingSink()))) == .success)
        #expect(strict.run(reporter: RunReporter(renderer: TextRenderer(sink: CapturingSink()))) == .invalidPayload)
    }
}
