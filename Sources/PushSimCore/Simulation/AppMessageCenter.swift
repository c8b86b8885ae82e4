/// Told "was received" for every notification delivered to the app, suppressed or not
/// (docs/delivery.md, "Observers").
protocol NotificationObserver: AnyObject {
    var isListening: Bool { get }
    func didReceive(_ notification: AppNotification)
}

/// A small notification center: observers attach and get back a token; the observation ends
/// when the token is released (attach at creation, detach when gone), and the center holds
/// each observer weakly, so an observer that goes away is never called. Unchecked exclusivity:
/// see `SimulatedApp`.
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

    @exclusivity(unchecked) private var observations: [Observation] = []
    @exclusivity(unchecked) private var nextID = 0

    public init() {}

    func addObserver(_ observer: any NotificationObserver, for name: AppMessageName) -> ObservationToken {
        nextID += 1
        observations.append(Observation(id: nextID, name: name, handler: nil, observer: observer))
        return ObservationToken(center: self, id: nextID)
    }

    /// Registers `observer` again under `token`'s id once the center was emptied (`removeAll`):
    /// ids are never handed out twice, so the token still ends exactly this observation.
    func addObserver(_ observer: any NotificationObserver, for name: AppMessageName, reusing token: ObservationToken) {
        observations.append(Observation(id: token.id, name: name, handler: nil, observer: observer))
    }

    public func addObserver(
        for name: AppMessageName, handler: @escaping (AppNotification) -> Void
    ) -> ObservationToken {
        nextID += 1
        observations.append(Observation(id: nextID, name: name, handler: handler, observer: nil))
        return ObservationToken(center: self, id: nextID)
    }

    /// Calls every observer of `name`, in the order they attached; returns how many.
    @discardableResult
    public func post(_ name: AppMessageName, _ notification: AppNotification) -> Int {
        // The observations as they were when posting began (the loop iterates a copy of the
        // array), without building a filtered one per post.
        var count = 0
        for observation in observations where observation.name == name {
            observation.call(notification)
            count += 1
        }
        return count
    }

    public var observerCount: Int { observations.count }

    func remove(_ id: Int) {
        observations.removeAll { $0.id == id }
    }

    func removeAll() {
        observations.removeAllKeepingCapacity()
    }
}
