/// Reads a `handlers` object of an app-model file (docs/app-model.md, "Handlers"): triggers,
/// each an array of one-key action objects. Every mistake is an error at its JSON pointer with
/// the nearest known name; references to parameters, state, screens and models are checked by
/// `AppModelChecker` once the whole model is read.
struct HandlersReader {
    /// How value expressions and `when` conditions are read.
    var conditions: ConditionReader

    static let triggerKeys = HandlerTrigger.allCases.filter { $0 != .serviceExtension }.map(\.rawValue)
    /// The triggers only a version 3 model may use.
    static let versionThreeTriggers: Set<HandlerTrigger> = [.afterPresentation]
    /// The triggers a model of this version may use, as its messages list them.
    var triggerKeys: [String] {
        conditions.readsVersionThree ? Self.triggerKeys : Self.triggerKeys.filter { HandlerTrigger(rawValue: $0).map { !Self.versionThreeTriggers.contains($0) } ?? true }
    }
    /// The actions a model of this version may use, as its messages list them.
    var actionNames: [String] { HandlerAction.names(versionThree: conditions.readsVersionThree) }
    static let clearDeliveredKeys = ["matching", "when", "identifiers", "thread", "pending"]
    /// `clearDelivered` keys a version 1 or 2 model may not use.
    static let versionThreeClearDeliveredKeys = ["identifiers", "thread"]
    static let refreshKeys = ["model", "id"]
    static let branchKeys = ["when", "then", "else"]

    func read(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> NotificationHandlers {
        guard let object = value.objectValue else {
            issues.append(Diagnostic(.error, pointer, "\"handlers\" must be an object of triggers (\(triggerKeys.joined(separator: ", "))), not \(value.typeDescription)"))
            return NotificationHandlers()
        }
        var handlers = NotificationHandlers()
        for (key, list) in object {
            if let trigger = HandlerTrigger(rawValue: key), Self.versionThreeTriggers.contains(trigger), !conditions.readsVersionThree {
                issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 3"))
                continue
            }
            guard let trigger = HandlerTrigger(rawValue: key), trigger != .serviceExtension else {
                // An error, not a warning: the actions under a misspelt trigger would never run.
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "\"\(key)\" is not a trigger (\(triggerKeys.joined(separator: ", ")))" + Suggestion.hint(for: key, in: triggerKeys)))
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
                    "an action is an object with exactly one of \(actionNames.joined(separator: ", ")), as {\"setBadge\": 0}; this one is \(count)"))
            return nil
        }
        let at = pointer / name
        if HandlerAction.versionThreeNames.contains(name), !conditions.readsVersionThree {
            issues.append(Diagnostic(.error, at, "\"\(name)\" needs \"schemaVersion\": 3"))
            return nil
        }
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
            var pending = false
            if reader.object["pending"] != nil {
                if conditions.readsVersionThree {
                    pending = reader.bool("pending") ?? false
                } else {
                    reader.issues.append(Diagnostic(.error, at / "pending", "\"pending\" needs \"schemaVersion\": 3"))
                }
            }
            return .clearDelivered(matching: matching, when: when, identifiers: values["identifiers"], thread: values["thread"], pending: pending)
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
        case "postLocal" where conditions.readsVersionThree:
            return postLocal(argument, at: at, issues: &issues).map(HandlerAction.postLocal)
        case "navigate" where conditions.readsVersionThree:
            return navigation(argument, at: at, issues: &issues)
        case _ where HandlerAction.versionThreeNames.contains(name):
            issues.append(Diagnostic(.error, at, "\"\(name)\" needs \"schemaVersion\": 3"))
            return nil
        default:
            issues.append(
                Diagnostic(
                    .error, at,
                    "unknown action \"\(name)\" (an action is one of \(actionNames.joined(separator: ", ")))"
                        + Suggestion.hint(for: name, in: actionNames)))
            return nil
        }
    }
}

