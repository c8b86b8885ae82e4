/// The one exit-status decision: what each reported event means for the run's exit code
/// (docs/exit-codes.md). A run's status is the highest-ranked of its events'.
extension ExitStatus {
    public init(for event: RunEvent) {
        // Decided before the switch, which copied the whole event (a step's result, its
        // scenario and app model) to bind the cases below: a scenario reports one per step.
        if case .scenarioStep = event {
            self = .success
            return
        }
        switch event {
        case .appModelLoaded, .validationSummary, .registered, .simulationStarted, .manifest, .progress, .progressEnded,
            .replaySummary, .fileCreated, .scaffolded, .exportWarnings, .exported, .modelUpgraded, .scenarioStarted, .scenarioStep,
            .scenarioSummary, .scenarioWarnings, .previewed, .previewWritten:
            self = .success
        case .scenarioFinished(let result), .scenarioReplayed(let result):
            if case .notWritten? = result.update {
                self = .cannotWrite
            } else {
                self = result.passed ? .success : .expectationFailed
            }
        case .scenarioRejected:
            self = .badAppModel
        case .scaffoldConflicts, .writeFailed:
            self = .cannotWrite
        case .exportRefused(let check, _):
            self = ExitStatus(check.verdict)
        case .appModelRejected:
            self = .badAppModel
        case .usageProblem:
            self = .usage
        case .validated(let check), .converted(let check):
            self = ExitStatus(check.verdict)
        case .delivered(let report, _, _):
            // A delivery the evaluation limit stopped is an error of the model (docs/conditions.md, "Limits").
            self = report.limitExceeded != nil ? .badAppModel : report.check.map { ExitStatus($0.verdict) } ?? .success
        case .routed(let report):
            self = report.matched ? .success : .unmatchedRoute
        case .tokenRejected:
            self = .invalidPayload
        case .reportNotWritten(_, _, let interrupted):
            self = interrupted ? .success : .cannotWrite
        case .replayed(let result, _):
            self = ExitStatus(for: result)
        }
    }
}

extension ExitStatus {
    /// A replayed file's code: a failed expectation (or a missing one, under
    /// `--require-expectations`) is 4, an uncaught invalid payload its
    /// verdict's code, an unusable app model 5, expectations that could not be written 73.
    init(for result: ReplayCaseResult) {
        switch result.failure {
        case .appModelUnusable?, .limitExceeded?: self = .badAppModel
        case .notUpdated?: self = .cannotWrite
        // Warnings count as errors (docs/exit-codes.md).
        case .warnedUnderStrict?: self = .invalidPayload
        case .manifestUnusable?, .caseProblem?, .noExpectation?, nil:
            switch result.status {
            case .fail: self = .expectationFailed
            case .unreadable: self = .unreadableInput
            case .invalid: self = result.verdict == .malformed ? .malformedJSON : .invalidPayload
            case .pass, .unchecked, .updated: self = .success
            }
        }
    }
}
