/// Loads the model a hierarchy shows before it is presented (seed 002: "we load the
/// notification completely before presenting the new UI stack"). Loading is asynchronous, as
/// in the app; whether it succeeds is decided by the event's load rule, so the same payload
/// always has the same outcome.
@MainActor
struct ModelLoader {
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Asynchronous like the app's loader, so presenting waits for it; it does not force a
    /// thread switch (`Task.yield`), which cost a context switch per payload in a replay.
    func load(_ rule: LoadRule, id: String?) async throws(Failure) {
        guard let id else { throw Failure(message: "\(rule.model) needs an object id to load") }
        if let problem = AppModel.loadProblem(rule, id: id) { throw Failure(message: problem) }
    }
}
