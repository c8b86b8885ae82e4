/// What the closing summary needs, and nothing per file: memory stays flat in the number of
/// files replayed.
public struct ReplayTally: Sendable {
    // Counted in small arrays searched by case, not dictionaries hashed per file: counting is
    // done for every replayed file, on the main actor.
    private var statusCounts: [(status: ReplayStatus, count: Int)] = []
    private var outcomeCounts: [(outcome: DeliveryOutcome, count: Int)] = []
    public var counts: [ReplayStatus: Int] { Dictionary(uniqueKeysWithValues: statusCounts.map { ($0.status, $0.count) }) }
    public var outcomes: [String: Int] { Dictionary(uniqueKeysWithValues: outcomeCounts.map { ($0.outcome.rawValue, $0.count) }) }
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
        let status = result.status
        if let index = statusCounts.firstIndex(where: { $0.status == status }) {
            statusCounts[index].count += 1
        } else {
            statusCounts.append((status, 1))
        }
        let outcome = result.outcome ?? .invalid
        if let index = outcomeCounts.firstIndex(where: { $0.outcome == outcome }) {
            outcomeCounts[index].count += 1
        } else {
            outcomeCounts.append((outcome, 1))
        }
        if case .notUpdated = result.failure { notUpdated += 1 }
    }

    public func count(of status: ReplayStatus) -> Int { statusCounts.first { $0.status == status }?.count ?? 0 }
}
