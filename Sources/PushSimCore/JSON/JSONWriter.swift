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

    public static func write(_ value: JSONValue, style: Style, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .real(let number): out += format(number)
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(style, indent + 1, &out)
                write(element, style: style, indent: indent + 1, into: &out)
            }
            newline(style, indent, &out)
            out += "]"
        case .object(let object):
            if object.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += "," }
                newline(style, indent + 1, &out)
                writeString(member.key, into: &out)
                out += style == .pretty ? ": " : ":"
                write(member.value, style: style, indent: indent + 1, into: &out)
            }
            newline(style, indent, &out)
            out += "}"
        }
    }

    private static func newline(_ style: Style, _ indent: Int, _ out: inout String) {
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

    public static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if HiddenCharacters.contains(scalar) {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
