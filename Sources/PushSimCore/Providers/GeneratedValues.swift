/// Values a provider generates for each send (message ids), derived from the message itself so
/// that the same message converts to the same bytes on every machine (docs/providers.md,
/// "Generated values").
struct GeneratedValues {
    /// 64-bit FNV-1a of the message's compact JSON, mixed with its position in the file.
    let hash: UInt64

    init(message: JSONValue, position: Int) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in JSONWriter.string(message).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for byte in String(position).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.hash = hash
    }

    /// FCM's `gcm.message_id`: 16 decimal digits, as real ones are.
    var fcmMessageID: String {
        let digits = String(hash % 10_000_000_000_000_000)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Braze's `ab.c`: the hash as 16 hexadecimal digits.
    var hexadecimal: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// OneSignal's notification id: a UUID in the version 4 layout, from the hash and its
    /// complement's hash.
    var uuid: String {
        let high = hash
        var low: UInt64 = 0xcbf2_9ce4_8422_2325
        var value = ~hash
        for _ in 0..<8 {
            low ^= value & 0xff
            low = low &* 0x0000_0100_0000_01b3
            value >>= 8
        }
        let hex = { (value: UInt64, count: Int) -> String in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, count - digits.count)) + digits
        }
        let a = hex(high >> 32, 8)
        let b = hex((high >> 16) & 0xffff, 4)
        let c = hex(0x4000 | (high & 0x0fff), 4)
        let d = hex(0x8000 | ((low >> 48) & 0x3fff), 4)
        let e = hex(low & 0xffff_ffff_ffff, 12)
        return "\(a)-\(b)-\(c)-\(d)-\(e)"
    }
}
