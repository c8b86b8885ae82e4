#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks made on the raw bytes of a document jansson rejected, that holds a NUL, or whose
/// tree is deeper than `JSONDecoding.maximumDepth`.
///
/// jansson stops at a raw NUL inside `json_loads` and counts nesting only up to its own limit
/// of 2048, and it reports an empty file as a syntax error. One linear pass here gives each of
/// those its own precise error, and finds the bracket past the depth bound. jansson rejects
/// every input these checks reject, except nesting from 513 to 2048 levels (the conversion
/// counts it) and a NUL after a top-level number (`memchr` finds it); so other documents jansson
/// accepts skip the pass, and a valid document is read once, by jansson.
enum JSONPrescan {
    static func check(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int) throws(JSONDecodeError) {
        if bytes.isEmpty {
            throw JSONDecodeError(kind: .empty, reason: "the input is empty (0 bytes)", position: nil)
        }
        if let mark = byteOrderMark(bytes) {
            let advice = mark == "UTF-8" ? "remove it" : "payloads must be UTF-8 without a byte-order mark"
            throw JSONDecodeError(
                kind: .byteOrderMark(mark),
                reason: "the input starts with a \(mark) byte-order mark; \(advice)",
                position: SourcePosition(line: 1, column: 1, offset: 0))
        }

        // The first NUL bounds the scan: nesting past the limit before it is reported first, as
        // a byte-by-byte reading would; strings are skipped with `memchr`, most bytes being
        // inside them.
        let nul = firstNul(bytes)
        let end = nul ?? bytes.count
        var depth = 0
        var sawContent = false
        var offset = 0
        while offset < end {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                offset += 1
                continue
            case UInt8(ascii: "\""):
                sawContent = true
                offset = endOfString(bytes, openedAt: offset, end: end)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth {
                    throw JSONDecodeError(
                        kind: .tooDeep(limit: maximumDepth),
                        reason: "nesting deeper than \(maximumDepth) levels",
                        position: .of(offset: offset, in: bytes))
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                break
            }
            sawContent = true
            offset += 1
        }
        if let nul {
            var reason = "raw NUL byte (0x00) in the input"
            if looksLikeUTF16(bytes) { reason += "; the file looks like UTF-16, and payloads must be UTF-8" }
            throw JSONDecodeError(kind: .nulByte, reason: reason, position: .of(offset: nul, in: bytes))
        }
        if !sawContent {
            throw JSONDecodeError(
                kind: .whitespaceOnly, reason: "the input holds only whitespace (\(bytes.count) bytes)", position: nil)
        }
    }

    private static func firstNul(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// The offset just past the quote that closes the string opened at `opening`, or `end` when
    /// none does: a quote closes it when an even number of backslashes precedes it.
    private static func endOfString(_ bytes: UnsafeRawBufferPointer, openedAt opening: Int, end: Int) -> Int {
        let base = bytes.baseAddress!
        var from = opening + 1
        while from < end, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), end - from) {
            let quote = UnsafeRawPointer(found) - base
            var backslashes = 0
            while quote - backslashes - 1 > opening && bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote + 1 }
            from = quote + 1
        }
        return end
    }

    private static func byteOrderMark(_ bytes: UnsafeRawBufferPointer) -> String? {
        func starts(with prefix: [UInt8]) -> Bool {
            bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
        }
        if starts(with: [0xEF, 0xBB, 0xBF]) { return "UTF-8" }
        if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        if starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        return nil
    }

    /// UTF-16 text of ASCII characters has a zero in every other byte of its first pair.
    private static func looksLikeUTF16(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 2 && ((bytes[0] == 0) != (bytes[1] == 0))
    }
}
