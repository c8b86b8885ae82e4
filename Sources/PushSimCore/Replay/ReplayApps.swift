/// A replay worker's simulated apps: one per app model, reset before each payload rather than
/// built anew — the screens, navigation and push center of a fresh app cost more than the
/// delivery of many payloads (docs/performance.md, "What changed").
///
/// Unchecked `Sendable`: a worker's apps go with it from batch to batch (`OrderedBatches`), and
/// only one batch at a time uses them — a batch's task is handed them when it starts and gives
/// them back when it ends, and the task's start and end order their uses.
final class ReplayApps: @unchecked Sendable {
    private var apps: [String: SimulatedApp] = [:]

    /// An app of `model` as `SimulatedApp(model:)` would make it; `key` names the model
    /// (`AppModelCache.Resolved`).
    func freshApp(of model: AppModel, key: String) -> SimulatedApp {
        if let app = apps[key] {
            app.reset()
            return app
        }
        let app = SimulatedApp(model: model)
        apps[key] = app
        return app
    }
}
