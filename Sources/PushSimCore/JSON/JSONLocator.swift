/// Finds where a JSON pointer's value starts in the source text, so diagnostics about a key
/// ("/aps/badge") can also give the line:column an editor jumps to.
///
/// Only called for documents jansson already accepted and only when there is something to
/// report, so it favours simplicity over speed: a recursive scan whose depth is bounded by
/// `JSONDecoding.maximumDepth`.
public struct JSONLocator {
    private let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the value at `pointer`; where a step is missing (a required key that is
    /// absent), the position of the deepest value that exists on the way.
    public func position(of pointer: JSONPointer) -> SourcePosition? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        var found = scanner.index
        for token in pointer.tokens {
            guard let next = scanner.child(token) else { break }
            found = next
            scanner.index = next
        }
        guard found < bytes.count else { return nil }
        return .of(offset: found, in: bytes)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// From the start of a container, the start offset of the member or element named.
        mutating func child(_ token: JSONPointer.Token) -> Int? {
            guard index < bytes.count else { return nil }
            switch (bytes[index], token) {
            case (UInt8(ascii: "{"), .key(let wanted)):
                index += 1
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                    let keyStart = index
                    skipValue()
                    let key = decodeString(bytes[keyStart..<index])
                    skipWhitespace()
                    index += 1  // ':'
                    skipWhitespace()
                    if key == wanted { return index }
                    skipValue()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            case (UInt8(ascii: "["), .index(let wanted)):
                index += 1
                var position = 0
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                    if position == wanted { return index }
                    skipValue()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                    position += 1
                }
            default:
                return nil
            }
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
