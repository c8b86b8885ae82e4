/// Stage 4 of a replay: what happened against what the case expects — or, under `--update`,
/// the expectations to record (docs/replay.md).
enum ExpectationComparison {
    /// `tables`: the app's, when it has them: a run in another language than the case's own
    /// checks that language's expectations (`ReplayCase.checked`).
    static func compare(
        _ item: ReplayItem, check: PayloadCheck, report: DeliveryReport, tables: AppLocalization? = nil, languages: [String]? = nil
    ) -> (ReplayStatus, [Mismatch]) {
        guard item.hasCase else {
            switch check.verdict {
            case .valid: return (.unchecked, [])
            case .invalid, .malformed: return (.invalid, [])
            case .unreadable: return (.unreadable, [])
            }
        }
        var replayCase = item.replayCase
        if let tables {
            let ran = tables.choose(preferred: item.languages(defaults: languages)).localization
            let own = tables.choose(preferred: replayCase.locale ?? []).localization
            replayCase = replayCase.checked(in: ran, own: own)
        }
        var mismatches = replayCase.mismatches(against: report)
        // A case that says nothing of the verdict expects a valid payload.
        if replayCase.expect["verdict"] == nil, check.verdict != .valid {
            mismatches.insert(Mismatch(key: "verdict", expected: "valid", actual: .string(check.verdict.rawValue)), at: 0)
        }
        return (mismatches.isEmpty ? .pass : .fail, mismatches)
    }

    /// `--update`: the expectations that describe what happened (keeping every key the case
    /// already checked), and whether they are news.
    static func update(_ item: ReplayItem, report: DeliveryReport) -> (ReplayStatus, expectations: [String: JSONValue]) {
        let replayCase = item.replayCase
        var expectations = ReplayActual.expectations(report)
        for key in replayCase.expect.keys where expectations[key] == nil { expectations[key] = ReplayActual.value(key, report) }
        return (expectations == replayCase.expect && item.hasCase ? .pass : .updated, expectations)
    }
}
