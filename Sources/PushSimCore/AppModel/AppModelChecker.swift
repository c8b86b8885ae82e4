/// Checks the references between parts of an app model: every screen a hierarchy, stack, tab
/// or route names is declared, every event a rule or route names is one of the app's events,
/// and every route pattern is valid. Each dangling reference is reported at its JSON pointer.
struct AppModelChecker {
    let model: AppModel
    var issues: [Diagnostic] = []
    /// The compiled router, when every route is valid.
    var router: Router?
    /// Names looked at: each put in a set once, then each reference looked up once
    /// (`NameVisits`).
    private(set) var namesVisited = 0

    /// Looked up once per reference: lists would make checking a large model quadratic
    /// (docs/guarantees.md, "Scaling").
    private let declaredEvents: Set<String>
    private let declaredScreens: Set<String>
    private let tabRoots: Set<String>
    private let postedMessages: Set<String>
    private let urlSchemes: Set<String>
    /// The declared parameters, and each event's routes' `:name`s: made at the first
    /// hierarchy that needs them, once — a set per event made a model's check events ×
    /// parameters, and a walk of every route per event events × routes.
    private var parameterNames: Set<String>?
    private var routePlaceholders: [String: Set<String>] = [:]
    /// Built at the first dangling reference, not before: a model without one — what every
    /// `deliver` loads — never needs them, and building them made the Swift runtime scan the
    /// binary's conformance records for `Int: Hashable` at start-up
    /// (docs/performance.md, "Start-up: loading the app model").
    private var eventSuggestions: SuggestionIndex?
    private var screenSuggestions: SuggestionIndex?
    private var parameterSuggestions: SuggestionIndex?
    private var observableSuggestions: SuggestionIndex?

    init(model: AppModel) {
        self.model = model
        declaredEvents = Set(model.events.map(\.name))
        declaredScreens = Set(model.screens.map(\.name))
        tabRoots = Set(model.tabRoots)
        postedMessages = Set(model.postedMessages)
        urlSchemes = Set(model.urlSchemes)
        namesVisited = model.events.count + model.screens.count + model.tabRoots.count + model.postedMessages.count + model.urlSchemes.count
    }

    /// " (did you mean "x"?)" among the declared events, or "".
    private mutating func eventHint(for name: String) -> String {
        if eventSuggestions == nil { eventSuggestions = SuggestionIndex(model.events.map(\.name)) }
        // In place: a copy would duplicate the remembered answers at every hint.
        return eventSuggestions!.hint(for: name)
    }

    /// " (did you mean "x"?)" among the declared parameters and `id`, or "".
    private mutating func parameterHint(for name: String) -> String {
        if parameterSuggestions == nil { parameterSuggestions = SuggestionIndex(model.parameters.map(\.name) + ["id"]) }
        return parameterSuggestions!.hint(for: name)
    }

    /// " (did you mean "x"?)" among the declared screens, or "".
    private mutating func screenHint(for name: String) -> String {
        if screenSuggestions == nil { screenSuggestions = SuggestionIndex(model.screens.map(\.name)) }
        // In place: a copy would duplicate the remembered answers at every hint.
        return screenSuggestions!.hint(for: name)
    }

