/// Checks what handlers refer to (docs/app-model.md, "Handlers"): parameters they match and
/// refresh by, the state they set, the messages they post (some screen must observe each), and
/// the models they refresh. Each mistake is reported at its JSON pointer, with the nearest name.
struct HandlersChecker {
    let model: AppModel
    var issues: [Diagnostic] = []

    /// The parameters an action may name: the declared ones, and `id` for the object id.
    private var parameterNames: [String] { model.parameters.map(\.name) + ["id"] }

    /// The models events and variants load: a refresh goes through their load rules.
    private var loadedModels: [String] {
        var names: [String] = []
        for event in model.events {
            for rule in [event.load] + event.variants.map(\.load) {
                if let rule, !names.contains(rule.model) { names.append(rule.model) }
            }
        }
        return names
    }

    mutating func check() {
        let root = JSONPointer.root
        check(model.handlers, at: root / "handlers")
        for event in model.events {
            check(event.handlers, at: root / "events" / event.name / "handlers")
            for (index, variant) in event.variants.enumerated() {
                check(variant.handlers, at: root / "events" / event.name / "variants" / index / "handlers")
            }
        }
    }

    private mutating func check(_ handlers: NotificationHandlers, at pointer: JSONPointer) {
        for entry in handlers.all {
            let at = pointer / entry.trigger.rawValue / entry.index / entry.action.name
            switch entry.action {
            case .setBadge:
                break
            case .clearDelivered(let matching, _):
                for (offset, name) in matching.enumerated() where !parameterNames.contains(name) {
                    issues.append(
                        Diagnostic(
                            .error, at / "matching" / offset,
                            "\"\(name)\" is not a declared parameter (nor id, the object id)" + Suggestion.hint(for: name, in: parameterNames)))
                }
            case .refresh(let name, let id):
                if !parameterNames.contains(id) {
                    issues.append(
                        Diagnostic(
                            .error, at / "id",
                            "\"\(id)\" is not a declared parameter (nor id, the object id)" + Suggestion.hint(for: id, in: parameterNames)))
                }
                let loaded = loadedModels
                if !loaded.contains(name) {
                    issues.append(
                        Diagnostic(
                            .warning, at / "model",
                            "no event loads a \"\(name)\" (\(loaded.isEmpty ? "none loads a model" : "they load \(loaded.joined(separator: ", "))")), so its refresh always succeeds"
                                + Suggestion.hint(for: name, in: loaded)))
                }
            case .post(let name):
                checkPosted(name, at: at)
            case .setState(let assignments):
                let known = model.stateNames
                for assignment in assignments where !known.contains(assignment.name) {
                    issues.append(
                        Diagnostic(
                            .error, at / assignment.name,
                            "the app's state has no \"\(assignment.name)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                                + Suggestion.hint(for: assignment.name, in: known)))
                }
            }
        }
    }

    /// A posted message must reach someone, and must not pass for an event.
    private mutating func checkPosted(_ name: String, at pointer: JSONPointer) {
        if model.events.contains(where: { $0.name == name }) {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\"\(name)\" is an event: screens that observe it hear \"was received\" for it; post a name of its own"))
            return
        }
        guard !model.screens.contains(where: { $0.observes.contains(name) }) else { return }
        let observed = model.screens.flatMap(\.observes).filter { entry in entry != "*" && !model.events.contains { $0.name == entry } }
        issues.append(
            Diagnostic(
                .error, pointer,
                "no screen observes \"\(name)\": add it to a screen's \"observes\"" + Suggestion.hint(for: name, in: observed)))
    }
}
