import Testing

@testable import PushSimCore

/// "Did you mean …" for misspelt keys, events and actions.
@Suite("Suggestions")
struct SuggestionTests {
    @Test func aTypoFindsTheKnownName() {
        #expect(Suggestion.nearest(to: "screns", in: ["screens", "events", "routes"]) == "screens")
        #expect(Suggestion.hint(for: "MARK_RAED", in: ["MARK_READ", "REPLY"]) == #" (did you mean "MARK_READ"?)"#)
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.editDistance("routse", "routes") == 1)
    }

    @Test func farNamesSuggestNothing() {
        #expect(Suggestion.nearest(to: "banana", in: ["screens", "events"]) == nil)
        #expect(Suggestion.hint(for: "x", in: []) == "")
    }

    @Test func caseDoesNotCount() {
        #expect(Suggestion.nearest(to: "Screens", in: ["screens"]) == "screens")
    }
}
