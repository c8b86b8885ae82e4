/// What the app shows, written as people read it (docs/app-model.md, "Tabs and modals"):
/// the selected tab's stack, then other tabs' stacks after `|`, then the modals presented over
/// everything after `^`, each over the one before:
///
///     Home(team1) > Channel(c1) | Mentions > Thread(r1) ^ Settings > About
///
/// An app without a tab bar has one stack, so a plain stack (`Inbox > Conversation(42)`) is a
/// layout too, and prints the same.
public struct NavigationLayout: Sendable, Equatable, CustomStringConvertible {
    /// The selected tab's stack first (or the app's only stack), then other tabs' stacks.
    public var tabs: [StackDescription]
    /// Presented modally, bottom first; each a stack of its own.
    public var modals: [StackDescription]

    public init(_ selected: StackDescription, otherTabs: [StackDescription] = [], modals: [StackDescription] = []) {
        tabs = [selected] + otherTabs
        self.modals = modals
    }

    public var selected: StackDescription { tabs[0] }

    /// What the user sees, bottom to top: the selected tab's stack and the modals over it
    /// (other tabs are behind the tab bar).
    public var description: String {
        ([tabs[0].description] + modals.map(\.description)).joined(separator: " ^ ")
    }

    /// Every tab's stack and the modals, in the syntax `--stack` reads.
    public var fullDescription: String {
        ([tabs.map(\.description).joined(separator: " | ")] + modals.map(\.description)).joined(separator: " ^ ")
    }

    /// The topmost screen: the top of the last modal, else of the selected tab's stack.
    public var visibleScreen: ScreenReference? { (modals.last ?? tabs[0]).screens.last }

    public static func parse(_ text: String) throws(StackDescription.ParseError) -> NavigationLayout {
        guard !text.allSatisfy(\.isWhitespace) else { throw .init(message: "the stack is empty") }
        let layers = text.split(separator: "^", omittingEmptySubsequences: false)
        let tabTexts = layers[0].split(separator: "|", omittingEmptySubsequences: false)
        var tabs: [StackDescription] = []
        for (index, tabText) in tabTexts.enumerated() {
            guard !tabText.allSatisfy(\.isWhitespace) else {
                throw .init(message: index == 0 && tabTexts.count == 1
                    ? "nothing before '^': a modal is presented over a stack, as in Home ^ Settings"
                    : "tab \(index + 1) of \"\(text)\" is empty (two '|' in a row?)")
            }
            tabs.append(try StackDescription.parse(String(tabText)))
        }
        var modals: [StackDescription] = []
        for (index, modalText) in layers.dropFirst().enumerated() {
            guard !modalText.allSatisfy(\.isWhitespace) else {
                throw .init(message: "modal \(index + 1) of \"\(text)\" is empty (a '^' with nothing after it?)")
            }
            if modalText.contains("|") {
                throw .init(message: "\"\(modalText.trimmingWhitespace())\": tabs come before the first '^'; a modal is one stack")
            }
            modals.append(try StackDescription.parse(String(modalText)))
        }
        return NavigationLayout(tabs[0], otherTabs: Array(tabs.dropFirst()), modals: modals)
    }
}
