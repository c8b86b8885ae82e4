/// "Did you mean …": the nearest known name to a misspelt one.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if close enough to be a likely typo
    /// (at most a third of the name's length, and at least 1 and at most 3 edits).
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        SuggestionIndex(candidates).nearest(to: name)
    }

    /// " (did you mean "x"?)" or "".
    public static func hint(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance over characters, with adjacent swaps counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b), limit: .max)
    }

    /// The distance, or any number above `limit` as soon as it must exceed it.
    /// Generic so that printable ASCII names are compared as bytes (`SuggestionIndex`): a byte
    /// is one character there, and comparing bytes costs a fraction of comparing `Character`s,
    /// which an unknown event's "did you mean" otherwise does for every name of the model.
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            // Each row's smallest value is at least the smaller of the two before it (plus
            // one for a swap), so once two rows exceed the limit every later one does.
            if current.min()! > limit, previous.min()! > limit { return limit + 1 }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
