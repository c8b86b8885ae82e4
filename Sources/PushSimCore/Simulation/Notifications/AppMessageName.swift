/// A typed, namespaced message name (docs/architecture.md: names are grouped in a namespace, never loose
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
    /// Posted for every notification delivered to the app, suppressed or not (docs/delivery.md,
    /// "Observers"): suppression and observation are separate concepts.
    public static let wasReceived = AppMessageName("PushCenter.wasReceived")
}
