/// Text for people, written as bytes: the one writer of the text formats' lines. A buffer that
/// sanitizes escapes every hidden character (`HiddenCharacters`) of the text appended to it as
/// `TerminalText` says — `\e`, `\n`, `\r`, `\t`, `\u{9B}` — so a payload, an app model or a file
/// name can never move the cursor or reorder a line (docs/guarantees.md, "No terminal
/// takeover"); a buffer that does not keeps text as it is, for the places that escape it their
/// own way (CI annotations, JSON).
///
/// Bytes, not a `String` interpolated and sanitized piece by piece: a replay worker writes one
/// line per file, and those strings were most of the text format's cost per file
/// (docs/performance.md, "Reporting"). Runs that need no escape are copied whole; only the lead
/// bytes that can start a hidden character beyond ASCII (0xC2, 0xD8, 0xE2) are decoded.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []
    let sanitizes: Bool

    init(sanitizing: Bool, capacity: Int = 0) {
        sanitizes = sanitizing
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// `text`, its hidden characters escaped when the buffer sanitizes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    mutating func append(_ text: Substring) {
        append(String(text))
    }

    /// One byte of the writer's own text (a separator, a digit).
    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// A colour's escape sequences around a word the writer chose (docs/colour.md): kept as they
    /// are, which is why only `Colour.paint`'s text comes here.
    mutating func appendPainted(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Decimal digits, as `String(number)` writes them.
    mutating func append(decimal number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var magnitude = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Another buffer's text, already escaped as this one escapes (both sanitize, or neither).
    mutating func append(_ other: TextBuffer) {
        precondition(other.sanitizes == sanitizes, "a buffer's text is escaped as the buffer says")
        bytes.append(contentsOf: other.bytes)
    }

    private mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard sanitizes, let first = Self.firstHidden(in: text, from: 0) else {
            bytes.append(contentsOf: text)
            return
        }
        var runStart = 0
        var next: (index: Int, scalar: Unicode.Scalar, end: Int)? = first
        while let (index, scalar, end) = next {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            appendEscape(scalar)
            runStart = end
            next = Self.firstHidden(in: text, from: end)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// `\e`, `\n`, `\r`, `\t`, or `\u{…}` with the scalar's value in uppercase hexadecimal.
    private mutating func appendEscape(_ scalar: Unicode.Scalar) {
        bytes.append(UInt8(ascii: "\\"))
        switch scalar {
        case "\u{1B}": bytes.append(UInt8(ascii: "e"))
        case "\n": bytes.append(UInt8(ascii: "n"))
        case "\r": bytes.append(UInt8(ascii: "r"))
        case "\t": bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u{".utf8)
            bytes.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// The first hidden character of `text` from `start`: where it starts, what it is, where the
    /// text after it starts.
    static func firstHidden(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (index: Int, scalar: Unicode.Scalar, end: Int)? {
        var index = start
        while index < text.count {
            let byte = text[index]
            // Printable ASCII, or a byte beyond ASCII that cannot start a hidden character.
            if byte &- 0x20 < 0x5F || (byte >= 0x80 && byte != 0xC2 && byte != 0xD8 && byte != 0xE2) {
                index += 1
                continue
            }
            if byte < 0x80 { return (index, Unicode.Scalar(byte), index + 1) }
            let end = min(index + (byte == 0xE2 ? 3 : 2), text.count)
            var iterator = text[index..<end].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator), HiddenCharacters.contains(scalar) {
                return (index, scalar, end)
            }
            index += 1
        }
        return nil
    }
}
