/// An RFC 6901 JSON pointer ("/aps/alert/loc-args/1"): how every diagnostic names the key it
/// is about, so that tools and people can find it in any payload.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Token: Sendable, Hashable {
        case key(String)
        case index(Int)

        var escaped: String {
            switch self {
            case .index(let index): return String(index)
            case .key(let key):
                // Over the bytes: `String.contains(_:)` with a string is a substring search
                // of thousands of instructions, and a pointer is written for every invalid
                // payload's reason and diagnostic.
                guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
                var out = ""
                for character in key {
                    switch character {
                    case "~": out += "~0"
                    case "/": out += "~1"
                    default: out.append(character)
                    }
                }
                return out
            }
        }
    }

    public private(set) var tokens: [Token]

    public init(_ tokens: [Token] = []) {
        self.tokens = tokens
    }

    /// The whole document.
    public static let root = JSONPointer()

    public init(keys: String...) {
        self.tokens = keys.map(Token.key)
    }

    public func appending(_ key: String) -> JSONPointer {
        appending(token: .key(key))
    }

    public func appending(index: Int) -> JSONPointer {
        appending(token: .index(index))
    }

    /// One new array, where `tokens + [token]` made two.
    private func appending(token: Token) -> JSONPointer {
        var longer: [Token] = []
        longer.reserveCapacity(tokens.count + 1)
        longer.append(contentsOf: tokens)
        longer.append(token)
        return JSONPointer(longer)
    }

    public static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    public static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(index: rhs) }

    /// "" for the root, else "/a/b".
    public var description: String {
        tokens.map { "/" + $0.escaped }.joined()
    }

    /// The pointer written for people: the root reads as "/" rather than nothing.
    public var displayString: String { tokens.isEmpty ? "/" : description }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.description < rhs.description
    }
}
