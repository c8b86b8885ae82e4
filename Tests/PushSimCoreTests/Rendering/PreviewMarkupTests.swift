#if canImport(FoundationXML)
    import FoundationXML
#endif
import Foundation
import Testing

@testable import PushSimCore

/// A preview's SVG and HTML (docs/preview.md, "Pictures"): well-formed whatever the words, every
/// string from a payload or a file name escaped, hidden characters in names made visible, and
/// the same bytes for the same notification.
@Suite("Preview markup")
struct PreviewMarkupTests {
    static let hostile = "<script>alert(1)</script> & \"quotes\" 'single' \u{202E}evil\u{202C} \u{0}\u{7}\u{85}\u{FFFE} done"

    private func sheet(input: String = "order.json", title: String = hostile, body: String = hostile, appearance: PreviewAppearance = .light) -> PreviewSheet {
        let preview = NotificationPreview(
            input: input, appName: "Pizza & <Co>", title: title, subtitle: nil, body: body, emphasis: nil, attachment: true,
            actions: [.init(title: "<b>Reply</b>", destructive: false)], threadID: nil, notShown: nil)
        var sheet = PreviewSheet(appearance: appearance)
        sheet.entries = [
            .init(input: input, notShown: nil, cards: PreviewSurface.allCases.map { PreviewCard.make(preview, on: $0, of: PreviewDevice.standard, stackedBehind: 2) }),
            .init(input: "silent.json", notShown: "no-alert <x>", cards: []),
        ]
        return sheet
    }

    private func wellFormed(_ xml: String) -> Bool { XMLParser(data: Data(xml.utf8)).parse() }

    @Test func theSVGIsWellFormedAndEscapesEverything() {
        let svg = PreviewSVG.document(sheet(input: "evil\u{202E}<name>.json"))
        #expect(wellFormed(svg))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &apos;single&apos;"))
        // What XML cannot carry is drawn as U+FFFD; a direction override in the words stays.
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(svg.contains("\u{FFFD}"))
        // In a file's name it is shown, so a name cannot pass for another.
        #expect(svg.contains("evil\\u{202E}&lt;name&gt;.json"))
        #expect(svg.contains("not shown: no-alert &lt;x&gt;"))
    }

    @Test func theHTMLIsSelfContainedAndEscapesEverything() {
        let html = PreviewHTML.document(sheet(input: "evil\u{202E}<name>.json", appearance: .dark))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("url("))
        #expect(html.contains("<h2>evil\\u{202E}&lt;name&gt;.json</h2>"))
        #expect(html.contains("Not shown: no-alert &lt;x&gt;"))
        #expect(html.contains("background: #000000"))
        // Each card is inline SVG, well-formed on its own.
        let cards = html.components(separatedBy: "<svg xmlns").dropFirst()
        #expect(cards.count == PreviewSurface.allCases.count)
        for card in cards { #expect(wellFormed("<svg xmlns" + card.components(separatedBy: "</svg>")[0] + "</svg>")) }
    }

    /// Truncated lines carry `data-truncated`, and every line its measured width.
    @Test func truncatedLinesAreMarked() throws {
        let svg = PreviewSVG.document(sheet(title: PreviewCardTests.long, body: PreviewCardTests.long))
        let marked = svg.components(separatedBy: "\n").filter { $0.contains("data-truncated=\"true\"") }
        #expect(marked.contains { $0.contains("class=\"title\"") && $0.contains("…</text>") })
        #expect(marked.contains { $0.contains("class=\"body\"") })
        #expect(svg.contains("textLength=\""))
    }

    @Test func theSameSheetIsTheSameBytes() {
        #expect(PreviewSVG.document(sheet()) == PreviewSVG.document(sheet()))
        #expect(PreviewHTML.document(sheet()) == PreviewHTML.document(sheet()))
    }

    @Test(arguments: [(0.0, "0"), (12.5, "12.5"), (26.9234, "26.92"), (-3.456, "-3.46"), (7.05, "7.05"), (100.999, "101"), (0.1, "0.1")])
    func numbersAreWrittenTheSameEverywhere(value: Double, text: String) {
        #expect(PreviewMarkup.number(value) == text)
    }

    /// An app keeps its monogram's colour, and another app may get another.
    @Test func theIconsColourComesFromTheName() {
        #expect(PreviewMarkup.iconColour("Genius") == PreviewMarkup.iconColour("Genius"))
        #expect(Set(["Genius", "Mattermost", "Home Assistant", "Ice Cubes", "TaskRabbit", "Nextcloud Talk"].map(PreviewMarkup.iconColour)).count > 2)
    }
}
