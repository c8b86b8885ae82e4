/// Loads the model a hierarchy shows before it is presented (seed 002: "we load the
/// notification completely before presenting the new UI stack"). Loading is asynchronous, as
/// in the app; whether it succeeds is decided by the event's load rule, so the same payload
/// always has the same outcome.
@MainActor
struct ModelLoader {
    struct Failure: Error, Equatable {
        var message: String
    }

    func load(_ rule: LoadRule, id: String?) async throws(Failure) {
        await Task.yield()
        guard let id else { throw Failure(message: "\(rule.model) needs an object id to load") }
        switch rule.idFormat {
        case .any:
            break
        case .int:
            if Int64(id) == nil { throw Failure(message: "\(rule.model) id \"\(id)\" is not an integer") }
        case .uuid:
            if !HeaderValidator.isUUID(id) { throw Failure(message: "\(rule.model) id \"\(id)\" is not a UUID") }
        }
        if rule.missingIDs.contains(id) { throw Failure(message: "\(rule.model) \(id) does not exist") }
    }
}
