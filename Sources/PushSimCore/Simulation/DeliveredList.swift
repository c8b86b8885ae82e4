/// The notifications the system has delivered to Notification Center while this app runs
/// (docs/delivery.md, "The delivered list"): a banner the system shows, or a foreground
/// `willPresent` answer with `banner` or `list`, puts one in — replacing the one with the same
/// `apns-collapse-id`, as iOS does; opening or acting on it takes it out; a handler's
/// `clearDelivered` removes the ones it matches (`removeDeliveredNotifications(withIdentifiers:)`).
struct DeliveredList {
    struct Entry {
        /// Its place in the order of delivery, which identifies it.
        let number: Int
        let notification: AppNotification
        /// What it shows: "Title — Body".
        let text: String

        /// "THREAD-ID: text", or the text alone without a thread id: how scenarios name it.
        var description: String { notification.threadID.map { "\($0): \(text)" } ?? text }
    }

    private(set) var entries: [Entry] = []
    private var delivered = 0
    /// The entry of the delivery in progress, if the system put it in the list.
    private(set) var current: Int?
    /// The entry the delivery in progress added, whether or not it is still there.
    private(set) var added: Int?

    var count: Int { entries.count }

    /// A new delivery begins: nothing of it is in the list yet.
    mutating func beginDelivery() {
        current = nil
        added = nil
    }

    /// Puts a notification in; returns the entry it replaced (the same `apns-collapse-id`), if any.
    @discardableResult
    mutating func add(_ notification: AppNotification, text: String = "") -> Entry? {
        delivered += 1
        var replaced: Entry?
        if let collapseID = notification.collapseID, let index = entries.lastIndex(where: { $0.notification.collapseID == collapseID }) {
            replaced = entries[index]
            entries.removeAll { $0.notification.collapseID == collapseID }
        }
        entries.append(Entry(number: delivered, notification: notification, text: text))
        current = delivered
        added = delivered
        return replaced
    }

    /// Notification Center's groups as iOS shows them by default ("Automatic" grouping): one
    /// per `thread-id`, one for the app's notifications without one; the group holding the
    /// newest notification first, each group newest first (docs/delivery.md, "Grouping,
    /// scenes, the summary and replacement").
    var groups: [[Entry]] {
        var order: [String?] = []
        var members: [String?: [Entry]] = [:]
        for entry in entries.reversed() {
            let thread = entry.notification.threadID
            if members[thread] == nil { order.append(thread) }
            members[thread, default: []].append(entry)
        }
        return order.map { members[$0] ?? [] }
    }

    /// The user is about to act on an entry already in the list (from Notification Center):
    /// this step adds nothing to it.
    mutating func select(_ number: Int) {
        current = entries.contains { $0.number == number } ? number : nil
        added = nil
    }

    /// The user opened or acted on the notification being delivered: it leaves the list.
    mutating func removeCurrent() {
        guard let current else { return }
        entries.removeAll { $0.number == current }
        self.current = nil
    }

    /// Removes the entries `shouldRemove` picks; returns how many.
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) -> Int {
        let before = entries.count
        entries.removeAll(where: shouldRemove)
        if let current, !entries.contains(where: { $0.number == current }) { self.current = nil }
        return before - entries.count
    }
}
