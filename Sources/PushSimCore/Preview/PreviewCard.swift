/// A notification drawn on one surface of one device, as shapes and lines of text placed in
/// points (docs/preview.md, "The platter", "Surfaces"): what a picture of it is made from, in
/// no picture's format. The text's lines are those `NotificationTextLayout` set.
public struct PreviewCard: Sendable, Equatable {
    public enum BoxRole: String, Sendable {
        /// The notification's rounded card; every line of text but the caption is inside it.
        case platter
        /// A card of the same thread behind the top one, in Notification Center.
        case stacked
        case icon
        /// A communication notification's avatar, a circle in the icon's place; the app's icon
        /// is then small at its lower right (`smallIcon`), on a ring of the platter's colour.
        case avatar
        case smallIconRing = "small-icon-ring"
        case smallIcon = "small-icon"
        case thumbnail
        /// An expanded notification's attachment, above its text.
        case picture
        /// The expanded view's menu of actions.
        case actions
        case separator
    }

    public struct Box: Sendable, Equatable {
        public var role: BoxRole
        public var x: Double, y: Double, width: Double, height: Double
        public var radius: Double
    }

    public enum TextRole: String, Sendable {
        case appName = "app-name", monogram, initials, time, emphasis, title, subtitle, body, action, summary
    }

    public struct Line: Sendable, Equatable {
        public var role: TextRole
        public var text: String
        /// The line's left edge and baseline.
        public var x: Double, baseline: Double
        /// Its measured width: a picture sets it to this width, so it shows what was measured.
        public var width: Double
        public var font: PreviewFont
        public var rightToLeft = false
        /// The last line of a text that was cut, ending with "…".
        public var truncated = false
        /// Set in the secondary colour (the time, the app's name, the summary).
        public var secondary = false
        /// Drawn in red (a destructive action).
        public var destructive = false
        /// Centred on `x + width / 2` (a monogram, a watch's text).
        public var centred = false
    }

    public var surface: PreviewSurface
    public var device: PreviewDevice
    /// The app's name: its monogram's letter and colour.
    public var appName: String
    /// The picture's size: the device's width, and the card's height with its margins.
    public var width: Double
    public var height: Double
    public var boxes: [Box] = []
    public var lines: [Line] = []
    /// The title, subtitle and body as laid out: what truncation findings report.
    public var text: NotificationTextLayout
    /// Notifications of the same thread behind this one (Notification Center).
    public var stackedBehind: Int

    /// Text's line height, in points: the HIG's Subheadline (15 pt) is set on 20.
    static let lineHeight = 20.0
    /// A baseline sits this far below its line's top at 15 pt: Inter's ascender, 0.97 em,
    /// rounded to a point.
    static let ascent = 15.0
    static let captionFont = PreviewFont(size: 13)
    static let emphasisFont = PreviewFont(size: 13, weight: .semibold)
    static let actionFont = PreviewFont(size: 17)
    static let actionRow = 44.0
    static let platterRadius = 22.0
    static let iconRadius = 8.5

    /// `preview` on `surface` of `device`; `stackedBehind` more of its thread behind it.
    static func make(
        _ preview: NotificationPreview, on surface: PreviewSurface, of device: PreviewDevice, stackedBehind: Int = 0,
        widths: any TextWidths = InterWidths()
    ) -> PreviewCard {
        if surface == .watch { return watch(preview, on: device, widths: widths) }
        return PhoneCardBuilder(preview: preview, surface: surface, device: device, stackedBehind: stackedBehind, widths: widths).card()
    }

