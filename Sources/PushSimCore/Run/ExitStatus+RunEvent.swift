/// The one exit-status decision: what each reported event means for the run's exit code
/// (docs/exit-codes.md). A run's status is the highest-ranked of its events'.
extension ExitStatus {
    public init(for event: RunEvent) {
        switch event {
        case .appModelLoaded, .validationSummary, .registered, .simulationStarted:
            self = .success
        case .appModelRejected:
            self = .badAppModel
        case .usageProblem:
            self = .usage
        case .validated(let check):
            self = ExitStatus(check.verdict)
        case .delivered(let report, _, _):
            self = report.check.map { ExitStatus($0.verdict) } ?? .success
        case .routed(let report):
            self = report.matched ? .success : .unmatchedRoute
        case .tokenRejected:
            self = .invalidPayload
        }
    }
}
