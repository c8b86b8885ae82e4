/// Stage 5 under `--update`: a directory's results wait here until its manifest is written,
/// so a file is reported `updated` only when its new expectations were kept, and fails, saying
/// why, when they were not (docs/replay.md). What waits is the typed result of each file of the
/// directory being replayed; memory is bounded by one directory's files.
struct HeldResults {
    private var results: [ReplayCaseResult] = []

    /// The workers hand over a delivery without its decoded payload (`ReplayWorkers`), so memory
    /// stays flat however many files a directory holds.
    mutating func hold(_ result: ReplayCaseResult) {
        results.append(result)
    }

    /// Everything held, in order; `failure` turns each `updated` result into a failure.
    mutating func release(failing failure: String?) -> [ReplayCaseResult] {
        defer { results.removeAll(keepingCapacity: true) }
        guard let failure else { return results }
        return results.map { $0.status == .updated ? $0.notUpdated(because: failure) : $0 }
    }
}
