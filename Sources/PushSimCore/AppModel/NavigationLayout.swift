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

    /// Reads the layout syntax; `|` and `^` inside a quoted id are the id's (`StackSyntax`).
    public static func parse(_ text: String) throws(StackDescription.ParseError) -> NavigationLayout {
        let scalars = Substring(text).unicodeScalars
        guard !StackSyntax.isBlank(scalars) else { throw .init(message: "the stack is empty") }
        let layers = StackSyntax.split(scalars, at: "^")
        let tabTexts = StackSyntax.split(layers[0], at: "|")
        var tabs: [StackDescription] = []
        for (index, tabText) in tabTexts.enumerated() {
            guard !StackSyntax.isBlank(tabText) else {
                throw .init(message: index == 0 && tabTexts.count == 1
                    ? "nothing before '^': a modal is presented over a stack, as in Home ^ Settings"
                    : "tab \(index + 1) of \"\(text)\" is empty (two '|' in a row?)")
            }
            tabs.append(try StackDescription.parse(StackSyntax.string(tabText)))
        }
        var modals: [StackDescription] = []
        for (index, modalText) in layers.dropFirst().enumerated() {
            guard !StackSyntax.isBlank(modalText) else {
                throw .init(message: "modal \(index + 1) of \"\(text)\" is empty (a '^' with nothing after it?)")
            }
            if StackSyntax.split(modalText, at: "|").count > 1 {
                throw .init(message: "\"\(StackSyntax.string(StackSyntax.trimmed(modalText)))\": tabs come before the first '^'; a modal is one stack")
            }
            modals.append(try StackDescription.parse(StackSyntax.string(modalText)))
        }
        return NavigationLayout(tabs[0], otherTabs: Array(tabs.dropFirst()), modals: modals)
    }
}
