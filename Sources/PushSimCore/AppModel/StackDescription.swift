/// A navigation stack written as people read it: `Inbox > Conversation(42)`, root first.
///
/// Syntax (docs/app-model.md, "Hierarchies and stacks"): screen names separated by `>`; a name
/// is a letter or `_` followed by letters, digits or `_`; an optional `(argument)` gives the
/// screen's object id, in quotes when it holds what the syntax would read otherwise
/// (`Conversation("x) > y")`, `StackArgument`). Spaces around names and `>` are ignored.
public struct StackDescription: Sendable, Equatable, CustomStringConvertible {
    public var screens: [ScreenReference]

    public init(_ screens: [ScreenReference]) {
        self.screens = screens
    }

    public var description: String { screens.map(\.description).joined(separator: " > ") }

    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public static func parse(_ text: String, allowPlaceholders: Bool = false) throws(ParseError) -> StackDescription {
        if let stack = ASCIIStackParser.stack(text, allowPlaceholders: allowPlaceholders) { return stack }
        return try parseUnicode(text, allowPlaceholders: allowPlaceholders)
    }

    /// `parse` over Unicode scalars (`StackSyntax`): every stack that is not plain ASCII or
    /// quotes an id, and every error.
    static func parseUnicode(_ text: String, allowPlaceholders: Bool = false) throws(ParseError) -> StackDescription {
        StackDescription(try StackSyntax.screens(text, allowPlaceholders: allowPlaceholders).map(ScreenReference.init(template:)))
    }
}

/// One screen in a stack: its name and its argument, if it has one.
public struct ScreenReference: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var argument: String?

    public init(name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    /// A screen of a parsed stack; a placeholder (with `allowPlaceholders`) is its text, `:id`.
    init(template: ScreenTemplate) {
        name = template.name
        switch template.argument {
        case .none: argument = nil
        case .literal(let value): argument = value
        case .placeholder(let parameter, let optional): argument = ":" + parameter + (optional ? "?" : "")
        }
    }

    /// `Conversation(42)`; an id that would not read back as itself is quoted (`StackArgument`).
    public var description: String { argument.map { "\(name)(\(StackArgument.text($0)))" } ?? name }

    static func parse(_ item: String, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> ScreenReference {
        if let reference = ASCIIStackParser.reference(item.utf8[...], allowPlaceholders: allowPlaceholders) { return reference }
        return try parseUnicode(item, allowPlaceholders: allowPlaceholders)
    }

    /// `parse` over Unicode scalars: every reference that is not plain ASCII or quotes an id,
    /// and every error.
    static func parseUnicode(_ item: String, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> ScreenReference {
        ScreenReference(template: try StackSyntax.screen(Substring(item).unicodeScalars, allowPlaceholders: allowPlaceholders))
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
