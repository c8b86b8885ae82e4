import Testing

@testable import PushSimCore

/// Line breaking and truncation (docs/preview.md, "Line breaking", "Truncation"), with widths
/// chosen so each expected line can be counted by hand: at 10 pt a letter is 5 pt, a CJK
/// character 10, an emoji 12, the ellipsis 10.
@Suite("Text layout")
struct TextLayoutTests {
    struct CountedWidths: TextWidths {
        func advance(of character: Character, weight: PreviewFont.Weight) -> Double {
            switch ScriptClass(character) {
            case .ideographic: 1
            case .emoji: 1.2
            case .newline: 0
            default: character == TextLayout.ellipsis ? 1 : 0.5
            }
        }
    }

    private func lay(_ text: String, width: Double, lines: Int? = nil) -> TextLayout {
        TextLayout.lay(text, font: PreviewFont(size: 10), width: width, maxLines: lines, widths: CountedWidths())
    }

    /// Lines end after spaces, which hang past the edge and are not shown.
    @Test func wordsWrapAtSpaces() {
        let layout = lay("Your order from Joe's Pizza is on its way", width: 100)  // 20 letters a line
        #expect(layout.lines.map(\.text) == ["Your order from", "Joe's Pizza is on", "its way"])
        #expect(layout.lines.map(\.width) == [75, 85, 35])
        #expect(!layout.truncated)
        #expect(layout.shownCharacters == layout.totalCharacters)
    }

    /// Past the limit, the last line takes the rest of the text, cut at a character to leave
    /// room for "…", as iOS cuts a title.
    @Test func theTailIsCutAtACharacterWithAnEllipsis() {
        // 26 letters a line, 24 beside the ellipsis.
        let title = lay("Your order from Joe's Pizza is on its way", width: 130, lines: 1)
        #expect(title.lines.map(\.text) == ["Your order from Joe's Pi…"])
        #expect(title.truncated)
        #expect(title.shownCharacters == 24)
        #expect(title.totalCharacters == 41)
        let two = lay("Your order from Joe's Pizza is on its way", width: 100, lines: 2)
        #expect(two.lines.map(\.text) == ["Your order from", "Joe's Pizza is on…"])
        // No space is left before the ellipsis.
        #expect(lay("abc defghij", width: 30, lines: 1).lines.map(\.text) == ["abc…"])
    }

    @Test func aWordWiderThanTheBoxBreaksBetweenCharacters() {
        #expect(lay("Supercalifragilistic", width: 50).lines.map(\.text) == ["Supercalif", "ragilistic"])
    }

    /// A forced break starts a new line; at the limit, the line it ends takes the ellipsis.
    @Test func forcedBreaks() {
        #expect(lay("Line one\nLine two", width: 200).lines.map(\.text) == ["Line one", "Line two"])
        let cut = lay("Line one\nLine two", width: 200, lines: 1)
        #expect(cut.lines.map(\.text) == ["Line one…"])
        #expect(cut.shownCharacters == 8)
        #expect(cut.totalCharacters == 16)
    }

    /// Between CJK characters a line may break anywhere, but not before closing punctuation
    /// nor after opening punctuation.
    @Test func cjkBreaksBetweenCharactersWithItsPunctuationRules() {
        #expect(lay("新しいメッセージが届きました", width: 50).lines.map(\.text) == ["新しいメッ", "セージが届", "きました"])
        // "。" may not start a line: "た" goes down with it.
        #expect(lay("届きました。", width: 50).lines.map(\.text) == ["届きまし", "た。"])
        // "「" may not end a line, "」" not start one.
        #expect(lay("会議の「予定」", width: 30).lines.map(\.text) == ["会議の", "「予", "定」"])
    }

