extension Array {
    /// Empties the array and keeps its storage, as `removeAll(keepingCapacity: true)` does, but
    /// element by element from the end: the standard library's version goes through the generic
    /// `replaceSubrange`, a few hundred instructions of bookkeeping however short the array, and
    /// an app reset for every payload empties its stacks, responders and observations each time
    /// (docs/performance.md, "Delivery internals").
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
