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

    /// "replayed 35 files: 33 passed, 1 failed, … (outcomes: routed 12, toast 8, …)"
    var summary: String {
        func number(_ status: Status) -> Int { counts[status] ?? 0 }
        var parts = ["\(number(.pass)) passed", "\(number(.fail)) failed", "\(number(.invalid)) invalid", "\(number(.unreadable)) unreadable"]
        if number(.unchecked) > 0 { parts.append("\(number(.unchecked)) without expectations") }
        if number(.updated) > 0 { parts.append("\(number(.updated)) updated") }
        let byOutcome = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "replayed \(total) \(total == 1 ? "file" : "files"): \(parts.joined(separator: ", "))"
            + (byOutcome.isEmpty ? "" : " (outcomes: \(byOutcome))")
    }
}
