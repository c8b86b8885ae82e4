/// The user navigating inside the running app (docs/scenarios.md, "Navigation"): pushing and
/// popping screens, switching tabs, presenting and dismissing modals. A screen that goes away is
/// released, so it stops suppressing, observing and responding with nobody removing it (the
/// seeds' weak references).
extension SimulatedApp {
    public struct NavigationProblem: Error, Sendable, Equatable {
        public var message: String
    }

    /// Does `step`; returns the layout after it.
    public func navigate(_ step: ScenarioNavigation) throws(NavigationProblem) -> NavigationLayout {
        switch step {
        case .push(let stack):
            guard navigation.visibleScreen != nil else { throw NavigationProblem(message: "the app shows nothing to push onto") }
            let screens: [ScreenController]
            do { screens = try makeScreens(stack) } catch { throw NavigationProblem(message: error.message) }
            if let root = stack.screens.first(where: { navigation.tabIndex(rootedAt: $0.name) != nil }) {
                throw NavigationProblem(message: "\(root.name) is the root of a tab; select the tab instead")
            }
            navigation.pushOnTop(screens)
        case .pop(let count):
            let depth = navigation.top.stack.count
            guard count >= 1, count < depth else {
                throw NavigationProblem(message: "cannot pop \(count) of \(depth) screen\(depth == 1 ? "" : "s"): a stack keeps its root")
            }
            for _ in 0..<count { navigation.pop() }
        case .selectTab(let root):
            guard let index = navigation.tabIndex(rootedAt: root) else {
                let roots = navigation.tabRoots
                throw NavigationProblem(
                    message: roots.isEmpty ? "\(model.name) has no tab bar" : "\(root) is not the root of a tab (\(roots.joined(separator: ", ")))"
                        + Suggestion.hint(for: root, in: roots))
            }
            navigation.selectShowing(index)
        case .present(let stack):
            if let problem = model.presentationProblem(stack) { throw NavigationProblem(message: problem) }
            do { navigation.present(try makeScreens(stack)) } catch { throw NavigationProblem(message: error.message) }
        case .dismissModal:
            guard navigation.dismissTopModal() else { throw NavigationProblem(message: "no modal is presented") }
        case .layout(let layout):
            do { try launch(layout: layout, badge: badge) } catch { throw NavigationProblem(message: error.message) }
        }
        return layout
    }
}
