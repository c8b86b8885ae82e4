/// Reading a step's `expect`: only the keys `ScenarioExpectation.keys` names, each of the type
/// it is compared as (docs/scenarios.md, "Expectations"). An unknown key is an error, not a
/// warning: an expectation nothing checks would be a test that cannot fail.
extension ScenarioDecoder {
    mutating func decodeExpectation(_ value: JSONValue, at pointer: JSONPointer) -> ScenarioExpectation? {
        guard let object = value.objectValue else {
            error(pointer, "\"expect\" is an object of expectations (\"visible\", \"badge\"…), not \(value.typeDescription)")
            return nil
        }
        var expectation = ScenarioExpectation()
        for (key, member) in object {
            let at = pointer / key
            guard ScenarioExpectation.keys.contains(key) else {
                error(
                    at,
                    "unknown expectation \"\(key)\"" + Suggestion.hint(for: key, in: ScenarioExpectation.keys)
                        + "; nothing would check it (the keys are \(ScenarioExpectation.listedKeys.joined(separator: ", ")))")
                continue
            }
            if isWellTyped(key, member, at: at) { expectation.values.append((key, member, at)) }
        }
        return expectation
    }

    /// Whether `value` is of the type `key` is compared as; an error at `pointer` if not.
    private mutating func isWellTyped(_ key: String, _ value: JSONValue, at pointer: JSONPointer) -> Bool {
        let before = issues.count
        switch key {
        case "outcome":
            if value != .null, value.stringValue.flatMap(DeliveryOutcome.init(rawValue:)) == nil {
                let known = DeliveryOutcome.allCases.map(\.rawValue)
                let written = value.stringValue.map { "\"\($0)\"" } ?? value.typeDescription
                error(
                    pointer,
                    "\"outcome\" is an outcome of docs/outcomes.md or null (no delivery), not \(written)"
                        + (value.stringValue.map { Suggestion.hint(for: $0, in: known) } ?? ""))
            }
        case "suppressedBy", "handledBy":
            if value != .null, value.stringValue == nil {
                error(pointer, "\"\(key)\" is a screen (\"Conversation(42)\") or null, not \(value.typeDescription)")
            }
        case "reason", "toast":
            if value != .null, value.stringValue == nil {
                error(pointer, "\"\(key)\" is a string or null, not \(value.typeDescription)")
            }
        case "appToast":
            if value != .null, value.boolValue == nil {
                error(pointer, "\"appToast\" is true, false or null, not \(value.typeDescription)")
            }
        case "presentationOptions":
            let known = PresentationOption.allCases.map(\.rawValue)
            if value != .null {
                for (index, option) in strings(value, at: pointer, what: "\"presentationOptions\"") where !known.contains(option) {
                    error(pointer / index, "\"\(option)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: option, in: known))
                }
            }
        case "visible":
            if value != .null { _ = screen(value, at: pointer, what: "\"visible\"") }
        case "state":
            _ = appState(value, at: pointer)
        case "stack":
            if let text = value.stringValue {
                layout(text, at: pointer)
            } else {
                error(pointer, "\"stack\" must be a layout (\"Inbox > Conversation(42)\"), not \(value.typeDescription)")
            }
        case "tabs":
            for (index, element) in strings(value, at: pointer, what: "\"tabs\" (each tab's stack)") {
                _ = stack(.string(element), at: pointer / index, what: "a tab")
            }
        case "badge":
            _ = badge(value, at: pointer)
        case "groups":
            // Notification Center grouped by thread-id: an array of groups, each an array of
            // the `delivered` strings of its notifications.
            guard let groups = value.arrayValue else {
                error(pointer, "\"groups\" must be an array of groups, each an array of strings (\"THREAD-ID: Title — Body\"), not \(value.typeDescription)")
                break
            }
            for (index, group) in groups.enumerated() { _ = strings(group, at: pointer / index, what: "a group") }
        case "clock":
            if value.integerValue.map({ $0 >= 0 }) != true {
                error(pointer, "\"clock\" is the virtual time in milliseconds, an integer of at least 0, not \(value.integerValue.map(String.init) ?? value.typeDescription)")
            }
        case "loading":
            for (index, element) in strings(value, at: pointer, what: "\"loading\" (the screens still loading)") {
                _ = screen(.string(element), at: pointer / index, what: "a loading screen")
            }
        case "focus":
            if value.boolValue == nil { error(pointer, "\"focus\" is true or false, not \(value.typeDescription)") }
        case "authorization":
            _ = authorization(value, at: pointer)
        case "values":
            if value.objectValue == nil {
                error(pointer, "\"values\" is an object of the app's state values ({\"loggedIn\": true}), not \(value.typeDescription)")
            }
        default:  // delivered, observers, handlers, loads, registered, local
            _ = strings(value, at: pointer, what: "\"\(key)\"")
        }
        return issues.count == before
    }

    /// The strings of an array of strings, by index; an error for the array or each element
    /// that is not.
    private mutating func strings(_ value: JSONValue, at pointer: JSONPointer, what: String) -> [(Int, String)] {
        guard let elements = value.arrayValue else {
            error(pointer, "\(what) must be an array of strings, not \(value.typeDescription)")
            return []
        }
        var result: [(Int, String)] = []
        for (index, element) in elements.enumerated() {
            if let text = element.stringValue {
                result.append((index, text))
            } else {
                error(pointer / index, "must be a string, not \(element.typeDescription)")
            }
        }
        return result
    }
}
