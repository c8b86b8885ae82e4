/// `replay` for people: `STATUS file: phrase`, then what did not match and where a payload is
/// not valid, indented; the closing count on stderr (docs/replay.md).
enum ReplayText {
    static func lines(_ result: ReplayCaseResult, colour: Colour) -> [String] {
        lines(result, report: result.report, colour: colour)
    }

    /// `report` is the result's delivery, given apart: a replay worker renders a result before
    /// (instead of) boxing its delivery (`ReplayLineRendering`).
    static func lines(_ result: ReplayCaseResult, report: DeliveryReport?, colour: Colour) -> [String] {
        var buffer = TextBuffer(sanitizing: true, capacity: 128)
        append(result, report: report, colour: colour, to: &buffer)
        // Every line ends in a newline, and none holds one: sanitizing escapes them.
        return buffer.bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines, appended, each ending in a newline: the status word painted when `colour` is
    /// on, everything else sanitized.
    static func append(_ result: ReplayCaseResult, report: DeliveryReport?, colour: Colour, to out: inout TextBuffer) {
        out.appendPainted(colour.paint(word(result.status), ColourPalette.style(result.status)))
        out.append(ascii: UInt8(ascii: " "))
        out.append(result.label)
        out.append(": ")
        if let note = note(result, report: report) {
            out.append(note)
        } else if let report {
            DeliveryText.appendPhrase(report, to: &out)
        }
        out.append(ascii: UInt8(ascii: "\n"))
        for mismatch in result.mismatches {
            out.append("    ")
            out.append(line(mismatch))
            out.append(ascii: UInt8(ascii: "\n"))
        }
        for diagnostic in ReplayCaseResult.explainingDiagnostics(status: result.status, report: report) {
            out.append("    ")
            DiagnosticText.append(diagnostic, file: result.file, colour: colour, to: &out)
            out.append(ascii: UInt8(ascii: "\n"))
        }
    }

    /// `PASS`, `FAIL`…: the status as the line starts with it, without uppercasing it per line.
    static func word(_ status: ReplayStatus) -> String {
        switch status {
        case .pass: "PASS"
        case .fail: "FAIL"
        case .invalid: "INVALID"
        case .unreadable: "UNREADABLE"
        case .unchecked: "UNCHECKED"
        case .updated: "UPDATED"
        }
    }

    /// `outcome: expected "routed", got "toast"`.
    static func line(_ mismatch: Mismatch) -> String {
        "\(mismatch.key): expected \(JSONWriter.string(mismatch.expected)), got \(JSONWriter.string(mismatch.actual))"
    }

    /// What happened to the file: the delivery's phrase, or why it was not replayed.
    static func phrase(_ result: ReplayCaseResult) -> String {
        phrase(result, report: result.report)
    }

    static func phrase(_ result: ReplayCaseResult, report: DeliveryReport?) -> String {
        note(result, report: report) ?? report.map { DeliveryText.phrase($0) } ?? ""
    }

    /// Why a file was not replayed (or its update not kept), when that is the news.
    static func note(_ result: ReplayCaseResult) -> String? {
        note(result, report: result.report)
    }

    static func note(_ result: ReplayCaseResult, report: DeliveryReport?) -> String? {
        switch result.failure {
        case .manifestUnusable?: return "its pushsim.expect.json cannot be used"
        case .appModelUnusable?: return "its app model cannot be used"
        case .caseProblem(let message)?: return "case: \(message)"
        case .notUpdated(let reason)?: return "\(report.map { DeliveryText.phrase($0) } ?? ""); not updated: \(reason)"
        // The delivery's own phrase says it: "limit-exceeded: MODEL:LINE:COLUMN: …".
        case .limitExceeded?: return nil
        case .noExpectation?:
            return "\(report.map { DeliveryText.phrase($0) } ?? ""); no expectation: --require-expectations wants a case for it in its \(ExpectationManifest.fileName)"
        case .warnedUnderStrict?:
            let count = report?.check?.diagnostics.warningCount ?? 0
            return "\(report.map { DeliveryText.phrase($0) } ?? ""); \(count) \(count == 1 ? "warning" : "warnings") (--strict)"
        case nil: return nil
        }
    }

    /// "replayed 35 files: 33 passed, 1 failed, … (outcomes: routed 12, toast 8, …)"
    static func summary(_ tally: ReplayTally) -> String {
        let failed = "\(tally.count(of: .fail)) failed" + (tally.notUpdated > 0 ? " (\(tally.notUpdated) not updated)" : "")
        var parts = [
            "\(tally.count(of: .pass)) passed", failed, "\(tally.count(of: .invalid)) invalid", "\(tally.count(of: .unreadable)) unreadable",
        ]
        if tally.count(of: .unchecked) > 0 { parts.append("\(tally.count(of: .unchecked)) without expectations") }
        if tally.count(of: .updated) > 0 { parts.append("\(tally.count(of: .updated)) updated") }
        let byOutcome = tally.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let runs =
            tally.byLocalization.isEmpty
            ? "\(tally.total) \(tally.total == 1 ? "file" : "files")" : "\(tally.total) runs of \(tally.files) \(tally.files == 1 ? "file" : "files")"
        let byLocalization = tally.byLocalization.sorted { $0.localization.utf8.lexicographicallyPrecedes($1.localization.utf8) }
            .map { "\($0.localization) \($0.passed) passed, \($0.failed) failed" }.joined(separator: "; ")
        return "replayed \(runs): \(parts.joined(separator: ", "))"
            + (byOutcome.isEmpty ? "" : " (outcomes: \(byOutcome))")
            + (byLocalization.isEmpty ? "" : "; by language: \(byLocalization)")
            + (tally.scenarios == 0
                ? ""
                : "; \(tally.scenarios) scenario\(tally.scenarios == 1 ? "" : "s"): \(tally.scenarios - tally.failedScenarios) passed, \(tally.failedScenarios) failed")
    }

    /// The lines for people about a manifest, on stderr in every format.
    static func lines(_ note: ManifestNote) -> [String] {
        switch note {
        case .unusable(let error, let writtenAnew):
            var lines = error.problems.map { DiagnosticText.line($0, file: error.path) }
            if writtenAnew {
                lines.append(
                    TerminalText.sanitize(
                        "pushsim: \(error.path) cannot be used as it is: --update writes it anew from what happens, leaving out what could not be used"
                    ))
            }
            return lines
        case .staleTemporaryRemoved(let path):
            return [TerminalText.sanitize("pushsim: removed \(path), left by an interrupted run")]
        case .staleTemporaryNotRemoved(let problem):
            return [TerminalText.sanitize("pushsim: cannot remove \(problem)")]
        case .refused(let manifest, let reason):
            return [
                TerminalText.sanitize(
                    "pushsim: \(manifest): not updated: \(reason); --update does not write through symbolic links (docs/replay.md)")
            ]
        case .notWritten(let reason):
            return [TerminalText.sanitize("pushsim: \(reason)")]
        case .caseDropped(let manifest, let name):
            return [TerminalText.sanitize("pushsim: \(manifest): dropped the case for \(name): no such file")]
        case .updated(let path):
            return [TerminalText.sanitize("pushsim: updated \(path)")]
        }
    }
}
