import Testing

@testable import PushSimCore

/// The prescan skips strings with `memchr` and finds the first NUL before counting depth; it
/// must decide exactly what a byte-by-byte reading decides, on every input.
@Suite("JSON prescan")
struct JSONPrescanTests {
    /// The byte-by-byte definition: NUL anywhere, nesting past the limit outside strings (a
    /// backslash escapes the next byte inside one), whitespace only.
    static func reference(_ bytes: [UInt8], maximumDepth: Int) -> JSONDecodeError.Kind? {
        if bytes.isEmpty { return .empty }
        var depth = 0
        var inString = false
        var escaped = false
        var sawContent = false
        for byte in bytes {
            if byte == 0 { return .nulByte }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { return .tooDeep(limit: maximumDepth) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            sawContent = true
        }
        return sawContent || inString ? nil : .whitespaceOnly
    }

    static func prescan(_ bytes: [UInt8], maximumDepth: Int) -> JSONDecodeError.Kind? {
        bytes.withUnsafeBytes { buffer in
            do throws(JSONDecodeError) {
                try JSONPrescan.check(buffer, maximumDepth: maximumDepth)
                return nil
            } catch {
                return error.kind
            }
        }
    }

    @Test func agreesWithTheByteByByteReadingOnRandomInputs() {
        // Few distinct bytes, so quotes, backslash runs, brackets and NULs meet often.
        let alphabet: [UInt8] = Array("{}[]\"\\\\\\  \na:1,".utf8) + [0]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        var disagreements: [[UInt8]] = []
        for _ in 0..<20_000 {
            let length = Int(next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let withNul = next() % 4 == 0
            let sample = withNul ? bytes : bytes.filter { $0 != 0 }
            if Self.prescan(sample, maximumDepth: 3) != Self.reference(sample, maximumDepth: 3) {
                disagreements.append(sample)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { String(decoding: $0, as: UTF8.self) })")
    }

    @Test func aQuoteAfterAnEvenRunOfBackslashesClosesTheString() {
        // "\\\\" closes after two escaped backslashes, so the bracket after it counts.
        #expect(Self.prescan(Array(#""\\\\"[[["#.utf8), maximumDepth: 2) == .tooDeep(limit: 2))
        // "\\\"[[[ stays inside the string: the quote is escaped.
        #expect(Self.prescan(Array(#""\\\"[[["#.utf8), maximumDepth: 2) == nil)
    }

    @Test func reportsNestingPastTheLimitBeforeALaterNul() {
        #expect(Self.prescan(Array("[[[".utf8) + [0], maximumDepth: 2) == .tooDeep(limit: 2))
        #expect(Self.prescan([0] + Array("[[[".utf8), maximumDepth: 2) == .nulByte)
        #expect(Self.prescan(Array("\"[[[".utf8) + [0], maximumDepth: 2) == .nulByte)
    }
}
