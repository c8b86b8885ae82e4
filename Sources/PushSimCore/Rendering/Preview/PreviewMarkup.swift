/// What the SVG and HTML renderers of a preview share: text escaped for XML and HTML, numbers
/// written the same way on every machine, and the colours of each appearance
/// (docs/preview.md, "Pictures").
enum PreviewMarkup {
    /// A notification's own words, as drawn: the five entities escaped, and what XML 1.0
    /// cannot carry (most control characters, U+FFFE, U+FFFF) drawn as U+FFFD, as a text view
    /// shows a character it cannot render. Direction marks and joiners stay: they shape the text.
    static func drawn(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if let entity = JUnitReport.entity(for: scalar) {
                out += entity
            } else if (value < 0x20 && value != 0x09) || value == 0xFFFE || value == 0xFFFF || (0x7F...0x9F).contains(value) {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A file's name, a reason: escaped, with every hidden character (bidirectional controls,
    /// C1 controls, line separators) shown as a visible `\u{…}`, as the JUnit report does, so a
    /// name cannot pass for another.
    static func named(_ text: String) -> String { JUnitReport.escape(text) }

    /// `text` with every hidden character written as a visible `\u{…}`, not yet escaped for
    /// XML: a caption is cut to its width in this form, then drawn.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if HiddenCharacters.contains(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF || (scalar.value < 0x20 && scalar != "\t") {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A length in points: at most two decimals, no trailing zeros, the same bytes everywhere.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// The system font first — what iOS uses, where a browser has it — then Inter, the font
    /// pushsim measures with (docs/preview-font.md).
    static let fontFamily = "-apple-system, 'SF Pro Text', 'SF Pro', Inter, system-ui, sans-serif"

    struct Palette {
        var background: String
        var platter: String
        var stacked: [String]
        var primary: String
        var secondary: String
        var placeholder: String
        var separator: String
        var destructive: String
        /// A communication notification's avatar without a picture: systemGray, as Contacts'
        /// monogram of a person without a photo.
        var avatar = "#8e8e93"
    }

    /// iOS's system colours in each appearance (Apple's Human Interface Guidelines, "Color":
    /// label, secondaryLabel, systemRed, systemGray…), the platter's material drawn opaque.
    static func palette(_ appearance: PreviewAppearance) -> Palette {
        switch appearance {
        case .light:
            Palette(
                background: "#dfe3ea", platter: "#f5f5f7", stacked: ["#ebebef", "#e4e4e9"], primary: "#000000", secondary: "#6c6c70",
                placeholder: "#c7c7cc", separator: "#c6c6c8", destructive: "#ff3b30")
        case .dark:
            Palette(
                background: "#0e0e12", platter: "#2c2c2e", stacked: ["#242426", "#1d1d1f"], primary: "#ffffff", secondary: "#98989f",
                placeholder: "#48484a", separator: "#3d3d41", destructive: "#ff453a")
        }
    }

    /// A monogram's colour: one of iOS's system colours, chosen by the app's name (FNV-1a of its
    /// UTF-8), so an app keeps its colour from run to run and machine to machine.
    static func iconColour(_ appName: String) -> String {
        let colours = ["#007aff", "#34c759", "#5856d6", "#ff9500", "#ff2d55", "#af52de", "#ff3b30", "#30b0c7"]
        var hash: UInt32 = 2_166_136_261
        for byte in appName.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return colours[Int(hash % UInt32(colours.count))]
    }
}
