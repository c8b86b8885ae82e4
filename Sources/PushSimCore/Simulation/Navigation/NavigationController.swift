/// The app's navigation stack and its responder chain (docs/architecture.md, "Responder
/// chain"). The stack owns its screens; the responder chain only points at them, weakly, so a
/// released screen drops out of it by itself.
final class NavigationController {
    private(set) var stack: [ScreenController] = []
    let responders = ResponderChain()

    /// What it shows, root first. The descriptions made before are kept, the latest first, and
    /// one that still describes the stack is handed out again: an app reset for every payload
    /// shows the same few stacks over and over (its launch stack, the hierarchy a payload
    /// opened), and each new description was an array of references built, put in a report and
    /// freed (docs/performance.md, "Delivery internals").
    var description: StackDescription {
        for index in recentDescriptions.indices where describesStack(recentDescriptions[index]) {
            if index > 0 { recentDescriptions.swapAt(0, index) }
            return recentDescriptions[0]
        }
        let made = StackDescription(stack.map(\.reference))
        if recentDescriptions.count == Self.recentDescriptionLimit { recentDescriptions.removeLast() }
        recentDescriptions.insert(made, at: 0)
        return made
    }

    private static let recentDescriptionLimit = 3
    private var recentDescriptions: [StackDescription] = []

    /// Whether `description` names the screens of the stack as they are now, in order.
    private func describesStack(_ description: StackDescription) -> Bool {
        guard description.screens.count == stack.count else { return false }
        for index in stack.indices {
            let reference = description.screens[index]
            let screen = stack[index]
            guard reference.name == screen.definition.name, reference.argument == screen.argument else { return false }
        }
        return true
    }

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

    /// Which screen is visible is `AppNavigation`'s to say, once the whole window changed.
    func push(_ screen: ScreenController) {
        stack.append(screen)
        screen.didAppear(in: self)
    }

    @discardableResult
    func pop() -> ScreenReference? {
        let popped = stack.popLast()
        popped?.isVisible = false
        if let popped { responders.leave(popped) }
        return popped?.reference
    }
}
