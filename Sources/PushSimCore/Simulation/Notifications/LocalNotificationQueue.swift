/// The local notification requests the app added and the system has not delivered yet
/// (version 3; docs/delivery.md, "Local notifications"): `getPendingNotificationRequests`.
/// A request whose identifier is already pending replaces it, as iOS does ("If you use the same
/// identifier when scheduling a new notification, the system removes the previously scheduled
/// notification with that identifier and replaces it with the new one").
struct LocalNotificationQueue: Sendable {
    /// One request: its identifier, its content as a payload (`aps` and the `userInfo` keys),
    /// and when the clock delivers it.
    struct Request: Sendable {
        var identifier: String
        var content: JSONObject
        /// Milliseconds of the clock; a request delivered at once fires at the time it was made.
        var firesAt: Int64
        /// The order requests were made in: those firing at the same time are delivered so.
        var order: Int
    }

    /// In the order they were made.
    private(set) var pending: [Request] = []
    /// How many requests were made: the number in a generated identifier, and the order.
    private(set) var made = 0

    var isEmpty: Bool { pending.isEmpty }

    /// The identifier of a request made without one: a UUID-shaped text of the request's
    /// number, distinct from those of remote notifications (docs/delivery.md, "Request
    /// identifiers").
    mutating func nextGeneratedIdentifier() -> String {
        LocalRequestIdentifier.generated(made + 1)
    }

    /// iOS keeps the soonest-firing 64 pending requests of an app and discards the rest
    /// (docs/delivery.md, "Local notifications"); it also bounds what each change costs.
    static let limit = 64

    /// Adds a request; whether it replaced a pending one with its identifier, and the identifier
    /// of the request the system discarded to stay within `limit` (the latest-firing one, the
    /// newest among equals — possibly this one).
    @discardableResult
    mutating func add(identifier: String, content: JSONObject, firesAt: Int64) -> (replaced: Bool, discarded: String?) {
        made += 1
        let replaced = remove(identifiers: [identifier]) > 0
        pending.append(Request(identifier: identifier, content: content, firesAt: firesAt, order: made))
        guard pending.count > Self.limit,
            let latest = pending.indices.max(by: { (pending[$0].firesAt, pending[$0].order) < (pending[$1].firesAt, pending[$1].order) })
        else { return (replaced, nil) }
        return (replaced, pending.remove(at: latest).identifier)
    }

    /// The earliest time a pending request fires, if any is pending.
    var nextFiring: Int64? { pending.map(\.firesAt).min() }

    /// Takes out the requests due by `time`, earliest first (made first among equals).
    mutating func takeDue(by time: Int64) -> [Request] {
        let due = pending.filter { $0.firesAt <= time }.sorted { ($0.firesAt, $0.order) < ($1.firesAt, $1.order) }
        guard !due.isEmpty else { return [] }
        pending.removeAll { $0.firesAt <= time }
        return due
    }

    /// Removes the requests with these identifiers; returns how many.
    mutating func remove(identifiers: Set<String>) -> Int {
        let before = pending.count
        pending.removeAll { identifiers.contains($0.identifier) }
        return before - pending.count
    }

    /// Removes the requests `picks` chooses; returns how many.
    mutating func remove(where picks: (Request) -> Bool) -> Int {
        let before = pending.count
        pending.removeAll(where: picks)
        return before - pending.count
    }
}

/// The identifier pushsim gives a local request made without one: iOS apps pass their own
/// (usually `UUID().uuidString`); the nth request gets `00000000-0000-4000-9000-00000000000N`,
/// whose variant digit 9 keeps it apart from the remote notifications' (`RequestIdentifier`).
enum LocalRequestIdentifier {
    static func generated(_ number: Int) -> String {
        let remote = RequestIdentifier.generated(number)
        return "00000000-0000-4000-9000-" + remote.suffix(12)
    }
}
