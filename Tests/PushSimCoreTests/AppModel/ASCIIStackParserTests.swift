import Testing

@testable import PushSimCore

/// Stacks and hierarchies in ASCII are read byte by byte (docs/performance.md, "Start-up:
/// loading the app model"); the answer — the screens, or the error and its message — must be
/// the general parser's (`StackSyntax`) for every text, quoted ids included.
@Suite("Stacks read byte by byte")
struct ASCIIStackParserTests {
    static func generally(_ text: String, placeholders: Bool) -> Result<StackDescription, StackDescription.ParseError> {
        Result { () throws(StackDescription.ParseError) in try StackDescription.parseUnicode(text, allowPlaceholders: placeholders) }
    }

    static func parsed(_ text: String, placeholders: Bool) -> Result<StackDescription, StackDescription.ParseError> {
        Result { () throws(StackDescription.ParseError) in try StackDescription.parse(text, allowPlaceholders: placeholders) }
    }

    @Test("the fixtures' stacks and hierarchies, and the grammar's edges", arguments: [false, true])
    func sameAsGenerally(placeholders: Bool) {
        let texts = [
            "Inbox", "Inbox > Conversation(42)", " Inbox>Conversation( 42 ) ", "TaskList > TaskDetail(:id)",
            "A(:id?)", "A(:id??)", "A(:)", "A(:9)", "A(: id)", "A()", "A( )", "A(x))", "A)(x)", "A((x)", "A(x", "(x)",
            "A (x)", "A\t>\r\nB", "_a1 > b_2", "1A", "A-B", "A > > B", "", "   ", ">", "A >", "A(x)B", "Café", "A(é)",
            "e\u{301}", "A(:i\u{301}d)", "Ünïcode > Inbox", "A\u{0B}>\u{0C}B", "A(\u{0}x)", "Ä(x)",
            #"A("x")"#, #"A( "x > y" ) > B"#, #"A("")"#, #"A(":id")"#, #"A("a\"b")"#, #"A("a)"#, #"A(q"z)"#, #"A(a\b)"#,
            #"A("x")y"#, #"A("\e\n\u{41}")"#, #"A("\q")"#,
        ]
        for text in texts {
            #expect(Self.parsed(text, placeholders: placeholders) == Self.generally(text, placeholders: placeholders), "\(text)")
            // One screen, as the app model's screen names are checked.
            let reference = Result { () throws(StackDescription.ParseError) in
                try ScreenReference.parse(text, allowPlaceholders: placeholders)
            }
            let referenceGenerally = Result { () throws(StackDescription.ParseError) in
                try ScreenReference.parseUnicode(text, allowPlaceholders: placeholders)
            }
            #expect(reference == referenceGenerally, "\(text)")
        }
    }

    @Test("random texts over the grammar's characters", arguments: 0..<8)
    func randomTextsAgree(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let pieces = ["A", "b", "Z", "_", "7", "(", ")", ":", "?", ">", " ", "\t", "\r\n", "-", "é", "\u{301}", "id", "Inbox"]
        var accepted = 0
        for _ in 0..<500 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            for placeholders in [false, true] {
                let expected = Self.generally(text, placeholders: placeholders)
                #expect(Self.parsed(text, placeholders: placeholders) == expected, "\(text.debugDescription)")
                if case .success = expected { accepted += 1 }
            }
        }
        // Enough of them are valid stacks that the byte-by-byte path is exercised.
        #expect(accepted > 50)
    }
}
