/// Replaces values inside JSON text and keeps every other byte as it is: the file's
/// indentation, its key order, its spacing, the values nobody changed (`scenario --update`,
/// docs/scenarios.md "--update"). A new value is written in the layout of the one it replaces:
/// an array or object that spanned several lines keeps one element per line with the same
/// indentation; anything else is written on one line, spaced as the old value (or the text
/// around it) was.
public enum JSONSplice {
    /// The value at `span` (the bytes of one JSON value, as `JSONLocator.spans` finds them)
    /// becomes `value`.
    public struct Edit: Sendable {
        public var span: Range<Int>
        public var value: JSONValue
        /// For a value whose old text shows no spacing: how the text around it is spaced.
        public var spacing: Spacing?

        public init(span: Range<Int>, value: JSONValue, spacing: Spacing? = nil) {
            self.span = span
            self.value = value
            self.spacing = spacing
        }
    }

    /// How values on one line are spaced: `["a", "b"]`, `{"k": 1}` or `["a","b"]`, `{"k":1}`.
    public struct Spacing: Sendable, Equatable {
        public var comma: String
        public var colon: String

        public static let spaced = Spacing(comma: ", ", colon: ": ")
        public static let tight = Spacing(comma: ",", colon: ":")
    }

    /// `bytes` with each edit's span replaced; the spans must not overlap. `spacing` is used
    /// for a value whose old text says nothing about spacing (a string, `[]`, `{}`).
    public static func apply(_ edits: [Edit], to bytes: [UInt8], spacing: Spacing = .spaced) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64 * edits.count)
        var copied = 0
        for edit in edits.sorted(by: { $0.span.lowerBound < $1.span.lowerBound }) {
            out += bytes[copied..<edit.span.lowerBound]
            out += text(for: edit.value, replacing: bytes[edit.span], in: bytes, spacing: edit.spacing ?? spacing).utf8
            copied = edit.span.upperBound
        }
        out += bytes[copied...]
        return out
    }

    /// The text of `value` laid out as `original` was.
    static func text(for value: JSONValue, replacing original: ArraySlice<UInt8>, in bytes: [UInt8], spacing fallback: Spacing) -> String {
        let old = Container(original, in: bytes)
        let spacing = old?.spacing ?? fallback
        guard let old, old.isMultiLine, old.isObject == (value.objectValue != nil) else { return inline(value, spacing) }
        let elements: [String]
        switch value {
        case .array(let items) where !old.isObject: elements = items.map { inline($0, spacing) }
        case .object(let object) where old.isObject:
            elements = object.entries.map { member in
                var key = ""
                JSONWriter.writeString(member.key, into: &key)
                return key + old.colonText + inline(member.value, spacing)
            }
        default: return inline(value, spacing)
        }
        guard !elements.isEmpty else { return old.isObject ? "{}" : "[]" }
        return (old.isObject ? "{" : "[") + old.lead + elements.joined(separator: "," + old.separator) + old.trail
            + (old.isObject ? "}" : "]")
    }

    /// `value` on one line.
    static func inline(_ value: JSONValue, _ spacing: Spacing) -> String {
        switch value {
        case .array(let items):
            return "[" + items.map { inline($0, spacing) }.joined(separator: spacing.comma) + "]"
        case .object(let object):
            return "{"
                + object.entries.map { member in
                    var key = ""
                    JSONWriter.writeString(member.key, into: &key)
                    return key + spacing.colon + inline(member.value, spacing)
                }.joined(separator: spacing.comma) + "}"
        default:
            return JSONWriter.string(value)
        }
    }

    /// How an object or array is laid out in the source: the whitespace after its opening
    /// bracket, after a comma and before its closing bracket, and its first member's colon.
    struct Container {
        var isObject: Bool
        var lead = ""
        var separator = ""
        var trail = ""
        var colonText = ": "
        /// The spacing of its first comma and colon, when it has them on one line.
        var spacing: Spacing?

        var isMultiLine: Bool { lead.contains("\n") }

        init?(_ slice: ArraySlice<UInt8>, in bytes: [UInt8]) {
            guard let first = slice.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
            isObject = first == UInt8(ascii: "{")
            var index = slice.startIndex + 1
            let end = slice.endIndex - 1  // the closing bracket
            func whitespace(from start: Int) -> Int {
                var at = start
                while at < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
                return at
            }
            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            var afterLast = index
            var comma: String?
            var colon: String?
            var members = 0
            while true {
                let start = whitespace(from: index)
                guard start < end else { break }
                if members == 0 { lead = text(index..<start) } else if members == 1 { separator = text(index..<start) }
                var valueStart = start
                if isObject {
                    let keyEnd = JSONLocator.end(ofValueAt: start, in: bytes)
                    valueStart = whitespace(from: whitespace(from: keyEnd) + 1)
                    if members == 0 {
                        colonText = text(keyEnd..<valueStart)
                        colon = colonText.contains("\n") ? nil : (colonText == ":" ? ":" : ": ")
                    }
                }
                afterLast = JSONLocator.end(ofValueAt: valueStart, in: bytes)
                members += 1
                let next = whitespace(from: afterLast)
                guard next < end, bytes[next] == UInt8(ascii: ",") else { break }
                if comma == nil, next + 1 < end {
                    comma = [0x20, 0x09].contains(bytes[next + 1]) ? ", " : (bytes[next + 1] == 0x0A || bytes[next + 1] == 0x0D ? nil : ",")
                }
                index = next + 1
            }
            guard members > 0 else { return }
            if members == 1 { separator = lead }
            trail = text(afterLast..<end)
            if comma != nil || colon != nil {
                spacing = Spacing(comma: comma ?? Spacing.spaced.comma, colon: colon ?? Spacing.spaced.colon)
            }
        }
    }

    /// The spacing the text at `span` uses on one line, if it shows one (an object or array
    /// with a comma or a colon on one line); `scenario --update` writes new keys spaced as the
    /// `expect` object they go into.
    public static func spacing(of span: Range<Int>, in bytes: [UInt8]) -> Spacing? {
        Container(bytes[span], in: bytes)?.spacing
    }
}
