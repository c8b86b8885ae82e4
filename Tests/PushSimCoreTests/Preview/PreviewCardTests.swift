import Testing

@testable import PushSimCore

/// A notification placed on each surface (docs/preview.md, "The platter", "Surfaces"): every
/// line inside its card, the title clear of the time, the body clear of the thumbnail, the
/// thread's stack behind, the actions under an expanded card.
@Suite("Preview cards")
struct PreviewCardTests {
    static let long = String(repeating: "Your order from Joe's Pizzeria is on its way. ", count: 8)

    static func preview(
        title: String? = long, subtitle: String? = nil, body: String? = long, emphasis: NotificationPreview.Emphasis? = nil,
        attachment: Bool = false, actions: [NotificationPreview.Action] = [], communication: CommunicationIntent? = nil
    ) -> NotificationPreview {
        NotificationPreview(
            input: "order.json", appName: "Pizza", title: title, subtitle: subtitle, body: body, emphasis: emphasis, attachment: attachment,
            actions: actions, threadID: nil, notShown: nil, communication: communication)
    }

    private func platter(_ card: PreviewCard) -> PreviewCard.Box { card.boxes.first { $0.role == .platter }! }

    /// Whatever the device and surface, each line but the stack's summary and the actions
    /// lies inside the platter, within its padding, and the picture holds the platter.
    @Test(arguments: PreviewSurface.allCases)
    func everyLineIsInsideItsCard(surface: PreviewSurface) {
        for device in PreviewDevice.all where (device.kind == .watch) == (surface == .watch) {
            for (attachment, communication) in [(false, nil), (true, nil), (false, CommunicationIntent(sender: "Ada Lovelace", group: "Engines"))] {
                let preview = Self.preview(subtitle: "A subtitle", attachment: attachment, communication: communication)
                let card = PreviewCard.make(preview, on: surface, of: device, stackedBehind: 3)
                let box = platter(card)
                let inset = surface == .watch ? 0 : NotificationTextLayout.Platter.padding
                // The avatar and the small icon at its corner stay within the padding too.
                for part in card.boxes where [.avatar, .smallIcon, .smallIconRing].contains(part.role) {
                    #expect(part.x >= box.x + inset - 2 && part.x + part.width <= box.x + box.width - inset, "\(device.name) \(surface) \(part.role)")
                    #expect(part.y >= box.y && part.y + part.height <= box.y + box.height, "\(device.name) \(surface) \(part.role)")
                }
                for line in card.lines where line.role != .summary && line.role != .action {
                    #expect(line.x >= box.x + inset - 0.001, "\(device.name) \(surface) \(line.role) starts at \(line.x)")
                    #expect(line.x + line.width <= box.x + box.width - inset + 0.001, "\(device.name) \(surface) \(line.role) ends at \(line.x + line.width)")
                    #expect(line.baseline > box.y && line.baseline < box.y + box.height, "\(device.name) \(surface) \(line.role)")
                }
                #expect(box.y + box.height <= card.height)
                #expect(card.width == card.device.width)
            }
        }
    }

