/// What the layout needs to know of a grapheme cluster's script: where a line may break around
/// it, whether it is set full-width, and which way it runs (docs/preview.md, "Line breaking").
enum ScriptClass: Sendable, Equatable {
    /// Han, kana, Hangul and the full-width forms: a line may break between any two of them
    /// (Unicode UAX #14, classes ID, H2, H3), each set one em wide.
    case ideographic
    /// An emoji: one picture, never split, set about one and a fifth ems wide.
    case emoji
    /// Spaces: a line may break after them, and they vanish at a line's end.
    case space
    /// A forced line break (`\n`, `\r\n`, U+2028).
    case newline
    /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko).
    case rightToLeft
    /// Everything else: letters, digits, punctuation.
    case other

    init(_ character: Character) {
        guard let first = character.unicodeScalars.first else {
            self = .other
            return
        }
        let value = first.value
        if character == "\n" || character == "\r\n" || character == "\r" || value == 0x2028 || value == 0x2029 {
            self = .newline
        } else if character.isWhitespace {
            self = value == 0x3000 ? .ideographic : .space
        } else if Self.isEmoji(character) {
            self = .emoji
        } else if Self.isIdeographic(value) {
            self = .ideographic
        } else if Self.isRightToLeft(value) {
            self = .rightToLeft
        } else {
            self = .other
        }
    }

    /// A cluster shown as a picture: one of emoji presentation, or text presentation turned to
    /// emoji by U+FE0F, a keycap, a flag of two regional indicators, or a ZWJ sequence.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if scalars.count > 1, first.properties.isEmoji,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 })
        {
            return true
        }
        return (0x1F1E6...0x1F1FF).contains(first.value)
    }

    /// East Asian wide and full-width letters: CJK ideographs and their extensions, kana,
    /// Hangul, CJK symbols and punctuation, full-width forms.
    static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    /// Closing punctuation a line may not start with, and opening punctuation it may not end
    /// with, in CJK text (the usual "kinsoku" rules, UAX #14 classes CL, CP, NS, OP).
    static func mayNotStartLine(_ character: Character) -> Bool { oneScalar(character, in: closing) }

    static func mayNotEndLine(_ character: Character) -> Bool { oneScalar(character, in: opening) }

    // Sets of scalars, each mark one: a string's `contains` compared every character of the
    // list as a string, a sixth of `replay --html`'s instructions (docs/performance.md).
    private static let closing = Set("、。，．・：；？！）」』】〕〉》〗〙〛｝］ゝゞーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ々〻‐゠–〜～,.:;?!)]}".unicodeScalars.map(\.value))
    private static let opening = Set("（「『【〔〈《〖〘〚｛［([{".unicodeScalars.map(\.value))

    private static func oneScalar(_ character: Character, in set: Set<UInt32>) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return set.contains(first.value)
    }
}
