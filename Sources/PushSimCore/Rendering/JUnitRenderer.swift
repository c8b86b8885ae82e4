/// `--junit FILE`: every replayed file as a JUnit test case — a failed expectation or an
/// uncaught invalid payload a failure with the diff or the findings, an unreadable file an
/// error — written whole when the run ends, or not at all (docs/replay.md).
public final class JUnitRenderer: Renderer {
    private let path: String
    private let report: JUnitReport

    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        report = try JUnitReport(path: path)
    }

    public var showsTraces: Bool { false }

    public func render(_ event: RunEvent) {
        if case .scenarioReplayed(let scenario) = event {
            let file = scenario.scenario.source
            if scenario.passed {
                report.add(file: file, result: .passed)
            } else {
                let lines = ScenarioText.failureLines(scenario).map { $0.trimmingWhitespace() }
                let message = lines.first { $0.hasPrefix("✗") }.map { String($0.dropFirst(2)) } ?? lines.first ?? "failed"
                report.add(file: file, result: .failed(type: "ScenarioStepFailed", message: message, details: lines.joined(separator: "\n")))
            }
            return
        }
        if case .scenarioRejected(let path, let issues) = event {
            let lines = issues.map { DiagnosticText.line($0, file: path) }
            report.add(file: path, result: .error(type: "UnusableScenario", message: lines.first ?? "unusable", details: lines.joined(separator: "\n")))
            return
        }
        guard case .replayed(let result) = event else { return }
        let phrase = ReplayText.phrase(result)
        let mismatchLines = result.mismatches.map(ReplayText.line)
        let diagnosticLines = result.explainingDiagnostics.map { DiagnosticText.line($0, file: result.file) }
        switch result.status {
        case .pass, .unchecked, .updated:
            report.add(file: result.file, result: .passed)
        case .fail:
            let details = ([phrase] + mismatchLines + diagnosticLines).joined(separator: "\n")
            report.add(
                file: result.file, result: .failed(type: "ExpectationMismatch", message: mismatchLines.first ?? phrase, details: details))
        case .invalid:
            let details = ([phrase] + diagnosticLines).joined(separator: "\n")
            report.add(file: result.file, result: .failed(type: "InvalidPayload", message: diagnosticLines.first ?? phrase, details: details))
        case .unreadable:
            let details = ([phrase] + diagnosticLines).joined(separator: "\n")
            report.add(file: result.file, result: .error(type: "Unreadable", message: diagnosticLines.first ?? phrase, details: details))
        }
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
