import Testing

@testable import PushSimCore

/// The quick "certainly fits" that spares `replay` the layout of words that fit
/// (`WidthBound`, docs/replay.md "Warnings"): it must never say a text fits that the layout
/// cuts, and it must say so for the short words most notifications have.
@Suite("Width bound")
struct WidthBoundTests {
    static let title = PreviewFont(size: 15, weight: .semibold)
    static let body = PreviewFont(size: 15)

    private func cut(_ text: String, _ font: PreviewFont, width: Double, lines: Int) -> Bool {
        TextLayout.lay(text, font: font, width: width, maxLines: lines, widths: InterWidths()).truncated
    }

    /// Texts of every kind the layout knows, cut at every length: wherever the bound says
    /// "fits", the layout agrees.
    @Test func neverSaysFitsWhereTheLayoutCuts() {
        let samples = [
            "Your order from Joe's Pizzeria on Market Street is on its way to you right now, ring twice",
            "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
            "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii Supercalifragilisticexpialidocious mmmmmmmmmmmmmm",
            "🎉🎉🎉 Party time 👨‍👩‍👧‍👦 family 🇩🇪 flags 1️⃣ keycaps é́́ marks",
            "ご注文の商品は本日発送されました。お届けまでしばらくお待ちください。「注文」。",
            "تم شحن طلبك وسيصل غدا إن شاء الله، شكرا لتسوقك معنا",
            "Ω≈ç√∫˜µ≤≥÷ ‱ ⅞ ﷽ ꧅ ௵ 𒐫 𒈙 long glyphs ‰‰‰‰‰",
            "a-very-long-hyphenated-compound-word-that-wraps-at-its-hyphens-and-nowhere-else-at-all-really",
        ]
        var sayFits = 0
        for sample in samples {
            let characters = Array(sample)
            for length in stride(from: 1, through: characters.count, by: 1) {
                let text = String(characters.prefix(length))
                for (font, width, lines) in [(Self.title, 250.0, 1), (Self.body, 290.0, 4), (Self.body, 290.0, 2), (Self.title, 120.0, 3)] {
                    guard WidthBound.certainlyFits(text, font: font, width: width, lines: lines) else { continue }
                    sayFits += 1
                    #expect(!cut(text, font, width: width, lines: lines), "\(text) at \(width) × \(lines)")
                }
            }
        }
        #expect(sayFits > 100)
    }

    /// The words of most notifications are spared the layout.
    @Test func shortWordsCertainlyFit() {
        #expect(WidthBound.certainlyFits("Order shipped", font: Self.title, width: 250, lines: 1))
        #expect(WidthBound.certainlyFits("New message from Alexandra", font: Self.title, width: 250, lines: 1))
        let body = "Your parcel left our warehouse this morning and arrives tomorrow between 9 and 12."
        #expect(WidthBound.certainlyFits(body, font: Self.body, width: 290, lines: 4))
        #expect(!cut(body, Self.body, width: 290, lines: 4))
    }

    /// What the bound cannot speak for is laid out: line breaks, tabs, long text.
    @Test func lineBreaksAndLongTextAreLaidOut() {
        #expect(!WidthBound.certainlyFits("Line one\nLine two", font: Self.body, width: 290, lines: 4))
        #expect(!WidthBound.certainlyFits("Tab\there", font: Self.body, width: 290, lines: 4))
        #expect(!WidthBound.certainlyFits("Paragraph\u{2029}two", font: Self.body, width: 290, lines: 4))
        #expect(!WidthBound.certainlyFits(String(repeating: "word ", count: 80), font: Self.body, width: 290, lines: 4))
    }
}
