/// Loads the object a hierarchy shows before it is presented (docs/delivery.md: the models
/// load first, and only when loading completes is the new stack presented). Loading is
/// asynchronous, as in the app; whether it succeeds is decided by the event's load rule, so
/// the same payload always has the same outcome.
struct ObjectLoader {
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Asynchronous like the app's loader, so presenting waits for it; it does not force a
    /// thread switch (`Task.yield`), which cost a context switch per payload in a replay.
    nonisolated(nonsending) func load(_ rule: LoadRule, id: String?) async throws(Failure) {
        guard let id else { throw Failure(message: "\(rule.model) needs an object id to load") }
        if let problem = rule.problem(loading: id) { throw Failure(message: problem) }
    }
}
