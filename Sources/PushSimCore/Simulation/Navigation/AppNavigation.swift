/// Everything the app's window shows (docs/app-model.md, "Tabs and modals"): one navigation
/// controller per tab (or the app's only one), the selected tab, the modals presented over
/// them, and — for an app without a tab bar — the screens held in memory beside its stack.
///
/// It owns every screen; the push center and the responder chains point at them weakly, so a
/// screen released here stops suppressing, observing and responding by itself.
///
///
final class AppNavigation {
    /// The root screen of each tab, in tab-bar order; empty without a tab bar.
    let tabRoots: [String]
    private(set) var tabs: [NavigationController]
    private(set) var selectedTab = 0
    private(set) var modals: [NavigationController] = []
    /// Screens in memory beside the stack (version 1 `launch.tabs`): never visible, never responding.
    var inMemory: [ScreenController] = []
    /// A stack that replaced the window's root view controller (the login screens): while it
    /// is set, the tab bar and its tabs are gone.
    private(set) var windowRoot: NavigationController?
    /// The screen made visible last, the only one that can be: it is hidden when another
    /// becomes the topmost. Hiding every screen of every stack at each change made a stack
    /// of modals quadratic to present (docs/guarantees.md, "Scaling"). Held strongly, as it is
    /// the topmost screen after every change (`terminate` lets it go): a weak reference gave
    /// each screen shown a side table, and every retain of it the runtime's slow path.
    private var shown: ScreenController?
    /// How many screens keeping only the topmost visible has looked at: counted by the scaling
    /// tests (docs/guarantees.md, "Scaling").
    private(set) var screensVisited = 0

    init(tabRoots: [String]) {
        self.tabRoots = tabRoots
        tabs = tabRoots.isEmpty ? [NavigationController()] : tabRoots.map { _ in NavigationController() }
    }

    /// The selected tab's stack and the modals over it, then the other tabs' stacks. Each
    /// controller hands out the description of its stack it made before when it still holds
    /// (`NavigationController.description`), so a layout costs one small array.
    var layout: NavigationLayout {
        if let windowRoot { return NavigationLayout(windowRoot.description, modals: modalDescriptions) }
        guard !tabRoots.isEmpty else { return NavigationLayout(tabs[selectedTab].description, modals: modalDescriptions) }
        var others: [StackDescription] = []
        for index in tabs.indices where index != selectedTab { others.append(tabs[index].description) }
        return NavigationLayout(tabs[selectedTab].description, otherTabs: others, modals: modalDescriptions)
    }

    private var modalDescriptions: [StackDescription] { modals.isEmpty ? [] : modals.map(\.description) }

    /// Every tab's stack, in tab-bar order (empty without a tab bar).
    var tabStacks: [StackDescription] { tabRoots.isEmpty || windowRoot != nil ? [] : tabs.map(\.description) }

    var selectedTabRoot: String? { tabRoots.isEmpty || windowRoot != nil ? nil : tabRoots[selectedTab] }

    /// The topmost navigation controller: the last modal's, else the window root's, else the
    /// selected tab's.
    var top: NavigationController { modals.last ?? windowRoot ?? tabs[selectedTab] }

    var visibleScreen: ScreenController? { top.stack.last }

    /// The responder chain as UIKit walks it from the visible screen: the modals' stacks, top
    /// first, then the selected tab's.
    var respondersTopFirst: [any NotificationResponder] {
        var chain: [any NotificationResponder] = []
        for modal in modals.reversed() { modal.responders.appendTopFirst(to: &chain) }
        (windowRoot ?? tabs[selectedTab]).responders.appendTopFirst(to: &chain)
        return chain
    }

    /// The tab whose root is `screen`, if the app has a tab bar and `screen` roots one.
    func tabIndex(rootedAt screen: String) -> Int? { tabRoots.firstIndex(of: screen) }

