/// Reads a `handlers` object of an app-model file (docs/app-model.md, "Handlers"): triggers,
/// each an array of one-key action objects. Every mistake is an error at its JSON pointer with
/// the nearest known name; references to parameters, state, screens and models are checked by
/// `AppModelChecker` once the whole model is read.
struct HandlersReader {
    /// How value expressions and `when` conditions are read.
    var conditions: ConditionReader

    static let triggerKeys = HandlerTrigger.allCases.filter { $0 != .serviceExtension }.map(\.rawValue)
    static let clearDeliveredKeys = ["matching", "when", "identifiers", "thread"]
    /// `clearDelivered` keys a version 1 or 2 model may not use.
    static let versionThreeClearDeliveredKeys = ["identifiers", "thread"]
    static let refreshKeys = ["model", "id"]
    static let branchKeys = ["when", "then", "else"]

    func read(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> NotificationHandlers {
        guard let object = value.objectValue else {
            issues.append(Diagnostic(.error, pointer, "\"handlers\" must be an object of triggers (\(Self.triggerKeys.joined(separator: ", "))), not \(value.typeDescription)"))
            return NotificationHandlers()
        }
        var handlers = NotificationHandlers()
        for (key, list) in object {
            guard let trigger = HandlerTrigger(rawValue: key), trigger != .serviceExtension else {
                // An error, not a warning: the actions under a misspelt trigger would never run.
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "\"\(key)\" is not a trigger (\(Self.triggerKeys.joined(separator: ", ")))" + Suggestion.hint(for: key, in: Self.triggerKeys)))
                continue
            }
            guard let elements = list.arrayValue else {
                issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an array of actions, not \(list.typeDescription)"))
                continue
            }
            let (actions, indices) = actionList(elements, at: pointer / key, issues: &issues)
            handlers.actions[trigger] = actions
            handlers.fileIndices[trigger] = indices
        }
        return handlers
    }

    /// An array of actions, each with its index in the file.
    func actionList(_ elements: [JSONValue], at pointer: JSONPointer, issues: inout [Diagnostic]) -> (actions: [HandlerAction], indices: [Int]) {
        var actions: [HandlerAction] = []
        var indices: [Int] = []
        for (index, element) in elements.enumerated() {
            guard let read = action(element, at: pointer / index, issues: &issues) else { continue }
            actions.append(read)
            indices.append(index)
        }
        return (actions, indices)
    }

    /// One action, as a service extension rule's `handlers` reads it too (ServiceExtensionReader).
    func action(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> HandlerAction? {
        guard let object = value.objectValue, object.count == 1, let (name, argument) = object.members.first else {
            let count = value.objectValue.map { "\($0.count) keys" } ?? value.typeDescription
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "an action is an object with exactly one of \(HandlerAction.names(versionThree: conditions.readsVersionThree).joined(separator: ", ")), as {\"setBadge\": 0}; this one is \(count)"))
            return nil
        }
        let at = pointer / name
        switch name {
        case "setBadge":
            return conditions.read(argument, at: at, issues: &issues).map { .setBadge($0, site: conditions.sites.record(at)) }
        case "clearDelivered":
            var reader = ModelObjectReader(argument, at: at, known: Self.clearDeliveredKeys, issues: &issues, what: "\"clearDelivered\"")
            defer { issues += reader.issues }
            guard argument.objectValue != nil else { return nil }
            let matching = reader.strings("matching")
            var values: [String: Condition] = [:]
            for key in Self.versionThreeClearDeliveredKeys {
                guard let value = reader.object[key] else { continue }
                guard conditions.readsVersionThree else {
                    reader.issues.append(Diagnostic(.error, at / key, "\"\(key)\" needs \"schemaVersion\": 3"))
                    continue
                }
                guard let read = conditions.read(value, at: at / key, issues: &reader.issues) else { return nil }
                values[key] = read
            }
            var when: Condition?
            if let condition = reader.object["when"] {
                // Asked of each delivered notification: `current.NAME` reads what runs the handler.
                var asking = conditions
                asking.readsCurrent = conditions.readsVersionThree
                guard let read = asking.read(condition, at: at / "when", issues: &reader.issues) else { return nil }
                when = read
            }
            return .clearDelivered(matching: matching, when: when, identifiers: values["identifiers"], thread: values["thread"])
        case "refresh":
            var reader = ModelObjectReader(argument, at: at, known: Self.refreshKeys, issues: &issues, what: "\"refresh\"")
            defer { issues += reader.issues }
            guard argument.objectValue != nil, let model = reader.string("model", required: true), let id = reader.string("id", required: true)
            else { return nil }
            return .refresh(model: model, id: id)
        case "post":
            guard let message = argument.stringValue, !message.isEmpty else {
                issues.append(Diagnostic(.error, at, "\"post\" takes the name of a message screens observe, not \(argument.typeDescription)"))
                return nil
            }
            return .post(message)
        case "if" where conditions.readsVersionThree:
            var reader = ModelObjectReader(argument, at: at, known: Self.branchKeys, issues: &issues, what: "\"if\"")
            defer { issues += reader.issues }
            guard argument.objectValue != nil else { return nil }
            guard let condition = reader.object["when"] else {
                reader.issues.append(Diagnostic(.error, at / "when", "\"if\" needs \"when\": the condition that decides"))
                return nil
            }
            guard let when = conditions.read(condition, at: at / "when", issues: &reader.issues) else { return nil }
            var branches: [String: [HandlerAction]] = [:]
            for key in ["then", "else"] {
                guard let value = reader.object[key] else { continue }
                guard let elements = value.arrayValue else {
                    reader.issues.append(Diagnostic(.error, at / key, "\"\(key)\" must be an array of actions, not \(value.typeDescription)"))
                    continue
                }
                let read = actionList(elements, at: at / key, issues: &reader.issues).actions
                // An action with mistakes makes the whole `if` one: the model is refused anyway,
                // and the checks of the rest would point at the wrong elements.
                guard read.count == elements.count else { return nil }
                branches[key] = read
            }
            if reader.object["then"] == nil, reader.object["else"] == nil {
                reader.issues.append(Diagnostic(.error, at, "\"if\" needs \"then\" or \"else\": what the app does"))
            }
            return .branch(when: when, then: branches["then"] ?? [], otherwise: branches["else"] ?? [])
        case "setState":
            guard let values = argument.objectValue, !values.isEmpty else {
                issues.append(Diagnostic(.error, at, "\"setState\" takes an object of state names and values, as {\"loggedIn\": false}"))
                return nil
            }
            var assignments: [HandlerAction.StateAssignment] = []
            for (stateName, expression) in values {
                guard let read = conditions.read(expression, at: at / stateName, issues: &issues) else { return nil }
                assignments.append(HandlerAction.StateAssignment(name: stateName, value: read, site: conditions.sites.record(at / stateName)))
            }
            return .setState(assignments)
        case _ where HandlerAction.versionThreeNames.contains(name):
            issues.append(Diagnostic(.error, at, "\"\(name)\" needs \"schemaVersion\": 3"))
            return nil
        default:
            issues.append(
                Diagnostic(
                    .error, at,
                    "unknown action \"\(name)\" (an action is one of \(HandlerAction.names(versionThree: conditions.readsVersionThree).joined(separator: ", ")))"
                        + Suggestion.hint(for: name, in: HandlerAction.names(versionThree: conditions.readsVersionThree))))
            return nil
        }
    }
}
