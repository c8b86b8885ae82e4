/// What the running app shows when nobody says otherwise: its tabs' stacks and any modals
/// (docs/app-model.md, "Tabs and modals"), and — for an app without a tab bar — the screens
/// held in memory beside its one stack (their views loaded or not).
public struct LaunchState: Sendable, Equatable {
    /// A screen in memory beside the stack (`launch.tabs`, the seeds' tab that is not a tab bar).
    public struct Tab: Sendable, Equatable {
        public var screen: String
        public var viewLoaded: Bool

        public init(screen: String, viewLoaded: Bool) {
            self.screen = screen
            self.viewLoaded = viewLoaded
        }
    }

    public var layout: NavigationLayout
    public var inMemoryTabs: [Tab]

    public init(layout: NavigationLayout = NavigationLayout(StackDescription([ScreenReference(name: "Home")])), inMemoryTabs: [Tab] = []) {
        self.layout = layout
        self.inMemoryTabs = inMemoryTabs
    }

    /// The selected tab's stack (the app's only stack without a tab bar).
    public var stack: StackDescription { layout.selected }
}
