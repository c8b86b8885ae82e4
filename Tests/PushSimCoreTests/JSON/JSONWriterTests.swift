import Testing

@testable import PushSimCore
import TestSupport

@Suite("JSON writing")
struct JSONWriterTests {
    @Test func writesCompactJSONThatDecodesToTheSameValue() throws {
        let value: JSONValue = ["b": [1, 2.5, "x\"y\\z", true, nil], "a": ["nested": [:]], "e": []]
        let text = JSONWriter.string(value)
        #expect(text == #"{"b":[1,2.5,"x\"y\\z",true,null],"a":{"nested":{}},"e":[]}"#)
        #expect(try JSONDecoding.decode(Array(text.utf8)) == value)
    }

    @Test func escapesEveryControlCharacterAndLineSeparator() {
        let text = JSONWriter.string(.string("a\u{1B}[2J\u{07}\n\u{7F}\u{2028}<&]]>"))
        #expect(text == #""a\u001b[2J\u0007\n\u007f\u2028<&]]>""#)
    }

    @Test func writesIntegersAsTheirDecimalDigits() {
        for number: Int64 in [0, 1, -1, 9, 10, -10, 1234567890, .max, .min, .min + 1] {
            #expect(JSONWriter.string(.integer(number)) == String(number))
        }
    }

    @Test func keepsRealsApartFromIntegers() {
        #expect(JSONWriter.string(.real(3)) == "3.0")
        #expect(JSONWriter.string(.integer(3)) == "3")
    }

    @Test func prettyPrintsWithTwoSpaces() {
        #expect(JSONWriter.string(["a": [1]], style: .pretty) == "{\n  \"a\": [\n    1\n  ]\n}")
    }

    /// The byte-wise writer must say exactly what the definition says, scalar by scalar.
    @Test func escapesStringsExactlyAsTheScalarByScalarDefinition() {
        func reference(_ text: String) -> String {
            var out = "\""
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
                        let digits = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        var samples = [
            "", "plain ascii", "quote \" and backslash \\", "tab\tnewline\n", "é ü ß", "emoji 🎉👩‍👩‍👧",
            "’ … — “curly”", "\u{2028}\u{2029}", "\u{061C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}",
            "\u{2065}\u{206A}\u{202F}\u{2027}\u{200D}", "\u{80}\u{9B}\u{9F}\u{A0}\u{FF}", "\u{061B}\u{061D}ؠ",
            "mixed \u{1B}[31mred\u{1B}[0m and 🎉 and \u{202E}evil", "\u{7F}\u{0}\u{1F}", "\u{10FFFF}\u{FFFF}\u{E000}",
        ]
        for value: UInt32 in 0...0x30FF {
            if let scalar = Unicode.Scalar(value) { samples.append("a\(Character(scalar))b") }
        }
        for text in samples {
            #expect(JSONWriter.string(.string(text)) == reference(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// `byteCount` walks the value with the same code as `string` but keeps only the length:
    /// the size APNs counts for an `.apns` file relies on the two agreeing, byte for byte.
    @Test func countsExactlyTheBytesItWouldWrite() throws {
        var samples: [JSONValue] = [
            .null, true, false, 0, -42, .integer(.min), .integer(.max), 2.5, 1e300, -0.0, 3.0, .real(.infinity),
            "", "plain", "quote \" and backslash \\", "tab\tnewline\n\u{08}\u{0C}\r", "é ü 🎉👩‍👩‍👧",
            "\u{1B}[31m\u{7F}\u{0}\u{1F}", "\u{80}\u{9F}\u{A0}\u{061C}\u{200E}\u{202E}\u{2028}\u{2069}\u{206A}",
            [], [:], [1, [2, [3, []]], ["k": nil]],
            ["aps": ["alert": ["title": "T\u{2028}", "loc-args": ["a", 1, 2.5]], "badge": 3], "": "", "é\"": [:]],
        ]
        for value: UInt32 in stride(from: 0, through: 0x30FF, by: 7) {
            if let scalar = Unicode.Scalar(value) { samples.append(.string("a\(Character(scalar))b")) }
        }
        for name in ["critical-alert", "live-activity-start", "localized-alert", "rich-alert", "silent-refresh"] {
            let text = try readRepositoryFile("fixtures/payloads/valid/\(name).json")
            samples.append(try JSONDecoding.decode(Array(text.utf8)))
        }
        for value in samples {
            for style in [JSONWriter.Style.compact, .pretty] {
                #expect(JSONWriter.byteCount(value, style: style) == JSONWriter.string(value, style: style).utf8.count, "\(value)")
            }
        }
    }
}
