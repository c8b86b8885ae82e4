extension JSONValue {
    /// The length of the value's compact JSON text, escapes aside (each string counts its UTF-8
    /// bytes and its quotes), counted only up to `bound`: past it the walk stops and the result
    /// is some number above `bound`. nil when the value nests deeper than `maximumDepth`.
    ///
    /// A value an app model computes can repeat one array many times without copying it
    /// (`[s, s]`), so its text can be far larger than its memory: it is measured this way before
    /// it is written or kept (docs/conditions.md, "Limits"), and the walk never goes past the
    /// bound or the depth.
    func textSize(upTo bound: Int, maximumDepth: Int = JSONDecoding.maximumDepth) -> Int? {
        var size = 0
        guard accumulate(into: &size, bound: bound, depthLeft: maximumDepth) else { return nil }
        return size
    }

    /// False when too deep; stops adding once `size` is past `bound`.
    private func accumulate(into size: inout Int, bound: Int, depthLeft: Int) -> Bool {
        switch self {
        case .null: size += 4
        case .bool(let flag): size += flag ? 4 : 5
        case .integer(let number): size += Self.digitCount(number)
        case .real(let number): size += JSONWriter.format(number).utf8.count
        case .string(let text): size += text.utf8.count + 2
        case .array(let elements):
            guard depthLeft > 0 else { return false }
            size += 1 + max(1, elements.count)
            for element in elements {
                guard size <= bound else { return true }
                guard element.accumulate(into: &size, bound: bound, depthLeft: depthLeft - 1) else { return false }
            }
        case .object(let object):
            guard depthLeft > 0 else { return false }
            size += 1 + max(1, object.count)
            for entry in object.entries {
                guard size <= bound else { return true }
                size += entry.key.utf8.count + 3
                guard entry.value.accumulate(into: &size, bound: bound, depthLeft: depthLeft - 1) else { return false }
            }
        }
        return true
    }

    private static func digitCount(_ number: Int64) -> Int {
        var count = number < 0 ? 2 : 1
        var rest = number / 10
        while rest != 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}

extension JSONWriter {
    /// `string(value)` when its text is at most `limit` bytes, else what it is and that it is
    /// longer ("an array of more than 200 bytes"): for a message or a trace step about a value,
    /// which need not repeat one as large as a delivery may compute, once per parameter or field
    /// (docs/conditions.md, "Limits").
    static func excerpt(_ value: JSONValue, limit: Int = 200) -> String {
        guard let size = value.textSize(upTo: limit), size <= limit else {
            return "\(value.typeDescription) of more than \(limit) bytes"
        }
        return string(value)
    }
}
