/// `validate --app`: the words the device shows, laid out on the lock screen of a 6.1-inch
/// iPhone (docs/preview.md), in each language of the app's tables (or `--locale`'s); a title,
/// subtitle or body iOS would cut is a warning saying how much of it shows
/// (docs/validation.md, "Truncated text").
extension AppContractChecker {
    func truncation(_ notification: AppNotification, payload: Payload, _ findings: inout Findings) {
        guard let alert = payload.aps.alert, notification.alert?.hasVisibleText == true else { return }
        let languages: [String?]
        if let tables = model.localization {
            languages = self.languages.map { [tables.choose(preferred: $0).localization] } ?? tables.localizations
        } else {
            languages = [nil]
        }
        var cut: [TruncatedText.Field: [(language: String?, shown: Int, total: Int)]] = [:]
        for language in languages {
            let words = LocalizedText.presentation(
                of: notification, model: model, budget: EvaluationBudget(for: model), badge: nil, languages: language.map { [$0] } ?? [])
            let level = model.criticalAlertsEntitlement || notification.interruptionLevel != .critical ? notification.interruptionLevel : .active
            for found in TruncatedText.cuts(title: words.title, subtitle: words.subtitle, body: words.body, level: level) {
                cut[found.field, default: []].append((language, found.shown, found.total))
            }
        }
        for field in TruncatedText.Field.allCases {
            guard let languages = cut[field] else { continue }
            // Languages that show as much are grouped; words every language shows alike (text
            // not from a table) name none.
            var groups: [(shown: Int, total: Int, languages: [String])] = []
            for entry in languages {
                if let index = groups.firstIndex(where: { $0.shown == entry.shown && $0.total == entry.total }) {
                    groups[index].languages += entry.language.map { [$0] } ?? []
                } else {
                    groups.append((entry.shown, entry.total, entry.language.map { [$0] } ?? []))
                }
            }
            let counts = groups.map { group in
                let which = group.languages.isEmpty || !field.fromTable(alert) ? "" : " in \(group.languages.joined(separator: ", "))"
                return "\(group.shown) of \(group.total) characters show\(which)"
            }
            findings.add(TruncatedText.warning(field, in: alert, counts: counts.joined(separator: "; ")))
        }
    }
}
