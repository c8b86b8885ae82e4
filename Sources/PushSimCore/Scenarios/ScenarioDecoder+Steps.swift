/// Reading one step: exactly one action key (or none, when the step only checks `expect`), and
/// the keys that go with it (docs/scenarios.md, "Steps").
extension ScenarioDecoder {
    static let actionKeys = ["push", "tap", "dismiss", "state", "navigate", "open", "set", "device", "wait", "confirm"]
    /// `headers` and `tap` also go with `push`, `account` with `set`.
    static let stepKeys = actionKeys + ["headers", "from", "message", "account", "expect"]
    static let tapKeys = ["notification", "thread", "identifier", "action", "text"]
    static let referenceKeys = ["thread", "identifier"]
    static let navigationKeys = ["push", "pop", "tab", "present", "dismiss", "stack"]

    private static let stepHelp =
        "a step has one action (push, tap, dismiss, state, navigate, open, set, device, wait or confirm) and an optional \"expect\""

    /// - Parameter pushesBefore: how many push steps come before this one, so a tap on push n
    ///   can be checked to refer to one that happened.
    mutating func decodeStep(_ value: JSONValue, at pointer: JSONPointer, pushesBefore: Int) -> ScenarioStep {
        var step = ScenarioStep(action: .check, pointer: pointer)
        guard let object = value.objectValue else {
            error(pointer, "a step is an object: \(Self.stepHelp), not \(value.typeDescription)")
            return step
        }
        let unknown = object.keys.filter { !Self.stepKeys.contains($0) }
        rejectUnknownKeys(of: object, at: pointer, known: Self.stepKeys, what: "a step", help: Self.stepHelp)
        // With `push`, `tap` is what the user does with that push, not an action of its own.
        let actions = object.keys.filter { Self.actionKeys.contains($0) && !($0 == "tap" && object["push"] != nil) }
        if actions.count > 1 {
            let named = actions.map { "\"\($0)\"" }
            let both = actions.count == 2 ? "are both" : "are all"
            error(
                pointer / actions[1],
                "a step does one thing: \(named.dropLast().joined(separator: ", ")) and \(named.last!) \(both) here; make them separate steps")
        }
        if object["headers"] != nil, object["push"] == nil {
            error(pointer / "headers", "\"headers\" go with \"push\": they are the headers the push is sent with")
        }
        if object["from"] != nil, object["push"] == nil {
            error(pointer / "from", "\"from\" goes with \"push\": the format of the message pushed")
        }
        if object["message"] != nil, object["push"] == nil {
            error(pointer / "message", "\"message\" goes with \"push\": which request of a provider's batch is pushed")
        }
        if object["account"] != nil, object["set"] == nil {
            error(pointer / "account", "\"account\" goes with \"set\": the account whose values it sets")
        }
        if actions.isEmpty, object["expect"] == nil, unknown.isEmpty {
            error(pointer, "the step does nothing: \(Self.stepHelp)")
        }
        if let action = actions.first, let actionValue = object[action] {
            step.action = decodeAction(action, actionValue, in: object, at: pointer, pushesBefore: pushesBefore) ?? .check
        }
        if let expect = object["expect"] { step.expect = decodeExpectation(expect, at: pointer / "expect") }
        return step
    }

    private mutating func decodeAction(
        _ key: String, _ value: JSONValue, in step: JSONObject, at stepPointer: JSONPointer, pushesBefore: Int
    ) -> ScenarioAction? {
        let pointer = stepPointer / key
        switch key {
        case "push":
            return decodePush(value, in: step, at: stepPointer)
        case "tap":
            return decodeTap(value, at: pointer, pushesBefore: pushesBefore)
        case "dismiss":
            return reference(value, at: pointer, pushesBefore: pushesBefore).map(ScenarioAction.dismiss)
        case "state":
            return appState(value, at: pointer).map(ScenarioAction.state)
        case "navigate":
            return decodeNavigation(value, at: pointer).map(ScenarioAction.navigate)
        case "open":
            return text(value, at: pointer, what: "\"open\" (a URL)").map(ScenarioAction.open)
        case "set":
            guard let values = value.objectValue else {
                error(pointer, "\"set\" is an object of the app's state values ({\"loggedIn\": false}), not \(value.typeDescription)")
                return nil
            }
            var account: String?
            if let value = step["account"] {
                account = text(value, at: stepPointer / "account", what: "\"account\" (an account the app knows)")
            }
            return .set(values.members.map { (name: $0.key, value: $0.value) }, account: account)
        case "device":
            return decodeDeviceChange(value, at: pointer).map(ScenarioAction.device)
        case "wait":
            guard let milliseconds = value.integerValue, (1...LoadRule.longestDuration).contains(milliseconds) else {
                let written = value.integerValue.map(String.init) ?? value.typeDescription
                error(pointer, "\"wait\" is how long virtual time passes, in milliseconds from 1 to \(LoadRule.longestDuration) (a day), not \(written)")
                return nil
            }
            return .wait(milliseconds)
        case "confirm":
            // The user's answer to a confirmation the app presented (docs/scenarios.md,
            // "Confirmations").
            let answers = ["accept", "cancel"]
            guard let answer = value.stringValue, answers.contains(answer) else {
                let written = value.stringValue.map { "\"\($0)\"" + Suggestion.hint(for: $0, in: answers) } ?? value.typeDescription
                error(pointer, "\"confirm\" is the user's answer to the app's confirmation, \"accept\" or \"cancel\", not \(written)")
                return nil
            }
            return .confirm(accept: answer == "accept")
        default:
            return nil
        }
    }

