/// `pushsim validate FILE...`: one verdict per file, every file reported even when others
/// cannot be read, and one exit status for the batch.
public struct ValidateCommand: Sendable {
    public var inputs: [String]
    public var headers: RequestHeaders
    public var format: OutputFormat
    /// Warnings fail the run too (exit 1).
    public var strict: Bool
    /// Colour for the text lines (docs/colour.md).
    public var colour: Colour

    public init(inputs: [String], headers: RequestHeaders, format: OutputFormat, strict: Bool, colour: Colour = .off) {
        self.inputs = inputs
        self.headers = headers
        self.format = format
        self.strict = strict
        self.colour = colour
    }

    public func run(output: OutputSink) -> ExitStatus {
        let checker = PayloadChecker(headers: headers)
        var status = ExitStatus.success
        var tally = VerdictTally()
        for input in inputs where Interruption.received == nil {
            var check = checker.check(InputSource(argument: input))
            if strict, check.verdict == .valid, check.diagnostics.warningCount > 0 { check.verdict = .invalid }
            switch format {
            case .text: ValidateReport.textLines(check, colour: colour).forEach(output.result)
            case .json: output.result(JSONWriter.string(ValidateReport.json(check)))
            }
            tally.count(check.verdict)
            status = max(status, ExitStatus(check.verdict))
        }
        if inputs.count > 1 { output.diagnostic(tally.summary(noun: "file")) }
        return status
    }
}

/// Counts verdicts for the closing summary line.
struct VerdictTally {
    private var counts: [PayloadCheck.Verdict: Int] = [:]
    private(set) var total = 0

    mutating func count(_ verdict: PayloadCheck.Verdict) {
        counts[verdict, default: 0] += 1
        total += 1
    }

    func summary(noun: String) -> String {
        let order: [PayloadCheck.Verdict] = [.valid, .invalid, .malformed, .unreadable]
        let parts = order.compactMap { verdict in counts[verdict].map { "\($0) \(verdict.rawValue)" } }
        return "\(total) \(noun)\(total == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}
