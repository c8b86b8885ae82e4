/// The app's contract (docs/validation.md, "Against the app: --app"): whether the app a
/// payload is meant for can handle it, as its app model declares. It reads the payload with
/// the app's own code — `AppNotification`, the parameters' resolution, the router, where a
/// notification leads — the code `deliver` runs, so `validate --app` and `deliver` never
/// disagree about what the app makes of a payload.
struct AppContractChecker {
    let model: AppModel
    /// `validate --app --locale`: the user's languages; the tables are checked in the one iOS
    /// chooses, else in every language they have (docs/localization.md).
    var languages: [String]?

    init(model: AppModel, languages: [String]? = nil) {
        self.model = model
        self.languages = languages
    }

    /// The app states a notification can be opened in, as the app sees them: a variant may
    /// depend on it (a force-quit app sees itself not running).
    private static let openingStates: [AppState] = [.notRunning, .background, .inactive, .active]

    /// The findings for `payload`, not yet located in the file (their pointers are), and
    /// whether it was checked at all.
    func check(_ payload: Payload, headers: ResolvedHeaders) -> (diagnostics: [Diagnostic], contract: AppContract) {
        var contract = AppContract(appName: model.name, source: model.source)
        // Other push types never reach the app's notification delegate (docs/delivery.md,
        // "Push types that do not reach the app as a banner"): nothing of the app reads them.
        if PushTypeReceiver.receiver(for: headers.pushType, payload: payload) != nil {
            contract.notCheckedBecause = "push type \(headers.pushType.rawValue) does not reach the app"
            return ([], contract)
        }
        var findings = Findings()
        var arrived = AppNotification(payload: payload, model: model)
        // Without an event type, the model's dispatch rules decide, as in a delivery (asked
        // with the model's state, of the app in the foreground).
        if case .none = arrived.event, !model.dispatch.isEmpty,
            let (_, event) = model.dispatchedEvent(
                in: .arrival(of: arrived, payload: payload, headers: headers, appState: .active, state: model.state))
        {
            arrived.event = .known(event)
        }
        eventType(arrived, &findings)
        let fields = RoutingInput.fields(of: payload)
        let routing = model.routingInput(arrived.routingURL, fields: fields)
        var notification = arrived.resolving(routing.target, in: model)
        notification.parameters = parameters(payload, &findings)
        // Where a tap leads matters only for a notification the user can open: not one sent as
        // push type background, which shows nothing (docs/delivery.md, "A push of type
        // background that carries a badge").
        let shown = notification.alert?.hasVisibleText == true && !(headers.pushType == .background && notification.contentAvailable)
        if shown {
            for state in Self.openingStates {
                opening(notification, payload: payload, headers: headers, routing: routing, state: state, &findings)
            }
        }
        category(payload.aps.category, &findings)
        locKeys(payload.aps.alert, &findings)
        if shown { truncation(notification, payload: payload, &findings) }
        return (findings.all, contract)
    }

    /// The findings so far, each once (the states a notification is opened in may find the
    /// same fault).
    struct Findings {
        var all: [Diagnostic] = []

        mutating func add(_ diagnostic: Diagnostic) {
            if !all.contains(diagnostic) { all.append(diagnostic) }
        }
    }

    // MARK: - The event type

    private func eventType(_ notification: AppNotification, _ findings: inout Findings) {
        guard case .unknown(let name) = notification.event else { return }
        let pointer = Self.pointer(model.mapping.eventTypeKey)
        let reason = model.unknownEventReason(name)
        if notification.routingURL == nil {
            findings.add(.error(.unknownEventType, at: pointer, reason + ": the app cannot read the notification"))
        } else {
            // The routing URL decides (docs/router.md, "Routing URLs inside payloads"): the
            // event it routes to, if any, is the one the app acts on; the sender's event type
            // still names nothing the app declares.
            findings.add(.warning(.unknownEventType, at: pointer, reason + "; the routing URL decides where a tap leads"))
        }
    }

    // MARK: - Parameters

    /// The declared parameters' values (schemaVersion 2), every one that does not fit reported.
    private func parameters(_ payload: Payload, _ findings: inout Findings) -> [String: JSONValue] {
        guard !model.parameters.isEmpty else { return [:] }
        let json = JSONValue.object(payload.json)
        let (values, problems) = model.parameters.resolveAll(payload: json, state: model.state)
        for (problem, definition) in problems {
            let present = json.value(at: definition.keyPath).map { $0 != .null } ?? false
            let pointer = Self.pointer(definition.keyPath)
            let message = "parameter \(problem.parameter): \(problem.message)"
            findings.add(present ? .error(.parameterWrongType, at: pointer, message) : .error(.missingParameter, at: pointer, message))
        }
        return values
    }

    // MARK: - Opening the notification

