/// A replay worker's simulated apps: one per app model, reset before each payload rather than
/// built anew — the screens, navigation and push center of a fresh app cost more than the
/// delivery of many payloads (docs/performance.md, "Delivery on the workers").
///
/// An app holds its model. It is kept only while the model's `Resolved` is alive — held by the
/// model cache for the directories the walk is in, or by a file not yet reported — so that a
/// model the walk has left is freed once its files are done (`release`; docs/guarantees.md,
/// "Amplification").
///
/// Unchecked `Sendable`: a worker's apps go with it from batch to batch (`OrderedBatches`), and
/// only one batch at a time uses them — a batch's task is handed them when it starts and gives
/// them back when it ends, and the task's start and end order their uses. `release` is called
/// only while the worker is idle, between two batches.
final class ReplayApps: @unchecked Sendable {
    private struct Entry {
        weak var model: AppModelCache.Resolved?
        let app: SimulatedApp
    }

    private var apps: [String: Entry] = [:]

    /// An app of `resolved`'s model as `SimulatedApp(model:)` would make it.
    func freshApp(of resolved: AppModelCache.Resolved) -> SimulatedApp {
        if let entry = apps[resolved.key], entry.model === resolved {
            // A worker busy with one model still lets go of the others' apps once they are done.
            if apps.count > 1 { release() }
            entry.app.reset()
            return entry.app
        }
        release()
        let app = SimulatedApp(model: resolved.usable)
        apps[resolved.key] = Entry(model: resolved, app: app)
        return app
    }

    /// Drops the apps of models nothing else holds any more.
    func release() {
        guard apps.values.contains(where: { $0.model == nil }) else { return }
        apps = apps.filter { $0.value.model != nil }
    }
}
