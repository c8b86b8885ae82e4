/// Builds a `Scenario` from a decoded scenario document, collecting every problem at the JSON
/// pointer of the mistake (docs/scenarios.md, "File format"). Steps are read by
/// `ScenarioDecoder+Steps.swift`, expectations by `ScenarioDecoder+Expectations.swift`.
struct ScenarioDecoder {
    static let topLevelKeys = ["$schema", "schemaVersion", "name", "app", "start", "steps"]
    static let startKeys = ["state", "stack", "badge", "set", "focus", "authorization", "locale", "deviceToken"]

    var issues: [Diagnostic] = []
    /// Each stack text already parsed: a long scenario names the same few screens in step
    /// after step, and parsing one (Unicode letter tests) costs far more than finding it here.
    private var parsedStacks: [String: StackDescription] = [:]

    mutating func decode(_ document: JSONObject, source: String) -> Scenario {
        let root = JSONPointer.root
        // Unknown keys at the top and in `start` are warnings, as in app models: they change
        // nothing the scenario does. In steps they are errors (a misspelt action or
        // expectation would make a test that cannot fail).
        var top = ModelObjectReader(.object(document), at: root, known: Self.topLevelKeys, issues: &issues, what: "the scenario")
        checkSchemaVersion(document["schemaVersion"])
        let name = top.string("name")
        let appPath = top.string("app")
        if appPath?.isEmpty == true { top.issues.append(Diagnostic(.error, root / "app", "\"app\" names no file")) }
        issues += top.issues
        let start = decodeStart(document["start"], at: root / "start")
        let steps = decodeSteps(document["steps"], at: root / "steps")
        if start.deviceToken == nil { requireDeviceToken(steps) }
        return Scenario(source: source, name: name, appPath: appPath, start: start, steps: steps)
    }

    private mutating func checkSchemaVersion(_ value: JSONValue?) {
        let pointer = JSONPointer.root / "schemaVersion"
        let readable = ScenarioLoader.readableVersions.map(String.init).joined(separator: ", ")
        guard let value else {
            return error(pointer, "\"schemaVersion\" is required; this pushsim reads scenario version \(readable)")
        }
        guard let version = value.integerValue else {
            return error(pointer, "\"schemaVersion\" must be an integer, not \(value.typeDescription)")
        }
        if !ScenarioLoader.readableVersions.contains(version) {
            error(pointer, "scenario version \(version) is not one this pushsim reads (it reads version \(readable))")
        }
    }

    private mutating func decodeStart(_ value: JSONValue?, at pointer: JSONPointer) -> ScenarioStart {
        var reader = ModelObjectReader(value, at: pointer, known: Self.startKeys, issues: &issues, what: "\"start\"")
        var start = ScenarioStart()
        if let state = reader.object["state"] { start.state = appState(state, at: pointer / "state") ?? .notRunning }
        if let stack = reader.string("stack") {
            start.stack = stack
            layout(stack, at: pointer / "stack")
        }
        if let badge = reader.object["badge"] { start.badge = self.badge(badge, at: pointer / "badge") }
        start.values = reader.members("set").map { (name: $0.key, value: $0.value) }
        // The device the whole scenario runs on (docs/delivery.md, "Interruption levels and Focus").
        start.device.focus = reader.bool("focus") ?? false
        if let text = reader.string("authorization") {
            start.device.authorization = authorization(.string(text), at: pointer / "authorization") ?? NotificationAuthorization()
        }
        if let text = reader.string("locale") {
            if let languages = LanguageChoice.preferredLanguages(text) {
                start.locale = languages
            } else {
                error(pointer / "locale", "\"locale\" is the device's languages, most wanted first, comma-separated, as \"de-AT,en\"")
            }
        }
        if let token = reader.object["deviceToken"] { start.deviceToken = deviceToken(token, at: pointer / "deviceToken") }
        issues += reader.issues
        return start
    }

    private mutating func decodeSteps(_ value: JSONValue?, at pointer: JSONPointer) -> [ScenarioStep] {
        guard let value else {
            error(pointer, "\"steps\" is required: what happens to the app, in order")
            return []
        }
        guard let elements = value.arrayValue else {
            error(pointer, "\"steps\" must be an array of steps, not \(value.typeDescription)")
            return []
        }
        if elements.isEmpty { error(pointer, "\"steps\" is empty: a scenario needs at least one step") }
        var steps: [ScenarioStep] = []
        steps.reserveCapacity(elements.count)
        var pushes = 0
        for (index, element) in elements.enumerated() {
            steps.append(decodeStep(element, at: pointer / index, pushesBefore: pushes))
            if element.objectValue?["push"] != nil { pushes += 1 }
        }
        return steps
    }

