/// `validate --app`: the words the device shows, laid out on the lock screen of a 6.1-inch
/// iPhone (docs/preview.md), in each language of the app's tables (or `--locale`'s); a title,
/// subtitle or body iOS would cut is a warning saying how much of it shows
/// (docs/validation.md, "Truncated text").
extension AppContractChecker {
    /// Where the check is made: the surface most notifications are read on, the most common
    /// iPhone width.
    static let truncationSurface = PreviewSurface.lockScreen

    func truncation(_ notification: AppNotification, payload: Payload, _ findings: inout Findings) {
        guard let alert = payload.aps.alert, notification.alert?.hasVisibleText == true else { return }
        let languages: [String?]
        if let tables = model.localization {
            languages = self.languages.map { [tables.choose(preferred: $0).localization] } ?? tables.localizations
        } else {
            languages = [nil]
        }
        // A time-sensitive or critical notification's title has the whole row (docs/preview.md).
        let time = [.timeSensitive, .critical].contains(notification.interruptionLevel) ? "" : "now"
        let device = PreviewDevice.standard
        var cut: [Field: [(language: String?, shown: Int, total: Int)]] = [:]
        for language in languages {
            let words = LocalizedText.presentation(
                of: notification, model: model, budget: EvaluationBudget(for: model), badge: nil, languages: language.map { [$0] } ?? [])
            let layout = NotificationTextLayout.lay(
                title: words.title, subtitle: words.subtitle, body: words.body, on: Self.truncationSurface, of: device, time: time)
            for (field, text) in [(Field.title, layout.title), (.subtitle, layout.subtitle), (.body, layout.body)] {
                guard let text, text.truncated else { continue }
                cut[field, default: []].append((language, text.shownCharacters, text.totalCharacters))
            }
        }
        let content = alert.content
        for field in Field.allCases {
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
            let pointer: JSONPointer
            switch (field, alert) {
            case (.body, .text): pointer = JSONPointer(keys: "aps", "alert")
            case (.title, _): pointer = JSONPointer(keys: "aps", "alert", content.titleLocKey != nil ? "title-loc-key" : "title")
            case (.subtitle, _): pointer = JSONPointer(keys: "aps", "alert", content.subtitleLocKey != nil ? "subtitle-loc-key" : "subtitle")
            case (.body, _): pointer = JSONPointer(keys: "aps", "alert", content.locKey != nil ? "loc-key" : "body")
            }
            findings.add(
                .warning(
                    field.reason, at: pointer,
                    "the \(field.rawValue) is cut on the lock screen, \(device.label): \(counts.joined(separator: "; ")); the rest needs a long press (docs/preview.md)"))
        }
    }

    enum Field: String, CaseIterable {
        case title, subtitle, body

        /// Whether its words come from the app's tables, and so may differ by language.
        func fromTable(_ alert: Alert) -> Bool {
            guard case .content(let content) = alert else { return false }
            switch self {
            case .title: return content.titleLocKey != nil
            case .subtitle: return content.subtitleLocKey != nil
            case .body: return content.locKey != nil
            }
        }

        var reason: Reason {
            switch self {
            case .title: .titleTruncated
            case .subtitle: .subtitleTruncated
            case .body: .bodyTruncated
            }
        }
    }
}
