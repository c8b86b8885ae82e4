/// The compact JSON size of the app's state values, as a handler's `setState` counts the whole
/// state against the evaluation limit (docs/conditions.md, "Limits"). The model's values are
/// measured once for an app's life, as they are the same after every reset; the values set since
/// the last reset are counted on top. Measuring the whole state again after each reset made a
/// replay payloads × values (docs/guarantees.md, "Scaling: the app's state and the model's
/// checks").
struct StateSizes {
    /// Each of the model's values' size, and their sum; nil until a handler first needs them.
    private(set) var model: (each: [String: Int], total: Int)?
    /// The size of each value set since the last reset, in place of the model's.
    private var changed: [String: Int] = [:]
    /// The whole state's size, once `model` is known and `unmeasured` taken.
    private(set) var total = 0
    /// Names set since the last reset whose values are not measured yet: a value set by
    /// `--set`, a case's `set` or a session switch is measured only if a handler needs the
    /// total, which most runs never do.
    private var unmeasured: [String] = []

    /// Each of `state`'s values measured up to `limit` (past it, a number above it), and their
    /// sum.
    static func measure(_ state: StateValues, upTo limit: Int) -> (each: [String: Int], total: Int) {
        var sizes: (each: [String: Int], total: Int) = ([:], 0)
        for member in state {
            let size = member.value.textSize(upTo: limit) ?? limit + 1
            sizes.each[member.key] = size
            sizes.total = min(sizes.total + size, Int.max / 2)
        }
        return sizes
    }

    mutating func setModel(_ sizes: (each: [String: Int], total: Int)) {
        model = sizes
        total = sizes.total
    }

    /// The size counted now for `name`'s value.
    func size(of name: String) -> Int { changed[name] ?? model?.each[name] ?? 0 }

    /// `name`'s value is now `size` bytes, and the whole state `total`.
    mutating func note(_ name: String, size: Int, total: Int) {
        changed[name] = size
        self.total = min(total, Int.max / 2)
    }

    /// `name` was set; its value is measured when the total is next needed.
    mutating func noteSet(_ name: String) { unmeasured.append(name) }

    mutating func takeUnmeasured() -> [String] {
        defer { unmeasured = [] }
        return unmeasured
    }

    /// As after a reset: the model's values only.
    mutating func reset() {
        changed = [:]
        unmeasured = []
        total = model?.total ?? 0
    }
}
