/// What the app model says about time (docs/app-model.md, "Loads that take time").
extension AppModel {
    /// What becomes of an older load when a newer navigation request starts: the model's
    /// `navigation.pendingLoads`, else `inOrder`.
    public var pendingLoadPolicy: NavigationRules.PendingLoadPolicy { navigation?.pendingLoads ?? .inOrder }

    /// Whether any event or variant declares a load that takes time: a scenario against this
    /// model then shows its clock (docs/scenarios.md, "Time").
    public var hasLoadsThatTakeTime: Bool {
        events.contains { event in
            (event.load?.takes ?? 0) > 0 || event.variants.contains { ($0.load?.takes ?? 0) > 0 }
        }
    }
}
