/// Serializes a `JSONValue` in pushsim's own code, so output never depends on jansson's
/// encoder (which needs a deep stack for deep values) and is byte-for-byte deterministic:
/// keys in document order, the shortest round-tripping form for reals, and every control
/// character (C0, DEL, C1), bidirectional control, U+2028 and U+2029 escaped (`HiddenCharacters`)
/// so a line of output stays one line and reads as what it holds.
public enum JSONWriter {
    public enum Style: Sendable {
        /// No whitespace at all: the form APNs counts bytes on.
        case compact
        /// Two-space indentation, one member per line.
        case pretty
    }

    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        var out: [UInt8] = []
        write(value, style: style, indent: 0, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` in compact form, then a newline: one JSON Lines record, appended to bytes that go
    /// to standard output as they are (docs/json-output.md).
    static func appendLine(_ value: JSONValue, to out: inout [UInt8]) {
        write(value, style: .compact, indent: 0, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// The length in UTF-8 bytes of `string(value, style:)`, counted by the same code that
    /// writes it, without building the text: APNs counts the compact form of an `.apns` file
    /// whose "Simulator Target Bundle" is dropped, and writing it in full only to learn its
    /// length cost more than checking the rest of the file. Being the writer's own walk, the
    /// count cannot disagree with the text.
    public static func byteCount(_ value: JSONValue, style: Style = .compact) -> Int {
        var counter = ByteCounter()
        write(value, style: style, indent: 0, to: &counter)
        return counter.count
    }

    public static func write(_ value: JSONValue, style: Style, indent: Int, into out: inout String) {
        var bytes: [UInt8] = []
        write(value, style: style, indent: indent, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// One walk for every output: bytes, or only their count (`byteCount`). Bytes, not a
    /// `String` appended piece by piece: a replay record carries its delivery's trace, whose
    /// texts hold quotes and arrows, and building it as a `String` was most of `--format json`'s
    /// cost per file (docs/performance.md, "Reporting").
    static func write<Output: JSONOutput>(_ value: JSONValue, style: Style, indent: Int, to out: inout Output) {
        switch value {
        case .null: out.append(ascii: "null")
        case .bool(let flag): out.append(ascii: flag ? "true" : "false")
        case .integer(let number): appendInteger(number, to: &out)
        case .real(let number): out.append(ascii: format(number))
        case .string(let text): writeString(text, to: &out)
        case .array(let elements):
            if elements.isEmpty {
                out.append(ascii: "[]")
                return
            }
            out.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(style, indent + 1, &out)
                write(elements[index], style: style, indent: indent + 1, to: &out)
            }
            newline(style, indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.isEmpty {
                out.append(ascii: "{}")
                return
            }
            out.append(UInt8(ascii: "{"))
            let entries = object.entries
            for index in entries.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(style, indent + 1, &out)
                writeString(entries[index].key, to: &out)
                if style == .pretty { out.append(ascii: ": ") } else { out.append(UInt8(ascii: ":")) }
                write(entries[index].value, style: style, indent: indent + 1, to: &out)
            }
            newline(style, indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline<Output: JSONOutput>(_ style: Style, _ indent: Int, _ out: inout Output) {
        guard style == .pretty else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<indent { out.append(ascii: "  ") }
    }

    /// Decimal digits, as `String(number)` writes them, without making the string.
    private static func appendInteger<Output: JSONOutput>(_ number: Int64, to out: inout Output) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        // `Int64.min`'s magnitude has 19 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var magnitude = number.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(bytes: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Reals print as Swift's shortest round-trip form, always with a fraction or exponent so
    /// a reader keeps them apart from integers.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = number.description
        if text.contains(".") || text.contains("e") || text.contains("E") { return text }
        return text + ".0"
    }

    public static func writeString(_ text: String, into out: inout String) {
        var bytes: [UInt8] = []
        writeString(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// A quoted string, over its UTF-8 bytes: runs that need no escape are copied whole, and
    /// nothing is decoded but the lead bytes that can start a hidden character beyond ASCII —
    /// 0xC2, 0xD8 and 0xE2 (U+0080–U+009F, U+061C, U+200E–U+2069).
    static func writeString<Output: JSONOutput>(_ text: String, to out: inout Output) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // Printable ASCII but the quote and the backslash, or a byte beyond ASCII that
                // cannot start a hidden character: copied with its run (two tests for most bytes).
                if byte &- 0x20 < 0x5F ? byte != 0x22 && byte != 0x5C : byte >= 0x80 && byte != 0xC2 && byte != 0xD8 && byte != 0xE2 {
                    index += 1
                    continue
                }
                if byte >= 0x80 {
                    let end = min(index + (byte == 0xE2 ? 3 : 2), bytes.count)
                    guard let scalar = decode(bytes[index..<end]), HiddenCharacters.contains(scalar) else {
                        index = end
                        continue
                    }
                    out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    appendUnicodeEscape(scalar.value, to: &out)
                    index = end
                    runStart = end
                    continue
                }
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscaping(ascii: byte, to: &out)
                index += 1
                runStart = index
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaping<Output: JSONOutput>(ascii byte: UInt8, to out: inout Output) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): out.append(backslash); out.append(byte)
        case backslash: out.append(backslash); out.append(backslash)
        case UInt8(ascii: "\n"): out.append(backslash); out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(backslash); out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(backslash); out.append(UInt8(ascii: "t"))
        case 0x08: out.append(backslash); out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(backslash); out.append(UInt8(ascii: "f"))
        default: appendUnicodeEscape(UInt32(byte), to: &out)  // the other C0 controls and DEL
        }
    }

    /// `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape<Output: JSONOutput>(_ value: UInt32, to out: inout Output) {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let nibble = UInt8(truncatingIfNeeded: (value >> UInt32(shift)) & 0xF)
            out.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
    }

    private static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Where `JSONWriter` puts what it writes: bytes, or a `ByteCounter` that keeps only their
/// number.
protocol JSONOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONOutput {
    mutating func append(ascii text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }
}

extension Array: JSONOutput where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// Counts the UTF-8 bytes written instead of keeping them.
struct ByteCounter: JSONOutput {
    var count = 0

    mutating func append(_ byte: UInt8) {
        count += 1
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        count += bytes.count
    }
}
