/// The app's state when the push arrives (docs/delivery.md).
public enum AppState: String, Sendable, CaseIterable {
    case active
    case inactive
    case background
    /// The app is not running: the tap launches it.
    case notRunning = "not-running"
}
