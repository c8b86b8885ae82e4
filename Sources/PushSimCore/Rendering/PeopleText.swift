/// Lines for people about the run rather than its results — the app model's warnings and
/// problems, a bad command-line value, a batch's count — the same in every output format:
/// they go to stderr, beside the results.
enum PeopleText {
    /// Writes `event` to stderr if it is one of these; says whether it was.
    static func renderForPeople(_ event: RunEvent, to sink: any OutputSink, showsProgress: Bool) -> Bool {
        switch event {
        case .manifest(let note):
            ReplayText.lines(note).forEach(sink.diagnostic)
        case .progress(let count):
            if showsProgress { sink.progress("replaying… \(count) files") }
        case .progressEnded:
            if showsProgress { sink.progress(nil) }
        case .reportNotWritten(let path, let reason, let interrupted):
            sink.diagnostic(TerminalText.sanitize(interrupted ? "pushsim: \(path) not written: interrupted" : "pushsim: \(reason)"))
        case .replaySummary(let tally):
            sink.diagnostic(ReplayText.summary(tally))
        case .appModelLoaded(let source, let warnings):
            warningLines(warnings, source: source).forEach(sink.diagnostic)
        case .appModelRejected(let error):
            rejectionLines(error).forEach(sink.diagnostic)
        case .usageProblem(let message):
            sink.diagnostic(TerminalText.sanitize("pushsim: \(message)"))
        case .validationSummary(let tally):
            sink.diagnostic(summary(tally))
        case .tokenRejected(let error):
            sink.diagnostic(RegistrationText.rejection(error))
        case .scenarioRejected(let path, let issues):
            let errors = issues.filter { $0.severity == .error }.count
            issues.map { DiagnosticText.line($0, file: path) }.forEach(sink.diagnostic)
            sink.diagnostic(TerminalText.sanitize("pushsim: the scenario \(path) cannot be used (\(errors) \(errors == 1 ? "error" : "errors"))"))
        case .scenarioWarnings(let path, let warnings):
            warnings.map { DiagnosticText.line($0, file: path) }.forEach(sink.diagnostic)
        case .scenarioSummary(let tally):
            sink.diagnostic(ScenarioText.summary(tally))
        default:
            return false
        }
        return true
    }

    /// `FILE:LINE:COLUMN: warning: MESSAGE [POINTER]` for each warning about a loaded model.
    static func warningLines(_ warnings: [Diagnostic], source: AppModelSource) -> [String] {
        warnings.map { DiagnosticText.line($0, file: source.path ?? "app model") }
    }

    /// Every problem of a model that cannot be used, then one line saying so. The model's path
    /// came from outside (a scenario's `"app"`, a directory's name): sanitized, as every line.
    static func rejectionLines(_ error: AppModelError) -> [String] {
        let errors = error.issues.filter { $0.severity == .error }.count
        return error.issues.map { DiagnosticText.line($0, file: error.source.path ?? "app model") }
            + [TerminalText.sanitize("pushsim: the app model \(error.source) cannot be used (\(errors) \(errors == 1 ? "error" : "errors"))")]
    }

    /// "3 files: 2 valid, 1 unreadable"
    static func summary(_ tally: VerdictTally) -> String {
        let order: [PayloadCheck.Verdict] = [.valid, .invalid, .malformed, .unreadable]
        let parts = order.compactMap { verdict in tally.counts[verdict].map { "\($0) \(verdict.rawValue)" } }
        return "\(tally.total) \(tally.noun)\(tally.total == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}
