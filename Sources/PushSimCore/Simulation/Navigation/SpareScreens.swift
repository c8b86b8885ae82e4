/// The screens an app held when it was last reset, no longer shown, registered or responding:
/// `SimulatedApp.makeScreen` takes one of the name it needs back (`ScreenController.reuse`)
/// instead of building a new one (docs/performance.md, "Delivery internals"); those still unused
/// at the next reset are released.
///
/// A spare is found in constant time. Up to `searchedUpTo` spares, as an app reset for every
/// replayed payload holds, are searched from the last, which costs less than hashing their
/// names; more are kept by name. Searching one long list went past every spare of other names,
/// quadratic for a stack whose screens of one name come before those of another
/// (docs/guarantees.md, "Scaling").
struct SpareScreens {
    /// The spares, when there are at most `searchedUpTo`; kept, emptied, from one reset to the next.
    private var few: [ScreenController] = []
    /// The spares by name, when there are more.
    private var byName: [String: [ScreenController]] = [:]
    /// How many times a spare was looked for: counted by the scaling tests.
    private(set) var lookups = 0

    private static let searchedUpTo = 16

    /// Releases the spares not taken back since the last reset, and sets aside every screen of
    /// `navigation`, in its order.
    mutating func refill(from navigation: AppNavigation) {
        few.removeAllKeepingCapacity()
        if !byName.isEmpty { byName = [:] }
        navigation.forEachScreen { few.append($0) }
        guard few.count > Self.searchedUpTo else { return }
        for screen in few { byName[screen.definition.name, default: []].append(screen) }
        few.removeAllKeepingCapacity()
    }

    /// The spare of that name set aside last, taken out; nil when there is none.
    mutating func take(named name: String) -> ScreenController? {
        lookups += 1
        guard byName.isEmpty else { return byName[name]?.popLast() }
        guard let index = few.lastIndex(where: { $0.definition.name == name }) else { return nil }
        return few.remove(at: index)
    }
}
