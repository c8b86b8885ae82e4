/// Checks what handlers refer to (docs/app-model.md, "Handlers"): parameters they match and
/// refresh by, the state they set, the messages they post (some screen must observe each), and
/// the models they refresh. Each mistake is reported at its JSON pointer, with the nearest name.
///
/// Every name is looked up in a set made once, at the first action that needs it: the lists
/// rebuilt and searched for every action made a model's check actions × names
/// (docs/guarantees.md, "Scaling: the app's state and the model's checks").
struct HandlersChecker {
    let model: AppModel
    var issues: [Diagnostic] = []
    /// Names looked at (`NameVisits`).
    private(set) var namesVisited = 0

    /// The parameters an action may name: the declared ones, and `id` for the object id.
    private var parameterNames: (list: [String], set: Set<String>, suggestions: SuggestionIndex?)?
    /// The models events and variants load, in order: a refresh goes through their load rules.
    private var loadedModels: (list: [String], set: Set<String>)?
    /// The events' names, and the names screens observe.
    private var observing: (events: Set<String>, observed: Set<String>)?
    /// The "did you mean" indexes, made at the first mistake that needs one.
    private var stateSuggestions: SuggestionIndex?
    private var loadedSuggestions: SuggestionIndex?
    private var observedSuggestions: SuggestionIndex?

    init(model: AppModel) {
        self.model = model
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
        for screen in model.screens {
            for (key, hook) in [("onAppear", screen.onAppear), ("onDisappear", screen.onDisappear)] {
                for (action, index) in zip(hook.actions, hook.fileIndices) {
                    action.forEachNested(at: root / "screens" / screen.name / key / index / action.name) { check($0, at: $1, trigger: nil) }
                }
            }
        }
        for (index, rule) in (model.serviceExtension?.rules ?? []).enumerated() where !rule.handlers.isEmpty {
            var handlers = NotificationHandlers([.serviceExtension: rule.handlers])
            handlers.fileIndices[.serviceExtension] = rule.handlerIndices
            check(handlers, at: root / "extensions" / "notificationService" / "rules" / index / "handlers")
        }
    }

    private mutating func check(_ handlers: NotificationHandlers, at pointer: JSONPointer) {
        for entry in handlers.all {
            // A service extension rule's `handlers` is an array, not an object of triggers.
            let at = (entry.trigger == .serviceExtension ? pointer : pointer / entry.trigger.rawValue) / entry.index / entry.action.name
            entry.action.forEachNested(at: at) { check($0, at: $1, trigger: entry.trigger) }
        }
    }

