/// Results of batches that finished before the batches ahead of them: each waits here, by its
/// place in the input, until everything before it is handed on, so a replay reports in input
/// order whichever worker finishes first (docs/replay.md, "Scale"). It holds at most what the
/// scheduler lets be outstanding (`OrderedBatches`).
struct ReorderWindow<Element> {
    private var waiting: [Int: Element] = [:]
    /// The place of the next element to hand on.
    private(set) var next = 0

    /// How many wait for an earlier one.
    var count: Int { waiting.count }

    /// `element` is the one at `place` (each place once, counted from 0).
    mutating func insert(_ element: Element, at place: Int) {
        precondition(place >= next && waiting[place] == nil, "each place is filled once")
        waiting[place] = element
    }

    /// The next element in order, if it has arrived.
    mutating func popNext() -> Element? {
        guard let element = waiting.removeValue(forKey: next) else { return nil }
        next += 1
        return element
    }
}
