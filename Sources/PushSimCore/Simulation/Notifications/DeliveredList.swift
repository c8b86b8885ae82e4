/// The notifications the system has delivered to Notification Center while this app runs
/// (docs/delivery.md, "The delivered list"): a banner the system shows, or a foreground
/// `willPresent` answer with `banner` or `list`, puts one in — replacing the one with the same
/// `apns-collapse-id`, as iOS does; opening or acting on it takes it out; a handler's
/// `clearDelivered` removes the ones it matches (`removeDeliveredNotifications(withIdentifiers:)`).
///
/// The entries are a `PersistentNumberedList`: a scenario step keeps the list as it was
/// (`ScenarioSnapshot`) by sharing it, and each change costs O(log n), so a scenario's memory and
/// time grow with its notifications, not with its steps times its notifications
/// (docs/guarantees.md, "Scaling").
struct DeliveredList {
    struct Entry: Sendable {
        /// Its place in the order of delivery, which identifies it.
        let number: Int
        let notification: AppNotification
        /// What it shows: "Title — Body".
        let text: String

        /// "THREAD-ID: text", or the text alone without a thread id: how scenarios name it.
        var description: String { notification.threadID.map { "\($0): \(text)" } ?? text }
    }

    /// Oldest first, by number.
    private(set) var entries = PersistentNumberedList<Entry>()
    private var delivered = 0
    /// The entry of the delivery in progress, if the system put it in the list.
    private(set) var current: Int?
    /// The entry the delivery in progress added, whether or not it is still there.
    private(set) var added: Int?
    /// Whether the two indexes below are kept: from the `searchedUpTo`th entry on. Until then
    /// the list is searched, which costs less than hashing (an app reset for every replayed
    /// payload holds one entry).
    private var indexed = false
    /// The number of the entry that carried each `apns-collapse-id`: at most one entry carries
    /// one, as adding an entry replaces the one with its collapse id. It may have left since.
    private var numberByCollapseID: [String: Int] = [:]
    /// The numbers of each `thread-id`'s entries, oldest first; those that left since are
    /// dropped when `latest(inThread:)` meets them (a number never comes back).
    private var numbersByThread: [String: [Int]] = [:]

    private static let searchedUpTo = 16

    var count: Int { entries.count }

    func entry(_ number: Int) -> Entry? { entries.element(number) }

    /// The most recent entry.
    var latest: Entry? { entries.last?.element }

    /// The most recent entry `picks` chooses.
    func latest(where picks: (Entry) -> Bool) -> Entry? { entries.last(where: picks)?.element }

    /// The most recent entry of `thread`.
    mutating func latest(inThread thread: String) -> Entry? {
        guard indexed else { return entries.last { $0.notification.threadID == thread }?.element }
        while let number = numbersByThread[thread]?.last {
            if let entry = entries.element(number) { return entry }
            numbersByThread[thread]?.removeLast()
        }
        return nil
    }

    /// A new delivery begins: nothing of it is in the list yet.
    mutating func beginDelivery() {
        current = nil
        added = nil
    }

    /// Puts a notification in; returns the entry it replaced (the same `apns-collapse-id`, or
    /// the same local request identifier: version 3), if any.
    @discardableResult
    mutating func add(_ notification: AppNotification, text: String = "") -> Entry? {
        delivered += 1
        var replaced: Entry?
        if let collapseID = notification.replacingIdentifier {
            let carrying = indexed ? numberByCollapseID[collapseID] : entries.last { $0.notification.replacingIdentifier == collapseID }?.number
            if let carrying { replaced = entries.remove(carrying) }
        }
        let entry = Entry(number: delivered, notification: notification, text: text)
        entries.append(entry, number: delivered)
        if indexed {
            index(entry)
        } else if entries.count >= Self.searchedUpTo {
            indexed = true
            let all = entries
            all.forEach { _, entry in index(entry) }
        }
        current = delivered
        added = delivered
        return replaced
    }

    private mutating func index(_ entry: Entry) {
        if let collapseID = entry.notification.replacingIdentifier { numberByCollapseID[collapseID] = entry.number }
        if let thread = entry.notification.threadID { numbersByThread[thread, default: []].append(entry.number) }
    }

    /// Notification Center's groups as iOS shows them by default ("Automatic" grouping): one
    /// per `thread-id`, one for the app's notifications without one; the group holding the
    /// newest notification first, each group newest first (docs/delivery.md, "Grouping,
    /// scenes, the summary and replacement").
    var groups: [[Entry]] { Self.groups(of: entries) }

    static func groups(of entries: PersistentNumberedList<Entry>) -> [[Entry]] {
        var order: [String?] = []
        var members: [String?: [Entry]] = [:]
        for entry in entries.elements.reversed() {
            let thread = entry.notification.threadID
            if members[thread] == nil { order.append(thread) }
            members[thread, default: []].append(entry)
        }
        return order.map { members[$0] ?? [] }
    }

    /// The user is about to act on an entry already in the list (from Notification Center):
    /// this step adds nothing to it.
    mutating func select(_ number: Int) {
        current = entries.contains(number) ? number : nil
        added = nil
    }

    /// The user opened or acted on the notification being delivered: it leaves the list.
    mutating func removeCurrent() {
        guard let current else { return }
        entries.remove(current)
        self.current = nil
    }

    /// The numbers of the entries `picks` chooses, oldest first.
    func numbers(where picks: (Entry) -> Bool) -> [Int] {
        var chosen: [Int] = []
        entries.forEach { number, entry in if picks(entry) { chosen.append(number) } }
        return chosen
    }

    /// Removes the entries filed under `numbers`; returns how many were there.
    mutating func remove(_ numbers: [Int]) -> Int {
        var removed = 0
        for number in numbers where entries.remove(number) != nil { removed += 1 }
        if let current, !entries.contains(current) { self.current = nil }
        return removed
    }
}