    /// A short look: the app's icon, the title below it, centred, and the app's name, on black
    /// (docs/preview.md, "Surfaces").
    static func watch(_ preview: NotificationPreview, on device: PreviewDevice, widths: any TextWidths) -> PreviewCard {
        let watch = device.kind == .watch ? device : PreviewDevice.named("watch-45mm")!
        let text = NotificationTextLayout.lay(
            title: preview.title ?? preview.appName, subtitle: nil, body: nil, on: .watch, of: watch, widths: widths)
        var card = PreviewCard(surface: .watch, device: watch, appName: preview.appName, width: watch.width, height: 0, text: text, stackedBehind: 0)
        let icon = (watch.width * 0.36).rounded()
        let iconX = (watch.width - icon) / 2
        card.boxes.append(Box(role: .platter, x: 0, y: 0, width: watch.width, height: 0, radius: 0))
        card.boxes.append(Box(role: .icon, x: iconX, y: 12, width: icon, height: icon, radius: icon / 2))
        card.lines.append(monogram(preview.appName, x: iconX, y: 12, size: icon, widths: widths))
        var y = 12 + icon + 10
        let inset = NotificationTextLayout.Platter.watchInset
        for line in text.title?.lines ?? [] {
            let font = text.title.map { _ in PreviewFont(size: watch.width < 190 ? 16 : 17, weight: .semibold) }!
            y += lineHeight
            card.lines.append(Line(
                role: .title, text: line.text, x: inset + (card.text.column - line.width) / 2, baseline: y - 5, width: line.width, font: font,
                rightToLeft: text.title?.rightToLeft ?? false, truncated: line == text.title?.lines.last && text.title?.truncated == true,
                centred: true))
        }
        let name = measure(preview.appName, captionFont, widths)
        y += 18
        card.lines.append(Line(
            role: .appName, text: preview.appName, x: (watch.width - min(name, card.text.column)) / 2, baseline: y - 4,
            width: min(name, card.text.column), font: captionFont, secondary: true, centred: true))
        card.height = y + 12
        card.boxes[0].height = card.height
        return card
    }

    /// The icon pushsim draws for an app: its name's first letter, on a colour its name picks.
    static func monogram(_ appName: String, x: Double, y: Double, size: Double, widths: any TextWidths) -> Line {
        let letter = appName.first.map { String($0).uppercased() } ?? "?"
        let font = PreviewFont(size: (size * 0.5).rounded(), weight: .semibold)
        let width = measure(letter, font, widths)
        return Line(role: .monogram, text: letter, x: x + (size - width) / 2, baseline: y + size / 2 + font.size * 0.36, width: width, font: font, centred: true)
    }

    /// A communication notification's avatar in the icon's place (docs/preview.md,
    /// "Communication notifications"): pushsim has no picture of the sender, so it draws the
    /// initials of the name, as Contacts does for a person without a photo, and the app's icon
    /// small at its lower right.
    static func avatar(
        of communication: CommunicationIntent, appName: String, x: Double, y: Double, size: Double, widths: any TextWidths
    ) -> (boxes: [Box], lines: [Line]) {
        let small = (size * 0.42).rounded()
        let ring = 1.5
        let smallX = x + size - small + 3, smallY = y + size - small + 3
        let boxes = [
            Box(role: .avatar, x: x, y: y, width: size, height: size, radius: size / 2),
            Box(role: .smallIconRing, x: smallX - ring, y: smallY - ring, width: small + 2 * ring, height: small + 2 * ring, radius: 4 + ring),
            Box(role: .smallIcon, x: smallX, y: smallY, width: small, height: small, radius: 4),
        ]
        var lines = [monogram(appName, x: smallX, y: smallY, size: small, widths: widths)]
        let letters = initials(of: communication.group ?? communication.sender)
        if !letters.isEmpty {
            let font = PreviewFont(size: (size * 0.37).rounded(), weight: .semibold)
            let width = measure(letters, font, widths)
            lines.insert(
                Line(role: .initials, text: letters, x: x + (size - width) / 2, baseline: y + size / 2 + font.size * 0.36, width: width, font: font, centred: true),
                at: 0)
        }
        return (boxes, lines)
    }

    /// The first letter of a name's first and last words, upper-cased: "Town Square" is "TS",
    /// "alice" is "A". Words are split at spaces; a word's first letter is its first
    /// grapheme cluster that is a letter, so "@john" is "J"; a name without a letter has none.
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        func letter(_ word: Substring) -> String? {
            word.first(where: \.isLetter).map { String($0).uppercased() }
        }
        let lettered = words.filter { letter($0) != nil }
        guard let first = lettered.first.flatMap(letter) else { return "" }
        guard lettered.count > 1, let last = lettered.last.flatMap(letter) else { return first }
        return first + last
    }

    static func measure(_ text: String, _ font: PreviewFont, _ widths: any TextWidths) -> Double {
        text.reduce(0) { $0 + widths.advance(of: $1, weight: font.weight) * font.size }
    }
}
