import CJansson
internal import CJSONArena

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one file of pushsim that touches jansson.
///
/// It parses a buffer with `json_loadb` (never `json_loads`, which stops at a raw NUL, and
/// never `JSON_DISABLE_EOF_CHECK`, which accepts trailing garbage), walks the C tree once into
/// an immutable `JSONValue`, and releases the root before returning, so no jansson reference
/// outlives a call. Nothing here calls `setlocale`, so jansson's `strtod` parses reals with the
/// "C" locale's decimal point.
public enum JSONDecoding {
    /// Deeper documents are rejected. iOS's own JSON decoders stop at 512 levels, so an app
    /// could not read a deeper payload either; the bound also keeps every recursive walk of a
    /// `JSONValue` far from the end of a secondary thread's stack (jansson's parser itself stops
    /// at its own 2048 levels, and the conversion does not descend past this bound).
    public static let maximumDepth = 512

    /// Decodes a complete JSON document of any top-level type.
    public static func decode(_ bytes: [UInt8]) throws(JSONDecodeError) -> JSONValue {
        let result: Result<JSONValue, JSONDecodeError> = bytes.withUnsafeBytes { buffer in
            do throws(JSONDecodeError) {
                return .success(try decode(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Whether jansson allocates from pushsim's per-thread arena (Sources/CJSONArena;
    /// docs/performance.md, "jansson's allocations"): the `pushsim` executable hands it the arena
    /// at start-up; the library never changes its host's allocator, so a process that links it
    /// keeps jansson's own (docs/architecture.md, "Speed behind a fence"). Asked at every parse,
    /// two loads, so that the answer follows whatever the host did. With the arena, a tree is
    /// parsed, converted and freed within one synchronous call below, on one thread.
    private static func janssonAllocatesFromTheArena() -> Bool {
        var mallocFunction: json_malloc_t?
        var freeFunction: json_free_t?
        json_get_alloc_funcs(&mallocFunction, &freeFunction)
        return pushsim_json_arena_is_allocator(mallocFunction) != 0
    }

    /// The prescan's checks (NULs, byte-order marks, empty input, depth) run only when jansson
    /// rejects the input, the input holds a NUL (jansson accepts `1` followed by one), or the tree
    /// is deeper than the limit: jansson rejects every other input the prescan would, and the
    /// conversion counts the depth on its way, so a valid document is not read twice. Every
    /// such input gets the prescan's own error first.
    public static func decode(_ buffer: UnsafeRawBufferPointer) throws(JSONDecodeError) -> JSONValue {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            try JSONPrescan.check(buffer, maximumDepth: maximumDepth)
            throw JSONDecodeError(kind: .empty, reason: "the input is empty (0 bytes)", position: nil)
        }
        // A tree begun on an empty arena and kept wholly in its block is freed by emptying the
        // block, not by jansson's walk of every node, which only gives each slice back one by
        // one; any other tree, and every tree without the arena, by `json_decref`.
        let arenaHoldsTree = janssonAllocatesFromTheArena() && pushsim_json_arena_begin_tree() != 0
        var error = json_error_t()
        let flags = JSON_REJECT_DUPLICATES | JSON_DECODE_ANY
        guard memchr(base, 0, buffer.count) == nil,
            let root = json_loadb(base.assumingMemoryBound(to: CChar.self), buffer.count, Int(flags), &error)
        else {
            try JSONPrescan.check(buffer, maximumDepth: maximumDepth)
            throw decodeError(from: &error, in: buffer)
        }
        defer {
            if !arenaHoldsTree || pushsim_json_arena_free_tree() == 0 { json_decref(root) }
        }
        var tooDeep = false
        let value = convert(root, depth: 1, tooDeep: &tooDeep, strings: JSONStringCache.forThisThread())
        if tooDeep {
            // The prescan finds the bracket past the limit and throws with its position.
            try JSONPrescan.check(buffer, maximumDepth: maximumDepth)
            throw JSONDecodeError(
                kind: .tooDeep(limit: maximumDepth), reason: "nesting deeper than \(maximumDepth) levels", position: nil)
        }
        return value
    }

    /// Borrowed references only: `json_object_iter_value` and `json_array_get` do not add one.
    /// `depth` is the nesting level of `value` if it is an array or object (the root's is 1);
    /// a container past `maximumDepth` is not entered, and sets `tooDeep`.
    /// Strings come from `strings`, this thread's cache of short ones, which spares most keys
    /// and values an allocation (`JSONStringCache`).
    private static func convert(
        _ value: UnsafeMutablePointer<json_t>, depth: Int, tooDeep: inout Bool, strings: JSONStringCache
    ) -> JSONValue {
        switch pushsim_json_typeof(value) {
        case JSON_OBJECT:
            if depth > maximumDepth {
                tooDeep = true
                return .null
            }
            var entries: [JSONObject.Entry] = []
            entries.reserveCapacity(json_object_size(value))
            var iterator = json_object_iter(value)
            while let current = iterator {
                let keyLength = json_object_iter_key_len(current)
                let key = json_object_iter_key(current).map { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: keyLength) {
                        strings.string(UnsafeBufferPointer(start: $0, count: keyLength))
                    }
                } ?? ""
                if let member = json_object_iter_value(current) {
                    entries.append(
                        JSONObject.Entry(key: key, value: convert(member, depth: depth + 1, tooDeep: &tooDeep, strings: strings)))
                }
                iterator = json_object_iter_next(value, current)
            }
            return .object(JSONObject(entries: entries))
        case JSON_ARRAY:
            if depth > maximumDepth {
                tooDeep = true
                return .null
            }
            let count = json_array_size(value)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                if let element = json_array_get(value, index) {
                    elements.append(convert(element, depth: depth + 1, tooDeep: &tooDeep, strings: strings))
                }
            }
            return .array(elements)
        case JSON_STRING:
            let length = json_string_length(value)
            guard let characters = json_string_value(value) else { return .string("") }
            return .string(characters.withMemoryRebound(to: UInt8.self, capacity: length) {
                strings.string(UnsafeBufferPointer(start: $0, count: length))
            })
        case JSON_INTEGER:
            return .integer(Int64(json_integer_value(value)))
        case JSON_REAL:
            return .real(json_real_value(value))
        case JSON_TRUE:
            return .bool(true)
        case JSON_FALSE:
            return .bool(false)
        default:
            return .null
        }
    }

    private static func decodeError(from error: inout json_error_t, in buffer: UnsafeRawBufferPointer)
        -> JSONDecodeError
    {
        let code = withUnsafePointer(to: &error) { pushsim_json_error_code($0) }
        let text = withUnsafeBytes(of: &error.text) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        // jansson's position is the byte offset just past the token it stopped on.
        let end = min(max(Int(error.position), 0), buffer.count)
        let tokenStart = max(end - 1, 0)
        let position = SourcePosition.of(offset: tokenStart, in: buffer)

        switch json_error_code(rawValue: UInt32(code)) {
        case json_error_duplicate_key:
            let key = duplicateKey(endingAt: end, in: buffer)
            let keyStart = key.map { _ in SourcePosition.of(offset: keyStartOffset(endingAt: end, in: buffer), in: buffer) }
            return JSONDecodeError(
                kind: .duplicateKey(key ?? ""),
                reason: key.map { "duplicate key \"\($0)\" in one object" } ?? "duplicate key in one object",
                position: keyStart ?? position)
        case json_error_invalid_utf8:
            return JSONDecodeError(kind: .invalidUTF8, reason: "invalid UTF-8: \(text)", position: position)
        case json_error_numeric_overflow:
            var start = tokenStart
            while start > 0, "0123456789+-.eE".utf8.contains(buffer[start - 1]) { start -= 1 }
            let position = SourcePosition.of(offset: start, in: buffer)
            let kind = text.contains("integer") ? "integer outside the 64-bit range" : "real number out of range"
            return JSONDecodeError(kind: .numberOutOfRange, reason: "\(kind) (\(text))", position: position)
        case json_error_null_character:
            return JSONDecodeError(
                kind: .escapedNul, reason: "\\u0000 inside a string: apps truncate strings at NUL", position: position)
        case json_error_stack_overflow:
            return JSONDecodeError(kind: .tooDeep(limit: maximumDepth), reason: text, position: position)
        default:
            return JSONDecodeError(kind: .syntax, reason: text, position: position)
        }
    }

    /// jansson names no key in its duplicate-key error; the key is the string token that ends
    /// at the error position, so it is read back from the source.
    private static func duplicateKey(endingAt end: Int, in buffer: UnsafeRawBufferPointer) -> String? {
        let start = keyStartOffset(endingAt: end, in: buffer)
        guard start < end, end <= buffer.count, buffer[end - 1] == UInt8(ascii: "\"") else { return nil }
        let token = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
        var error = json_error_t()
        guard let base = token.baseAddress,
            let value = json_loadb(base.assumingMemoryBound(to: CChar.self), token.count, Int(JSON_DECODE_ANY), &error)
        else { return nil }
        defer { json_decref(value) }
        var tooDeep = false
        return convert(value, depth: 1, tooDeep: &tooDeep, strings: JSONStringCache.forThisThread()).stringValue
    }

    /// The opening quote of the string token whose closing quote is at `end - 1`: the nearest
    /// earlier quote not escaped by an odd run of backslashes.
    private static func keyStartOffset(endingAt end: Int, in buffer: UnsafeRawBufferPointer) -> Int {
        var index = end - 2
        while index >= 0 {
            if buffer[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                var before = index - 1
                while before >= 0, buffer[before] == UInt8(ascii: "\\") {
                    backslashes += 1
                    before -= 1
                }
                if backslashes % 2 == 0 { return index }
            }
            index -= 1
        }
        return max(end - 1, 0)
    }
}
