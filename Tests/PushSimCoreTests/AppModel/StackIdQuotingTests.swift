import Testing
import TestSupport

@testable import PushSimCore

/// An object id comes from a payload, so it can hold anything: the stack syntax's own
/// characters, quotes, backslashes, controls. A printed stack must still read back as the
/// layout it shows (docs/app-model.md, "Hierarchies and stacks"): an id that would not is
/// written in quotes, and every parser reads the quotes.
@Suite("Object ids in printed stacks")
struct StackIdQuotingTests {
    /// Characters that break an unquoted id, or that the sanitizer escapes, and a few that
    /// glue to their neighbours (a combining mark, a prepended mark, a joiner).
    static let hostile: [String] = [
        "(", ")", ">", "^", "|", "\"", "\\", ":", "?", " ", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{9B}", "\u{7F}", "\u{0}",
        "\u{202E}", "\u{2028}", "\u{A0}", "\u{3000}", "\u{301}", "\u{600}", "\u{200D}", "\u{FEFF}", "a", "Z", "7", "é", "🎉",
        "u", "{", "}", "e", "n", "#", "[", "::", "x) > Profile(y",
    ]
    static let names = ["Inbox", "Conversation", "Chat", "_x9", "Café", "Ünïcode"]

    static func id(_ random: inout SplitMix64) -> String {
        (0..<random.below(7)).map { _ in hostile[random.below(hostile.count)] }.joined()
    }

    static func stack(_ random: inout SplitMix64) -> StackDescription {
        StackDescription(
            (0...random.below(3)).map { _ in
                ScreenReference(name: names[random.below(names.count)], argument: random.below(4) == 0 ? nil : id(&random))
            })
    }

    /// The same screens with the same ids, scalar for scalar (`String`'s `==` would take `é`
    /// and `e\u{301}` for the same id).
    static func same(_ lhs: StackDescription, _ rhs: StackDescription) -> Bool {
        lhs.screens.count == rhs.screens.count
            && zip(lhs.screens, rhs.screens).allSatisfy { left, right in
                left.name == right.name && left.argument.map { Array($0.unicodeScalars) } == right.argument.map { Array($0.unicodeScalars) }
            }
    }

    static func same(_ lhs: NavigationLayout, _ rhs: NavigationLayout) -> Bool {
        lhs.tabs.count == rhs.tabs.count && lhs.modals.count == rhs.modals.count
            && zip(lhs.tabs + lhs.modals, rhs.tabs + rhs.modals).allSatisfy { same($0, $1) }
    }

    @Test func plainIdsPrintAsTheyAlwaysHave() {
        for id in ["42", "c-77", "x-y z", "é", "🎉", "a:b", "a?", "team1", "550e8400-e29b-41d4-a716-446655440000", "#1 [x]"] {
            #expect(ScreenReference(name: "Conversation", argument: id).description == "Conversation(\(id))")
        }
    }

