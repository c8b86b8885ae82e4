/// A path into a JSON document: keys and array indexes, written `channel.members[0].id`
/// (docs/app-model.md, "Parameters").
public struct KeyPath: Sendable, Equatable, CustomStringConvertible {
    public enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component]) {
        self.components = components
    }

    /// Parses `a.b[0].c`; nil for an empty key, an unclosed bracket or a bad index.
    public init?(parsing text: String) {
        var components: [Component] = []
        var key = ""
        var index = text.startIndex
        var afterBracket = false
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case ".":
                if key.isEmpty && !afterBracket { return nil }
                if !key.isEmpty { components.append(.key(key)) }
                key = ""
                afterBracket = false
            case "[":
                if !key.isEmpty { components.append(.key(key)) } else if components.isEmpty { return nil }
                key = ""
                guard let close = text[index...].firstIndex(of: "]"), let number = Int(text[text.index(after: index)..<close]),
                    number >= 0
                else { return nil }
                components.append(.index(number))
                index = close
                afterBracket = true
            default:
                if afterBracket { return nil }
                key.append(character)
            }
            index = text.index(after: index)
        }
        if !key.isEmpty {
            components.append(.key(key))
        } else if !afterBracket {
            return nil
        }
        self.components = components
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The first key, which names a parameter or a namespace in a condition.
    public var head: String? {
        if case .key(let key)? = components.first { return key }
        return nil
    }

    public var tail: KeyPath { KeyPath(Array(components.dropFirst())) }
}

extension JSONValue {
    /// The value at `path`, or nil when a key or index is not there.
    public func value(at path: KeyPath) -> JSONValue? {
        var current = self
        for component in path.components {
            switch component {
            case .key(let key):
                guard let next = current.objectValue?[key] else { return nil }
                current = next
            case .index(let index):
                guard let elements = current.arrayValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }
}
