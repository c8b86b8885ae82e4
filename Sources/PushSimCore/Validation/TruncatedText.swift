/// Whether iOS cuts a notification's title, subtitle or body where most notifications are read:
/// the lock screen of a 6.1-inch iPhone (docs/preview.md). `validate --app` asks it of the words
/// of each language of the app's tables, `replay` of the words each delivery showed
/// (docs/validation.md, "Truncated text").
enum TruncatedText {
    /// Where the check is made: the surface most notifications are read on, the most common
    /// iPhone width.
    static let surface = PreviewSurface.lockScreen
    static var device: PreviewDevice { .standard }

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

        /// The key the words are sent under: the text, or the key that names it in the tables.
        func pointer(in alert: Alert) -> JSONPointer {
            let content = alert.content
            switch (self, alert) {
            case (.body, .text): return JSONPointer(keys: "aps", "alert")
            case (.title, _): return JSONPointer(keys: "aps", "alert", content.titleLocKey != nil ? "title-loc-key" : "title")
            case (.subtitle, _): return JSONPointer(keys: "aps", "alert", content.subtitleLocKey != nil ? "subtitle-loc-key" : "subtitle")
            case (.body, _): return JSONPointer(keys: "aps", "alert", content.locKey != nil ? "loc-key" : "body")
            }
        }
    }

    /// A field iOS cuts, and how many of its characters (grapheme clusters) show.
    struct Cut: Equatable {
        var field: Field
        var shown: Int
        var total: Int
    }

    /// The fields of these words that do not fit. A time-sensitive or critical notification's
    /// title has the whole row: its label moves the time to a row of its own (docs/preview.md).
    static func cuts(title: String?, subtitle: String?, body: String?, level: APS.InterruptionLevel?) -> [Cut] {
        let time = level == .timeSensitive || level == .critical ? "" : "now"
        let layout = NotificationTextLayout.lay(title: title, subtitle: subtitle, body: body, on: surface, of: device, time: time, onlyWhatMayBeCut: true)
        return [(Field.title, layout.title), (.subtitle, layout.subtitle), (.body, layout.body)].compactMap { field, text in
            guard let text, text.truncated else { return nil }
            return Cut(field: field, shown: text.shownCharacters, total: text.totalCharacters)
        }
    }

    /// The warning for a cut field, at the key its words are sent under; `counts` says how much
    /// shows ("31 of 58 characters show").
    static func warning(_ field: Field, in alert: Alert, counts: String, drawn: String? = nil) -> Diagnostic {
        let what = drawn.map { "the \(field.rawValue) (\($0))" } ?? "the \(field.rawValue)"
        return .warning(
            field.reason, at: field.pointer(in: alert),
            "\(what) is cut on the lock screen, \(device.label): \(counts); the rest needs a long press (docs/preview.md)")
    }

    /// What a communication notification draws in a field's place, which its warning names:
    /// the words are not the payload's but the message's the extension donated.
    private static func drawn(_ field: Field, of communication: CommunicationIntent?) -> String? {
        guard let communication else { return nil }
        switch field {
        case .title: return communication.group == nil ? "the sender's name" : "the group's name"
        case .subtitle: return "the sender's name"
        case .body: return nil
        }
    }

    /// What a delivery showed that iOS would cut, as warnings about the payload: the words
    /// after localization and the service extension, in the language the delivery was in. A
    /// notification the system does not draw (silent, suppressed, the app's own toast, kept
    /// from view by the user's settings) has none.
    static func warnings(of report: DeliveryReport) -> [Diagnostic] {
        guard NotificationPreview.systemDraws(report), let presentation = report.presentation else { return [] }
        let found = cuts(title: presentation.title, subtitle: presentation.subtitle, body: presentation.body, level: report.appliedInterruptionLevel)
        // The payload is read only for words that are cut, to name their key.
        guard !found.isEmpty, let alert = report.check?.payload?.aps.alert else { return [] }
        return found.map {
            warning($0.field, in: alert, counts: "\($0.shown) of \($0.total) characters show", drawn: drawn($0.field, of: presentation.communication))
        }
    }
}