    @Test func anIdThatWouldNotReadBackIsQuoted() {
        let cases: [(String, String)] = [
            ("x) > Profile(y", #"Conversation("x) > Profile(y")"#),
            ("a>b", #"Conversation("a>b")"#),
            ("a^b", #"Conversation("a^b")"#),
            ("a|b", #"Conversation("a|b")"#),
            ("a(b", #"Conversation("a(b")"#),
            (#"q"z"#, #"Conversation("q\"z")"#),
            (#"back\slash"#, #"Conversation("back\\slash")"#),
            ("", #"Conversation("")"#),
            (":id", #"Conversation(":id")"#),
            (" padded ", #"Conversation(" padded ")"#),
            ("\u{A0}nbsp", "Conversation(\"\u{A0}nbsp\")"),
            ("line\nbreak\u{1B}[2J\u{9B}\u{202E}", #"Conversation("line\nbreak\e[2J\u{9B}\u{202E}")"#),
        ]
        for (id, printed) in cases {
            let reference = ScreenReference(name: "Conversation", argument: id)
            #expect(reference.description == printed, "\(id.debugDescription)")
            #expect(
                (try? StackDescription.parse(printed)).map { Self.same($0, StackDescription([reference])) } == true,
                "\(printed) does not read back")
        }
    }

    /// The issue's spoof: the id no longer prints as two screens.
    @Test func anIdCannotSpoofAScreen() throws {
        let layout = NavigationLayout(
            StackDescription([ScreenReference(name: "Inbox"), ScreenReference(name: "Conversation", argument: "x) > Profile(y")]))
        #expect(layout.description == #"Inbox > Conversation("x) > Profile(y")"#)
        #expect(try NavigationLayout.parse(layout.description).selected.screens.count == 2)
    }

    @Test("every layout reads back from what is printed", arguments: 0..<8)
    func everyLayoutReadsBack(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        for _ in 0..<400 {
            let layout = NavigationLayout(
                Self.stack(&random), otherTabs: (0..<random.below(3)).map { _ in Self.stack(&random) },
                modals: (0..<random.below(3)).map { _ in Self.stack(&random) })
            let full = try NavigationLayout.parse(layout.fullDescription)
            #expect(Self.same(full, layout), "\(layout.fullDescription.debugDescription)")
            // What reports print: the selected tab and the modals.
            let shown = try NavigationLayout.parse(layout.description)
            #expect(Self.same(shown, NavigationLayout(layout.selected, modals: layout.modals)), "\(layout.description.debugDescription)")
            #expect(Self.same(try StackDescription.parse(layout.selected.description), layout.selected))
            // The same text in every format: nothing in it for the sanitizer to escape.
            #expect(TerminalText.sanitize(layout.fullDescription) == layout.fullDescription)
            var buffer = TextBuffer(sanitizing: true)
            layout.appendDescription(to: &buffer)
            #expect(buffer.string == layout.description)
        }
    }

    @Test func aQuotedArgumentInAHierarchyIsAFixedArgument() throws {
        let template = try HierarchyTemplate.parse(#"Inbox > Conversation(":id") > Thread(:id) > Note("a > b")"#)
        #expect(
            template.screens.map(\.argument) == [.none, .literal(":id"), .placeholder("id", optional: false), .literal("a > b")])
        #expect(template.description == #"Inbox > Conversation(":id") > Thread(:id) > Note("a > b")"#)
        #expect(try HierarchyTemplate.parse(template.description) == template)
    }

    @Test(arguments: [
        (#"Chat("a"#, #""Chat("a": the quoted id has no closing quote"#),
        (#"Chat("a")x"#, #""Chat("a")x": an argument goes in one pair of parentheses at the end, as in Conversation(42)"#),
        (#"Chat("a") > "#, #"screen 2 of "Chat("a") > " is empty (two '>' in a row?)"#),
        (#"Chat("a\q")"#, #""Chat("a\q")": \q is not an escape of a quoted id; write \", \\, \n, \r, \t, \e or \u{…}"#),
        (#"Chat("\u{D800}")"#, #""Chat("\u{D800}")": \u{D800} is not a character"#),
        (#"Chat("\u{}")"#, #""Chat("\u{}")": \u{…} takes 1 to 8 hexadecimal digits"#),
        (#"Chat("\u41")"#, #""Chat("\u41")": \u{…} takes 1 to 8 hexadecimal digits"#),
    ])
    func mistakesInQuotesAreNamed(text: String, message: String) {
        #expect(throws: StackDescription.ParseError(message: message)) { try NavigationLayout.parse(text) }
    }

    @Test func escapesReadAsTheCharactersTheyName() throws {
        let stack = try StackDescription.parse(#"Chat(" \"q\" \\ \n\r\t\e \u{9B}\u{1F389}\u{41} ") > Inbox"#)
        #expect(stack.screens[0].argument == " \"q\" \\ \n\r\t\u{1B} \u{9B}🎉A ")
        #expect(stack.screens[1] == ScreenReference(name: "Inbox"))
    }

    /// Ids written before quoting existed read as they did: a `"` or `\` inside an unquoted id
    /// is itself.
    @Test func unquotedIdsReadAsBefore() throws {
        #expect(try StackDescription.parse(#"Chat(q"z)"#).screens[0].argument == #"q"z"#)
        #expect(try StackDescription.parse(#"Chat(a\b)"#).screens[0].argument == #"a\b"#)
        #expect(try StackDescription.parse("Chat(a(b)").screens[0].argument == "a(b")
    }
}