    mutating func check() {
        let root = JSONPointer.root
        for event in model.events {
            let pointer = root / "events" / event.name
            checkScreens(event.hierarchy.screens.map(\.name), at: pointer / "hierarchy")
            checkTabRoots(in: event.hierarchy, at: pointer / "hierarchy")
            checkParameters(of: event.hierarchy, event: event.name, at: pointer / "hierarchy")
            checkVariants(of: event, at: pointer / "variants")
            for (index, rule) in event.destinations.enumerated() {
                checkScreens(rule.hierarchy.screens.map(\.name), at: pointer / "destinations" / index / "hierarchy")
                checkTabRoots(in: rule.hierarchy, at: pointer / "destinations" / index / "hierarchy")
                checkParameters(of: rule.hierarchy, event: event.name, at: pointer / "destinations" / index / "hierarchy")
            }
        }
        // An action's own destination names screens as a hierarchy does (version 3).
        for category in model.categories {
            for (index, action) in category.actions.enumerated() {
                guard case .hierarchy(let hierarchy)? = action.destination else { continue }
                let at = root / "categories" / category.id / "actions" / index / "destination" / "hierarchy"
                checkScreens(hierarchy.screens.map(\.name), at: at)
                checkTabRoots(in: hierarchy, at: at)
            }
        }
        for screen in model.screens {
            let pointer = root / "screens" / screen.name
            for (key, rules) in [("responds", screen.responds), ("suppresses", screen.suppresses)] {
                for (index, rule) in rules.enumerated() {
                    checkEvent(rule.event, at: pointer / key / index)
                }
            }
            namesVisited += screen.observes.count
            for (index, event) in screen.observes.enumerated() where !postedMessages.contains(event) {
                checkObserved(event, at: pointer / "observes" / index)
            }
            for (index, rule) in screen.presentation.enumerated() {
                checkEvent(rule.event, at: pointer / "presentation" / index / "event")
            }
        }
        checkNavigation()
        checkReservedNames()
        checkParameterFallbacks()
        if let session = model.session {
            if let login = session.login {
                checkScreens(login.screens.map(\.name), at: root / "session" / "login")
                checkTabRoots(in: login, at: root / "session" / "login")
                checkLoginArguments(login, session)
            }
            if let parameter = session.accountParameter, !declaresParameter(parameter) {
                issues.append(
                    Diagnostic(
                        .error, root / "session" / "accountParameter",
                        "\"\(parameter)\" is not a declared parameter" + Suggestion.hint(for: parameter, in: model.parameters.map(\.name))))
            }
        }
        for (index, tab) in model.launch.inMemoryTabs.enumerated() {
            checkScreens([tab.screen], at: root / "launch" / "tabs" / index / "screen")
        }
        checkRoutes()
        var handlers = HandlersChecker(model: model)
        handlers.check()
        issues += handlers.issues
        namesVisited += handlers.namesVisited
    }

    /// An `observes` entry names an event, or a message handlers post (docs/app-model.md,
    /// "Handlers").
    private mutating func checkObserved(_ name: String, at pointer: JSONPointer) {
        guard !model.postedMessages.isEmpty else { return checkEvent(name, at: pointer) }
        guard name != "*", !declaredEvents.contains(name) else { return }
        if observableSuggestions == nil { observableSuggestions = SuggestionIndex(model.events.map(\.name) + model.postedMessages) }
        issues.append(
            Diagnostic(
                .error, pointer,
                "\"\(name)\" is neither an event declared in \"events\" nor a message handlers post"
                    + observableSuggestions!.hint(for: name)))
    }

    /// Each tab's root is a declared screen, the root of that tab only; the launch layout fits.
    private mutating func checkNavigation() {
        let root = JSONPointer.root
        var seen: [String: Int] = [:]
        for (index, screen) in model.tabRoots.enumerated() {
            checkScreens([screen], at: root / "navigation" / "tabs" / index)
            if let first = seen[screen] {
                issues.append(
                    Diagnostic(
                        .error, root / "navigation" / "tabs" / index,
                        "screen \"\(screen)\" is already the root of tab \(first + 1): a tab is named by its root screen, so a screen can be the root of one tab only"))
            } else {
                seen[screen] = index
            }
        }
        let layout = model.launch.layout
        let screens = (layout.tabs + layout.modals).flatMap(\.screens).map(\.name)
        let before = issues.count
        checkScreens(screens, at: root / "launch" / "stack")
        if issues.count == before, let problem = model.layoutProblem(layout) {
            issues.append(Diagnostic(.error, root / "launch" / "stack", problem))
        }
    }

    /// A tab's root starts its tab's hierarchies and appears nowhere else in one: the tab is
    /// chosen by the hierarchy's first screen.
    private mutating func checkTabRoots(in hierarchy: HierarchyTemplate, at pointer: JSONPointer) {
        guard !tabRoots.isEmpty else { return }
        namesVisited += hierarchy.screens.count
        for screen in hierarchy.screens.dropFirst() where tabRoots.contains(screen.name) {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\(screen.name) is the root of a tab: it can start a hierarchy (which then opens in that tab), not stand inside one"))
        }
    }

