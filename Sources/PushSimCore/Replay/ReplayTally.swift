/// What the closing summary needs, and nothing per file: memory stays flat in the number of
/// files replayed.
public struct ReplayTally: Sendable {
    public private(set) var counts: [ReplayStatus: Int] = [:]
    public private(set) var outcomes: [String: Int] = [:]
    public private(set) var total = 0
    /// Files whose new expectations could not be written: they count as failed.
    public private(set) var notUpdated = 0

    /// Scenarios found among the fixtures (docs/scenarios.md): run, and failed (or unusable).
    public private(set) var scenarios = 0
    public private(set) var failedScenarios = 0

    public init() {}

    public mutating func countScenario(passed: Bool) {
        scenarios += 1
        if !passed { failedScenarios += 1 }
    }

    public mutating func count(_ result: ReplayCaseResult) {
        total += 1
        counts[result.status, default: 0] += 1
        outcomes[(result.report?.outcome ?? .invalid).rawValue, default: 0] += 1
        if case .notUpdated = result.failure { notUpdated += 1 }
    }

    public func count(of status: ReplayStatus) -> Int { counts[status] ?? 0 }
}
