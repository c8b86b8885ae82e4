/// The app's state values (docs/app-model.md, "Version 2") by name, in order: the model's
/// `state` as its file lists it, then each name set later, in the order it was first set.
///
/// A name is found through an index of places, and its value under its place in a
/// `PersistentNumberedList`: reading or setting one costs the same however many values the
/// state holds, and every copy is a version that stays as it was. The model's state, the app's,
/// what a notification's conditions saw when it arrived, each scenario step's snapshot share
/// every node but the O(log n) that a change copies. An object's members, scanned for each name
/// and copied into each condition's context, made setting n values n²/2 comparisons and a
/// delivery values × handler actions (docs/guarantees.md, "Scaling: the app's state and the
/// model's checks").
public struct StateValues: Sendable {
    /// Each value under its name's place.
    private var entries = PersistentNumberedList<JSONObject.Entry>()
    /// Each name's place. Shared by every version made from this one, and left as it is while
    /// they set values they have, so that no version copies it to change one.
    private var places: [String: Int] = [:]
    /// The places of names added since `places` was last extended: a version that adds a name
    /// (an app setting a session value its model's `state` does not list) copies these few, not
    /// the whole index shared with the model. Folded into `places` once they are an eighth of it.
    private var addedPlaces: [String: Int] = [:]

    public init() {}

    /// The members of `object`, in its order (a decoded object has no two of one name).
    public init(_ object: JSONObject) {
        for entry in object.entries { set(entry.key, entry.value) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The value of `name`, or nil when the state has none.
    public subscript(name: String) -> JSONValue? {
        place(of: name).flatMap { entries.element($0)?.value }
    }

    public func contains(_ name: String) -> Bool { place(of: name) != nil }

    /// Sets `name` to `value`: in its place when the state has it, else after every other.
    public mutating func set(_ name: String, _ value: JSONValue) {
        let entry = JSONObject.Entry(key: name, value: value)
        if let place = place(of: name) {
            entries.replace(place, with: entry)
            return
        }
        // Places are handed out in increasing order, never reused: a name's place says where
        // it was first set.
        let place = entries.last.map { $0.number + 1 } ?? 0
        entries.append(entry, number: place)
        if addedPlaces.count < Swift.max(16, places.count / 8) {
            addedPlaces[name] = place
        } else {
            places.merge(addedPlaces) { _, added in added }
            places[name] = place
            addedPlaces = [:]
        }
    }

    private func place(of name: String) -> Int? {
        places[name] ?? addedPlaces[name]
    }

    /// The names, in order.
    public var names: [String] { entries.elements.map(\.key) }

    /// The values as a JSON object, in order.
    public var object: JSONObject { JSONObject(entries: entries.elements) }

    /// How deep a look-up goes, at most: O(log n) (`PersistentNumberedList`), for the scaling
    /// tests.
    var depth: Int { entries.height }

    /// Whether `other` is this very version: then the two are equal without comparing values.
    func isSameVersion(as other: StateValues) -> Bool { entries.root === other.entries.root }
}

extension StateValues: Sequence {
    public typealias Element = JSONObject.Member

    public func makeIterator() -> IndexingIterator<[JSONObject.Member]> {
        entries.elements.map { (key: $0.key, value: $0.value) }.makeIterator()
    }

    public var underestimatedCount: Int { entries.count }
}

extension StateValues: Equatable {
    /// The same names, in the same order, with the same values.
    public static func == (lhs: StateValues, rhs: StateValues) -> Bool {
        if lhs.isSameVersion(as: rhs) { return true }
        return lhs.count == rhs.count && lhs.entries.elements == rhs.entries.elements
    }
}

extension StateValues: ExpressibleByDictionaryLiteral {
    /// `["loggedIn": true, "activeAccount": "srvA"]`: set in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (name, value) in elements { set(name, value) }
    }
}
