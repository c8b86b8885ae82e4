/// A device token: the bytes APNs issued, shown as the lowercase hex string servers store.
public struct DeviceToken: Sendable, Equatable, CustomStringConvertible {
    public let bytes: [UInt8]

    /// Today's tokens are 32 bytes; Apple warns they may grow.
    public static let usualByteCount = 32

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

    /// Hex in any case, with spaces or the `<…>` of `NSData`'s description allowed.
    public static func parseHex(_ text: String) throws(ParseError) -> DeviceToken {
        var digits = text.filter { !$0.isWhitespace }
        if digits.hasPrefix("<") && digits.hasSuffix(">") { digits = String(digits.dropFirst().dropLast()) }
        if digits.isEmpty {
            throw ParseError(reason: .missingDeviceToken, message: "the device token is empty")
        }
        guard let bytes = decodeHex(digits) else {
            let bad = digits.first { !$0.isHexDigit }
            let detail = bad.map { "\"\($0)\" is not a hex digit" } ?? "\(digits.count) hex digits is an odd number"
            throw ParseError(reason: .badDeviceToken, message: "the device token is not hex: \(detail)")
        }
        return DeviceToken(bytes: bytes)
    }

    /// Hex first, then standard or URL-safe base64: the forms tokens travel in. A token made of
    /// hex digits only is always read as hex.
    public static func parse(_ text: String) throws(ParseError) -> DeviceToken {
        do {
            return try parseHex(text)
        } catch {
            if error.reason == .missingDeviceToken { throw error }
            let trimmed = text.filter { !$0.isWhitespace }
            // Only hex digits: a hex token, even if malformed (an odd count is a truncation,
            // not base64 that happens to use hex letters).
            if trimmed.allSatisfy(\.isHexDigit) { throw error }
            if let bytes = Base64.decode(trimmed), !bytes.isEmpty {
                return DeviceToken(bytes: bytes)
            }
            throw ParseError(
                reason: .badDeviceToken,
                message: "the device token is neither hex (an even number of 0-9a-f digits) nor base64")
        }
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
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

/// RFC 4648 base64, standard and URL-safe alphabets, padding optional.
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"), UInt8(ascii: "-"): values.append(62)
            case UInt8(ascii: "/"), UInt8(ascii: "_"): values.append(63)
            case UInt8(ascii: "="): continue
            default: return nil
            }
        }
        if values.count % 4 == 1 { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            let bits = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (18 - 6 * UInt32($1.offset)) }
            let produced = chunk.count - 1
            for shift in [16, 8, 0].prefix(produced) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(shift))) }
            index += 4
        }
        return bytes
    }
}
