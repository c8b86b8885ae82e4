/// A navigation stack written as people read it: `Inbox > Conversation(42)`, root first.
///
/// Syntax (docs/app-model.md, "Stacks"): screen names separated by `>`; a name is a letter or
/// `_` followed by letters, digits or `_`; an optional `(argument)` gives the screen's object id.
/// Spaces around names and `>` are ignored.
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
        return try parseCharacters(text, allowPlaceholders: allowPlaceholders)
    }

    /// `parse` by `Character`s: every stack that is not plain ASCII, and every error.
    static func parseCharacters(_ text: String, allowPlaceholders: Bool = false) throws(ParseError) -> StackDescription {
        let parts = text.split(separator: ">", omittingEmptySubsequences: false)
        guard !text.allSatisfy(\.isWhitespace) else { throw ParseError(message: "the stack is empty") }
        var screens: [ScreenReference] = []
        for (index, part) in parts.enumerated() {
            let item = part.trimmingWhitespace()
            guard !item.isEmpty else {
                throw ParseError(message: "screen \(index + 1) of \"\(text)\" is empty (two '>' in a row?)")
            }
            screens.append(try ScreenReference.parse(item, allowPlaceholders: allowPlaceholders))
        }
        return StackDescription(screens)
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

    public var description: String { argument.map { "\(name)(\($0))" } ?? name }

    static func parse(_ item: String, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> ScreenReference {
        if let reference = ASCIIStackParser.reference(item.utf8[...], allowPlaceholders: allowPlaceholders) { return reference }
        return try parseCharacters(item, allowPlaceholders: allowPlaceholders)
    }

    /// `parse` by `Character`s: every reference that is not plain ASCII, and every error.
    static func parseCharacters(_ item: String, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> ScreenReference {
        var name = item
        var argument: String?
        if let open = item.firstIndex(of: "(") {
            guard item.hasSuffix(")"), item.filter({ $0 == ")" }).count == 1 else {
                throw .init(message: "\"\(item)\": an argument goes in one pair of parentheses at the end, as in Conversation(42)")
            }
            name = String(item[..<open]).trimmingWhitespace()
            argument = String(item[item.index(after: open)..<item.index(before: item.endIndex)]).trimmingWhitespace()
            if argument?.isEmpty == true {
                throw .init(message: "\"\(item)\": empty parentheses; give the argument or leave them out")
            }
            if let text = argument, text.hasPrefix(":") {
                guard allowPlaceholders else {
                    throw .init(message: "\"\(item)\": a stack names concrete screens; placeholders like (:id) belong in hierarchies")
                }
                let name = text.dropFirst()
                let bare = name.hasSuffix("?") ? name.dropLast() : name
                guard let first = bare.first, first.isLetter || first == "_", bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else {
                    throw .init(message: "\"\(item)\": a placeholder is : and a name, as in (:id) or (:id?)")
                }
            }
        }
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            throw .init(message: "\"\(name)\" is not a screen name (a letter or _, then letters, digits or _)")
        }
        return ScreenReference(name: name, argument: argument)
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
