/// Lines for people about the files a run reads besides payloads (the app model), the same in
/// every output format: they go to stderr, beside the results.
enum ModelDiagnosticText {
    /// `FILE:LINE:COLUMN: warning: MESSAGE [POINTER]` for each warning about a loaded model.
    static func warningLines(_ warnings: [AppModelIssue], source: AppModelSource) -> [String] {
        let file = source.path ?? "app model"
        return warnings.map { warning in
            var place = file
            if let position = warning.position { place += ":\(position)" }
            return TerminalText.sanitize("\(place): warning: \(warning.message) [\(warning.pointer.displayString)]")
        }
    }

    /// Every problem of a model that cannot be used, then one line saying so.
    static func rejectionLines(_ error: AppModelError) -> [String] {
        let errors = error.issues.filter { $0.severity == .error }.count
        return error.lines + ["pushsim: the app model \(error.source) cannot be used (\(errors) \(errors == 1 ? "error" : "errors"))"]
    }

    /// "3 files: 2 valid, 1 unreadable"
    static func summary(_ tally: VerdictTally) -> String {
        let order: [PayloadCheck.Verdict] = [.valid, .invalid, .malformed, .unreadable]
        let parts = order.compactMap { verdict in tally.counts[verdict].map { "\($0) \(verdict.rawValue)" } }
        return "\(tally.total) \(tally.noun)s: \(parts.joined(separator: ", "))"
    }
}
