/// A quick answer to "does this text certainly fit in these lines?", so that `replay`, which
/// asks it of every delivery (docs/replay.md, "Warnings"), lays out only the words that might
/// not: the layout of a notification's words cost a third of a replay's instructions, and
/// nearly every text fits (docs/performance.md, "Truncated text in replay").
///
/// The bound is over Unicode scalars, never below the layout's own widths (`InterWidths`): an
/// ASCII character measures exactly as the layout measures it, any other scalar as the widest
/// cluster the layout knows. Line breaking is greedy (`TextLayout`): a line ends short of its
/// width by less than the text it pushes to the next line, which never spans an ASCII space,
/// so a text whose width is at most `lines × (width − its widest run between spaces)` fits.
/// Anything the bound cannot speak for (a line break, a tab, a control character) is "maybe",
/// and laid out.
enum WidthBound {
    /// Whether `text`, set in `font`, certainly fits in `lines` lines of `width` points; false
    /// means only that it must be laid out to know.
    static func certainlyFits(_ text: String, font: PreviewFont, width: Double, lines: Int) -> Bool {
        let table = font.weight == .semibold ? semiboldASCII : regularASCII
        // Most words are ASCII: their bytes, read in place, are their scalars.
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes in ascii(bytes, table) } ?? nil
        guard let (total, widestRun) = measured ?? scalars(text, table) else { return false }
        let size = font.size
        if total * size <= width { return true }
        return lines > 1 && total * size <= Double(lines) * (width - widestRun * size)
    }

    /// A text's width in ems, and its widest run between spaces, as they are added up.
    private struct Measure {
        var total = 0.0
        var run = 0.0
        var widestRun = 0.0

        mutating func add(_ advance: Double, space: Bool) {
            total += advance
            if space {
                widestRun = max(widestRun, run)
                run = 0
            } else {
                run += advance
            }
        }

        var result: (total: Double, widestRun: Double) { (total, max(widestRun, run)) }
    }

    /// The width of ASCII text in ems, and of its widest run between spaces; nil for text with
    /// another byte.
    private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>, _ table: [Double]) -> (total: Double, widestRun: Double)? {
        var measure = Measure()
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            measure.add(table[Int(byte) - 0x20], space: byte == 0x20)
        }
        return measure.result
    }

    /// The same for any text, scalar by scalar; nil for text with a line break or a control
    /// character.
    private static func scalars(_ text: String, _ table: [Double]) -> (total: Double, widestRun: Double)? {
        var measure = Measure()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // A line break or a tab is the layout's to place.
                guard value >= 0x20, value != 0x7F else { return nil }
                measure.add(table[Int(value) - 0x20], space: value == 0x20)
            } else {
                guard value != 0x2028, value != 0x2029 else { return nil }
                measure.add(widestCluster, space: false)
            }
        }
        return measure.result
    }

    /// ASCII's advances in ems, from U+0020, as the layout measures them.
    private static let regularASCII = ascii(.regular)
    private static let semiboldASCII = ascii(.semibold)

    private static func ascii(_ weight: PreviewFont.Weight) -> [Double] {
        (0x20..<0x7F).map { InterWidths().advance(of: Character(Unicode.Scalar(UInt8($0))), weight: weight) }
    }

    /// The widest any one non-ASCII scalar can make its cluster, in ems: an emoji, a CJK
    /// character, a letter of a script Inter lacks, or Inter's widest glyph of either weight.
    static let widestCluster: Double = {
        let widestGlyph = (InterMetrics.regularRuns + InterMetrics.semiboldRuns).flatMap(\.advances).map(Int.init).max() ?? 0
        let ems = Double(widestGlyph) / Double(InterMetrics.unitsPerEm) * InterWidths.sfScale
        return max(InterWidths.emoji, 1, InterWidths.otherScript, ems + InterWidths.otherScript)
    }()
}
