/// The app moving between states outside a delivery (docs/scenarios.md): the user brings it to
/// the front or leaves it, or the system terminates it. What the app had in memory — its
/// screens, and with them its delegates, observers and responders — goes when it terminates;
/// the badge and the delivered notifications belong to the system and stay.
extension SimulatedApp {
    /// Moves the app from `current` to `next`; returns what happened, for reports. A force-quit
    /// app stays so until the user launches it (docs/scenarios.md, `AppState.moved(to:)`).
    public func move(from current: AppState, to next: AppState) -> String {
        let next = current.moved(to: next)
        guard current != next else {
            return current == .forceQuit ? "stays force-quit: only the user launches it again" : "stays \(next.rawValue)"
        }
        if !next.isRunning {
            let forceQuit = next == .forceQuit
            if current.isRunning {
                navigation.terminate()
                center.reset()
                // Loads in flight die with the process (docs/scenarios.md, "Time").
                let dropped = dropPendingLoads().map { "the load of \($0.what) is dropped" }
                let also = dropped.isEmpty ? "" : "; " + dropped.joined(separator: ", ")
                return forceQuit
                    ? "force-quit by the user: its screens are released, and iOS will not launch it in the background until the user launches it\(also)"
                    : "terminated: its screens are released\(also)"
            }
            return "force-quit: iOS will not launch it in the background until the user launches it"
        }
        if !current.isRunning {
            try? launch(layout: nil, badge: badge)
            // A logged-out app launches on its login screens (docs/app-model.md, "Session and accounts").
            let loggedOut = showLoginIfLoggedOut() == nil ? "" : " (logged out)"
            if next != .background { return "launched on \(layout)\(loggedOut)" }
            // Only the user launches a force-quit app; the system does not in the background.
            return current == .forceQuit ? "launched by the user, then left in the background, on \(layout)\(loggedOut)" : "launched in the background on \(layout)\(loggedOut)"
        }
        return "\(current.rawValue) → \(next.rawValue)"
    }
}
