import Testing

/// The matching rules the docs' examples are checked with (docs/README.md): exact lines, `…`
/// alone for any run of lines, `…` inside a line for any run of characters.
@Suite("Doc output patterns")
struct DocOutputPatternTests {
    @Test func everyLineMustBeAsShown() {
        #expect(DocOutputPattern(lines: ["a", "b"]).matches(["a", "b"]))
        #expect(!DocOutputPattern(lines: ["a", "b"]).matches(["a", "c"]))
        #expect(!DocOutputPattern(lines: ["a", "b"]).matches(["a", "b", "c"]))
        #expect(!DocOutputPattern(lines: ["a", "b"]).matches(["a"]))
        #expect(!DocOutputPattern(lines: ["a"]).matches(["a "]))
        #expect(DocOutputPattern(lines: []).matches([]))
        #expect(!DocOutputPattern(lines: []).matches([""]))
    }

    @Test func anElisionLineStandsForAnyRunOfLines() {
        let pattern = DocOutputPattern(lines: ["first", "…", "last"])
        #expect(pattern.matches(["first", "last"]))
        #expect(pattern.matches(["first", "x", "y", "last"]))
        #expect(!pattern.matches(["first", "x", "y"]))
        #expect(!pattern.matches(["x", "first", "last"]))
        #expect(DocOutputPattern(lines: ["…"]).matches([]))
    }

    @Test func anElisionInALineStandsForAnyRunOfCharacters() {
        #expect(DocOutputPattern.line("replayed 9 files (outcomes: a 1, b 2)", matches: "replayed 9 files (outcomes: …)"))
        #expect(DocOutputPattern.line("ab", matches: "a…b"))
        #expect(DocOutputPattern.line("a-x-b-y-c", matches: "a…b…c"))
        #expect(!DocOutputPattern.line("replayed 8 files (outcomes: a 1)", matches: "replayed 9 files (outcomes: …)"))
        #expect(!DocOutputPattern.line("ab", matches: "ab…c"))
        #expect(!DocOutputPattern.line("aXb", matches: "a…bb"))
        #expect(DocOutputPattern.line("loading Conversation 42…", matches: "loading Conversation 42…"))
    }
}