/// The version 3 actions (docs/app-model.md, "Local notifications", "Handler navigation").
extension HandlersReader {
    /// `{"postLocal": {"title": EXPR, …, "userInfo": {KEY: EXPR}, "after": MILLISECONDS}}`.
    func postLocal(_ argument: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> LocalNotificationRequest? {
        var reader = ModelObjectReader(argument, at: pointer, known: LocalNotificationRequest.keys, issues: &issues, what: "\"postLocal\"")
        defer { issues += reader.issues }
        guard argument.objectValue != nil else { return nil }
        var request = LocalNotificationRequest(site: conditions.sites.record(pointer))
        var failed = false
        func expression(_ key: String) -> Condition? {
            guard let value = reader.object[key] else { return nil }
            guard let read = conditions.read(value, at: pointer / key, issues: &reader.issues) else {
                failed = true
                return nil
            }
            return read
        }
        request.title = expression("title")
        request.subtitle = expression("subtitle")
        request.body = expression("body")
        request.threadID = expression("threadId")
        request.category = expression("category")
        request.identifier = expression("identifier")
        for (key, value) in reader.members("userInfo") {
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !path.contains(where: \.isEmpty) else {
                reader.issues.append(Diagnostic(.error, pointer / "userInfo" / key, "\"\(key)\" is not a key path (keys separated by single dots)"))
                failed = true
                continue
            }
            // The alert, thread and category are the request's own fields: userInfo is the
            // app's custom keys (UNNotificationContent.userInfo).
            guard path[0] != "aps" else {
                reader.issues.append(
                    Diagnostic(.error, pointer / "userInfo" / key, "\"aps\" is not a userInfo key: set the content with title, subtitle, body, threadId and category"))
                failed = true
                continue
            }
            guard let read = conditions.read(value, at: pointer / "userInfo" / key, issues: &reader.issues) else {
                failed = true
                continue
            }
            request.userInfo.append(.init(keyPath: path, value: read))
        }
        if let value = reader.object["after"] {
            // UNTimeIntervalNotificationTrigger's interval "must be greater than zero"; a day at
            // most, as a scenario's `wait` (docs/scenarios.md, "Time").
            guard let milliseconds = value.integerValue, (1...LoadRule.longestDuration).contains(milliseconds) else {
                let written = value.integerValue.map(String.init) ?? value.typeDescription
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "after",
                        "\"after\" is the time interval in milliseconds, an integer from 1 to \(LoadRule.longestDuration) (a day): a time-interval trigger's interval must be greater than zero (leave \"after\" out to deliver at once), not \(written)"))
                return nil
            }
            request.after = milliseconds
        }
        if request.title == nil, request.subtitle == nil, request.body == nil, !failed {
            // iOS shows nothing for a request without alert text (docs/delivery.md, "Local
            // notifications"): a model that posts one has a mistake.
            reader.issues.append(Diagnostic(.error, pointer, "\"postLocal\" needs a title, subtitle or body: a local notification without one shows nothing"))
            return nil
        }
        return failed ? nil : request
    }

    /// `{"navigate": {"root": "Login"}}` or `{"navigate": {"confirm": "OpenURLConfirmation"}}`.
    func navigation(_ argument: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> HandlerAction? {
        let moves = argument.objectValue?.members ?? []
        guard argument.objectValue != nil, moves.count == 1, let (key, value) = moves.first else {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\"navigate\" takes one of root, confirm, as {\"root\": \"Login\"} (a condition on it is an \"if\" around it), not \(argument.objectValue.map { _ in "\(moves.count) keys" } ?? argument.typeDescription)"))
            return nil
        }
        guard HandlerNavigation.keys.contains(key) else {
            issues.append(
                Diagnostic(
                    .error, pointer / key,
                    "\"\(key)\" is not one of root, confirm" + (key == "when" ? " (a condition on it is an \"if\" around it)" : Suggestion.hint(for: key, in: HandlerNavigation.keys))))
            return nil
        }
        guard let text = value.stringValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" takes a stack of screens, as \"Login\", not \(value.typeDescription)"))
            return nil
        }
        let stack: StackDescription
        do {
            stack = try StackDescription.parse(text)
        } catch {
            issues.append(Diagnostic(.error, pointer / key, "\"\(text)\": \(error.message)"))
            return nil
        }
        return .navigate(key == "root" ? .root(stack) : .confirm(stack))
    }
}