    /// Registration is followed only from a token the scenario gives (docs/scenarios.md, "What
    /// the app registered"): a new token or a `registered` expectation without one would
    /// follow, or check, nothing.
    private mutating func requireDeviceToken(_ steps: [ScenarioStep]) {
        let help = "give \"start\": {\"deviceToken\": HEX}, the token APNs gives the app from its first launch"
        for step in steps {
            if case .device(let change) = step.action, change.token != nil {
                error(step.pointer / "device" / "token", "a new device token needs a first one: \(help)")
            }
            if let registered = step.expect?.values.first(where: { $0.key == "registered" }) {
                error(registered.pointer, "\"registered\" needs the device's token to know what was registered: \(help)")
            }
        }
    }

    // MARK: Values shared by the start, the steps and the expectations.

    mutating func error(_ pointer: JSONPointer, _ message: String) {
        issues.append(Diagnostic(.error, pointer, message))
    }

    /// An `AppState` raw value (`active`, `not-running`…).
    mutating func appState(_ value: JSONValue, at pointer: JSONPointer) -> AppState? {
        let known = AppState.allCases.map(\.rawValue)
        guard let text = value.stringValue else {
            error(pointer, "a state is one of \(known.joined(separator: ", ")), not \(value.typeDescription)")
            return nil
        }
        guard let state = AppState(rawValue: text) else {
            error(pointer, "state \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known))
            return nil
        }
        return state
    }

    /// A badge: an integer of at least 0, or null (no badge).
    mutating func badge(_ value: JSONValue, at pointer: JSONPointer) -> Int64? {
        if value == .null { return nil }
        guard let number = value.integerValue else {
            error(pointer, "a badge is an integer of at least 0, or null, not \(value.typeDescription)")
            return nil
        }
        // The wording every place that takes a badge uses (BadgeCount).
        if let problem = BadgeCount.problem(number) {
            error(pointer, problem + ", or null")
            return nil
        }
        return number
    }

    /// Checks a layout (`Inbox > Conversation(42)`, `Search | Inbox ^ Compose`;
    /// docs/app-model.md, "Tabs and modals").
    @discardableResult
    mutating func layout(_ text: String, at pointer: JSONPointer) -> NavigationLayout? {
        do {
            return try NavigationLayout.parse(text)
        } catch {
            self.error(pointer, error.message)
            return nil
        }
    }

    /// A stack of screens (`Conversation(7)`, `Settings > About`).
    mutating func stack(_ value: JSONValue, at pointer: JSONPointer, what: String) -> StackDescription? {
        guard let text = value.stringValue else {
            error(pointer, "\(what) must be a stack of screens (\"Settings > About\"), not \(value.typeDescription)")
            return nil
        }
        if let parsed = parsedStacks[text] { return parsed }
        do {
            let parsed = try StackDescription.parse(text)
            parsedStacks[text] = parsed
            return parsed
        } catch {
            self.error(pointer, error.message)
            return nil
        }
    }

    /// One screen (`Conversation(42)`), as written.
    mutating func screen(_ value: JSONValue, at pointer: JSONPointer, what: String) -> ScreenReference? {
        guard let stack = stack(value, at: pointer, what: what) else { return nil }
        guard stack.screens.count == 1 else {
            error(pointer, "\(what) names one screen, not the stack \"\(stack)\"")
            return nil
        }
        return stack.screens[0]
    }

    /// A string that must say something.
    mutating func text(_ value: JSONValue, at pointer: JSONPointer, what: String) -> String? {
        guard let text = value.stringValue else {
            error(pointer, "\(what) must be a string, not \(value.typeDescription)")
            return nil
        }
        guard !text.isEmpty else {
            error(pointer, "\(what) is empty")
            return nil
        }
        return text
    }

    /// Errors for the keys of `object` that are not `known`, with the nearest known one.
    mutating func rejectUnknownKeys(of object: JSONObject, at pointer: JSONPointer, known: [String], what: String, help: String) {
        for key in object.keys where !known.contains(key) {
            error(pointer / key, "unknown key \"\(key)\" in \(what)" + Suggestion.hint(for: key, in: known) + "; \(help)")
        }
    }
}
