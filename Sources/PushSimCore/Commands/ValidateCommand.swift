/// `pushsim validate FILE...`: one verdict per file, every file reported even when others
/// cannot be read, and one exit status for the batch.
public struct ValidateCommand: Sendable {
    public var inputs: [String]
    public var headers: RequestHeaders
    /// Warnings fail the run too (exit 1).
    public var strict: Bool

    public init(inputs: [String], headers: RequestHeaders, strict: Bool) {
        self.inputs = inputs
        self.headers = headers
        self.strict = strict
    }

    public func run(reporter: RunReporter) -> ExitStatus {
        let checker = PayloadChecker(headers: headers)
        var tally = VerdictTally(noun: "file")
        for input in inputs where Interruption.received == nil {
            var check = checker.check(InputSource(argument: input))
            if strict, check.verdict == .valid, check.diagnostics.warningCount > 0 { check.verdict = .invalid }
            reporter.report(.validated(check))
            tally.count(check.verdict)
        }
        if inputs.count > 1 { reporter.report(.validationSummary(tally)) }
        return reporter.finish()
    }
}
