/// A device token: the bytes APNs issued, shown as the lowercase hex string servers store.
/// Which text is read as what is docs/validation.md, "Device tokens".
public struct DeviceToken: Sendable, Equatable, CustomStringConvertible {
    public let bytes: [UInt8]

    /// Today's tokens are 32 bytes; Apple warns they may grow.
    public static let usualByteCount = 32
    /// Shorter than today's tokens is not a token APNs issued but a truncated one: APNs answers
    /// BadDeviceToken (a 25-byte token in rpush/rpush#634, docs/validation.md). Longer is only a
    /// warning: Apple says tokens may grow.
    public static let shortestByteCount = usualByteCount

    public var hex: String {
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out += JSONWriter.hex4(UInt32(byte)).suffix(2)
        }
        return out
    }

    public var description: String { hex }

    /// What is worth a warning about a token that parsed: a length other than today's 32
    /// bytes (Apple says tokens may grow, so it is not an error; docs/validation.md).
    public var warnings: [Diagnostic] {
        guard bytes.count != Self.usualByteCount else { return [] }
        return [
            Diagnostic(
                .warning, .deviceTokenUnusualLength, .header("device-token"),
                "the token is \(bytes.count) bytes; today's tokens are 32 (64 hex digits)")
        ]
    }

    public struct ParseError: Error, Sendable, Equatable {
        public var reason: Reason
        public var message: String
    }

    /// Hex in any case, with spaces or the `<…>` of `NSData`'s description allowed; at least
    /// `shortestByteCount` bytes.
    public static func parseHex(_ text: String) throws(ParseError) -> DeviceToken {
        let digits = try hexDigits(of: text)
        guard let bytes = decodeHex(String(digits.map(\.character))) else {
            let detail = digits.first { !$0.character.isHexDigit }.map { "\"\($0.character)\" at character \($0.position) is not a hex digit" }
                ?? "\(digits.count) hex digits is an odd number"
            throw ParseError(reason: .badDeviceToken, message: "the device token is not hex: \(detail)")
        }
        return try checkedLength(DeviceToken(bytes: bytes))
    }

    /// Hex is hex; base64 only when the text is unambiguously base64 (docs/validation.md,
    /// "Device tokens"): nothing but hex digits is hex; letters and digits that are mostly hex
    /// digits are a mistyped hex token; otherwise padded base64 in one alphabet, canonical.
    public static func parse(_ text: String) throws(ParseError) -> DeviceToken {
        let digits = try hexDigits(of: text)
        let characters = digits.map(\.character)
        if characters.allSatisfy(\.isHexDigit) { return try parseHex(text) }
        guard characters.allSatisfy(Base64.isBase64Character) else {
            throw ParseError(
                reason: .badDeviceToken,
                message: "the device token is neither hex (an even number of 0-9a-f digits) nor base64")
        }
        let notHex = digits.filter { !$0.character.isHexDigit }
        // Random base64 has about two characters in three outside the hex digits; a token
        // with fewer than one in four is hex with typos, not 48 bytes of something else.
        if characters.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), notHex.count * 4 < characters.count, let first = notHex.first {
            throw ParseError(
                reason: .badDeviceToken,
                message: "the device token is not hex: \"\(first.character)\" at character \(first.position) is not a hex digit "
                    + "(\(characters.count - notHex.count) of its \(characters.count) characters are: a mistyped hex token, not base64)")
        }
        switch Base64.decodeStrictly(String(characters)) {
        case .failure(let problem):
            let place = problem.offset.map { "character \(digits[$0].position)" }
            throw ParseError(reason: .badDeviceToken, message: "the device token is not base64: " + problem.message(at: place))
        case .success(let bytes):
            return try checkedLength(DeviceToken(bytes: bytes))
        }
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The text's characters without whitespace or the `<…>` around them, each with its
    /// position in the text as given (from 1), for messages.
    private static func hexDigits(of text: String) throws(ParseError) -> [(character: Character, position: Int)] {
        var digits = text.enumerated().filter { !$0.element.isWhitespace }.map { (character: $0.element, position: $0.offset + 1) }
        if digits.first?.character == "<", digits.last?.character == ">", digits.count >= 2 { digits = Array(digits.dropFirst().dropLast()) }
        if digits.isEmpty {
            throw ParseError(reason: .missingDeviceToken, message: "the device token is empty")
        }
        return digits
    }

    private static func checkedLength(_ token: DeviceToken) throws(ParseError) -> DeviceToken {
        guard token.bytes.count >= shortestByteCount else {
            throw ParseError(
                reason: .badDeviceToken,
                message: "the device token is \(token.bytes.count) byte\(token.bytes.count == 1 ? "" : "s"), shorter than today's 32 bytes "
                    + "(64 hex digits): a truncated token, not one APNs issued")
        }
        return token
    }

    private static func decodeHex(_ digits: String) -> [UInt8]? {
        let utf8 = Array(digits.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
