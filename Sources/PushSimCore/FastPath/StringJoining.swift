extension Array where Element == String {
    /// The texts one after another with `separator` between them, exactly as the standard
    /// library's `joined(separator:)`, which this overload takes the place of for `[String]`
    /// throughout PushSimCore. The standard library's is generic over `BidirectionalCollection`
    /// and not specialized for arrays: its first call in a process asks the runtime for an
    /// associated type by its mangled name, which scans every protocol conformance record of the
    /// binary, about 185 thousand instructions, 7% of `deliver`'s whole start-up
    /// (docs/performance.md, "Start-up: loading the app model").
    func joined(separator: String = "") -> String {
        guard let first else { return "" }
        var capacity = separator.utf8.count * (count - 1)
        for text in self { capacity += text.utf8.count }
        var joined = first
        joined.reserveCapacity(capacity)
        for text in self.dropFirst() {
            joined += separator
            joined += text
        }
        return joined
    }
}