    /// `trigger` is nil for a screen's hook.
    private mutating func check(_ action: HandlerAction, at: JSONPointer, trigger: HandlerTrigger?) {
        switch action {
        case .postLocal:
            break
        case .navigate(let navigation):
            checkNavigation(navigation, at: at / navigation.key, trigger: trigger)
        case .setBadge, .branch:
            break
        case .clearDelivered(let matching, _, _, _, _):
            for (offset, name) in matching.enumerated() where !declaresParameter(name) {
                issues.append(
                    Diagnostic(
                        .error, at / "matching" / offset,
                        "\"\(name)\" is not a declared parameter (nor id, the object id)" + parameterHint(for: name)))
            }
        case .refresh(let name, let id):
            if !declaresParameter(id) {
                issues.append(
                    Diagnostic(
                        .error, at / "id",
                        "\"\(id)\" is not a declared parameter (nor id, the object id)" + parameterHint(for: id)))
            }
            if !isLoaded(name) {
                let loaded = loadedModels?.list ?? []
                if loadedSuggestions == nil { loadedSuggestions = SuggestionIndex(loaded) }
                issues.append(
                    Diagnostic(
                        .warning, at / "model",
                        "no event loads a \"\(name)\" (\(loaded.isEmpty ? "none loads a model" : "they load \(loaded.joined(separator: ", "))")), so its refresh always succeeds"
                            + loadedSuggestions!.hint(for: name)))
            }
        case .post(let name):
            checkPosted(name, at: at)
        case .setState(let assignments):
            namesVisited += assignments.count
            for assignment in assignments where !model.declaresState(assignment.name) {
                let known = model.stateNames
                if stateSuggestions == nil { stateSuggestions = SuggestionIndex(known) }
                issues.append(
                    Diagnostic(
                        .error, at / assignment.name,
                        "the app's state has no \"\(assignment.name)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                            + stateSuggestions!.hint(for: assignment.name)))
            }
        }
    }

    /// A `navigate` names declared screens; a confirmation holds the destination a tap opens,
    /// so only `opening` handlers can ask for one (docs/app-model.md, "Handler navigation").
    private mutating func checkNavigation(_ navigation: HandlerNavigation, at pointer: JSONPointer, trigger: HandlerTrigger?) {
        namesVisited += navigation.stack.screens.count
        if let unknown = navigation.stack.screens.first(where: { model.screen(named: $0.name) == nil }) {
            issues.append(Diagnostic(.error, pointer, model.undeclaredScreenMessage(unknown.name)))
            return
        }
        if case .confirm = navigation, trigger != .opening {
            let place = trigger.map { "\"\($0.rawValue)\" handlers" } ?? "a screen's hook"
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\"confirm\" holds the destination of the notification being opened, so only \"opening\" handlers can ask for it, not \(place)"))
        }
        let roots = model.tabRoots
        for screen in navigation.stack.screens.dropFirst() where roots.contains(screen.name) {
            issues.append(
                Diagnostic(.error, pointer, "\(screen.name) is the root of a tab: it can start a hierarchy, not stand inside one"))
        }
    }

    private mutating func declaresParameter(_ name: String) -> Bool {
        if parameterNames == nil {
            let list = model.parameters.map(\.name) + ["id"]
            parameterNames = (list, Set(list), nil)
            namesVisited += list.count
        }
        namesVisited += 1
        return parameterNames!.set.contains(name)
    }

    /// " (did you mean "x"?)" among the parameters an action may name, or "".
    private mutating func parameterHint(for name: String) -> String {
        if parameterNames?.suggestions == nil {
            let list = parameterNames?.list ?? []
            parameterNames?.suggestions = SuggestionIndex(list)
        }
        return parameterNames?.suggestions?.hint(for: name) ?? ""
    }

    private mutating func isLoaded(_ name: String) -> Bool {
        if loadedModels == nil {
            var loaded: (list: [String], set: Set<String>) = ([], [])
            for event in model.events {
                namesVisited += 1 + event.variants.count
                for rule in [event.load] + event.variants.map(\.load) {
                    if let rule, loaded.set.insert(rule.model).inserted { loaded.list.append(rule.model) }
                }
            }
            loadedModels = loaded
        }
        namesVisited += 1
        return loadedModels!.set.contains(name)
    }

    /// A posted message must reach someone, and must not pass for an event.
    private mutating func checkPosted(_ name: String, at pointer: JSONPointer) {
        if observing == nil {
            var observed: Set<String> = []
            for screen in model.screens {
                namesVisited += screen.observes.count
                observed.formUnion(screen.observes)
            }
            namesVisited += model.events.count
            observing = (Set(model.events.map(\.name)), observed)
        }
        namesVisited += 1
        if observing!.events.contains(name) {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\"\(name)\" is an event: screens that observe it hear \"was received\" for it; post a name of its own"))
            return
        }
        guard !observing!.observed.contains(name) else { return }
        if observedSuggestions == nil {
            let events = observing!.events
            observedSuggestions = SuggestionIndex(model.screens.flatMap(\.observes).filter { entry in entry != "*" && !events.contains(entry) })
        }
        issues.append(
            Diagnostic(
                .error, pointer,
                "no screen observes \"\(name)\": add it to a screen's \"observes\"" + observedSuggestions!.hint(for: name)))
    }
}
