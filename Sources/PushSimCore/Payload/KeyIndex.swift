/// A fixed list of keys, and where each is in it, found without comparing a key to every one:
/// a hash of its length and first byte picks the first candidate to compare with.
///
/// The payload reader asks an object for each of `aps`'s twenty-odd keys; scanning the object
/// once per key cost more than the rest of the reading.
struct KeyIndex: Sendable {
    let keys: [String]
    /// Ordinal + 1 of the key hashed to each slot (0: empty), open addressing.
    private let slots: [UInt8]
    private static let slotCount = 128

    init(_ keys: [String]) {
        precondition(keys.count < Self.slotCount / 2 && keys.count <= 64)
        self.keys = keys
        var slots = [UInt8](repeating: 0, count: Self.slotCount)
        for (ordinal, key) in keys.enumerated() {
            var slot = Self.slot(of: key)
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = UInt8(ordinal + 1)
        }
        self.slots = slots
    }

    var count: Int { keys.count }

    /// A set of the index's keys, one bit per ordinal, for `KnownMembers.containsAny`.
    func mask(of some: [String]) -> UInt64 {
        some.reduce(0) { mask, key in mask | (ordinal(of: key).map { 1 << UInt64($0) } ?? 0) }
    }

    /// Length and first byte: both O(1) on a native string, and enough to tell most keys apart.
    /// Inlined, like `ordinal(of:)`, into the payload reader's many lookups, most of them by a
    /// literal key, where the call itself was a good part of the cost.
    @inline(__always)
    private static func slot(of key: String) -> Int {
        let utf8 = key.utf8
        return (utf8.count &* 37 ^ Int(utf8.first ?? 0)) & (slotCount - 1)
    }

    /// The key's place in `keys`, or nil if it is not one of them.
    @inline(__always)
    func ordinal(of key: String) -> Int? {
        var slot = Self.slot(of: key)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == key { return entry - 1 }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}

/// The members of one JSON object whose keys are in a `KeyIndex`, found in one pass, and the
/// keys that are not, in document order.
struct KnownMembers {
    let index: KeyIndex
    /// For each key of the index, its member's place in `object` + 1 (0: absent), kept inline so
    /// that reading an object allocates no table: every payload's `aps` and `alert` are read
    /// this way. A place past 253 is stored as `far`, and that member is looked for in the
    /// object instead.
    private var places = SIMD32<UInt8>()
    private static var far: UInt8 { .max }
    private let object: JSONObject
    private(set) var unknownKeys: [String] = []
    /// One bit per ordinal of the keys present.
    private var present: UInt64 = 0

    init(_ object: JSONObject, index: KeyIndex) {
        precondition(index.count <= 32, "KnownMembers keeps the places of at most 32 keys")
        self.index = index
        self.object = object
        for place in object.entries.indices {
            let key = object.entries[place].key
            if let ordinal = index.ordinal(of: key) {
                // A key given twice (only in objects built in code: jansson rejects it) keeps
                // its last place.
                places[ordinal] = place < Int(Self.far) - 1 ? UInt8(place + 1) : Self.far
                present |= 1 << UInt64(ordinal)
            } else {
                unknownKeys.append(key)
            }
        }
    }

    /// The member whose key is `key` (a key outside the index is looked up in the object).
    subscript(key: String) -> JSONValue? {
        guard let ordinal = index.ordinal(of: key) else { return object[key] }
        return value(atOrdinal: ordinal)
    }

    /// The member whose key is `key`, found by its ordinal: no hashing, no string comparison.
    @inline(__always)
    subscript<Key: KnownKey>(_ key: Key) -> JSONValue? {
        value(atOrdinal: key.ordinal)
    }

    @inline(__always)
    private func value(atOrdinal ordinal: Int) -> JSONValue? {
        let place = places[ordinal]
        // Not `place == 0 ? nil : …`: JSONValue is ExpressibleByNilLiteral, so that nil is `.null`.
        guard place != 0 else { return Optional.none }
        guard place != Self.far else { return farValue(atOrdinal: ordinal) }
        return object.entries[Int(place) - 1].value
    }

    /// The value of a key whose place did not fit: its last member, as the table would keep.
    private func farValue(atOrdinal ordinal: Int) -> JSONValue? {
        let key = index.keys[ordinal]
        guard let place = object.entries.lastIndex(where: { $0.key == key }) else { return Optional.none }
        return object.entries[place].value
    }

    @inline(__always)
    func contains<Key: KnownKey>(_ key: Key) -> Bool {
        places[key.ordinal] != 0
    }

    func contains(_ key: String) -> Bool {
        guard let ordinal = index.ordinal(of: key) else { return object.contains(key) }
        return places[ordinal] != 0
    }

    /// Whether any key of `mask` (from `index.mask(of:)`) is present.
    func containsAny(of mask: UInt64) -> Bool {
        present & mask != 0
    }
}