    /// `"push": "payloads/x.json"` or `"push": {…payload…}`, with `headers` and `tap`. An
    /// inline payload's bytes are cut from the file by `ScenarioLoader`.
    private mutating func decodePush(_ value: JSONValue, in step: JSONObject, at stepPointer: JSONPointer) -> ScenarioAction? {
        var payload: ScenarioPayload?
        switch value {
        case .string(let path) where !path.isEmpty: payload = .file(path)
        case .object: payload = .inline([])
        default:
            error(
                stepPointer / "push",
                "\"push\" is a payload file (relative to the scenario) or a payload object, not \(value == "" ? "an empty string" : value.typeDescription)")
        }
        var headers = RequestHeaders()
        if let value = step["headers"] {
            if value.objectValue == nil {
                error(
                    stepPointer / "headers",
                    "\"headers\" must be an object (\(ReplayCase.headerKeys.joined(separator: ", "))), not \(value.typeDescription)")
            } else {
                var problems: [(JSONPointer, String)] = []
                headers = ExpectationManifest.parseHeaders(value, at: stepPointer / "headers", problems: &problems)
                for (pointer, message) in problems { error(pointer, message) }
            }
        }
        var from: ProviderFormat?
        if let value = step["from"] {
            from = value.stringValue.flatMap(ProviderFormat.init(rawValue:))
            if from == nil { error(stepPointer / "from", "\"from\" is one of \(ProviderFormat.names.joined(separator: ", "))") }
        }
        var message: Int?
        if let value = step["message"] {
            if let number = value.integerValue, number >= 1, number <= Int64(Int32.max) {
                message = Int(number)
            } else {
                error(stepPointer / "message", "\"message\" is an integer of at least 1: which request of a provider's batch the step pushes")
            }
        }
        var tap = TapAction.none
        if let value = step["tap"] {
            tap = text(value, at: stepPointer / "tap", what: "\"tap\" with a push (none, default, dismiss or an action id)")
                .map { TapAction(argument: $0) } ?? .none
        }
        return payload.map { .push($0, headers: headers, tap: tap, from: from, message: message) }
    }

