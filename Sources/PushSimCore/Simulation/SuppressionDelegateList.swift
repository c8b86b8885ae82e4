/// The push center's delegates, held weakly, in the order they were added (docs/delivery.md,
/// "The app's state"), added and removed in constant time: each has its slot found by its
/// identity, not by searching the list. A 20,000-modal stack searched the whole list for every
/// screen it added, 12.7 s per payload (docs/guarantees.md, "Scaling").
///
/// A removed delegate empties its slot, and a released one leaves a slot whose weak reference
/// is nil; once the list has doubled since it was last tidied, the empty slots are dropped
/// (keeping the order), so adding costs constant time amortized and the list holds at most
/// twice its live delegates plus those released since.
struct SuppressionDelegateList {
    private var slots: [WeakSuppressionDelegate] = []
    /// Each delegate's slot, by its identity. A released delegate's entry may remain, naming a
    /// slot that is now empty: another object at its address is then not mistaken for it.
    private var slotByIdentity: [ObjectIdentifier: Int] = [:]
    /// The length at which the empty slots are dropped.
    private var tidiesAt = Self.smallest
    /// How many slots adding, removing and tidying have looked at: counted by the scaling tests.
    private(set) var slotsVisited = 0

    private static let smallest = 16

    /// Adds `delegate` after the others, unless it is already there.
    mutating func add(_ delegate: any SuppressionDelegate) {
        let identity = ObjectIdentifier(delegate)
        if let slot = slotByIdentity[identity] {
            slotsVisited += 1
            if slots[slot].value === delegate { return }
        }
        if slots.count >= tidiesAt { tidy() }
        slotByIdentity[identity] = slots.count
        slots.append(WeakSuppressionDelegate(value: delegate))
    }

    mutating func remove(_ delegate: any SuppressionDelegate) {
        let identity = ObjectIdentifier(delegate)
        guard let slot = slotByIdentity[identity] else { return }
        slotsVisited += 1
        guard slots[slot].value === delegate else { return }
        slots[slot].value = nil
        slotByIdentity[identity] = nil
    }

    /// Calls `body` with each delegate still alive, in the order they were added.
    func forEachAlive(_ body: (any SuppressionDelegate) -> Void) {
        for slot in slots {
            if let value = slot.value { body(value) }
        }
    }

    mutating func removeAll() {
        slots.removeAllKeepingCapacity()
        if !slotByIdentity.isEmpty { slotByIdentity.removeAll(keepingCapacity: true) }
        tidiesAt = Self.smallest
    }

    /// Drops the empty slots, keeping the others' order.
    private mutating func tidy() {
        slotByIdentity.removeAll(keepingCapacity: true)
        var kept = 0
        for slot in slots.indices {
            slotsVisited += 1
            guard let value = slots[slot].value else { continue }
            slots[kept] = slots[slot]
            slotByIdentity[ObjectIdentifier(value)] = kept
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        tidiesAt = max(Self.smallest, 2 * kept)
    }
}
