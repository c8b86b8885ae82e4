#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--junit FILE`: every replayed file as a JUnit test case — a failed expectation or an
/// uncaught invalid payload a failure with the diff or the findings (typed `MalformedJSON` for
/// a file that is not JSON), a payload with no expectation skipped, an unreadable file an
/// error — written whole when the run ends, or not at all; valid against Jenkins' junit-10.xsd
/// (docs/replay.md).
public final class JUnitRenderer: Renderer {
    private let path: String
    private let report: JUnitReport
    /// When the last case was reported: a case's `time` is its share of the run's wall time
    /// (with `--jobs`, reading and validating overlap the previous case's delivery).
    private var lastCase: Int

    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        report = try JUnitReport(path: path)
        lastCase = Self.now()
    }

    public var showsTraces: Bool { false }

    /// What clearing the temporary files of killed runs did, for stderr
    /// (`pushsim: removed …, left by an interrupted run`), as `replay --update` says it.
    package var staleTemporaryNotes: [RunEvent] {
        report.staleTemporaries.removed.map { .manifest(.staleTemporaryRemoved($0)) }
            + report.staleTemporaries.failed.map { .manifest(.staleTemporaryNotRemoved($0)) }
    }

    public func render(_ event: RunEvent) {
        switch event {
        case .scenarioReplayed(let scenario):
            let file = scenario.scenario.source
            if scenario.passed {
                add(file: file, .passed)
            } else {
                let lines = ScenarioText.failureLines(scenario).map { $0.trimmingWhitespace() }
                let message = lines.first { $0.hasPrefix("✗") }.map { String($0.dropFirst(2)) } ?? lines.first ?? "failed"
                add(file: file, .failed(type: "ScenarioStepFailed", message: message, details: lines.joined(separator: "\n")))
            }
        case .scenarioRejected(let path, let issues):
            let lines = issues.map { DiagnosticText.line($0, file: path) }
            add(file: path, .error(type: "UnusableScenario", message: lines.first ?? "unusable", details: lines.joined(separator: "\n")))
        case .replayed(let result, _):
            add(file: result.label, Self.result(result), output: Self.output(result))
        default:
            break
        }
    }

    private func add(file: String, _ result: JUnitReport.Result, output: String = "") {
        let now = Self.now()
        report.add(file: file, result: result, output: output, milliseconds: max(0, now - lastCase))
        lastCase = now
    }

    /// A case that passed (or was not checked) with warnings: them, one line each, as its
    /// `system-out` (docs/replay.md, "Warnings").
    static func output(_ result: ReplayCaseResult) -> String {
        switch result.status {
        case .pass, .updated, .unchecked: return result.explainingDiagnostics.map { DiagnosticText.line($0, file: result.file) }.joined(separator: "\n")
        case .fail, .invalid, .unreadable: return ""
        }
    }

    static func result(_ result: ReplayCaseResult) -> JUnitReport.Result {
        let phrase = ReplayText.phrase(result)
        let diagnosticLines = result.explainingDiagnostics.map { DiagnosticText.line($0, file: result.file) }
        switch result.status {
        case .pass, .updated:
            return .passed
        case .unchecked:
            return .skipped(message: "no expectation: no case in its \(ExpectationManifest.fileName) states what should happen (\(phrase))")
        case .fail:
            // Each mismatch at the place its expectation is written, when located.
            let mismatchLines = result.mismatches.map { mismatch in
                let line = ReplayText.line(mismatch)
                guard let manifest = result.manifest else { return line }
                return "\(manifest)\(mismatch.position.map { ":\($0)" } ?? ""): \(line)"
            }
            let details = ([phrase] + mismatchLines + diagnosticLines).joined(separator: "\n")
            let type: String
            switch result.failure {
            case .noExpectation?: type = "NoExpectation"
            case .limitExceeded?: type = "LimitExceeded"
            case .warnedUnderStrict?: type = "Warnings"
            default: type = "ExpectationMismatch"
            }
            let message = result.mismatches.first.map(ReplayText.line) ?? (result.failure == .warnedUnderStrict ? diagnosticLines.first : nil) ?? phrase
            return .failed(type: type, message: message, details: details)
        case .invalid:
            let details = ([phrase] + diagnosticLines).joined(separator: "\n")
            let type = result.verdict == .malformed ? Reason.malformedJSON.name : "InvalidPayload"
            return .failed(type: type, message: diagnosticLines.first ?? phrase, details: details)
        case .unreadable:
            let details = ([phrase] + diagnosticLines).joined(separator: "\n")
            return .error(type: Reason.unreadable.name, message: diagnosticLines.first ?? phrase, details: details)
        }
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }

    /// A run cut short writes no report: nothing half-done.
    public func finish(completed: Bool) -> [RunEvent] {
        guard completed else {
            report.abandon()
            return [.reportNotWritten(path: path, reason: "interrupted", interrupted: true)]
        }
        do {
            try report.finish()
            return []
        } catch {
            return [.reportNotWritten(path: path, reason: error.description, interrupted: false)]
        }
    }
}
