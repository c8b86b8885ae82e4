/// A replay worker's simulated apps: one per app model, reset before each payload rather than
/// built anew — the screens, navigation and push center of a fresh app cost more than the
/// delivery of many payloads (docs/performance.md, "What changed"). It belongs to the worker
/// that made it, as its apps do.
final class ReplayApps {
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
