/// What the running app shows when nobody says otherwise: the navigation stack, and the tabs
/// held in memory beside it (their views loaded or not).
public struct LaunchState: Sendable, Equatable {
    public struct Tab: Sendable, Equatable {
        public var screen: String
        public var viewLoaded: Bool

        public init(screen: String, viewLoaded: Bool) {
            self.screen = screen
            self.viewLoaded = viewLoaded
        }
    }

    public var stack: StackDescription
    public var tabs: [Tab]

    public init(stack: StackDescription = StackDescription([ScreenReference(name: "Home")]), tabs: [Tab] = []) {
        self.stack = stack
        self.tabs = tabs
    }
}
