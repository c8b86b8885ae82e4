/// The app moving between states outside a delivery (docs/scenarios.md): the user brings it to
/// the front or leaves it, or the system terminates it. What the app had in memory — its
/// screens, and with them its delegates, observers and responders — goes when it terminates;
/// the badge and the delivered notifications belong to the system and stay.
extension SimulatedApp {
    /// Moves the app from `current` to `next`; returns what happened, for reports.
    public func move(from current: AppState, to next: AppState) -> String {
        guard current != next else { return "stays \(next.rawValue)" }
        if next == .notRunning {
            navigation.terminate()
            center.reset()
            return "terminated: its screens are released"
        }
        if current == .notRunning {
            try? launch(layout: nil, badge: badge)
            return next == .background ? "launched in the background on \(layout)" : "launched on \(layout)"
        }
        return "\(current.rawValue) → \(next.rawValue)"
    }
}