    /// Replaces tab `index`'s stack (the app's only stack without a tab bar) and selects it.
    func show(_ screens: [ScreenController], inTab index: Int) {
        if windowRoot != nil {
            windowRoot = nil
            for tab in tabs where tab !== tabs[index] { tab.setStack([]) }
        }
        tabs[index].setStack(screens)
        selectedTab = index
        refreshVisibility()
    }

    func select(_ index: Int) {
        selectedTab = index
        refreshVisibility()
    }

    /// Sets a tab's stack without selecting it: a tab the user visited before.
    func setStack(_ screens: [ScreenController], ofTab index: Int) {
        tabs[index].setStack(screens)
        refreshVisibility()
    }

    /// A tab's root that was never shown: created with the tab bar, its view not loaded.
    func setUnshownRoot(_ screen: ScreenController, ofTab index: Int) {
        tabs[index].setUnshownRoot(screen)
    }

    /// Makes `screens` the window's root, as apps do for their login screens: every modal, tab
    /// and stack is released.
    func replaceWindowRoot(with screens: [ScreenController]) {
        modals.removeAll()
        for tab in tabs { tab.setStack([]) }
        let root = NavigationController()
        root.setStack(screens)
        windowRoot = root
        refreshVisibility()
    }

    func present(_ screens: [ScreenController]) {
        let controller = NavigationController()
        controller.setStack(screens)
        modals.append(controller)
        refreshVisibility()
    }

    /// Pushes screens onto the visible stack (the user navigating).
    func pushOnTop(_ screens: [ScreenController]) {
        for screen in screens { top.push(screen) }
        refreshVisibility()
    }

    /// Selects a tab the user taps; a tab never shown loads its view now.
    func selectShowing(_ index: Int) {
        if windowRoot == nil, let root = tabs[index].stack.first, tabs[index].stack.count == 1, !root.viewLoaded {
            tabs[index].setStack([root])
        }
        select(index)
    }

    /// Dismisses the top modal, releasing its screens; false when none is up.
    func dismissTopModal() -> Bool {
        guard !modals.isEmpty else { return false }
        modals.removeLast()
        refreshVisibility()
        return true
    }

    /// The window shows the app's own navigation again (after login screens replaced it).
    func restoreRoot() {
        windowRoot = nil
        refreshVisibility()
    }

    /// Every screen it holds: the tabs', the window root's, the modals' and those in memory.
    var allScreens: [ScreenController] {
        var screens: [ScreenController] = []
        forEachScreen { screens.append($0) }
        return screens
    }

    /// Calls `body` with each screen of `allScreens`, in that order (an app's reset, every payload).
    func forEachScreen(_ body: (ScreenController) -> Void) {
        for tab in tabs { for screen in tab.stack { body(screen) } }
        if let windowRoot { for screen in windowRoot.stack { body(screen) } }
        for modal in modals { for screen in modal.stack { body(screen) } }
        for screen in inMemory { body(screen) }
    }

    /// The app terminates: every screen is released.
    func terminate() {
        shown?.isVisible = false
        shown = nil
        modals.removeAll()
        windowRoot = nil
        inMemory.removeAll()
        for tab in tabs { tab.setStack([]) }
        selectedTab = 0
    }

    /// Dismisses every modal, releasing its screens, without describing them (a launch).
    func removeModals() {
        if !modals.isEmpty { modals.removeAll() }
        refreshVisibility()
    }

    /// Dismisses every modal, releasing its screens; returns what was dismissed.
    @discardableResult
    func dismissModals() -> [StackDescription] {
        let dismissed = modals.map(\.description)
        modals.removeAll()
        refreshVisibility()
        return dismissed
    }

    @discardableResult
    func pop() -> ScreenReference? {
        let popped = top.pop()
        refreshVisibility()
        return popped
    }

    /// Only the topmost screen is visible (docs/app-model.md, "Lifetimes").
    private func refreshVisibility() {
        let topmost = visibleScreen
        screensVisited += 1
        if let shown, shown !== topmost { shown.isVisible = false }
        topmost?.isVisible = true
        shown = topmost
    }
}
