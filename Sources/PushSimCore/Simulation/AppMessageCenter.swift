/// Told "was received" for every notification delivered to the app, suppressed or not
/// (docs/delivery.md, "Observers").
protocol NotificationObserver: AnyObject {
    var isListening: Bool { get }
    func didReceive(_ notification: AppNotification)
}

/// A small notification center: observers attach and get back a token; the observation ends
/// when the token is released (attach at creation, detach when gone), and the center holds
/// each observer weakly, so an observer that goes away is never called.
public final class AppMessageCenter {
    private struct Observation {
        let id: Int
        let name: AppMessageName
        let handler: (AppNotification) -> Void
    }

    private var observations: [Observation] = []
    private var nextID = 0

    public init() {}

    func addObserver(_ observer: any NotificationObserver, for name: AppMessageName) -> ObservationToken {
        addObserver(for: name) { [weak observer] notification in
            guard let observer, observer.isListening else { return }
            observer.didReceive(notification)
        }
    }

    public func addObserver(
        for name: AppMessageName, handler: @escaping (AppNotification) -> Void
    ) -> ObservationToken {
        nextID += 1
        observations.append(Observation(id: nextID, name: name, handler: handler))
        return ObservationToken(center: self, id: nextID)
    }

    /// Calls every observer of `name`, in the order they attached; returns how many.
    @discardableResult
    public func post(_ name: AppMessageName, _ notification: AppNotification) -> Int {
        let matching = observations.filter { $0.name == name }
        for observation in matching { observation.handler(notification) }
        return matching.count
    }

    public var observerCount: Int { observations.count }

    func remove(_ id: Int) {
        observations.removeAll { $0.id == id }
    }

    func removeAll() {
        observations.removeAll()
    }
}
