#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The short strings of earlier documents, kept per thread: a replay's payloads repeat the same
/// keys and many of the same values ("aps", "alert", "default"…), and handing out a string made
/// before costs a fraction of making it again from UTF-8 (docs/performance.md, "Decoding":
/// about 55 instructions against 185, and no allocation).
///
/// Only strings of at most 15 UTF-8 bytes are kept: they are stored inline in a `String`, so
/// one is recognised by comparing two words and handed out without a reference count. Each
/// slot holds the last string hashed to it; a collision only costs the string's creation.
final class JSONStringCache {
    /// Longer strings are made afresh each time.
    static let longestKept = 15

    private struct Entry {
        /// Bytes 0..<8 of the string, little-endian, zero past its end.
        var low: UInt64
        /// Bytes 8..<15, and the length + 1 in the top byte: an empty slot (0) matches nothing.
        var high: UInt64
        var string: String
    }

    private static let slotBits = 10
    private static let slotCount = 1 << slotBits
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry(low: 0, high: 0, string: ""), count: Self.slotCount)
    }

    deinit {
        entries.deinitialize(count: Self.slotCount)
        entries.deallocate()
    }

    /// The string of `bytes`, which are valid UTF-8 (jansson checks every string it parses).
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count <= Self.longestKept, let base = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let (low, high) = Self.words(base, count: count)
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        let entry = entries + Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
        if entry.pointee.low == low && entry.pointee.high == high { return entry.pointee.string }
        let made = String(decoding: bytes, as: UTF8.self)
        entry.pointee = Entry(low: low, high: high, string: made)
        return made
    }

    /// The bytes packed into two words, read with overlapping loads instead of one at a time
    /// and never past `count`.
    private static func words(_ base: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(base)
        let tag = UInt64(count + 1) << 56
        switch count {
        case 8...:
            let low = raw.loadUnaligned(as: UInt64.self).littleEndian
            guard count > 8 else { return (low, tag) }
            // Bytes count-8..<count, shifted so that byte 8 comes first.
            let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self).littleEndian
            return (low, last >> UInt64((16 - count) * 8) | tag)
        case 4...:
            let first = UInt64(raw.loadUnaligned(as: UInt32.self).littleEndian)
            let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self).littleEndian)
            return (first | (last >> UInt64((8 - count) * 8)) << 32, tag)
        default:
            var low: UInt64 = 0
            for index in 0..<count { low |= UInt64(base[index]) << UInt64(index * 8) }
            return (low, tag)
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Linux passes the value as optional, Darwin does not.
        let status = pthread_key_create(&key) { kept in
            guard let cache = kept as UnsafeMutableRawPointer? else { return }
            Unmanaged<JSONStringCache>.fromOpaque(cache).release()
        }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// This thread's cache, made on its first use.
    static func forThisThread() -> JSONStringCache {
        let key = Self.key
        if let kept = pthread_getspecific(key) {
            return Unmanaged<JSONStringCache>.fromOpaque(kept).takeUnretainedValue()
        }
        let fresh = JSONStringCache()
        pthread_setspecific(key, Unmanaged.passRetained(fresh).toOpaque())
        return fresh
    }
}
