import Testing

@testable import PushSimCore

/// The layout syntax of `--stack`, replay cases and `launch.stack` (docs/app-model.md, "Tabs
/// and modals").
@Suite("Navigation layouts")
struct NavigationLayoutTests {
    @Test func aPlainStackIsALayoutThatPrintsTheSame() throws {
        let layout = try NavigationLayout.parse("Inbox > Conversation(42)")
        #expect(layout.description == "Inbox > Conversation(42)")
        #expect(layout.tabs.count == 1 && layout.modals.isEmpty)
        #expect(layout.visibleScreen == ScreenReference(name: "Conversation", argument: "42"))
    }

    @Test func tabsAndModalsParseInOrder() throws {
        let layout = try NavigationLayout.parse(" Home(t1) > Channel(c1) | Mentions > Thread(r1) ^ Settings > About ^ Sheet ")
        #expect(layout.selected.description == "Home(t1) > Channel(c1)")
        #expect(layout.tabs.map(\.description) == ["Home(t1) > Channel(c1)", "Mentions > Thread(r1)"])
        #expect(layout.modals.map(\.description) == ["Settings > About", "Sheet"])
        #expect(layout.visibleScreen?.name == "Sheet")
        // What the user sees: the selected tab and the modals; other tabs are behind the tab bar.
        #expect(layout.description == "Home(t1) > Channel(c1) ^ Settings > About ^ Sheet")
        #expect(layout.fullDescription == "Home(t1) > Channel(c1) | Mentions > Thread(r1) ^ Settings > About ^ Sheet")
        #expect(try NavigationLayout.parse(layout.fullDescription) == layout)
    }

    @Test(arguments: [
        ("Home | | Search", "tab 2 of \"Home | | Search\" is empty (two '|' in a row?)"),
        ("^ Settings", "nothing before '^': a modal is presented over a stack, as in Home ^ Settings"),
        ("Home ^ ", "modal 1 of \"Home ^ \" is empty (a '^' with nothing after it?)"),
        ("Home ^ Settings | Search", "\"Settings | Search\": tabs come before the first '^'; a modal is one stack"),
        ("Home > ^ Settings", "screen 2 of \"Home > \" is empty (two '>' in a row?)"),
    ])
    func mistakesAreNamed(text: String, message: String) {
        #expect(throws: StackDescription.ParseError(message: message)) { try NavigationLayout.parse(text) }
    }
}
