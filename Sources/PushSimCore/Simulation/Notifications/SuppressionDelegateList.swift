/// The push center's delegates, held weakly, in the order they were added (docs/delivery.md,
/// "The app's state"), added and removed in constant time. A 20,000-modal stack searched the
/// whole list for every screen it added, 12.7 s per payload (docs/guarantees.md, "Scaling").
///
/// A short list is searched, as a search of a few slots costs less than hashing (an app reset
/// for every replayed payload holds a delegate or two); past `searchedUpTo` slots each delegate's
/// slot is found by its identity in a dictionary. A removed delegate empties its slot, and a
/// released one leaves a slot whose weak reference is nil; once the list has doubled since it was
/// last tidied, the empty slots are dropped (keeping the order), so adding costs constant time
/// amortized and the list holds at most twice its live delegates plus those released since.
struct SuppressionDelegateList {
    private var slots: [WeakSuppressionDelegate] = []
    /// Each delegate's slot, by its identity, once the list is longer than `searchedUpTo`. A
    /// released delegate's entry may remain, naming a slot that is now empty: another object at
    /// its address is then not mistaken for it.
    private var slotByIdentity: [ObjectIdentifier: Int]?
    /// The length at which the empty slots are dropped.
    private var tidiesAt = 2 * Self.searchedUpTo
    /// How many slots adding, removing and tidying have looked at: counted by the scaling tests.
    private(set) var slotsVisited = 0

    private static let searchedUpTo = 16

    /// Adds `delegate` after the others, unless it is already there.
    mutating func add(_ delegate: any SuppressionDelegate) {
        if slot(of: delegate) != nil { return }
        if slots.count >= tidiesAt { tidy() }
        slots.append(WeakSuppressionDelegate(value: delegate))
        if slotByIdentity != nil {
            slotByIdentity?[ObjectIdentifier(delegate)] = slots.count - 1
        } else if slots.count > Self.searchedUpTo {
            index()
        }
    }

    mutating func remove(_ delegate: any SuppressionDelegate) {
        guard let slot = slot(of: delegate) else { return }
        slots[slot].value = nil
        slotByIdentity?[ObjectIdentifier(delegate)] = nil
    }

    /// Calls `body` with each delegate still alive, in the order they were added.
    func forEachAlive(_ body: (any SuppressionDelegate) -> Void) {
        for slot in slots {
            if let value = slot.value { body(value) }
        }
    }

    mutating func removeAll() {
        slots.removeAllKeepingCapacity()
        slotByIdentity = nil
        tidiesAt = 2 * Self.searchedUpTo
    }

    /// The slot holding `delegate`, if it is there.
    private mutating func slot(of delegate: any SuppressionDelegate) -> Int? {
        guard let slotByIdentity else {
            for slot in slots.indices {
                slotsVisited += 1
                if slots[slot].value === delegate { return slot }
            }
            return nil
        }
        guard let slot = slotByIdentity[ObjectIdentifier(delegate)] else { return nil }
        slotsVisited += 1
        return slots[slot].value === delegate ? slot : nil
    }

    /// Finds the slots by identity from now on.
    private mutating func index() {
        var slotByIdentity: [ObjectIdentifier: Int] = [:]
        for slot in slots.indices {
            slotsVisited += 1
            if let value = slots[slot].value { slotByIdentity[ObjectIdentifier(value)] = slot }
        }
        self.slotByIdentity = slotByIdentity
    }

    /// Drops the empty slots, keeping the others' order.
    private mutating func tidy() {
        var kept = 0
        for slot in slots.indices {
            slotsVisited += 1
            guard slots[slot].value != nil else { continue }
            slots[kept] = slots[slot]
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        tidiesAt = max(2 * Self.searchedUpTo, 2 * kept)
        slotByIdentity = nil
        if slots.count > Self.searchedUpTo { index() }
    }
}
