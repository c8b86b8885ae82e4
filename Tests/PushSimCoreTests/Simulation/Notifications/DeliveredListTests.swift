import Testing

@testable import PushSimCore

/// Notification Center's list (docs/delivery.md, "The delivered list") against its plain
/// definition — an array searched from its end — under random deliveries, replacements by
/// collapse id, opened and cleared entries, short and long (where it keeps indexes).
@Suite("Delivered list")
struct DeliveredListTests {
    /// The definition: the array the list was before it was shared between scenario steps.
    struct Reference {
        var entries: [(number: Int, thread: String?, collapse: String?, text: String)] = []
        var delivered = 0

        mutating func add(thread: String?, collapse: String?, text: String) -> String? {
            delivered += 1
            var replaced: String?
            if let collapse, let index = entries.lastIndex(where: { $0.collapse == collapse }) {
                replaced = entries[index].text
                entries.removeAll { $0.collapse == collapse }
            }
            entries.append((delivered, thread, collapse, text))
            return replaced
        }

        func latest(inThread thread: String) -> Int? { entries.last { $0.thread == thread }?.number }
    }

    static func notification(thread: String?, collapse: String?) -> AppNotification {
        var notification = AppNotification(deepLink: "app://item/1")
        notification.threadID = thread
        notification.collapseID = collapse
        return notification
    }

    @Test("the list does what the array did", arguments: 0..<30)
    func sameAsTheArray(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var list = DeliveredList()
        var reference = Reference()
        // Seeds below 10 stay short (searched); the others grow past the indexes' threshold.
        let steps = seed < 10 ? 12 : 400
        var longest = 0
        for step in 0..<steps {
            switch random.below(6) {
            case 0, 1, 2:
                let thread = random.below(3) == 0 ? nil : "t\(random.below(4))"
                let collapse = random.below(3) == 0 ? "c\(random.below(3))" : nil
                list.beginDelivery()
                let replaced = list.add(Self.notification(thread: thread, collapse: collapse), text: "n\(step)")
                #expect(replaced?.text == reference.add(thread: thread, collapse: collapse, text: "n\(step)"))
            case 3:
                // The user opens the latest of a thread.
                let thread = "t\(random.below(4))"
                let number = list.latest(inThread: thread)?.number
                #expect(number == reference.latest(inThread: thread))
                if let number {
                    list.select(number)
                    list.removeCurrent()
                    reference.entries.removeAll { $0.number == number }
                }
            case 4:
                // A handler clears every entry of a thread.
                let thread = "t\(random.below(4))"
                let chosen = list.numbers { $0.notification.threadID == thread }
                #expect(chosen == reference.entries.filter { $0.thread == thread }.map(\.number))
                #expect(list.remove(chosen) == chosen.count)
                reference.entries.removeAll { $0.thread == thread }
            default:
                #expect(list.latest?.number == reference.entries.last?.number)
            }
            #expect(list.entries.elements.map(\.text) == reference.entries.map(\.text))
            #expect(list.count == reference.entries.count)
            longest = max(longest, list.count)
        }
        #expect(seed < 10 ? longest < 16 : longest >= 20, "\(longest) entries at most")
    }
}
