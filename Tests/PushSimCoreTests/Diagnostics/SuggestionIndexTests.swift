@testable import PushSimCore
import Testing

/// "Did you mean": the prepared index answers exactly as comparing with every name does.
@Suite("Did-you-mean over many names")
struct SuggestionIndexTests {
    /// The definition: the closest candidate within the limit, the earliest among equals.
    static func everyCandidate(_ name: String, _ candidates: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = Suggestion.editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    @Test("same answer as comparing with every name", arguments: 0..<20)
    func sameAsEveryCandidate(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let letters = Array("abcAB_é")
        func word() -> String { String((0..<random.below(9)).map { _ in letters[random.below(letters.count)] }) }
        let candidates = (0..<60).map { _ in word() }
        var index = SuggestionIndex(candidates)
        for _ in 0..<60 {
            let name = word()
            #expect(index.nearest(to: name) == Self.everyCandidate(name, candidates), "\(name) in \(candidates)")
            #expect(index.cachedNearest(to: name) == Self.everyCandidate(name, candidates))
        }
    }

    @Test func suggestsAndStaysQuietWhenNothingIsClose() {
        var index = SuggestionIndex(["new_message", "task_updated", "payout_sent"])
        #expect(index.hint(for: "new_mesage") == " (did you mean \"new_message\"?)")
        #expect(index.hint(for: "task_udpated") == " (did you mean \"task_updated\"?)")
        #expect(index.hint(for: "refund") == "")
    }

    @Test func stopsEarlyOnlyAboveTheLimit() {
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting"), limit: 3) == 3)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting"), limit: 2) > 2)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
    }
}