    /// What the app builds when the notification is opened in `state`: the routing URL's
    /// route, or the event's hierarchy (its variant's), its placeholders filled, its object
    /// loadable.
    private func opening(
        _ arrived: AppNotification, payload: Payload, headers: ResolvedHeaders, routing: RoutingInput, state: AppState,
        _ findings: inout Findings
    ) {
        var notification = arrived
        var variantNote = ""
        if model.version >= 2, case .known(let event) = notification.event {
            let context = ConditionContext.arrival(of: notification, payload: payload, headers: headers, appState: state, state: model.state)
            // Destination rules ask it too (version 3).
            if model.version >= 3 { notification.context = context }
            if let variant = event.variant(in: context, state: state) {
                notification.variant = variant.name
                if variant.hierarchy != nil || variant.load != nil { variantNote = " (variant \(variant.name))" }
            }
        }
        switch model.destination(for: notification, routing: routing) {
        case .nothing:
            return
        case .failed(.unmatched, let reason):
            let pointer = model.mapping.routingURLKey.map(Self.pointer) ?? .root
            findings.add(.error(.unroutableURL, at: pointer, reason + ": a tap leads nowhere"))
        case .failed:
            // An unknown event: reported with the event type.
            return
        case .found(let destination):
            switch destination.hierarchy.instantiate(destination.parameters) {
            case .failure(let missing):
                findings.add(missingArgument(missing.parameter, of: destination, payload: payload, note: variantNote))
            case .success:
                guard let rule = destination.load else { return }
                guard let id = destination.parameters["id"] else {
                    findings.add(
                        .error(.missingObjectID, at: objectIDPointer, "\(rule.model) needs an object id to load\(variantNote), and the payload has no \"\(objectIDKeyText)\""))
                    return
                }
                if let problem = rule.formatProblem(id) {
                    let fromURL = destination.route != nil && routing.target?.objectID != nil
                    let pointer = fromURL ? (model.mapping.routingURLKey.map(Self.pointer) ?? .root) : objectIDPointer
                    findings.add(.error(.objectIDWrongFormat, at: pointer, problem + "\(variantNote): the app cannot load it"))
                }
            }
        }
    }

    /// A hierarchy's `(:name)` nothing fills: the object id, a declared parameter, or a
    /// top-level field of the payload.
    private func missingArgument(_ parameter: String, of destination: Destination, payload: Payload, note: String) -> Diagnostic {
        let hierarchy = "\(destination.hierarchy)\(note)"
        if parameter == "id" {
            let found = JSONValue.object(payload.json).value(atKeyPath: model.mapping.objectIDKey)
            if let found, found != .null {
                return .error(
                    .objectIDWrongFormat, at: objectIDPointer,
                    "\(hierarchy) needs an object id, and \"\(objectIDKeyText)\" is \(found.typeDescription) \(JSONWriter.string(found)): the app reads a non-empty string or an integer")
            }
            return .error(.missingObjectID, at: objectIDPointer, "\(hierarchy) needs an object id and the payload has no \"\(objectIDKeyText)\"")
        }
        let pointer = model.parameters.first { $0.name == parameter }.map { Self.pointer($0.keyPath) } ?? JSONPointer(keys: parameter)
        return .error(.missingParameter, at: pointer, "\(hierarchy) needs the parameter \"\(parameter)\", which nothing supplies")
    }

    // MARK: - Category and strings

    private func category(_ name: String?, _ findings: inout Findings) {
        guard let name, model.category(named: name) == nil else { return }
        let known = model.categories.map(\.id)
        let registered = known.isEmpty ? "\(model.name) registers no categories" : "\(model.name) registers \(known.joined(separator: ", "))"
        findings.add(
            .warning(
                .unknownCategory, at: JSONPointer(keys: "aps", "category"),
                "category \"\(name)\" is not one the app registers (\(registered)): iOS shows the notification without its actions"
                    + Suggestion.hint(for: name, in: known)))
    }

    private func locKeys(_ alert: Alert?, _ findings: inout Findings) {
        guard case .content(let content)? = alert else { return }
        if let tables = model.localization {
            tableKeys(content, tables, &findings)
            return
        }
        let keys = model.strings.keys.sorted()
        for (key, value) in [("title-loc-key", content.titleLocKey), ("subtitle-loc-key", content.subtitleLocKey), ("loc-key", content.locKey)] {
            guard let value, model.strings[value] == nil else { continue }
            let table = keys.isEmpty ? "\(model.name) has no strings table" : "it is not in \(model.name)'s strings table"
            findings.add(
                .error(
                    .unknownLocKey, at: JSONPointer(keys: "aps", "alert", key),
                    "\(key) \"\(value)\": \(table), so iOS would show the key itself" + Suggestion.hint(for: value, in: keys)))
        }
    }

    // MARK: - Places

    private var objectIDPointer: JSONPointer { Self.pointer(model.mapping.objectIDKey) }
    private var objectIDKeyText: String { model.mapping.objectIDKey.joined(separator: ".") }

    static func pointer(_ keys: [String]) -> JSONPointer {
        JSONPointer(keys.map(JSONPointer.Token.key))
    }

    static func pointer(_ path: KeyPath) -> JSONPointer {
        JSONPointer(path.components.map { component in
            switch component {
            case .key(let key): return .key(key)
            case .index(let index): return .index(index)
            }
        })
    }
}
