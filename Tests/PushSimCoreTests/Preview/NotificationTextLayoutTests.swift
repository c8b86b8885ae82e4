import Testing

@testable import PushSimCore

/// A notification's texts on each surface and device (docs/preview.md, "Surfaces", "Devices",
/// "The platter"), measured with `TextLayoutTests.CountedWidths` so each figure is counted by
/// hand: at 15 pt a letter is 7.5 pt and the ellipsis 15.
@Suite("Notification text layout")
struct NotificationTextLayoutTests {
    private let widths = TextLayoutTests.CountedWidths()
    private let phone = PreviewDevice.named("iphone-6.1")!
    private let long = String(repeating: "abcd ", count: 40)  // 200 letters and spaces

    /// 390 pt: the column is 390 − 2 × (8 + 14) − 38 − 10 = 298 pt; a thumbnail takes 42.
    @Test func theColumnBesideTheIconAndTheThumbnail() {
        #expect(NotificationTextLayout.column(on: phone, thumbnail: false) == 298)
        #expect(NotificationTextLayout.column(on: phone, thumbnail: true) == 256)
        #expect(NotificationTextLayout.column(on: PreviewDevice.named("ipad")!, thumbnail: false) == 348)
        #expect(NotificationTextLayout.column(on: PreviewDevice.named("watch-41mm")!, thumbnail: false) == 160)
    }

    /// The title shares its row with "now" (22.5 pt and a 6 pt gap): 269.5 pt, 33 letters
    /// beside the ellipsis; the body has four lines of 39 on the lock screen, two in a banner.
    @Test func lockScreenAndBanner() {
        let lock = NotificationTextLayout.lay(title: long, subtitle: nil, body: long, on: .lockScreen, of: phone, widths: widths)
        #expect(lock.title?.lines.count == 1)
        #expect(lock.title?.shownCharacters == 33)
        #expect(lock.title?.truncated == true)
        #expect(lock.body?.lines.count == 4)
        #expect(lock.body?.lines.first?.text == "abcd abcd abcd abcd abcd abcd abcd abcd")
        let banner = NotificationTextLayout.lay(title: "Hi", subtitle: "Sub", body: long, on: .banner, of: phone, widths: widths)
        #expect(banner.body?.lines.count == 2)
        #expect(banner.body?.truncated == true)
        #expect(banner.title?.truncated == false)
        #expect(banner.subtitle?.lines.map(\.text) == ["Sub"])
    }

    /// Long-pressed, the title wraps whole, every line beside the time (7 words of 37.5 pt in
    /// 269.5), and the body takes up to seven lines beside no thumbnail (the attachment is
    /// shown above).
    @Test func expanded() {
        let expanded = NotificationTextLayout.lay(title: long, subtitle: nil, body: long + long, on: .expanded, of: phone, thumbnail: true, widths: widths)
        #expect(expanded.title?.truncated == false)
        #expect(expanded.title?.lines.count == 6)  // 40 words, 7 a line
        #expect(expanded.body?.lines.count == 7)  // of ten
        #expect(expanded.body?.truncated == true)
        #expect(expanded.column == 298)
    }

    /// A short look shows the title alone, at 16 pt on a 41 mm watch: 20 letters a line, three lines.
    @Test func watchShortLook() {
        let watch = NotificationTextLayout.lay(title: long, subtitle: "Sub", body: long, on: .watch, of: PreviewDevice.named("watch-41mm")!, widths: widths)
        #expect(watch.title?.lines.count == 3)
        #expect(watch.title?.lines.first?.text == "abcd abcd abcd abcd")
        #expect(watch.subtitle == nil)
        #expect(watch.body == nil)
    }

    @Test func devicesHaveUniqueNames() {
        #expect(Set(PreviewDevice.all.map(\.name)).count == PreviewDevice.all.count)
        #expect(PreviewDevice.standard.name == "iphone-6.1")
    }
}
