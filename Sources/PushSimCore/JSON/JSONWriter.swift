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
        var out = ""
        write(value, style: style, indent: 0, into: &out)
        return out
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
        write(value, style: style, indent: indent, to: &out)
    }

    /// One walk for both outputs: the text, or only its length (`byteCount`).
    static func write<Output: JSONOutput>(_ value: JSONValue, style: Style, indent: Int, to out: inout Output) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .real(let number): out += format(number)
        case .string(let text): writeString(text, to: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(style, indent + 1, &out)
                write(element, style: style, indent: indent + 1, to: &out)
            }
            newline(style, indent, &out)
            out += "]"
        case .object(let object):
            if object.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (index, member) in object.entries.enumerated() {
                if index > 0 { out += "," }
                newline(style, indent + 1, &out)
                writeString(member.key, to: &out)
                out += style == .pretty ? ": " : ":"
                write(member.value, style: style, indent: indent + 1, to: &out)
            }
            newline(style, indent, &out)
            out += "}"
        }
    }

    private static func newline<Output: JSONOutput>(_ style: Style, _ indent: Int, _ out: inout Output) {
        guard style == .pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// Reals print as Swift's shortest round-trip form, always with a fraction or exponent so
    /// a reader keeps them apart from integers.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = number.description
        if text.contains(".") || text.contains("e") || text.contains("E") { return text }
        return text + ".0"
    }

    /// Works on the UTF-8 bytes: most strings need no escape and are appended whole, the rest
    /// are rebuilt as bytes and appended once, where appending scalar by scalar cost about 10 k
    /// instructions per string. Only the
    /// lead bytes 0xC2, 0xD8 and 0xE2 can start a hidden character beyond ASCII (U+0080–U+009F,
    /// U+061C, U+200E–U+2069), so only those are decoded.
    public static func writeString(_ text: String, into out: inout String) {
        writeString(text, to: &out)
    }

    static func writeString<Output: JSONOutput>(_ text: String, to out: inout Output) {
        out += "\""
        var bytes = text
        if let escaped = bytes.withUTF8(escaping) {
            out += escaped
        } else {
            out += text
        }
        out += "\""
    }

    /// The escaped form of a string's bytes, or nil when none needs an escape.
    private static func escaping(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = firstNeedingEscape(bytes) else { return nil }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 16)
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<first]))
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                appendEscaping(ascii: byte, to: &escaped)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, bytes.count)
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2, let scalar = decode(bytes[index..<end]),
                HiddenCharacters.contains(scalar)
            {
                appendUnicodeEscape(scalar.value, to: &escaped)
            } else {
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
            }
            index = end
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The offset of the first byte that may need an escape, or nil when the text goes out as it is.
    private static func firstNeedingEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8
                || byte == 0xE2
            {
                return index
            }
        }
        return nil
    }

    private static func appendEscaping(ascii byte: UInt8, to out: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): out += [backslash, byte]
        case backslash: out += [backslash, backslash]
        case UInt8(ascii: "\n"): out += [backslash, UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): out += [backslash, UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): out += [backslash, UInt8(ascii: "t")]
        case 0x08: out += [backslash, UInt8(ascii: "b")]
        case 0x0C: out += [backslash, UInt8(ascii: "f")]
        default:
            if HiddenCharacters.contains(Unicode.Scalar(byte)) {
                appendUnicodeEscape(UInt32(byte), to: &out)
            } else {
                out.append(byte)
            }
        }
    }

    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        out += Array(("\\u" + hex4(value)).utf8)
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

/// Where `JSONWriter` puts what it writes: a `String`, or a `ByteCounter` that keeps only the
/// length.
protocol JSONOutput {
    static func += (out: inout Self, text: String)
}

extension String: JSONOutput {}

/// Counts the UTF-8 bytes written instead of keeping them.
struct ByteCounter: JSONOutput {
    var count = 0

    static func += (out: inout ByteCounter, text: String) {
        out.count += text.utf8.count
    }
}