    /// A grapheme cluster is never split: a family emoji, a flag, a letter with its accent.
    @Test func clustersAreNeverSplit() {
        let family = "👨‍👩‍👧‍👦"
        let layout = lay(String(repeating: family, count: 5), width: 30, lines: 2)
        #expect(layout.lines.map(\.text) == [family + family, family + "…"])
        #expect(layout.shownCharacters == 3)
        let accents = lay("e\u{301}e\u{301}e\u{301}e\u{301}", width: 15, lines: 1)
        #expect(accents.lines.map(\.text) == ["e\u{301}…"])
        #expect(lay("🇩🇪🇩🇪🇩🇪", width: 25).lines.map(\.text) == ["🇩🇪🇩🇪", "🇩🇪"])
    }

    /// The paragraph's direction is its first strong letter's.
    @Test func rightToLeftText() {
        let arabic = lay("رسالتان جديدتان من Alice", width: 60)
        #expect(arabic.rightToLeft)
        #expect(arabic.lines.map(\.text) == ["رسالتان", "جديدتان من", "Alice"])
        #expect(!lay("Alice: رسالتان", width: 200).rightToLeft)
        #expect(lay("123 שלום", width: 200).rightToLeft)
    }

    @Test func emptyTextHasNoLine() {
        let empty = lay("", width: 100, lines: 2)
        #expect(empty.lines.isEmpty)
        #expect(!empty.truncated)
    }
}

/// Text measured with Inter's advances scaled to stand for SF Pro's, as the preview measures
/// it (docs/preview-font.md, docs/preview.md "How close to a device"); the expected values are
/// Inter 3.19's advances read with fontTools, in ems, before the scale.
@Suite("Inter widths")
struct InterWidthsTests {
    private let widths = InterWidths()

    @Test(arguments: [
        ("a", PreviewFont.Weight.regular, 0.5639), ("M", .regular, 0.8892), ("i", .regular, 0.2372), (" ", .regular, 0.2813),
        ("…", .regular, 0.8210), ("a", .semibold, 0.5746), ("M", .semibold, 0.9063), ("…", .semibold, 0.8061),
    ] as [(Character, PreviewFont.Weight, Double)])
    func latinLettersAreInters(character: Character, weight: PreviewFont.Weight, ems: Double) {
        #expect(abs(widths.advance(of: character, weight: weight) - ems * InterWidths.sfScale) < 0.0001)
    }

    /// What Inter does not cover has the widths docs/preview.md gives; an accent takes no room.
    @Test func otherScriptsAndClusters() {
        #expect(widths.advance(of: "新", weight: .regular) == 1)
        #expect(widths.advance(of: "👨‍👩‍👧‍👦", weight: .regular) == InterWidths.emoji)
        #expect(widths.advance(of: "ر", weight: .regular) == InterWidths.otherScript)
        #expect(widths.advance(of: "e\u{301}", weight: .regular) == widths.advance(of: "e", weight: .regular))
        #expect(widths.advance(of: "\n", weight: .regular) == 0)
        // The pangram averages Inter's published 0.49 em a character, before the scale.
        let pangram = "The quick brown fox jumps over the lazy dog"
        let average = pangram.map { widths.advance(of: $0, weight: .regular) }.reduce(0, +) / Double(pangram.count)
        #expect(abs(average - 0.4946 * InterWidths.sfScale) < 0.001)
    }

    /// A title set at 15 pt semibold in a 298 pt column (a 6.1-inch iPhone's lock screen,
    /// docs/preview.md) is cut, at a character, with an ellipsis.
    @Test func aLongTitleIsCutToOneLine() {
        let layout = TextLayout.lay(
            "Your order from Joe's Pizzeria on Fifth Avenue is on its way to you now", font: PreviewFont(size: 15, weight: .semibold), width: 298,
            maxLines: 1, widths: widths)
        #expect(layout.truncated)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.hasSuffix("…"))
        #expect(layout.lines[0].width <= 298)
        #expect(layout.shownCharacters > 30 && layout.shownCharacters < 45, "\(layout.shownCharacters)")
    }
}