    /// A communication notification: a round avatar with the name's initials in the icon's
    /// place, the app's icon small at its lower right, on a ring of the platter's colour
    /// (docs/preview.md, "Communication notifications"). The watch's short look keeps the app's
    /// icon.
    @Test func aCommunicationNotificationHasTheSendersAvatar() throws {
        let message = Self.preview(title: "Engines", subtitle: "Ada Lovelace", body: "see you at 6", communication: CommunicationIntent(sender: "Ada Lovelace", group: "Engines"))
        for surface in [PreviewSurface.banner, .lockScreen, .notificationCenter, .expanded] {
            let card = PreviewCard.make(message, on: surface, of: PreviewDevice.standard)
            #expect(!card.boxes.contains { $0.role == .icon })
            let avatar = try #require(card.boxes.first { $0.role == .avatar })
            #expect(avatar.width == NotificationTextLayout.Platter.icon && avatar.radius == avatar.width / 2)
            let small = try #require(card.boxes.first { $0.role == .smallIcon })
            #expect(small.x + small.width > avatar.x + avatar.width - 1 && small.y + small.height > avatar.y + avatar.height - 1)
            #expect(small.width < avatar.width / 2)
            // A group's avatar is the group's: its initials.
            #expect(card.lines.first { $0.role == .initials }?.text == "E")
            #expect(card.lines.first { $0.role == .monogram }?.text == "P")
            #expect(card.lines.filter { $0.role == .title }.map(\.text) == ["Engines"])
            #expect(card.lines.filter { $0.role == .subtitle }.map(\.text) == ["Ada Lovelace"])
        }
        let direct = PreviewCard.make(Self.preview(title: "Ada Lovelace", body: "hi", communication: CommunicationIntent(sender: "Ada Lovelace")), on: .banner, of: PreviewDevice.standard)
        #expect(direct.lines.first { $0.role == .initials }?.text == "AL")
        let plain = PreviewCard.make(Self.preview(), on: .banner, of: PreviewDevice.standard)
        #expect(plain.boxes.contains { $0.role == .icon } && !plain.boxes.contains { $0.role == .avatar })
        let watch = PreviewCard.make(message, on: .watch, of: PreviewDevice.named("watch-45mm")!)
        #expect(watch.boxes.contains { $0.role == .icon } && !watch.boxes.contains { $0.role == .avatar })
    }

    /// Initials as Contacts draws them: the first letters of the first and last words.
    @Test(arguments: [
        ("Ada Lovelace", "AL"), ("alice", "A"), ("Town Square", "TS"), ("@john", "J"), ("Ada  King  Lovelace", "AL"), ("  ", ""),
        ("123", ""), ("李 小龙", "李小"), ("émile zola", "ÉZ"), ("Ada 42", "A"), ("😀 Ada", "A"),
    ])
    func initials(name: String, expected: String) {
        #expect(PreviewCard.initials(of: name) == expected)
    }

