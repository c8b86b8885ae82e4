import Testing

@testable import PushSimCore

/// The one writer of text lines escapes what docs/guarantees.md ("No terminal takeover") says,
/// scalar by scalar, whatever the text around it, and keeps everything else byte for byte.
@Suite("Text buffer")
struct TextBufferTests {
    /// The definition, scalar by scalar.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            guard HiddenCharacters.contains(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": out += "\\e"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    @Test func everyScalarIsEscapedExactlyWhenItIsHidden() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a→" + String(Character(scalar)) + "z"
            var buffer = TextBuffer(sanitizing: true)
            buffer.append(text)
            if buffer.string != Self.escaped(text) || TerminalText.sanitize(text) != Self.escaped(text) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func runsOfHiddenAndVisibleTextAreEscapedInPlace() {
        let texts = [
            "", "plain", "\u{1B}[2J\u{1B}]0;title\u{07}", "bidi \u{202E}evil\u{2066}", "é 日本語 🎉 \u{9B}31m", "\u{2028}\u{2029}\u{061C}",
            "ends in \u{7F}", "\u{0}", "routed Inbox > Conversation(893) [badge unset → 46]",
        ]
        for text in texts {
            var sanitized = TextBuffer(sanitizing: true)
            var plain = TextBuffer(sanitizing: false)
            sanitized.append(text)
            plain.append(text)
            #expect(sanitized.string == Self.escaped(text), "\(text.debugDescription)")
            #expect(plain.string == text)
        }
    }

    @Test func decimalsAreTheirDigits() {
        for number in [0, 7, -7, 10, 1234567890, Int.max, Int.min] {
            var buffer = TextBuffer(sanitizing: true)
            buffer.append(decimal: number)
            #expect(buffer.string == String(number))
        }
    }
}
