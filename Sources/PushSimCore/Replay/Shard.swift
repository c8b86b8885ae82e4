/// `--shard I/N`: a deterministic share of the corpus for one job of a CI matrix. A file
/// belongs to the shard its path hashes to (FNV-1a, 64 bits), so every file is in exactly one
/// shard, and adding a file does not move the others.
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public func contains(_ path: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}