    /// The title stops 6 pt short of the time, on every line it takes; expanded it wraps whole.
    @Test(arguments: [PreviewSurface.banner, .lockScreen, .expanded])
    func theTitleStaysClearOfTheTime(surface: PreviewSurface) {
        let card = PreviewCard.make(Self.preview(), on: surface, of: PreviewDevice.standard)
        let time = card.lines.first { $0.role == .time }!
        #expect(time.x + time.width == platter(card).x + platter(card).width - NotificationTextLayout.Platter.padding)
        let titles = card.lines.filter { $0.role == .title }
        #expect(!titles.isEmpty)
        for title in titles { #expect(title.x + title.width <= time.x - NotificationTextLayout.Platter.timeGap + 0.001) }
        #expect(titles.count == (surface == .expanded ? card.text.title!.lines.count : 1))
        #expect(titles.last?.truncated == (surface != .expanded))
        #expect(titles.last?.text.hasSuffix("…") == (surface != .expanded))
    }

    /// Time Sensitive: the label and the time take a row of their own; the title has the whole
    /// column under them (Braze, "Interruption level (iOS 15)").
    @Test func timeSensitiveMovesTheTitleDown() {
        let plain = PreviewCard.make(Self.preview(), on: .lockScreen, of: PreviewDevice.standard)
        let sensitive = PreviewCard.make(Self.preview(emphasis: .timeSensitive), on: .lockScreen, of: PreviewDevice.standard)
        let label = sensitive.lines.first { $0.role == .emphasis }!
        let time = sensitive.lines.first { $0.role == .time }!
        let title = sensitive.lines.first { $0.role == .title }!
        #expect(label.text == "Time Sensitive")
        #expect(label.baseline == time.baseline)
        #expect(title.baseline > time.baseline)
        #expect(sensitive.text.title!.shownCharacters > plain.text.title!.shownCharacters)
    }

    /// A thumbnail takes the trailing side of the body's lines, not the title's.
    @Test func theThumbnailNarrowsTheBody() {
        let card = PreviewCard.make(Self.preview(attachment: true), on: .lockScreen, of: PreviewDevice.standard)
        let thumbnail = card.boxes.first { $0.role == .thumbnail }!
        let bodies = card.lines.filter { $0.role == .body }
        #expect(bodies.count == 4)
        for body in bodies { #expect(body.x + body.width <= thumbnail.x - NotificationTextLayout.Platter.thumbnailGap + 0.001) }
        #expect(thumbnail.width == 32)
        // Expanded, the attachment is the picture above the text, and no thumbnail is drawn.
        let expanded = PreviewCard.make(Self.preview(attachment: true), on: .expanded, of: PreviewDevice.standard)
        #expect(!expanded.boxes.contains { $0.role == .thumbnail })
        let picture = expanded.boxes.first { $0.role == .picture }!
        #expect(picture.width == 374 && picture.height == 187)
        #expect(expanded.lines.filter { $0.role != .monogram }.allSatisfy { $0.baseline > picture.y + picture.height })
    }

    /// Notification Center: at most two cards behind, each 8 pt lower and 10 pt narrower a
    /// side, and the summary line counting every one.
    @Test func aThreadIsStacked() {
        let card = PreviewCard.make(Self.preview(), on: .notificationCenter, of: PreviewDevice.standard, stackedBehind: 3)
        let behind = card.boxes.filter { $0.role == .stacked }
        #expect(behind.count == 2)
        #expect(behind.map(\.width) == [334, 354])  // drawn farthest first
        #expect(behind.map(\.y) == [24, 16])
        #expect(card.lines.first { $0.role == .summary }?.text == "3 more notifications")
        let alone = PreviewCard.make(Self.preview(), on: .notificationCenter, of: PreviewDevice.standard)
        #expect(!alone.boxes.contains { $0.role == .stacked })
        #expect(!alone.lines.contains { $0.role == .summary })
        #expect(PreviewCard.make(Self.preview(), on: .lockScreen, of: PreviewDevice.standard, stackedBehind: 1).lines.first { $0.role == .summary }?.text == "1 more notification")
    }

    /// Expanded, the category's actions are a menu of 44 pt rows under the card.
    @Test func expandedShowsTheActions() {
        let actions = [NotificationPreview.Action(title: "Reply", destructive: false), .init(title: "Delete", destructive: true)]
        let card = PreviewCard.make(Self.preview(actions: actions), on: .expanded, of: PreviewDevice.standard)
        let menu = card.boxes.first { $0.role == .actions }!
        #expect(menu.height == 88)
        #expect(menu.y > platter(card).y + platter(card).height)
        #expect(card.lines.filter { $0.role == .action }.map(\.text) == ["Reply", "Delete"])
        #expect(card.lines.filter { $0.role == .action }.map(\.destructive) == [false, true])
        #expect(card.height == menu.y + menu.height + 8)
        #expect(!PreviewCard.make(Self.preview(actions: actions), on: .lockScreen, of: PreviewDevice.standard).lines.contains { $0.role == .action })
    }

    /// Without a title, the app's name takes its place.
    @Test func theAppNameStandsForAMissingTitle() {
        let card = PreviewCard.make(Self.preview(title: nil, body: "Hello"), on: .lockScreen, of: PreviewDevice.standard)
        #expect(card.lines.first { $0.role == .title }?.text == "Pizza")
        #expect(card.lines.first { $0.role == .monogram }?.text == "P")
    }

    /// Right to left, a line ends at the column's right edge.
    @Test func rightToLeftLinesAreSetFromTheRight() {
        let card = PreviewCard.make(Self.preview(title: "مرحبا", body: "تم شحن طلبك"), on: .lockScreen, of: PreviewDevice.standard)
        let body = card.lines.first { $0.role == .body }!
        #expect(body.rightToLeft)
        #expect(abs(body.x + body.width - (390 - 8 - 14)) < 0.001)
    }

    /// A short look: the icon and the title centred on black, at most three lines, and the app's name.
    @Test func aShortLookCentresTheTitle() {
        let card = PreviewCard.make(Self.preview(), on: .watch, of: PreviewDevice.named("watch-41mm")!)
        let titles = card.lines.filter { $0.role == .title }
        #expect(titles.count == 3)
        #expect(titles.last?.truncated == true)
        for title in titles { #expect(abs(title.x + title.width / 2 - 88) < 0.001) }
        #expect(card.lines.contains { $0.role == .appName && $0.text == "Pizza" })
        // Asked for on an iPhone, a short look is drawn on the 45 mm watch.
        #expect(PreviewCard.make(Self.preview(), on: .watch, of: PreviewDevice.standard).device.name == "watch-45mm")
    }
}
