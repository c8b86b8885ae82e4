/// What `preview` prints: one line per card, naming the surface and device and how much of each
/// text shows (docs/preview.md, "pushsim preview").
enum PreviewText {
    /// `payloads/order.json: lock screen, 6.1-inch iPhone: title 31 of 58 characters; body whole`.
    static func lines(_ preview: NotificationPreview, cards: [PreviewCard]) -> [String] {
        if let notShown = preview.notShown { return [TerminalText.sanitize("\(preview.input): not shown: \(notShown)")] }
        return cards.map { card in TerminalText.sanitize("\(preview.input): \(place(card)): \(shown(card))") }
    }

    /// `lock screen, 6.1-inch iPhone`.
    static func place(_ card: PreviewCard) -> String {
        var place = "\(surfaceName(card.surface)), \(card.device.label)"
        if card.stackedBehind > 0 { place += ", \(card.stackedBehind) more behind" }
        return place
    }

    static func surfaceName(_ surface: PreviewSurface) -> String {
        switch surface {
        case .banner: "banner"
        case .lockScreen: "lock screen"
        case .notificationCenter: "Notification Center"
        case .expanded: "expanded"
        case .watch: "short look"
        }
    }

    /// `title 31 of 58 characters; body whole`: each text present, whole or how much of it shows.
    static func shown(_ card: PreviewCard) -> String {
        let parts: [(String, TextLayout?)] = [("title", card.text.title), ("subtitle", card.text.subtitle), ("body", card.text.body)]
        let described = parts.compactMap { name, layout -> String? in
            guard let layout else { return nil }
            if !layout.truncated { return "\(name) whole" }
            return "\(name) \(layout.shownCharacters) of \(layout.totalCharacters) characters"
        }
        return described.isEmpty ? "no text" : described.joined(separator: "; ")
    }

    static func written(path: String, notifications: Int, files: Int) -> String {
        let drawn = notifications == 1 ? "1 notification" : "\(notifications) notifications"
        return TerminalText.sanitize("pushsim: wrote \(path) (\(drawn) of \(files) \(files == 1 ? "payload" : "payloads"))")
    }
}
