/// The app's state values (docs/app-model.md, "Version 2") as a scenario keeps them after each
/// step: a `PersistentNumberedList` by each name's place, shared between steps, so a step that
/// sets one value costs O(log n) and one that sets none costs nothing. A copy of the whole state
/// per step made a scenario's memory steps × values: 5,000 `set` steps to a model of 5,000
/// values took 1 GB (docs/guarantees.md, "Scaling").
struct ScenarioValues: Sendable {
    /// Each value under its name's place, in the app's order.
    private(set) var entries = PersistentNumberedList<JSONObject.Entry>()
    /// Each name's place; shared between steps too, as it changes only when a name is new.
    private(set) var places: [String: Int] = [:]

    init() {}

    /// The app's values as they are now.
    init(_ state: JSONObject) {
        for (key, value) in state { set(key, value) }
    }

    mutating func set(_ name: String, _ value: JSONValue) {
        let entry = JSONObject.Entry(key: name, value: value)
        if let place = places[name] {
            entries.replace(place, with: entry)
        } else {
            places[name] = places.count
            entries.append(entry, number: places.count - 1)
        }
    }

    /// Takes the values the app set since the last call, as they are now.
    mutating func update(from app: SimulatedApp) {
        guard let names = app.stateNamesSet, !names.isEmpty else { return }
        app.stateNamesSet = []
        // In the order they were set: a name the model does not declare takes the next place,
        // as it did in the app's state.
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted { set(name, app.state[name] ?? .null) }
    }

    func value(_ name: String) -> JSONValue? { places[name].flatMap { entries.element($0)?.value } }

    var object: JSONObject { JSONObject(entries: entries.elements) }
}
