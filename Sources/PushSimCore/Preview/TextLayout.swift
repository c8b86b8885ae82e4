/// Text set in a box of a given width, as iOS sets a notification's title, subtitle and body:
/// lines broken where Unicode allows (after spaces, between CJK characters, never inside a
/// grapheme cluster), a word wider than the box broken between its characters, and past the
/// line limit the last line cut at a grapheme-cluster boundary and ended with "…", as Core
/// Text truncates a label's tail (docs/preview.md, "Line breaking", "Truncation").
public struct TextLayout: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var text: String
        /// The width it is set in, in points, its trailing spaces not counted.
        public var width: Double
    }

    public var lines: [Line]
    /// Whether text was left out and the last line ends with "…".
    public var truncated: Bool
    /// Grapheme clusters of the text shown, and in all (line breaks not counted): "31 of 58".
    public var shownCharacters: Int
    public var totalCharacters: Int
    /// The paragraph's direction, from its first strong letter (UAX #9, rule P2).
    public var rightToLeft: Bool

    static let ellipsis: Character = "…"

    /// `text` in `font`, in a box `width` points wide, in at most `maxLines` lines (nil: as
    /// many as it takes).
    static func lay(_ text: String, font: PreviewFont, width: Double, maxLines: Int?, widths: any TextWidths) -> TextLayout {
        let characters = Array(text)
        let classes = characters.map(ScriptClass.init)
        let advances = characters.map { widths.advance(of: $0, weight: font.weight) * font.size }
        let total = classes.filter { $0 != .newline }.count
        // Digits and punctuation are weak: the first letter decides.
        let firstStrong = zip(characters, classes).first { $0.1 == .rightToLeft || $0.1 == .ideographic || ($0.1 == .other && $0.0.isLetter) }
        let rightToLeft = firstStrong?.1 == .rightToLeft
        var breaker = LineBreaker(characters: characters, classes: classes, advances: advances, width: width)
        var ranges: [Range<Int>] = []
        while let range = breaker.nextLine() {
            ranges.append(range)
            if let maxLines, ranges.count > maxLines { break }
        }
        func line(_ range: Range<Int>) -> Line {
            var end = range.upperBound
            while end > range.lowerBound, classes[end - 1] == .space || classes[end - 1] == .newline { end -= 1 }
            return Line(text: String(characters[range.lowerBound..<end]), width: advances[range.lowerBound..<end].reduce(0, +))
        }
        guard let maxLines, ranges.count > maxLines, maxLines > 0 else {
            let shown = ranges.reduce(0) { sum, range in sum + classes[range].filter { $0 != .newline }.count }
            return TextLayout(lines: ranges.map(line), truncated: false, shownCharacters: shown, totalCharacters: total, rightToLeft: rightToLeft)
        }
        // The last line takes the rest of its paragraph, cut to leave room for the ellipsis.
        var lines = ranges.prefix(maxLines - 1).map(line)
        let start = ranges[maxLines - 1].lowerBound
        let ellipsisWidth = widths.advance(of: ellipsis, weight: font.weight) * font.size
        var end = start
        var used = 0.0
        while end < characters.count, classes[end] != .newline, used + advances[end] + ellipsisWidth <= width + Self.tolerance {
            used += advances[end]
            end += 1
        }
        // Spaces before the ellipsis are not shown.
        while end > start, classes[end - 1] == .space {
            end -= 1
            used -= advances[end]
        }
        lines.append(Line(text: String(characters[start..<end]) + String(ellipsis), width: used + ellipsisWidth))
        let shown = ranges.prefix(maxLines - 1).reduce(0) { sum, range in sum + classes[range].filter { $0 != .newline }.count } + (end - start)
        return TextLayout(lines: lines, truncated: true, shownCharacters: shown, totalCharacters: total, rightToLeft: rightToLeft)
    }

    /// Widths are sums of fractions of points: a text that fits exactly must not be cut for
    /// the last bit of a double.
    static let tolerance = 1e-9
}

/// Finds each line's characters, one after another (`TextLayout.lay`).
private struct LineBreaker {
    let characters: [Character]
    let classes: [ScriptClass]
    let advances: [Double]
    let width: Double
    var next = 0

    init(characters: [Character], classes: [ScriptClass], advances: [Double], width: Double) {
        self.characters = characters
        self.classes = classes
        self.advances = advances
        self.width = width
    }

    /// The next line's characters (its trailing spaces and forced break included), or nil at
    /// the end of the text.
    mutating func nextLine() -> Range<Int>? {
        guard next < characters.count else { return nil }
        let start = next
        var used = 0.0
        // Where the line may end: after this index's character, and the width up to it.
        var lastBreak: Int?
        var index = start
        while index < characters.count {
            let kind = classes[index]
            if kind == .newline {
                next = index + 1
                return start..<next
            }
            if kind == .space {
                // Spaces hang past the edge; the line may end after them.
                used += advances[index]
                index += 1
                lastBreak = index
                continue
            }
            if index > start, mayBreak(before: index) { lastBreak = index }
            if used + advances[index] > width + TextLayout.tolerance, index > start {
                let end = lastBreak.flatMap { $0 > start ? $0 : nil } ?? index
                next = end
                return start..<end
            }
            used += advances[index]
            index += 1
        }
        next = characters.count
        return start..<next
    }

    /// Whether a line may end between `index - 1` and `index` without a space: around CJK
    /// characters and emoji (UAX #14's ID class), after a hyphen between letters, unless
    /// the CJK punctuation rules forbid it.
    private func mayBreak(before index: Int) -> Bool {
        let before = characters[index - 1], after = characters[index]
        if ScriptClass.mayNotStartLine(after) || ScriptClass.mayNotEndLine(before) { return false }
        let previous = classes[index - 1], current = classes[index]
        if previous == .ideographic || current == .ideographic || previous == .emoji || current == .emoji { return true }
        return before == "-" && after.isLetter
    }
}
