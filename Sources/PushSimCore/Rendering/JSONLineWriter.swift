/// A JSON Lines record as bytes: the same text as `JSONWriter.string(_:)` in its compact style
/// (keys in document order, the shortest round-tripping reals, every hidden character
/// escaped), appended to a byte buffer that goes to standard output as it is.
///
/// `JSONWriter` appends to a `String` piece by piece and rebuilds a `String` for every string
/// that needs an escape; a replay record carries its delivery's trace, whose texts hold quotes
/// and arrows, so that was most of `--format json`'s cost per file (docs/performance.md,
/// "Reporting"). Here runs of bytes that need no escape are
/// copied whole, and nothing is decoded but the lead bytes that can start a hidden character.
enum JSONLineWriter {
    /// `value` in compact form, then a newline.
    static func appendLine(_ value: JSONValue, to out: inout [UInt8]) {
        append(value, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    static func append(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: appendASCII("null", to: &out)
        case .bool(let flag): appendASCII(flag ? "true" : "false", to: &out)
        case .integer(let number): appendInteger(number, to: &out)
        case .real(let number): appendASCII(JSONWriter.format(number), to: &out)
        case .string(let text): appendString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                append(elements[index], to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            let members = object.members
            for index in members.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendString(members[index].key, to: &out)
                out.append(UInt8(ascii: ":"))
                append(members[index].value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func appendASCII(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// Decimal digits, as `String(number)` writes them, without making the string.
    private static func appendInteger(_ number: Int64, to out: inout [UInt8]) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        let start = out.count
        var magnitude = number.magnitude
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    /// A quoted string: the runs that need no escape copied whole (docs/json-output.md).
    static func appendString(_ text: String, to out: inout [UInt8]) {
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
                    // 0xC2, 0xD8, 0xE2: the only lead bytes of hidden characters beyond ASCII
                    // (U+0080–U+009F, U+061C, U+200E–U+2069).
                    let end = min(index + (byte == 0xE2 ? 3 : 2), bytes.count)
                    guard let scalar = decode(bytes[index..<end]), HiddenCharacters.contains(scalar) else {
                        index = end
                        continue
                    }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    appendUnicodeEscape(scalar.value, to: &out)
                    index = end
                    runStart = end
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscaping(ascii: byte, to: &out)
                index += 1
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaping(ascii byte: UInt8, to out: inout [UInt8]) {
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

    /// `\u` and four lowercase hex digits, as `JSONWriter.hex4` writes them.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
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
}
