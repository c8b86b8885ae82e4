/// Why a URL could not be read at all. The router reports it as an `unmatched` result.
public struct RouteURLProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The URL is the empty string.
        case empty
        /// A `%` not followed by two hexadecimal digits (`%zz`, `%4`, a `%` at the end).
        case malformedPercentEscape(escape: String)
        /// Percent-decoding gives bytes that are not valid UTF-8 (`%C3%28`).
        case invalidUTF8
    }

    /// The part of the URL the problem is in.
    public enum Place: Sendable, Equatable {
        /// The host of an `http`/`https` URL.
        case host
        /// A routing segment, counted from 1 (for a custom scheme, segment 1 is the host).
        case segment(Int)
        /// A `&`-separated query item, counted from 1.
        case queryItem(Int)
    }

    public var kind: Kind
    public var place: Place?
    /// The still-encoded text of that part.
    public var text: String?
    /// Where the problem starts in the URL, in characters counted from 1.
    public var column: Int?

    public init(kind: Kind, place: Place? = nil, text: String? = nil, column: Int? = nil) {
        self.kind = kind
        self.place = place
        self.text = text
        self.column = column
    }

    public var description: String {
        switch kind {
        case .empty:
            return "the URL is empty"
        case .malformedPercentEscape(let escape):
            return "malformed percent-escape \"\(escape)\"\(atColumn)\(inPlace): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"
        case .invalidUTF8:
            return "\(placeWords ?? "a part of the URL")\(quotedText) percent-decodes to bytes "
                + "that are not valid UTF-8\(atColumn)"
        }
    }

    private var placeWords: String? {
        switch place {
        case .host: return "the host"
        case .segment(let number): return "segment \(number)"
        case .queryItem(let number): return "query item \(number)"
        case nil: return nil
        }
    }

    private var quotedText: String { text.map { " (\"\($0)\")" } ?? "" }
    private var atColumn: String { column.map { " at character \($0)" } ?? "" }
    private var inPlace: String { placeWords.map { ", in \($0)\(quotedText)" } ?? "" }
}
