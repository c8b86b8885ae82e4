/// Told "was received" for every notification delivered to the app, suppressed or not
/// (docs/delivery.md, "Observers").
protocol NotificationObserver: AnyObject {
    var isListening: Bool { get }
    func didReceive(_ notification: AppNotification)
}

/// A small notification center: observers attach and get back a token; the observation ends
/// when the token is released (attach at creation, detach when gone), and the center holds
/// each observer weakly, so an observer that goes away is never called.
///
/// An observation ends in constant time: its slot is found by its id — searched for in a list of
/// up to `searchedUpTo`, where a search costs less than hashing (an app reset for every replayed
/// payload holds a few), looked up in a dictionary beyond — and emptied, and the empty slots are
/// dropped (keeping the order) once they outnumber the others. Searching the whole list for
/// each ending made releasing a 20,000-screen stack quadratic (docs/guarantees.md, "Scaling").
public final class AppMessageCenter {
    private struct Observation {
        let id: Int
        let name: AppMessageName
        /// A handler, or an observer held weakly (no closure to allocate for each screen).
        let handler: ((AppNotification) -> Void)?
        weak var observer: (any NotificationObserver)?

        func call(_ notification: AppNotification) {
            if let handler { return handler(notification) }
            guard let observer, observer.isListening else { return }
            observer.didReceive(notification)
        }
    }

    /// In the order they attached; nil where one has ended since the list was last tidied.
    private var observations: [Observation?] = []
    /// The slot of each observation, by id, once there are more than `searchedUpTo`.
    private var slotByID: [Int: Int]?
    private var ended = 0
    private var nextID = 0
    /// How many observations ending them and tidying have looked at: counted by the scaling
    /// tests (docs/guarantees.md, "Scaling").
    private(set) var observationsVisited = 0

    public init() {}

    func addObserver(_ observer: any NotificationObserver, for name: AppMessageName) -> ObservationToken {
        nextID += 1
        append(Observation(id: nextID, name: name, handler: nil, observer: observer))
        return ObservationToken(center: self, id: nextID)
    }

    /// Registers `observer` again under `token`'s id once the center was emptied (`removeAll`):
    /// ids are never handed out twice, so the token still ends exactly this observation.
    func addObserver(_ observer: any NotificationObserver, for name: AppMessageName, reusing token: ObservationToken) {
        append(Observation(id: token.id, name: name, handler: nil, observer: observer))
    }

    public func addObserver(
        for name: AppMessageName, handler: @escaping (AppNotification) -> Void
    ) -> ObservationToken {
        nextID += 1
        append(Observation(id: nextID, name: name, handler: handler, observer: nil))
        return ObservationToken(center: self, id: nextID)
    }

    private static let searchedUpTo = 16

    private func append(_ observation: Observation) {
        observations.append(observation)
        if slotByID != nil {
            slotByID?[observation.id] = observations.count - 1
        } else if observations.count > Self.searchedUpTo {
            index()
        }
    }

    /// Finds the slots by id from now on.
    private func index() {
        var slotByID: [Int: Int] = [:]
        for slot in observations.indices {
            observationsVisited += 1
            if let observation = observations[slot] { slotByID[observation.id] = slot }
        }
        self.slotByID = slotByID
    }

    /// The slot of the observation `id`, taken out of the dictionary.
    private func takeSlot(of id: Int) -> Int? {
        guard slotByID != nil else {
            for slot in observations.indices {
                observationsVisited += 1
                if observations[slot]?.id == id { return slot }
            }
            return nil
        }
        return slotByID?.removeValue(forKey: id)
    }

    /// Calls every observer of `name`, in the order they attached; returns how many.
    @discardableResult
    public func post(_ name: AppMessageName, _ notification: AppNotification) -> Int {
        // The observations as they were when posting began (the loop iterates a copy of the
        // array), without building a filtered one per post.
        var count = 0
        for case let observation? in observations where observation.name == name {
            observation.call(notification)
            count += 1
        }
        return count
    }

    public var observerCount: Int { observations.count - ended }

    func remove(_ id: Int) {
        guard let slot = takeSlot(of: id) else { return }
        observationsVisited += 1
        observations[slot] = nil
        ended += 1
        if ended > Self.searchedUpTo, ended * 2 > observations.count { tidy() }
    }

    /// Drops the slots of ended observations, keeping the others' order.
    private func tidy() {
        var kept = 0
        for slot in observations.indices {
            observationsVisited += 1
            guard let observation = observations[slot] else { continue }
            observations[kept] = observation
            kept += 1
        }
        observations.removeLast(observations.count - kept)
        ended = 0
        slotByID = nil
        if observations.count > Self.searchedUpTo { index() }
    }

    func removeAll() {
        observations.removeAllKeepingCapacity()
        slotByID = nil
        ended = 0
    }
}
