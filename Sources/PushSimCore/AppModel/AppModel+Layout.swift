/// Whether a layout (`--stack`, a replay case's `stack`, `launch.stack`) fits the app's
/// navigation (docs/app-model.md, "Tabs and modals").
extension AppModel {
    var tabRoots: [String] { navigation?.tabs ?? [] }

    /// The first reason `layout` cannot be shown by this app, or nil.
    func layoutProblem(_ layout: NavigationLayout) -> String? {
        for stack in layout.tabs + layout.modals {
            if let unknown = stack.screens.first(where: { screen(named: $0.name) == nil }) {
                return undeclaredScreenMessage(unknown.name)
            }
        }
        if !layout.modals.isEmpty, version < 2 {
            return "modals ('^') need an app model of schemaVersion 2"
        }
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
        if let misplaced = pushed.first(where: { roots.contains($0.name) }) {
            return "\(misplaced.name) is the root of a tab; it cannot be pushed or presented anywhere else"
        }
        return nil
    }
}