    /// `"tap": "latest"`, `2`, `{"thread": "chan1"}`, `{"identifier": "door"}`, or
    /// `{"notification": …, "action": "ID"}`.
    private mutating func decodeTap(_ value: JSONValue, at pointer: JSONPointer, pushesBefore: Int) -> ScenarioAction? {
        guard let object = value.objectValue, object.count > 1 || (object["thread"] == nil && object["identifier"] == nil) else {
            return reference(value, at: pointer, pushesBefore: pushesBefore).map { .tap($0, .default) }
        }
        rejectUnknownKeys(
            of: object, at: pointer, known: Self.tapKeys, what: "\"tap\"",
            help: "a tap says which notification (\"notification\" or \"thread\") and, optionally, the \"action\"")
        var found: NotificationReference?
        let named = ["notification", "thread", "identifier"].filter { object[$0] != nil }
        switch named {
        case ["notification"]:
            found = reference(object["notification"]!, at: pointer / "notification", pushesBefore: pushesBefore)
        case ["thread"]:
            found = text(object["thread"]!, at: pointer / "thread", what: "\"thread\" (a thread-id)").map(NotificationReference.thread)
        case ["identifier"]:
            found = text(object["identifier"]!, at: pointer / "identifier", what: "\"identifier\" (a request identifier)").map(NotificationReference.identifier)
        case []:
            error(pointer, "say which notification: \"notification\" (\"latest\" or a push's number), \"thread\" (a thread-id) or \"identifier\" (a request identifier)")
        default:
            error(pointer / named[1], "say which notification once: \(named.map { "\"\($0)\"" }.joined(separator: " or ")), not \(named.count == 2 ? "both" : "all of them")")
        }
        var action = TapAction.default
        if let value = object["action"], let id = text(value, at: pointer / "action", what: "\"action\" (default, dismiss or an action id)") {
            if id == "none" {
                error(pointer / "action", "\"none\" does nothing; an action is default, dismiss or an action id")
            } else {
                action = TapAction(argument: id)
            }
        }
        // What the user types for a text-input action (docs/scenarios.md).
        if let value = object["text"], let typed = text(value, at: pointer / "text", what: "\"text\" (what the user types)") {
            if case .action(let id, _) = action {
                action = .action(id, text: typed)
            } else {
                error(pointer / "text", "\"text\" goes with an \"action\" that takes text, not \(action)")
            }
        }
        return found.map { .tap($0, action) }
    }

    /// Which delivered notification: `"latest"`, a push's number (1 for the scenario's first
    /// push), or `{"thread": "chan1"}`.
    private mutating func reference(_ value: JSONValue, at pointer: JSONPointer, pushesBefore: Int) -> NotificationReference? {
        let forms = "\"latest\", a push's number (1 for the scenario's first push), {\"thread\": THREAD-ID} or {\"identifier\": REQUEST-ID}"
        switch value {
        case .string("latest"):
            return .latest
        case .integer(let number):
            guard number >= 1 else {
                error(pointer, "pushes are numbered from 1, not \(number)")
                return nil
            }
            guard number <= pushesBefore else {
                error(pointer, "there is no push \(number) before this step (\(pushesBefore) so far)")
                return nil
            }
            return .push(Int(number))
        case .object(let object):
            rejectUnknownKeys(of: object, at: pointer, known: Self.referenceKeys, what: "a notification", help: "a notification is \(forms)")
            switch (object["thread"], object["identifier"]) {
            case (let thread?, nil):
                return text(thread, at: pointer / "thread", what: "\"thread\" (a thread-id)").map(NotificationReference.thread)
            case (nil, let identifier?):
                return text(identifier, at: pointer / "identifier", what: "\"identifier\" (a request identifier)").map(NotificationReference.identifier)
            case (_?, _?):
                error(pointer / "identifier", "say which notification once: \"thread\" or \"identifier\", not both")
                return nil
            case (nil, nil):
                error(pointer, "a notification is \(forms)")
                return nil
            }
        case .string(let text):
            error(pointer, "\"\(text)\" is not a notification: it is \(forms)" + Suggestion.hint(for: text, in: ["latest"]))
            return nil
        default:
            error(pointer, "a notification is \(forms), not \(value.typeDescription)")
            return nil
        }
    }

    /// `{"push": STACK}`, `{"pop": N}`, `{"tab": SCREEN}`, `{"present": STACK}`,
    /// `{"dismiss": true}` or `{"stack": LAYOUT}`: one of them.
    private mutating func decodeNavigation(_ value: JSONValue, at pointer: JSONPointer) -> ScenarioNavigation? {
        let help = "\"navigate\" is one of push, pop, tab, present, dismiss or stack"
        guard let object = value.objectValue else {
            error(pointer, "\(help), in an object ({\"pop\": 1}), not \(value.typeDescription)")
            return nil
        }
        rejectUnknownKeys(of: object, at: pointer, known: Self.navigationKeys, what: "\"navigate\"", help: help)
        let moves = object.keys.filter(Self.navigationKeys.contains)
        guard let move = moves.first, let value = object[move] else {
            if object.keys.allSatisfy(Self.navigationKeys.contains) { error(pointer, help) }
            return nil
        }
        if moves.count > 1 { error(pointer / moves[1], "a navigation does one thing: make \"\(moves[0])\" and \"\(moves[1])\" separate steps") }
        let at = pointer / move
        switch move {
        case "push":
            return stack(value, at: at, what: "\"push\"").map(ScenarioNavigation.push)
        case "present":
            return stack(value, at: at, what: "\"present\"").map(ScenarioNavigation.present)
        case "pop":
            guard let count = value.integerValue, count >= 1 else {
                error(at, "\"pop\" is how many screens to pop, at least 1, not \(value.integerValue.map(String.init) ?? value.typeDescription)")
                return nil
            }
            return .pop(Int(count))
        case "tab":
            return screen(value, at: at, what: "\"tab\" (the tab's root screen)").map { .selectTab($0.description) }
        case "dismiss":
            guard value == .bool(true) else {
                error(at, "\"dismiss\": true dismisses the top modal; \(JSONWriter.string(value)) does not say that")
                return nil
            }
            return .dismissModal
        default:
            guard let text = value.stringValue else {
                error(at, "\"stack\" must be a layout (\"Search | Inbox ^ Compose\"), not \(value.typeDescription)")
                return nil
            }
            return layout(text, at: at).map(ScenarioNavigation.layout)
        }
    }
}
