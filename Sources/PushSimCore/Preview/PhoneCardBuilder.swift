/// An iPhone's (or iPad's) notification placed in points: the platter 8 pt from the screen's
/// edges, 14 pt of padding, the icon, the text column beside it, the time at the title row's
/// end, a thumbnail at the trailing side; expanded, the attachment above and the actions
/// below; in Notification Center, the thread's other notifications stacked behind with the
/// summary line under them (docs/preview.md, "The platter", "Surfaces").
struct PhoneCardBuilder {
    typealias Platter = NotificationTextLayout.Platter
    let preview: NotificationPreview
    let surface: PreviewSurface
    let device: PreviewDevice
    let stackedBehind: Int
    let widths: any TextWidths

    /// How far each card behind shows below the one in front of it, and how much narrower it
    /// is on each side (docs/preview.md, "Surfaces").
    static let stackPeek = 8.0
    static let stackInset = 10.0
    /// iOS draws at most two cards behind a stack's top notification.
    static let stackDrawn = 2

    func card() -> PreviewCard {
        let expanded = surface == .expanded
        let thumbnail = preview.attachment && !expanded
        // Without a title, iOS puts the app's name in the title's place (docs/preview.md, "The platter").
        let text = NotificationTextLayout.lay(
            title: preview.title.flatMap { $0.isEmpty ? nil : $0 } ?? preview.appName, subtitle: preview.subtitle, body: preview.body,
            on: surface, of: device, thumbnail: thumbnail, time: preview.emphasis == nil ? "now" : "", widths: widths)
        var card = PreviewCard(surface: surface, device: device, appName: preview.appName, width: device.width, height: 0, text: text, stackedBehind: stackedBehind)
        let left = Platter.margin
        let right = device.width - Platter.margin
        var y = Platter.margin
        let platterTop = y
        if expanded && preview.attachment {
            // The attachment spans the card's width, at Braze's recommended 2:1 (docs/preview.md).
            let height = ((right - left) / 2).rounded()
            card.boxes.append(.init(role: .picture, x: left, y: y, width: right - left, height: height, radius: 0))
            y += height
        }
        let top = y + Platter.padding
        let columnLeft = left + Platter.padding + Platter.icon + Platter.iconGap
        let columnRight = right - Platter.padding
        var lineTop = top
        let time = PreviewCard.measure("now", NotificationTextLayout.bodyFont, widths)
        if let emphasis = preview.emphasis {
            // The label takes the title's row and the time, and the title moves down (Braze,
            // "Interruption level (iOS 15)").
            let width = PreviewCard.measure(emphasis.rawValue, PreviewCard.emphasisFont, widths)
            card.lines.append(.init(
                role: .emphasis, text: emphasis.rawValue, x: columnLeft, baseline: lineTop + 13, width: width, font: PreviewCard.emphasisFont,
                secondary: true))
            card.lines.append(.init(
                role: .time, text: "now", x: columnRight - time, baseline: lineTop + 13, width: time, font: NotificationTextLayout.bodyFont,
                secondary: true))
            lineTop += 18
        } else {
            card.lines.append(.init(
                role: .time, text: "now", x: columnRight - time, baseline: lineTop + PreviewCard.ascent, width: time,
                font: NotificationTextLayout.bodyFont, secondary: true))
        }
        let columnWidth = text.column
        func place(_ layout: TextLayout?, _ role: PreviewCard.TextRole, _ font: PreviewFont, width: Double) {
            guard let layout else { return }
            for (index, line) in layout.lines.enumerated() {
                let x = layout.rightToLeft ? columnLeft + width - line.width : columnLeft
                card.lines.append(.init(
                    role: role, text: line.text, x: x, baseline: lineTop + PreviewCard.ascent, width: line.width, font: font,
                    rightToLeft: layout.rightToLeft, truncated: layout.truncated && index == layout.lines.count - 1))
                lineTop += PreviewCard.lineHeight
            }
        }
        let titleWidth = preview.emphasis != nil ? columnRight - columnLeft : columnRight - columnLeft - time - Platter.timeGap
        place(text.title, .title, NotificationTextLayout.titleFont, width: titleWidth)
        let bodyTop = lineTop
        place(text.subtitle, .subtitle, NotificationTextLayout.titleFont, width: columnWidth)
        place(text.body, .body, NotificationTextLayout.bodyFont, width: columnWidth)
        if thumbnail {
            card.boxes.append(.init(
                role: .thumbnail, x: columnRight - Platter.thumbnail, y: bodyTop + 2, width: Platter.thumbnail, height: Platter.thumbnail, radius: 6))
            lineTop = max(lineTop, bodyTop + 2 + Platter.thumbnail)
        }
        let content = max(lineTop - top, Platter.icon)
        let iconY = top + ((content - Platter.icon) / 2).rounded()
        if let communication = preview.communication {
            let avatar = PreviewCard.avatar(of: communication, appName: preview.appName, x: left + Platter.padding, y: iconY, size: Platter.icon, widths: widths)
            card.boxes += avatar.boxes
            card.lines += avatar.lines
        } else {
            card.boxes.append(.init(role: .icon, x: left + Platter.padding, y: iconY, width: Platter.icon, height: Platter.icon, radius: PreviewCard.iconRadius))
            card.lines.append(PreviewCard.monogram(preview.appName, x: left + Platter.padding, y: iconY, size: Platter.icon, widths: widths))
        }
        let bottom = top + content + Platter.padding
        let platter = PreviewCard.Box(role: .platter, x: left, y: platterTop, width: right - left, height: bottom - platterTop, radius: PreviewCard.platterRadius)
        // Behind the platter, drawn first: the thread's other notifications.
        let behind = min(stackedBehind, Self.stackDrawn)
        var stacked: [PreviewCard.Box] = []
        for index in stride(from: behind, through: 1, by: -1) {
            let inset = Self.stackInset * Double(index)
            stacked.append(.init(
                role: .stacked, x: left + inset, y: platterTop + Self.stackPeek * Double(index), width: right - left - 2 * inset,
                height: platter.height, radius: PreviewCard.platterRadius))
        }
        card.boxes = stacked + [platter] + card.boxes
        var end = bottom + Self.stackPeek * Double(behind)
        if stackedBehind > 0 {
            // The summary line under a collapsed stack (WWDC18 session 711, "Using Grouped Notifications").
            let summary = stackedBehind == 1 ? "1 more notification" : "\(stackedBehind) more notifications"
            let width = PreviewCard.measure(summary, PreviewCard.captionFont, widths)
            card.lines.append(.init(
                role: .summary, text: summary, x: (device.width - width) / 2, baseline: end + 18, width: width, font: PreviewCard.captionFont,
                secondary: true, centred: true))
            end += 24
        }
        if expanded && !preview.actions.isEmpty {
            end = actionsMenu(below: end + Platter.margin, left: left, right: right, into: &card)
        }
        card.height = end + Platter.margin
        return card
    }

    /// The expanded view's actions, one 44 pt row each, in a rounded menu under the card.
    private func actionsMenu(below top: Double, left: Double, right: Double, into card: inout PreviewCard) -> Double {
        let rows = Double(preview.actions.count)
        card.boxes.append(.init(role: .actions, x: left, y: top, width: right - left, height: rows * PreviewCard.actionRow, radius: 14))
        let room = right - left - 2 * Platter.padding
        for (index, action) in preview.actions.enumerated() {
            let rowTop = top + Double(index) * PreviewCard.actionRow
            if index > 0 {
                card.boxes.append(.init(role: .separator, x: left, y: rowTop, width: right - left, height: 0.5, radius: 0))
            }
            let laid = TextLayout.lay(action.title, font: PreviewCard.actionFont, width: room, maxLines: 1, widths: widths)
            guard let line = laid.lines.first else { continue }
            card.lines.append(.init(
                role: .action, text: line.text, x: left + Platter.padding, baseline: rowTop + 28, width: line.width, font: PreviewCard.actionFont,
                rightToLeft: laid.rightToLeft, truncated: laid.truncated, destructive: action.destructive))
        }
        return top + rows * PreviewCard.actionRow
    }
}
