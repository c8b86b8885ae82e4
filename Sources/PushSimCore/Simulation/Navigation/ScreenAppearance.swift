/// Screens that appear and disappear (version 3; docs/app-model.md, "Screens that appear"): a
/// screen's `onAppear` runs when it becomes the visible screen of an app in the foreground
/// (`viewDidAppear`), its `onDisappear` when another takes its place there
/// (`viewDidDisappear`). What counts is the visible screen before and after a delivery or a
/// scenario step: a screen shown and covered within one step (the root a tap launches on,
/// under the destination it pushes) was never on screen; an app that only moves between the
/// foreground and the background keeps its screen, which neither appears nor disappears —
/// UIKit calls neither method then.
extension SimulatedApp {
    /// The visible screen as a step begins, held weakly: holding it would keep a screen the
    /// step releases registered with the push center.
    struct VisibleScreen {
        weak var controller: ScreenController?
        let reference: ScreenReference?
        let definition: ScreenDefinition?
        let wasForeground: Bool
    }

    /// Nil for a model without hooks: a weak reference gives the screen a side table, and
    /// every retain of it the runtime's slow path (docs/performance.md).
    func visibleScreenBeforeStep(in appState: AppState) -> VisibleScreen? {
        guard model.declaresScreenHooks else { return nil }
        let controller = navigation.visibleScreen
        return VisibleScreen(
            controller: controller, reference: controller?.reference, definition: controller?.definition, wasForeground: appState.isForeground)
    }

    /// Runs the hooks of the screen that disappeared and of the one that appeared since
    /// `before`; returns what their actions did, in order.
    nonisolated(nonsending) func runScreenHooks(since before: VisibleScreen?, in appState: AppState) async -> [HandlerEffect] {
        guard let before, appState.isForeground, let now = navigation.visibleScreen, before.controller !== now else { return [] }
        var effects: [HandlerEffect] = []
        if before.wasForeground, let screen = before.reference, let definition = before.definition, !definition.onDisappear.isEmpty {
            await run(definition.onDisappear, occasion: .disappeared(screen), screen: screen, appState: appState, into: &effects)
        }
        if !now.definition.onAppear.isEmpty {
            await run(now.definition.onAppear, occasion: .appeared(now.reference), screen: now.reference, appState: appState, into: &effects)
        }
        return effects
    }

    private nonisolated(nonsending) func run(
        _ hook: ScreenHook, occasion: HandlerEffect.Occasion, screen: ScreenReference, appState: AppState, into effects: inout [HandlerEffect]
    ) async {
        // What the screen's actions read, as the app is when each runs.
        func context() -> ConditionContext {
            var context = ConditionContext(state: state, screen: screen)
            context.builtInState = [
                "app": .string(appState.rawValue), "tab": navigation.selectedTabRoot.map(JSONValue.string) ?? .null,
                "modal": navigation.modals.last?.stack.first.map { .string($0.definition.name) } ?? .null,
            ]
            context.deliveredCount = delivered.count
            context.budget = budget
            return context
        }
        var actions = HandlerSequence(hook.actions)
        while let action = actions.next(deciding: context) {
            // Past the evaluation limit the step is stopped: no further action runs.
            if budget.exceeded != nil { return }
            for result in await perform(action, for: nil, in: context()) {
                let effect = HandlerEffect(occasion: occasion, action: action.name, result: result)
                effects.append(effect)
                recorder.note(.handler, "\(effect.label): \(action.name): \(effect.summary)")
            }
        }
    }
}
