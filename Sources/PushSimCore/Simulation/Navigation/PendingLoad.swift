/// A hierarchy waiting for its model to load on a scenario's virtual clock (docs/scenarios.md,
/// "Time"): started by opening a notification or a link, presented — or failed, or dropped as
/// stale — when the clock passes `completesAt`. Until then the user sees what was there before
/// (seed 002: "the user is not notified until loading has completed").
struct PendingLoad: Sendable {
    /// The navigation request that started it, counted from 1 (`LoadQueue.latestRequest`).
    var request: Int
    var rule: LoadRule
    var id: String?
    var target: StackDescription
    var onModal: NavigationRules.ModalPolicy
    var startedAt: Int64
    var completesAt: Int64

    /// "Conversation 42": the model and id, as the load's trace says them.
    var what: String { id.map { "\(rule.model) \($0)" } ?? rule.model }
    /// The screen the load is for (the hierarchy's last), as `loading` expectations name it.
    var screen: String { target.screens.last?.description ?? target.description }
}

/// The virtual clock and the loads in flight. A fresh app waits for nothing: its loads complete
/// at once, as `deliver` and `replay` simulate one instant; a scenario turns `waitsForClock` on.
struct LoadQueue: Sendable {
    var waitsForClock = false
    /// Milliseconds since the scenario started.
    var now: Int64 = 0
    /// In the order they started.
    var pending: [PendingLoad] = []
    /// The newest navigation request's number: every opening that reaches the responder chain
    /// is one (docs/app-model.md, "Loads that take time").
    var latestRequest = 0
}

/// What became of a pending load, reported by the step that moved the clock past it.
public struct LoadCompletion: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// Loaded: the hierarchy was presented; the layout after.
        case presented(String)
        /// The load failed: nothing was presented (the app's load-failed behaviour).
        case failed(String)
        /// A newer navigation request started while it loaded (`pendingLoads: newestWins`):
        /// nothing was presented.
        case stale
    }

    /// "Conversation 42".
    public var what: String
    /// The screen it was for: "Conversation(42)".
    public var screen: String
    /// When it completed, in milliseconds of virtual time.
    public var at: Int64
    public var result: Result
    /// What presenting it decided (a modal dismissed, a tab switched), for `--trace`.
    public var trace: [TraceStep] = []

    /// "Conversation 42 loaded at 800 ms: presented Inbox > Conversation(42)", as step lines
    /// and `loads` expectations say it.
    public var summary: String {
        switch result {
        case .presented(let layout): return "\(what) loaded at \(at) ms: presented \(layout)"
        case .failed(let reason): return "\(what) failed at \(at) ms: \(reason); nothing is presented"
        case .stale: return "\(what) loaded at \(at) ms: dropped as stale, a newer navigation request came after it (pendingLoads: newestWins)"
        }
    }
}
