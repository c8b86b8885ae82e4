/// A notification's title, subtitle and body set as a surface of a device sets them: in the
/// text column beside the app's icon, the title beside the time, each text within its line
/// limit (docs/preview.md, "Surfaces", "The platter").
public struct NotificationTextLayout: Sendable, Equatable {
    public var title: TextLayout?
    public var subtitle: TextLayout?
    public var body: TextLayout?
    /// The text column's width, in points.
    public var column: Double

    /// The platter's measures, in points (docs/preview.md, "The platter").
    enum Platter {
        /// From the screen's edge to the platter.
        static let margin = 8.0
        /// Inside the platter, on each side.
        static let padding = 14.0
        static let icon = 38.0
        static let iconGap = 10.0
        /// An attachment's thumbnail, at the platter's trailing side, and its gap.
        static let thumbnail = 32.0
        static let thumbnailGap = 10.0
        /// Between the title and the time.
        static let timeGap = 6.0
        /// A watch's text runs from edge to edge, inside this.
        static let watchInset = 8.0
    }

    /// "now", measured once: `replay` lays out every delivery's title beside it.
    static let nowWidth = "now".reduce(0) { $0 + InterWidths().advance(of: $1, weight: .regular) * bodyFont.size }

    static let titleFont = PreviewFont(size: 15, weight: .semibold)
    static let bodyFont = PreviewFont(size: 15)

    /// The width of a device's text column: beside the icon, and beside the thumbnail when
    /// the notification has one.
    static func column(on device: PreviewDevice, thumbnail: Bool) -> Double {
        if device.kind == .watch { return device.width - 2 * Platter.watchInset }
        let column = device.width - 2 * (Platter.margin + Platter.padding) - Platter.icon - Platter.iconGap
        return thumbnail ? column - Platter.thumbnail - Platter.thumbnailGap : column
    }

    static func lay(
        title: String?, subtitle: String?, body: String?, on surface: PreviewSurface, of device: PreviewDevice, thumbnail: Bool = false,
        time: String = "now", widths: any TextWidths = InterWidths(), onlyWhatMayBeCut: Bool = false
    ) -> NotificationTextLayout {
        let limits = surface.limits
        let textColumn = column(on: device, thumbnail: thumbnail && surface != .expanded)
        func lay(_ text: String?, _ font: PreviewFont, width: Double, lines: Int?) -> TextLayout? {
            guard let text, !text.isEmpty, lines != 0 else { return nil }
            // `onlyWhatMayBeCut` asks only what is cut: a text that certainly fits is left out.
            if onlyWhatMayBeCut, let lines, WidthBound.certainlyFits(text, font: font, width: width, lines: lines) { return nil }
            return TextLayout.lay(text, font: font, width: width, maxLines: lines, widths: widths)
        }
        if device.kind == .watch || surface == .watch {
            // A short look shows the title alone, larger: Headline, 16 pt on a 41 mm watch,
            // 17 on a 45 mm one (Apple's watchOS type sizes, docs/preview.md).
            let watchColumn = column(on: device.kind == .watch ? device : PreviewDevice.named("watch-45mm")!, thumbnail: false)
            let size = (device.kind == .watch ? device.width : 198) < 190 ? 16.0 : 17.0
            return NotificationTextLayout(
                title: lay(title, PreviewFont(size: size, weight: .semibold), width: watchColumn, lines: PreviewSurface.watch.limits.title),
                subtitle: nil, body: nil, column: watchColumn)
        }
        // The time sits at the title row's end.
        let timeWidth = time == "now" && widths is InterWidths ? nowWidth : time.reduce(0) { $0 + widths.advance(of: $1, weight: .regular) * bodyFont.size }
        // The thumbnail sits below the title row, which keeps the whole column but the time's
        // room, on every line of a title that wraps; a time-sensitive label takes the time to
        // its own row (docs/preview.md).
        let fullColumn = column(on: device, thumbnail: false)
        let titleWidth = time.isEmpty ? fullColumn : fullColumn - timeWidth - Platter.timeGap
        return NotificationTextLayout(
            title: lay(title, titleFont, width: titleWidth, lines: limits.title),
            subtitle: lay(subtitle, titleFont, width: textColumn, lines: limits.subtitle),
            body: lay(body, bodyFont, width: textColumn, lines: limits.body), column: textColumn)
    }
}
