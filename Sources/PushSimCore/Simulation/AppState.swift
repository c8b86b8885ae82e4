/// The app's state when the push arrives (docs/delivery.md).
public enum AppState: String, Sendable, CaseIterable {
    case active
    case inactive
    case background
    /// The app is not running: the tap launches it.
    case notRunning = "not-running"

    /// Active and inactive are foreground states: "the app is running in the foreground but
    /// isn't receiving events" is `inactive` (Control Center pulled down, an incoming call), and
    /// iOS then asks the app's `willPresent` as it does when active (docs/delivery.md, citing
    /// https://developer.apple.com/documentation/uikit/uiapplication/state/inactive).
    public var isForeground: Bool { self == .active || self == .inactive }
}
