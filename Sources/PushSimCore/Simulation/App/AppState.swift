/// The app's state when the push arrives (docs/delivery.md).
public enum AppState: String, Sendable, CaseIterable {
    case active
    case inactive
    case background
    /// The app is not running: the tap launches it.
    case notRunning = "not-running"
    /// Not a UIKit state: the app is not running because the user force-quit it (swiped it away
    /// in the app switcher), and iOS does not launch it in the background for a
    /// content-available push until the user launches it again (docs/delivery.md, "Force-quit",
    /// citing https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)).
    case forceQuit = "force-quit"

    /// Active and inactive are foreground states: "the app is running in the foreground but
    /// isn't receiving events" is `inactive` (Control Center pulled down, an incoming call), and
    /// iOS then asks the app's `willPresent` as it does when active (docs/delivery.md, citing
    /// https://developer.apple.com/documentation/uikit/uiapplication/state/inactive).
    public var isForeground: Bool { self == .active || self == .inactive }

    /// Whether the app has a process: neither `not-running` nor `force-quit`.
    public var isRunning: Bool { self != .notRunning && self != .forceQuit }

    /// The state as UIKit, and so the app's model (variants' `states`, `state.app`), sees it: a
    /// force-quit app is simply not running, since the app cannot tell why.
    public var asSeenByTheApp: AppState { self == .forceQuit ? .notRunning : self }

    /// Where a state change leaves the app: the system terminating a force-quit app changes
    /// nothing, it stays force-quit until the user launches it (docs/scenarios.md).
    public func moved(to next: AppState) -> AppState {
        self == .forceQuit && next == .notRunning ? .forceQuit : next
    }
}
