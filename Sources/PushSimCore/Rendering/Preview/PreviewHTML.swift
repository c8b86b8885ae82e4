/// A preview as one self-contained HTML page: each input's name, then each card as inline SVG
/// (`PreviewSVG.card`) with its caption saying how much of each text shows. No script, font or
/// image is loaded; the page reads the same without JavaScript and scales down to a phone's
/// width (docs/preview.md, "Pictures").
enum PreviewHTML {
    static func document(_ sheet: PreviewSheet) -> String {
        var out = head(title: "pushsim preview", appearance: sheet.appearance)
        out += "<h1>pushsim preview</h1>\n"
        for entry in sheet.entries {
            out += section(entry, appearance: sheet.appearance)
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// One input: its name, why nothing is shown, or its cards.
    static func section(_ entry: PreviewSheet.Entry, appearance: PreviewAppearance) -> String {
        var out = "<section class=\"entry\">\n<h2>\(PreviewMarkup.named(entry.input))</h2>\n"
        if let notShown = entry.notShown { out += "<p class=\"not-shown\">Not shown: \(PreviewMarkup.named(notShown))</p>\n" }
        if !entry.cards.isEmpty { out += "<div class=\"cards\">\n" }
        for card in entry.cards { out += figure(card, appearance: appearance) }
        if !entry.cards.isEmpty { out += "</div>\n" }
        return out + "</section>\n"
    }

    static func figure(_ card: PreviewCard, appearance: PreviewAppearance) -> String {
        let shown = PreviewText.shown(card)
        return "<figure>\n<figcaption><b>\(PreviewMarkup.named(PreviewText.place(card)))</b><br>\(PreviewMarkup.named(shown))</figcaption>\n"
            + PreviewSVG.card(card, appearance: appearance) + "</figure>\n"
    }

    /// The page's head and style, light or dark.
    static func head(title: String, appearance: PreviewAppearance) -> String {
        let palette = PreviewMarkup.palette(appearance)
        let page = appearance == .light ? "#ffffff" : "#000000"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(PreviewMarkup.named(title))</title>
            <style>
            body { margin: 0; background: \(page); color: \(palette.primary); font: 15px/1.4 \(PreviewMarkup.fontFamily); }
            main { max-width: 1100px; margin: 0 auto; padding: 16px; }
            h1 { font-size: 22px; margin: 8px 0 16px; }
            h2 { font-size: 15px; margin: 24px 0 8px; overflow-wrap: anywhere; }
            .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; max-width: 100%; }
            figcaption { font-size: 13px; color: \(palette.secondary); margin-bottom: 6px; overflow-wrap: anywhere; max-width: 440px; }
            figure svg { display: block; max-width: 100%; height: auto; border-radius: 12px; }
            .not-shown { color: \(palette.secondary); overflow-wrap: anywhere; }
            table { border-collapse: collapse; width: 100%; }
            th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid \(palette.separator); overflow-wrap: anywhere; }
            pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
            code { overflow-wrap: anywhere; }
            details > summary h2 { display: inline; }
            article.case { border-top: 1px solid \(palette.separator); padding: 8px 0 16px; }
            h3 { font-size: 15px; margin: 8px 0; overflow-wrap: anywhere; }
            .fail { color: \(palette.destructive); font-weight: 600; }
            .pass { color: #34c759; font-weight: 600; }
            </style>
            </head>
            <body>
            <main>

            """
    }
}
