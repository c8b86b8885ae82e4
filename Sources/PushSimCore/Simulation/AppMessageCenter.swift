/// A typed, namespaced message name (seed 004: names are grouped in a namespace, never loose
/// strings scattered through the code).
public struct AppMessageName: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

/// The push center's broadcasts.
public enum PushCenterMessage {
    /// Posted for every notification delivered to the app, suppressed or not (seed 001's
    /// `RGPushNotificationWasReceived`): suppression and observation are separate concepts.
    public static let wasReceived = AppMessageName("PushCenter.wasReceived")
}

/// A small notification center: observers attach with a handler and get back a token; the
/// observation ends when the token is released (attach at creation, detach when gone).
@MainActor
public final class AppMessageCenter {
    private struct Observation {
        let id: Int
        let name: AppMessageName
        let handler: @MainActor (AppNotification) -> Void
    }

    private var observations: [Observation] = []
    private var nextID = 0

    public init() {}

    public func addObserver(
        for name: AppMessageName, handler: @escaping @MainActor (AppNotification) -> Void
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

/// Ends its observation when released, so nobody has to remember to remove it.
///
/// The token holds its center strongly: the center never holds tokens (only handlers that
/// capture their observers weakly), so there is no cycle, and no weak reference to a
/// long-lived center is left behind for LeakSanitizer to mistake for a leak.
@MainActor
public final class ObservationToken {
    private let center: AppMessageCenter
    private let id: Int

    init(center: AppMessageCenter, id: Int) {
        self.center = center
        self.id = id
    }

    isolated deinit {
        center.remove(id)
    }
}
