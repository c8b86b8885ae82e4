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
    /// Files replayed: `total` but under `--locales all`, where a file is run once per language
    /// of its app, its runs one after another.
    public private(set) var files = 0
    private var lastLocalizedFile: String?
    /// `--locales all`: runs passed and failed by localization, in the order first met.
    public private(set) var byLocalization: [(localization: String, passed: Int, failed: Int)] = []
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
        if let localization = result.localization {
            if result.file != lastLocalizedFile { files += 1 }
            lastLocalizedFile = result.file
            let index = byLocalization.firstIndex { $0.localization == localization } ?? {
                byLocalization.append((localization, 0, 0))
                return byLocalization.count - 1
            }()
            if status == .fail { byLocalization[index].failed += 1 } else if status == .pass { byLocalization[index].passed += 1 }
        } else {
            files += 1
            lastLocalizedFile = nil
        }
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
