/// The names a misspelt one is compared with, prepared once so that a model with thousands of
/// names and many mistakes does not compare every mistake with every name
/// (docs/guarantees.md, "Scaling"): only names whose length is within the edit limit are
/// compared, and each distinct misspelling is looked up once.
struct SuggestionIndex {
    /// Lowercased candidates as characters, with their position in the list given, by length;
    /// and as bytes when they are printable ASCII (one byte a character).
    private var byLength: [Int: [(position: Int, characters: [Character], bytes: [UInt8]?)]] = [:]
    private let candidates: [String]
    private var answered: [String: String?] = [:]

    init(_ candidates: [String]) {
        self.candidates = candidates
        for (position, candidate) in candidates.enumerated() {
            let lowercased = candidate.lowercased()
            let characters = Array(lowercased)
            byLength[characters.count, default: []].append((position, characters, Self.printableASCII(lowercased)))
        }
    }

    /// The same answer as comparing `name` with every candidate: the closest within the limit
    /// (`Suggestion.nearest`), the earliest given among equals.
    func nearest(to name: String) -> String? {
        let lowercased = name.lowercased()
        let wanted = Array(lowercased)
        let wantedBytes = Self.printableASCII(lowercased)
        let limit = min(3, max(1, name.count / 3))
        var best: (distance: Int, position: Int)?
        // The edit distance is at least the difference in length.
        for length in max(0, wanted.count - limit)...(wanted.count + limit) {
            for (position, characters, bytes) in byLength[length] ?? [] {
                let distance = if let wantedBytes, let bytes {
                    Suggestion.editDistance(wantedBytes, bytes, limit: limit)
                } else {
                    Suggestion.editDistance(wanted, characters, limit: limit)
                }
                guard distance <= limit else { continue }
                if let current = best, (current.distance, current.position) < (distance, position) { continue }
                best = (distance, position)
            }
        }
        return best.map { candidates[$0.position] }
    }

    /// The bytes of `text` when every one is printable ASCII (no CR LF pair, which is one
    /// character of two bytes), else nil.
    static func printableASCII(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } ? bytes : nil
    }

    /// `nearest(to:)`, remembered per name.
    mutating func cachedNearest(to name: String) -> String? {
        if let known = answered[name] { return known }
        let answer = nearest(to: name)
        answered[name] = answer
        return answer
    }

    /// " (did you mean "x"?)" or "".
    mutating func hint(for name: String) -> String {
        cachedNearest(to: name).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
