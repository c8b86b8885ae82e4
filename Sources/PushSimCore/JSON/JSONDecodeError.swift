/// Why a sequence of bytes is not a JSON document pushsim will read.
///
/// Each case is a decision documented in docs/json-input.md; the message is written for people
/// and the position says where.
public struct JSONDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Zero bytes.
        case empty
        /// Only spaces, tabs and line breaks.
        case whitespaceOnly
        /// A byte-order mark: "UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE".
        case byteOrderMark(String)
        /// A raw 0x00 byte anywhere in the input.
        case nulByte
        /// Nesting deeper than `JSONDecoding.maximumDepth`.
        case tooDeep(limit: Int)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// The same key twice in one object.
        case duplicateKey(String)
        /// An integer outside the signed 64-bit range, or a real that overflows a double.
        case numberOutOfRange
        /// `\u0000` inside a string.
        case escapedNul
        /// Anything else jansson rejects: the reason is jansson's own words.
        case syntax
    }

    public var kind: Kind
    public var reason: String
    public var position: SourcePosition?

    public init(kind: Kind, reason: String, position: SourcePosition?) {
        self.kind = kind
        self.reason = reason
        self.position = position
    }

    public var description: String {
        if let position { return "\(position): \(reason)" }
        return reason
    }
}
