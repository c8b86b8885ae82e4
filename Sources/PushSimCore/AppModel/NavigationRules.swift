/// The app's navigation beyond one stack (docs/app-model.md, "Tabs and modals"): a tab bar
/// with a stack per tab, and what opening a notification does while a modal is up.
public struct NavigationRules: Sendable, Equatable {
    /// What opening a notification does when a modal is presented.
    public enum ModalPolicy: String, Sendable, CaseIterable {
        /// Dismiss every modal, then show the destination (`dismiss(animated:)` on the root).
        case dismiss
        /// Present the destination modally over the top modal.
        case presentOver
        /// Change the stack underneath and leave the modal up: what UIKit does when the app
        /// does nothing about it (the user sees the destination only after closing the modal).
        case keep
    }

    /// What becomes of a hierarchy still loading when a newer navigation request starts
    /// (docs/app-model.md, "Loads that take time").
    public enum PendingLoadPolicy: String, Sendable, CaseIterable {
        /// Every load presents its hierarchy when it completes, in completion order: what
        /// asynchronous code does when nothing guards it, so an older, slower load can cover a
        /// newer one.
        case inOrder
        /// Only the newest request presents: an older load is dropped, as stale, when it
        /// completes (an app that checks, on completion, that its request is still the latest).
        case newestWins
    }

    /// The root screen of each tab, in tab-bar order; empty without a tab bar. A tab is
    /// named by its root screen, so a screen can be the root of one tab only.
    public var tabs: [String]
    public var onModal: ModalPolicy
    public var pendingLoads: PendingLoadPolicy

    public init(tabs: [String] = [], onModal: ModalPolicy = .keep, pendingLoads: PendingLoadPolicy = .inOrder) {
        self.tabs = tabs
        self.onModal = onModal
        self.pendingLoads = pendingLoads
    }

    /// The tab whose root is `screen`.
    func tabIndex(rootedAt screen: String) -> Int? { tabs.firstIndex(of: screen) }
}
