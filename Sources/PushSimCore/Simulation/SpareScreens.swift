/// The screens an app held when it was last reset, no longer shown, registered or responding,
/// by name: `SimulatedApp.makeScreen` takes one of the name it needs back (`ScreenController.reuse`)
/// instead of building a new one (docs/performance.md, "Delivery internals"); those still unused
/// at the next reset are released.
///
/// Kept by name, a spare is found in constant time: searching one list from its end for the
/// name went past every spare of other names, quadratic for a stack whose screens of one name
/// come before those of another (docs/guarantees.md, "Scaling").
struct SpareScreens {
    /// The arrays stay in the dictionary, emptied, so that resetting an app for every payload
    /// allocates nothing.
    private var byName: [String: [ScreenController]] = [:]
    /// The names whose arrays hold spares.
    private var names: [String] = []
    /// How many times a spare was looked for: counted by the scaling tests.
    private(set) var lookups = 0

    /// Releases the spares not taken back since the last reset, and sets aside every screen of
    /// `navigation`, in its order.
    mutating func refill(from navigation: AppNavigation) {
        for name in names { byName[name]?.removeAllKeepingCapacity() }
        names.removeAllKeepingCapacity()
        navigation.forEachScreen { screen in
            let name = screen.definition.name
            if byName[name]?.isEmpty ?? true { names.append(name) }
            byName[name, default: []].append(screen)
        }
    }

    /// The spare of that name set aside last, taken out; nil when there is none.
    mutating func take(named name: String) -> ScreenController? {
        lookups += 1
        return byName[name]?.popLast()
    }
}
