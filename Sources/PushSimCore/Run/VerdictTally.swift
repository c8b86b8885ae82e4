/// Counts verdicts for the closing summary of a batch.
public struct VerdictTally: Sendable {
    public private(set) var counts: [PayloadCheck.Verdict: Int] = [:]
    public private(set) var total = 0
    /// The noun the summary counts ("file").
    public var noun: String

    public init(noun: String) {
        self.noun = noun
    }

    public mutating func count(_ verdict: PayloadCheck.Verdict) {
        counts[verdict, default: 0] += 1
        total += 1
    }
}
