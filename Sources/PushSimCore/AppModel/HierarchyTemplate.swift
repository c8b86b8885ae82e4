/// The navigation hierarchy — the navigation path — an event builds, as the app model writes it:
/// `TaskList > TaskDetail(:id)`. `(:name)` is filled from the notification (`:id` is the object
/// id; deep-link routes may supply others); `(:name?)` is left out when there is no value; a
/// plain `(value)` is a fixed argument.
public struct HierarchyTemplate: Sendable, Equatable, CustomStringConvertible {
    public var screens: [ScreenTemplate]

    public init(_ screens: [ScreenTemplate]) {
        self.screens = screens
    }

    public var description: String { screens.map(\.description).joined(separator: " > ") }

    /// A quoted argument (`Note(":id")`) is always a fixed one (`StackSyntax`).
    public static func parse(_ text: String) throws(StackDescription.ParseError) -> HierarchyTemplate {
        // Plain ASCII without quotes, byte by byte: an argument starting with `:` is a placeholder.
        if let stack = ASCIIStackParser.stack(text, allowPlaceholders: true) {
            return HierarchyTemplate(stack.screens.map(ScreenTemplate.init(reference:)))
        }
        return HierarchyTemplate(try StackSyntax.screens(text, allowPlaceholders: true))
    }

    /// The parameters the hierarchy needs and cannot do without.
    public var requiredParameters: [String] {
        screens.compactMap { screen in
            if case .placeholder(let name, false) = screen.argument { return name }
            return nil
        }
    }

    /// The concrete stack for these parameter values, or the first required parameter missing.
    public func instantiate(_ parameters: [String: String]) -> Result<StackDescription, MissingParameter> {
        var references: [ScreenReference] = []
        for screen in screens {
            switch screen.argument {
            case .none:
                references.append(ScreenReference(name: screen.name))
            case .literal(let value):
                references.append(ScreenReference(name: screen.name, argument: value))
            case .placeholder(let name, let optional):
                if let value = parameters[name] {
                    references.append(ScreenReference(name: screen.name, argument: value))
                } else if optional {
                    references.append(ScreenReference(name: screen.name))
                } else {
                    return .failure(MissingParameter(screen: screen.name, parameter: name))
                }
            }
        }
        return .success(StackDescription(references))
    }

    public struct MissingParameter: Error, Sendable, Equatable {
        public var screen: String
        public var parameter: String
    }
}

public struct ScreenTemplate: Sendable, Equatable, CustomStringConvertible {
    public enum Argument: Sendable, Equatable {
        case none
        case literal(String)
        case placeholder(String, optional: Bool)
    }

    public var name: String
    public var argument: Argument

    public init(name: String, argument: Argument = .none) {
        self.name = name
        self.argument = argument
    }

    init(reference: ScreenReference) {
        name = reference.name
        guard let text = reference.argument else {
            argument = .none
            return
        }
        if text.hasPrefix(":") {
            let optional = text.hasSuffix("?")
            let name = String(text.dropFirst().dropLast(optional ? 1 : 0))
            argument = .placeholder(name, optional: optional)
        } else {
            argument = .literal(text)
        }
    }

    public var description: String {
        switch argument {
        case .none: return name
        case .literal(let value): return "\(name)(\(StackArgument.text(value)))"
        case .placeholder(let parameter, let optional): return "\(name)(:\(parameter)\(optional ? "?" : ""))"
        }
    }
}
