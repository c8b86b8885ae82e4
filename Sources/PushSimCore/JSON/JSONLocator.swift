/// Finds where JSON pointers' values start in the source text, so diagnostics about a key
/// ("/aps/badge") can also give the line:column an editor jumps to.
///
/// Only called for documents jansson already accepted and only when there is something to
/// report. All the pointers of one report are found in a single walk of the document, which
/// enters only the values on the way to one of them and stops once all are found, and lines
/// are counted in one pass: looking each pointer up from the start made a report of many
/// problems in a large file quadratic (docs/guarantees.md, "Scaling"). The walk's depth is
/// bounded by `JSONDecoding.maximumDepth`.
public struct JSONLocator {
    private let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the value at `pointer`; where a step is missing (a required key that is
    /// absent), the position of the deepest value that exists on the way.
    public func position(of pointer: JSONPointer) -> SourcePosition? {
        positions(of: [pointer])[0]
    }

    /// `position(of:)` of each pointer, in the same order.
    public func positions(of pointers: [JSONPointer]) -> [SourcePosition?] {
        // Nothing to find: no need to walk the document (a scenario asks after every step).
        guard !pointers.isEmpty else { return [] }
        var walk = Walk(bytes: bytes)
        for pointer in pointers {
            var node = 0
            for token in pointer.tokens { node = walk.child(of: node, token) }
        }
        walk.skipWhitespace()
        guard walk.index < bytes.count else { return pointers.map { _ in nil } }
        let rootStart = walk.index
        walk.found[0] = rootStart
        walk.remaining -= 1
        walk.visit(0)

        // The deepest node found on each pointer's path.
        var offsets: [Int] = []
        for pointer in pointers {
            var node = 0, offset = rootStart
            for token in pointer.tokens {
                guard let next = walk.children[node][token], let start = walk.found[next] else { break }
                node = next
                offset = start
            }
            offsets.append(offset)
        }
        let positions = SourcePosition.of(offsets: offsets, in: bytes)
        return offsets.map { $0 < bytes.count ? positions[$0] : nil }
    }

    /// The bytes each value spans in the source, as written (its start, and the end of its
    /// last byte): a scenario keeps an inline payload exactly as its file wrote it
    /// (docs/scenarios.md). Only for pointers whose values exist.
    public func spans(of pointers: [JSONPointer]) -> [Range<Int>?] {
        positions(of: pointers).map { position in
            guard let start = position?.offset else { return nil }
            var walk = Walk(bytes: bytes)
            walk.index = start
            walk.skipValue()
            return start..<walk.index
        }
    }

    /// Where the value that starts at `start` ends (the index after its last byte), for a
    /// document jansson accepted: `scenario --update` splices a value in place (JSONSplice).
    static func end(ofValueAt start: Int, in bytes: [UInt8]) -> Int {
        var walk = Walk(bytes: bytes)
        walk.index = start
        walk.skipValue()
        return walk.index
    }

    /// The pointers as a tree of tokens, and the walk that finds where each node's value starts.
    private struct Walk {
        let bytes: [UInt8]
        var index = 0
        var children: [[JSONPointer.Token: Int]] = [[:]]
        var found: [Int?] = [nil]
        /// Nodes not found yet; at zero the walk stops.
        var remaining = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func child(of node: Int, _ token: JSONPointer.Token) -> Int {
            if let existing = children[node][token] { return existing }
            children.append([:])
            found.append(nil)
            remaining += 1
            children[node][token] = children.count - 1
            return children.count - 1
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// From the start of `node`'s value, finds its children's values, then moves past it
        /// (unless everything is found: then it stops where it is).
        mutating func visit(_ node: Int) {
            guard index < bytes.count, !children[node].isEmpty else { return skipValue() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                while remaining > 0 {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
                    let keyStart = index
                    skipValue()
                    let key = decodeString(bytes[keyStart..<index])
                    skipWhitespace()
                    index += 1  // ':'
                    skipWhitespace()
                    enter(children[node][.key(key)])
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                    index += 1
                }
                index += 1  // '}'
            case UInt8(ascii: "["):
                index += 1
                var position = 0
                while remaining > 0 {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { break }
                    enter(children[node][.index(position)])
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                    index += 1
                    position += 1
                }
                index += 1  // ']'
            default:
                skipValue()
            }
        }

        /// At the start of a member's value: records and enters it if it is on a pointer's
        /// path, else moves past it.
        private mutating func enter(_ child: Int?) {
            guard let child, found[child] == nil else { return skipValue() }
            found[child] = index
            remaining -= 1
            visit(child)
        }

        /// Moves past one value of any type.
        mutating func skipValue() {
            guard index < bytes.count else { return }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        return
                    }
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                var inString = false
                var escaped = false
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if inString {
                        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                        continue
                    }
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return }
                    default: break
                    }
                }
            default:
                while index < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
                {
                    index += 1
                }
            }
        }

        /// Keys are compared decoded, so `"b\u0061dge"` is found as `badge`.
        func decodeString(_ token: ArraySlice<UInt8>) -> String {
            guard token.count >= 2 else { return "" }
            let inner = token.dropFirst().dropLast()
            guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
            return (try? JSONDecoding.decode(Array(token)))?.stringValue ?? String(decoding: inner, as: UTF8.self)
        }
    }
}