    /// No parameter or state value takes a name conditions, hierarchies or handlers read as
    /// pushsim's own (docs/app-model.md, "Reserved names").
    private mutating func checkReservedNames() {
        for definition in model.parameters {
            guard let problem = ReservedNames.parameterProblem(definition.name, version: model.version) else { continue }
            issues.append(Diagnostic(.error, JSONPointer.root / "parameters" / definition.name, problem))
        }
        for name in model.state.names {
            guard let problem = ReservedNames.stateProblem(name) else { continue }
            issues.append(Diagnostic(.error, JSONPointer.root / "state" / name, problem))
        }
    }

    /// The login screens are shown whenever the user logs out, outside a notification too (a
    /// handler, a scenario's `set`, `--set`): a required argument can only be the session's
    /// account, which the active account fills there — as a multi-server chat app's login is for
    /// the server the user was on (docs/app-model.md, "Session and accounts").
    private mutating func checkLoginArguments(_ login: HierarchyTemplate, _ session: SessionRules) {
        let pointer = JSONPointer.root / "session" / "login"
        for screen in login.screens {
            guard case .placeholder(let name, false) = screen.argument else { continue }
            let written = "\(screen.name)(:\(name))"
            if name == session.accountParameter {
                guard model.state[session.activeAccountState] == nil else { continue }
                let declared = model.state.names
                issues.append(
                    Diagnostic(
                        .error, pointer,
                        "\(written): the active account fills \"\(name)\", and \"state\" declares no \"\(session.activeAccountState)\" (the session's activeAccountState): declare it with the account the app starts on"
                            + (declared.isEmpty ? "" : " (the state has \(declared.joined(separator: ", ")))")
                            + Suggestion.hint(for: session.activeAccountState, in: declared)))
                continue
            }
            let account = session.accountParameter.map { "the session's accountParameter (\"\($0)\"), which the active account fills" }
                ?? "the session's accountParameter, which the active account fills, and this session declares none"
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\(written): \"\(name)\" has no value when the user logs out outside a notification (a handler, a scenario's \"set\", --set): a login screen's argument can only be \(account); make it optional (:\(name)?) or fixed"
                ))
        }
    }

    /// `{"parameter": NAME}` defaults name declared parameters, and never come back round.
    private mutating func checkParameterFallbacks() {
        // A set, and the names' index only for a mistake: a list searched for every default
        // made a long chain of defaults quadratic (docs/guarantees.md, "Scaling").
        let names = model.parameters.map(\.name)
        let declared = Set(names)
        var suggestions: SuggestionIndex?
        for definition in model.parameters {
            guard case .parameter(let other)? = definition.fallback, !declared.contains(other) else { continue }
            if suggestions == nil { suggestions = SuggestionIndex(names) }
            issues.append(
                Diagnostic(
                    .error, JSONPointer.root / "parameters" / definition.name / "default",
                    "\"\(other)\" is not a declared parameter" + suggestions!.hint(for: other)))
        }
        if let cycle = model.parameters.fallbackCycle() {
            issues.append(
                Diagnostic(
                    .error, JSONPointer.root / "parameters" / cycle[0] / "default",
                    "the defaults go round in a cycle (\(cycle.joined(separator: " → "))): one of them needs a value of its own"))
        }
    }

    /// A variant after one that always holds can never be chosen; its hierarchy names
    /// declared screens and parameters.
    private mutating func checkVariants(of event: EventType, at pointer: JSONPointer) {
        var always: EventVariant?
        for (index, variant) in event.variants.enumerated() {
            if let always {
                issues.append(
                    Diagnostic(
                        .error, pointer / index,
                        "variant \"\(variant.name)\" can never be chosen: variant \"\(always.name)\" before it always holds (give it a \"when\" or \"states\")"
                    ))
            } else if variant.alwaysHolds {
                always = variant
            }
            if let hierarchy = variant.hierarchy {
                checkScreens(hierarchy.screens.map(\.name), at: pointer / index / "hierarchy")
                checkTabRoots(in: hierarchy, at: pointer / index / "hierarchy")
                checkParameters(of: hierarchy, event: event.name, at: pointer / index / "hierarchy")
            }
        }
    }

    /// In a model that declares parameters, a hierarchy's `(:name)` is one of them, the object
    /// id (`id`), or a parameter of a route to the event.
    private mutating func checkParameters(of hierarchy: HierarchyTemplate, event: String, at pointer: JSONPointer) {
        guard !model.parameters.isEmpty else { return }
        namesVisited += hierarchy.screens.count
        for screen in hierarchy.screens {
            guard case .placeholder(let name, _) = screen.argument, name != "id", !declaresParameter(name),
                routePlaceholders[event]?.contains(name) != true
            else { continue }
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\(screen.name)(:\(name)): \"\(name)\" is not a declared parameter" + parameterHint(for: name)))
        }
    }

    /// Whether `name` is a declared parameter; the first call also gathers each event's
    /// routes' `:name`s, in one walk of the routes.
    private mutating func declaresParameter(_ name: String) -> Bool {
        if parameterNames == nil {
            parameterNames = Set(model.parameters.map(\.name))
            namesVisited += model.parameters.count
            for route in model.routes {
                guard case .event(let event) = route.target else { continue }
                let placeholders = Self.placeholders(in: route.pattern)
                namesVisited += 1 + placeholders.count
                routePlaceholders[event, default: []].formUnion(placeholders)
            }
        }
        namesVisited += 1
        return parameterNames!.contains(name)
    }

    /// The `:name`s of a route pattern.
    private static func placeholders(in pattern: String) -> [String] {
        pattern.split(whereSeparator: { "/()".contains($0) }).compactMap { segment in
            segment.hasPrefix(":") ? String(segment.dropFirst()) : nil
        }
    }

    private mutating func checkScreens(_ names: [String], at pointer: JSONPointer) {
        namesVisited += names.count
        for name in names where !declaredScreens.contains(name) {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "screen \"\(name)\" is not declared in \"screens\"" + screenHint(for: name)))
        }
    }

    private mutating func checkEvent(_ name: String, at pointer: JSONPointer) {
        namesVisited += 1
        guard name != "*", !declaredEvents.contains(name) else { return }
        issues.append(
            Diagnostic(
                .error, pointer, "event \"\(name)\" is not declared in \"events\"" + eventHint(for: name)))
    }

    private mutating func checkRoutes() {
        let root = JSONPointer.root / "routes"
        for (index, route) in model.routes.enumerated() {
            switch route.target {
            case .event(let event): checkEvent(event, at: root / index / "event")
            case .hierarchy(let template):
                checkScreens(template.screens.map(\.name), at: root / index / "hierarchy")
                checkTabRoots(in: template, at: root / index / "hierarchy")
            }
            if let scheme = route.scheme, !["http", "https"].contains(scheme), !urlSchemes.contains(scheme) {
                issues.append(
                    Diagnostic(
                        .warning, root / index / "scheme",
                        "scheme \"\(scheme)\" is not one of the app's urlSchemes (\(model.urlSchemes.joined(separator: ", ")))"))
            }
        }
        do {
            let compiled = try Router(routes: model.routeDefinitions, schemesFallingBackToGlobal: model.schemesFallingBackToGlobal)
            for warning in compiled.warnings {
                issues.append(Diagnostic(.warning, root, "\(warning)"))
            }
            router = compiled
        } catch {
            for invalid in error.invalidRoutes {
                issues.append(Diagnostic(.error, root / invalid.index / "pattern", invalid.description))
            }
        }
    }
}

extension AppModel {
    /// The routes as the router takes them.
    var routeDefinitions: [RouteDefinition] {
        routes.map { route in
            RouteDefinition(
                name: route.name, pattern: route.pattern, scheme: route.scheme, hosts: route.hosts, priority: route.priority,
                parameterTypes: route.parameterTypes.compactMapValues(RouteParameterType.init(rawValue:)))
        }
    }
}
