/// A preview as SVG: each card an `<svg>` of its own, its notification in a
/// `<g class="notification">` holding the `rect.platter` and every line drawn on it, each line
/// set to the width pushsim measured (`textLength`), so the picture shows the layout's line
/// breaks and cuts whatever font the viewer has (docs/preview.md, "Pictures").
enum PreviewSVG {
    /// A whole sheet: every input's caption and cards, one under another, on the appearance's
    /// background. Self-contained: no font, image or script is loaded.
    static func document(_ sheet: PreviewSheet) -> String {
        let palette = PreviewMarkup.palette(sheet.appearance)
        let margin = 16.0
        let width = (sheet.entries.flatMap(\.cards).map(\.width).max() ?? PreviewDevice.standard.width) + 2 * margin
        var body = ""
        var y = margin
        for entry in sheet.entries {
            y += 16
            body += caption(entry.input, x: margin, baseline: y, width: width - 2 * margin, palette: palette, bold: true)
            if let notShown = entry.notShown {
                y += 20
                body += caption("not shown: " + notShown, x: margin, baseline: y, width: width - 2 * margin, palette: palette, bold: false)
            }
            for card in entry.cards {
                y += 20
                body += caption(PreviewText.place(card), x: margin, baseline: y, width: width - 2 * margin, palette: palette, bold: false)
                y += 6
                body += self.card(card, appearance: sheet.appearance, x: margin, y: y)
                y += card.height
            }
            y += 12
        }
        let height = y + margin
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
            font-family="\(PreviewMarkup.fontFamily)" style="font-kerning: none">
            <title>pushsim preview</title>
            <rect class="background" width="100%" height="100%" fill="\(palette.background)"/>

            """ + body + "</svg>\n"
    }

    /// One card, as an `<svg>` element placed at `x`, `y` (nil: a root element of its own,
    /// for an HTML page).
    static func card(_ card: PreviewCard, appearance: PreviewAppearance, x: Double? = nil, y: Double? = nil) -> String {
        let palette = PreviewMarkup.palette(appearance)
        let watch = card.surface == .watch
        var out = "<svg"
        if let x, let y { out += " x=\"\(n(x))\" y=\"\(n(y))\"" } else { out += " xmlns=\"http://www.w3.org/2000/svg\"" }
        out += " width=\"\(n(card.width))\" height=\"\(n(card.height))\" viewBox=\"0 0 \(n(card.width)) \(n(card.height))\""
        // Unkerned, as pushsim measures (docs/preview.md, "Measuring text").
        if x == nil { out += " font-family=\"\(PreviewMarkup.fontFamily)\" style=\"font-kerning: none\"" }
        out += " role=\"img\" aria-label=\"\(PreviewMarkup.drawn(accessibleText(card)))\">\n"
        out += "<rect width=\"100%\" height=\"100%\" rx=\"\(watch ? 24 : 0)\" fill=\"\(watch ? "#000000" : palette.background)\"/>\n"
        let stacked = card.boxes.filter { $0.role == .stacked }
        for (index, box) in stacked.enumerated() {
            let shade = palette.stacked[min(stacked.count - 1 - index, palette.stacked.count - 1)]
            out += rect(box, fill: shade, role: "stacked")
        }
        out += "<g class=\"notification\" data-surface=\"\(card.surface.rawValue)\" data-device=\"\(card.device.name)\">\n"
        for box in card.boxes where box.role != .stacked && box.role != .actions && box.role != .separator {
            let fill: String
            switch box.role {
            case .platter: fill = watch ? "#000000" : palette.platter
            case .icon, .smallIcon: fill = PreviewMarkup.iconColour(card.appName)
            case .avatar: fill = palette.avatar
            case .smallIconRing: fill = watch ? "#000000" : palette.platter
            default: fill = palette.placeholder
            }
            out += rect(box, fill: fill, role: box.role.rawValue)
        }
        for line in card.lines where line.role != .action && line.role != .summary { out += text(line, palette: palette, watch: watch) }
        out += "</g>\n"
        // The stack's summary line is under the cards, not on one.
        for line in card.lines where line.role == .summary { out += text(line, palette: palette, watch: watch) }
        if let menu = card.boxes.first(where: { $0.role == .actions }) {
            // The actions' menu is a card of its own under the notification.
            out += "<g class=\"notification\" data-surface=\"\(card.surface.rawValue)\" data-part=\"actions\">\n"
            out += rect(PreviewCard.Box(role: .platter, x: menu.x, y: menu.y, width: menu.width, height: menu.height, radius: menu.radius), fill: palette.platter, role: "platter")
            for box in card.boxes where box.role == .separator { out += rect(box, fill: palette.separator, role: "separator") }
            for line in card.lines where line.role == .action { out += text(line, palette: palette, watch: false) }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    private static func rect(_ box: PreviewCard.Box, fill: String, role: String) -> String {
        var out = "<rect class=\"\(role)\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
        if box.radius > 0 { out += " rx=\"\(n(box.radius))\"" }
        return out + " fill=\"\(fill)\"/>\n"
    }

    private static func text(_ line: PreviewCard.Line, palette: PreviewMarkup.Palette, watch: Bool) -> String {
        let colour: String
        if line.role == .monogram || line.role == .initials {
            colour = "#ffffff"
        } else if line.destructive {
            colour = palette.destructive
        } else if line.secondary {
            colour = watch ? "#98989f" : palette.secondary
        } else {
            colour = watch ? "#ffffff" : palette.primary
        }
        // Right to left, the line starts at its right edge.
        var out = "<text class=\"\(line.role.rawValue)\" x=\"\(n(line.rightToLeft ? line.x + line.width : line.x))\" y=\"\(n(line.baseline))\""
        if line.rightToLeft { out += " direction=\"rtl\"" }
        out += " font-size=\"\(n(line.font.size))\" font-weight=\"\(line.font.weight == .semibold ? 600 : 400)\" fill=\"\(colour)\""
        if line.width > 0 { out += " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
        if line.truncated { out += " data-truncated=\"true\"" }
        return out + " xml:space=\"preserve\">\(PreviewMarkup.drawn(line.text))</text>\n"
    }

    private static func caption(_ text: String, x: Double, baseline: Double, width: Double, palette: PreviewMarkup.Palette, bold: Bool) -> String {
        // Cut to the sheet's width, as every line is.
        let font = PreviewFont(size: 13, weight: bold ? .semibold : .regular)
        let laid = TextLayout.lay(PreviewMarkup.visible(text), font: font, width: width, maxLines: 1, widths: InterWidths())
        guard let line = laid.lines.first else { return "" }
        return "<text class=\"caption\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"13\" font-weight=\"\(bold ? 600 : 400)\" fill=\"\(palette.primary)\""
            + " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\">" + PreviewMarkup.drawn(line.text) + "</text>\n"
    }

    /// What a screen reader says for the card: its texts, in order.
    static func accessibleText(_ card: PreviewCard) -> String {
        let order: [PreviewCard.TextRole] = [.appName, .emphasis, .title, .subtitle, .body, .time, .summary, .action]
        return order.flatMap { role in card.lines.filter { $0.role == role }.map(\.text) }.joined(separator: " ")
    }

    private static func n(_ value: Double) -> String { PreviewMarkup.number(value) }
}
