/// Grapheme clusters measured with Inter's advances (`InterMetrics`, docs/preview-font.md),
/// and, for the scripts Inter lacks, the widths docs/preview.md ("Measuring text") gives:
/// one em for a CJK character, one and a fifth for an emoji, half an em for a letter of
/// another script, nothing for a character that takes no room (a line break, a joiner).
struct InterWidths: TextWidths {
    /// An emoji's advance, in ems: nobody publishes Apple Color Emoji's; pushsim's choice
    /// (docs/preview.md, "Measuring text").
    static let emoji = 1.2
    /// A letter of a script Inter does not cover (Arabic, Hebrew, Thai, Devanagari…): about
    /// Inter's average for running Latin text (0.49 em), pushsim's choice.
    static let otherScript = 0.5
    /// Inter's advances are scaled by this to stand for SF Pro's: Inter sets running English
    /// about 13% wider (0.477 em a character against 0.417, the fonts' published metrics), and
    /// 0.9 is the scale at which a notification laid out here shows, within a tenth, the
    /// character counts Braze published from devices' screenshots (docs/preview.md, "How close
    /// to a device"; `BrazeCalibrationTests`).
    static let sfScale = 0.9

    func advance(of character: Character, weight: PreviewFont.Weight) -> Double {
        switch ScriptClass(character) {
        case .newline: return 0
        case .emoji: return Self.emoji
        case .ideographic: return 1
        case .space, .rightToLeft, .other: break
        }
        // A cluster is as wide as its spacing scalars: a base letter's accents take no room.
        var units = 0
        var found = false
        for scalar in character.unicodeScalars {
            if let advance = InterMetrics.advance(of: scalar, semibold: weight == .semibold) {
                units += advance
                found = true
            } else if !Self.takesNoRoom(scalar) {
                return found ? Self.ems(units) + Self.otherScript : Self.otherScript
            }
        }
        return Self.ems(units)
    }

    private static func ems(_ units: Int) -> Double { Double(units) / Double(InterMetrics.unitsPerEm) * sfScale }

    /// Marks, joiners, direction and variation selectors: drawn on or between letters, or not
    /// at all.
    private static func takesNoRoom(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        }
    }
}
