/// Whether a layout (`--stack`, a replay case's `stack`, `launch.stack`, a scenario's
/// `start.stack` and `navigate` steps) fits the app's navigation (docs/app-model.md, "Tabs and
/// modals"): one rule for every layout pushsim makes, so none can be reached one way and refused
/// another (docs/scenarios.md, "Steps").
extension AppModel {
    var tabRoots: [String] { navigation?.tabs ?? [] }

    /// The first reason `layout` cannot be shown by this app, or nil.
    func layoutProblem(_ layout: NavigationLayout) -> String? {
        for stack in layout.tabs + layout.modals {
            if let unknown = stack.screens.first(where: { screen(named: $0.name) == nil }) {
                return undeclaredScreenMessage(unknown.name)
            }
        }
        if !layout.modals.isEmpty, version < 2 { return Self.modalsNeedVersionTwo }
        let roots = tabRoots
        guard !roots.isEmpty else {
            return layout.tabs.count > 1
                ? "\(name) has no tab bar (\"navigation\": {\"tabs\": …}); '|' separates the stacks of tabs" : nil
        }
        var seen: Set<String> = []
        for stack in layout.tabs {
            guard let root = stack.screens.first?.name else { continue }
            guard roots.contains(root) else {
                return "\"\(stack)\": \(root) is not the root of a tab; \(name)'s tabs start at \(roots.joined(separator: ", "))"
                    + Suggestion.hint(for: root, in: roots)
            }
            guard seen.insert(root).inserted else { return "the \(root) tab is given twice" }
        }
        let pushed = layout.tabs.flatMap { $0.screens.dropFirst() } + layout.modals.flatMap(\.screens)
        return misplacedTabRoot(in: pushed)
    }

    /// The first reason `stack` cannot be presented modally over what the app shows (a scenario's
    /// `navigate present`), or nil: the rule `layoutProblem` applies to a layout's modals.
    func presentationProblem(_ stack: StackDescription) -> String? {
        if let unknown = stack.screens.first(where: { screen(named: $0.name) == nil }) {
            return undeclaredScreenMessage(unknown.name)
        }
        // A version 1 model describes one stack and no modals (docs/app-model.md, "Tabs and modals").
        if version < 2 { return Self.modalsNeedVersionTwo }
        return misplacedTabRoot(in: stack.screens)
    }

    static let modalsNeedVersionTwo = "modals ('^') need an app model of schemaVersion 2"

    /// A tab is named by its root screen, which stands only at the root of its tab: a view
    /// controller is in one place at a time, so it cannot also be pushed or presented.
    private func misplacedTabRoot(in screens: [ScreenReference]) -> String? {
        let roots = tabRoots
        guard !roots.isEmpty, let misplaced = screens.first(where: { roots.contains($0.name) }) else { return nil }
        return "\(misplaced.name) is the root of a tab; it cannot be pushed or presented anywhere else"
    }
}
