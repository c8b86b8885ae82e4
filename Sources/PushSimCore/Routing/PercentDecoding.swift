/// Percent-decoding of one URL component, on UTF-8 bytes, with no Foundation.
///
/// Slices keep the indices of the whole URL's bytes, so a failure can say where it is.
enum PercentDecoding {
    enum Failure: Error, Equatable {
        /// A `%` not followed by two hexadecimal digits; `escape` is the `%` and what follows
        /// it (at most two bytes), `offset` the byte offset of the `%` in the whole input.
        case malformedEscape(escape: String, offset: Int)
        /// The decoded bytes are not valid UTF-8.
        case invalidUTF8
    }

    /// Decodes `bytes`. With `plusIsSpace` (query strings, routing rule 6) a `+` becomes a
    /// space first, so an encoded `%2B` still decodes to `+`.
    static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> Result<String, Failure> {
        let percent = UInt8(ascii: "%"), plus = UInt8(ascii: "+")
        if !bytes.contains(percent) && !(plusIsSpace && bytes.contains(plus)) {
            // The bytes came from a Swift string, so they are valid UTF-8 already.
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == percent {
                let high = index + 1 < bytes.endIndex ? hexValue(bytes[index + 1]) : nil
                let low = index + 2 < bytes.endIndex ? hexValue(bytes[index + 2]) : nil
                guard let high, let low else {
                    var end = min(index + 3, bytes.endIndex)
                    // Do not cut a multi-byte character in half when quoting the escape.
                    while end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let escape = String(decoding: bytes[index..<end], as: UTF8.self)
                    return .failure(.malformedEscape(escape: escape, offset: index))
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusIsSpace && byte == plus ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else {
            return .failure(.invalidUTF8)
        }
        return .success(text)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
