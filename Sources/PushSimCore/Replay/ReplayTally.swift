/// What the closing summary needs, and nothing per file: memory stays flat in the number of
/// files replayed.
struct ReplayTally {
    enum Status: String {
        case pass, fail, invalid, unreadable, unchecked, updated
    }

    private(set) var counts: [Status: Int] = [:]
    private(set) var outcomes: [String: Int] = [:]
    private(set) var total = 0
    private(set) var worst = ExitStatus.success
    /// Files counted as updated whose manifest could not be written: they count as failed.
    private(set) var notUpdated = 0

    mutating func count(_ status: Status, outcome: DeliveryOutcome, verdict: PayloadCheck.Verdict?) {
        total += 1
        counts[status, default: 0] += 1
        outcomes[outcome.rawValue, default: 0] += 1
        switch status {
        case .fail: worst = max(worst, .expectationFailed)
        case .unreadable: worst = max(worst, .unreadableInput)
        case .invalid: worst = max(worst, verdict == .malformed ? .malformedJSON : .invalidPayload)
        case .pass, .unchecked, .updated: break
        }
    }

    mutating func fail(with status: ExitStatus) { worst = max(worst, status) }

    /// An updated file whose manifest was not written after all: a failure (docs/replay.md).
    mutating func markNotUpdated() {
        counts[.updated, default: 0] -= 1
        counts[.fail, default: 0] += 1
        notUpdated += 1
        worst = max(worst, .cannotWrite)
    }

    /// "replayed 35 files: 33 passed, 1 failed, … (outcomes: routed 12, toast 8, …)"
    var summary: String {
        func number(_ status: Status) -> Int { counts[status] ?? 0 }
        let failed = "\(number(.fail)) failed" + (notUpdated > 0 ? " (\(notUpdated) not updated)" : "")
        var parts = ["\(number(.pass)) passed", failed, "\(number(.invalid)) invalid", "\(number(.unreadable)) unreadable"]
        if number(.unchecked) > 0 { parts.append("\(number(.unchecked)) without expectations") }
        if number(.updated) > 0 { parts.append("\(number(.updated)) updated") }
        let byOutcome = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "replayed \(total) \(total == 1 ? "file" : "files"): \(parts.joined(separator: ", "))"
            + (byOutcome.isEmpty ? "" : " (outcomes: \(byOutcome))")
    }
}
