/// A decoded JSON value: what every layer above the decoder sees instead of jansson pointers.
///
/// Integers and reals stay distinct (`1` is not `1.0`) because validation must tell a badge of
/// `3` from a badge of `3.0`; objects keep their keys in document order so that reports and
/// re-serialized output are deterministic.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type name used in messages ("a string", "an integer"…).
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "an integer"
        case .real: return "a real number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// Integers and reals alike, for keys whose type is "number".
    public var numberValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value at a path of object keys, or nil where any step is missing or not an object.
    public func value(atKeyPath keys: [String]) -> JSONValue? {
        var current = self
        for key in keys {
            guard let next = current.objectValue?[key] else { return nil }
            current = next
        }
        return current
    }
}

/// A JSON object whose members keep their document order.
///
/// Payload objects are small (a few dozen keys at most), so a linear scan beats hashing and
/// keeps the order for free.
public struct JSONObject: Sendable, Equatable, Sequence {
    public typealias Member = (key: String, value: JSONValue)

    /// One member, stored as a struct rather than a tuple: the runtime copies and destroys an
    /// array of structs through the struct's own compiled value witnesses, and an array of
    /// tuples through its generic tuple functions, element by element; every decoded document
    /// is copied and destroyed member by member at least once.
    struct Entry: Sendable, Equatable {
        var key: String
        var value: JSONValue
    }

    /// The members, in document order.
    private(set) var entries: [Entry]

    public init(_ members: [Member] = []) {
        entries = members.map { Entry(key: $0.key, value: $0.value) }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The members as tuples, in document order, made on each call: the decoder, the payload
    /// reader and the writer read `entries` instead.
    public var members: [Member] { entries.map { (key: $0.key, value: $0.value) } }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// The first member whose key is `key` (a decoded object has no two: jansson rejects them).
    public subscript(key: String) -> JSONValue? {
        get {
            // By index: only the key is read on the way, no member is copied.
            for index in entries.indices where entries[index].key == key { return entries[index].value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    public func contains(_ key: String) -> Bool {
        for index in entries.indices where entries[index].key == key { return true }
        return false
    }

    /// The members as tuples, one at a time, without an array of them.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Entry]>

        public mutating func next() -> Member? {
            guard let entry = base.next() else { return nil }
            return (key: entry.key, value: entry.value)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(base: entries.makeIterator())
    }

    public var underestimatedCount: Int { entries.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(entries: elements.map { Entry(key: $0.0, value: $0.1) })
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(entries: elements.map { JSONObject.Entry(key: $0.0, value: $0.1) }))
    }
}
