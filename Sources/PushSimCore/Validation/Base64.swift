/// RFC 4648 base64 read strictly, as a device token must be to be read as base64
/// (docs/validation.md, "Device tokens"): one alphabet, standard (`+ /`, section 4) or URL-safe
/// (`- _`, section 5); padded with `=` to a multiple of 4 characters, padding only at the end;
/// and canonical (section 3.5: the bits past the data are zero).
enum Base64 {
    struct Problem: Error, Equatable {
        enum Kind: Equatable {
            case unpadded(count: Int)
            case paddingInside
            case tooMuchPadding
            case mixedAlphabets
            case notInTheAlphabet
            case notCanonical
        }
        var kind: Kind
        /// The offending character's index, when one is to blame.
        var offset: Int?

        func message(at place: String?) -> String {
            switch kind {
            case .unpadded(let count):
                return "padded base64 comes in groups of 4 characters, and it has \(count)"
            case .paddingInside:
                return "\"=\" at \(place ?? "a character") is padding, which may only end it"
            case .tooMuchPadding:
                return "it ends in more \"=\" than padding needs (at most 2)"
            case .mixedAlphabets:
                return "it mixes the standard alphabet (+ /) with the URL-safe one (- _), at \(place ?? "a character")"
            case .notInTheAlphabet:
                return "\(place ?? "a character") is not in the base64 alphabet"
            case .notCanonical:
                return "its last character (\(place ?? "at the end")) carries bits past the end of the data: not canonical base64"
            }
        }
    }

    static func isBase64Character(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return value(of: ascii) != nil || ascii == UInt8(ascii: "=")
    }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
        default: return nil
        }
    }

    /// The bytes of `text` (base64 characters only), or why it is not unambiguously base64.
    static func decodeStrictly(_ text: String) -> Result<[UInt8], Problem> {
        let utf8 = Array(text.utf8)
        let padding = utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        let dataCount = utf8.count - padding
        if let inside = utf8[..<dataCount].firstIndex(of: UInt8(ascii: "=")) {
            return .failure(Problem(kind: .paddingInside, offset: inside))
        }
        guard utf8.count % 4 == 0 else { return .failure(Problem(kind: .unpadded(count: utf8.count))) }
        guard padding <= 2 else { return .failure(Problem(kind: .tooMuchPadding)) }
        let standard = utf8.firstIndex { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") }
        let urlSafe = utf8.firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        if let standard, let urlSafe { return .failure(Problem(kind: .mixedAlphabets, offset: max(standard, urlSafe))) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(dataCount * 3 / 4)
        var bits: UInt32 = 0
        var bitCount = 0
        for (offset, byte) in utf8[..<dataCount].enumerated() {
            guard let value = value(of: byte) else { return .failure(Problem(kind: .notInTheAlphabet, offset: offset)) }
            bits = bits << 6 | UInt32(value)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(bitCount)))
                bits &= (1 << UInt32(bitCount)) - 1
            }
        }
        // The bits left over past the last whole byte must be zero, else two texts would
        // decode to the same bytes.
        guard bits == 0 else { return .failure(Problem(kind: .notCanonical, offset: dataCount - 1)) }
        return .success(bytes)
    }
}
