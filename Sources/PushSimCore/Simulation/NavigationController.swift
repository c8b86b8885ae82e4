/// The app's navigation stack and its responder chain (docs/architecture.md, "Responder
/// chain"). The stack owns its screens; the responder chain only points at them, weakly, so a
/// released screen drops out of it by itself.
final class NavigationController {
    private(set) var stack: [ScreenController] = []
    let responders = ResponderChain()

    var description: StackDescription { StackDescription(stack.map(\.reference)) }

    /// Replaces the whole stack, as presenting a new hierarchy does; the old screens are
    /// released unless something else holds them.
    func setStack(_ screens: [ScreenController]) {
        // Keeps the buffer: an app reset for every payload refills the same stacks.
        stack.removeAllKeepingCapacity()
        responders.removeAll()
        for screen in screens { push(screen) }
    }

    /// A tab's root created with the tab bar but never shown: no view, no responder.
    func setUnshownRoot(_ screen: ScreenController) {
        stack = [screen]
        responders.removeAll()
    }

    /// None of its screens is visible (AppNavigation shows the topmost again).
    func hideAll() {
        for screen in stack { screen.isVisible = false }
    }

    func push(_ screen: ScreenController) {
        stack.last?.isVisible = false
        stack.append(screen)
        screen.isVisible = true
        screen.didAppear(in: self)
    }

    @discardableResult
    func pop() -> ScreenReference? {
        let popped = stack.popLast()
        popped?.isVisible = false
        stack.last?.isVisible = true
        return popped?.reference
    }
}
