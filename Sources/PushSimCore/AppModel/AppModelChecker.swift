/// Checks the references between parts of an app model: every screen a hierarchy, stack, tab
/// or route names is declared, every event a rule or route names is one of the app's events,
/// and every route pattern is valid. Each dangling reference is reported at its JSON pointer.
struct AppModelChecker {
    let model: AppModel
    var issues: [AppModelIssue] = []
    /// The compiled router, when every route is valid.
    var router: Router?

    init(model: AppModel) {
        self.model = model
    }

    mutating func check() {
        let root = JSONPointer.root
        let events = model.events.map(\.name)
        for event in model.events {
            checkScreens(event.hierarchy.screens.map(\.name), at: root / "events" / event.name / "hierarchy")
        }
        for screen in model.screens {
            let pointer = root / "screens" / screen.name
            for (key, rules) in [("responds", screen.responds), ("suppresses", screen.suppresses)] {
                for (index, rule) in rules.enumerated() {
                    checkEvent(rule.event, known: events, at: pointer / key / index)
                }
            }
            for (index, event) in screen.observes.enumerated() {
                checkEvent(event, known: events, at: pointer / "observes" / index)
            }
        }
        checkScreens(model.launch.stack.screens.map(\.name), at: root / "launch" / "stack")
        for (index, tab) in model.launch.tabs.enumerated() {
            checkScreens([tab.screen], at: root / "launch" / "tabs" / index / "screen")
        }
        checkRoutes(events: events)
    }

    private mutating func checkScreens(_ names: [String], at pointer: JSONPointer) {
        let declared = model.screens.map(\.name)
        for name in names where !declared.contains(name) {
            issues.append(
                AppModelIssue(
                    .error, pointer,
                    "screen \"\(name)\" is not declared in \"screens\"" + Suggestion.hint(for: name, in: declared)))
        }
    }

    private mutating func checkEvent(_ name: String, known: [String], at pointer: JSONPointer) {
        guard name != "*", !known.contains(name) else { return }
        issues.append(
            AppModelIssue(
                .error, pointer, "event \"\(name)\" is not declared in \"events\"" + Suggestion.hint(for: name, in: known)))
    }

    private mutating func checkRoutes(events: [String]) {
        let root = JSONPointer.root / "routes"
        for (index, route) in model.routes.enumerated() {
            switch route.target {
            case .event(let event): checkEvent(event, known: events, at: root / index / "event")
            case .hierarchy(let template): checkScreens(template.screens.map(\.name), at: root / index / "hierarchy")
            }
            if let scheme = route.scheme, !["http", "https"].contains(scheme), !model.urlSchemes.contains(scheme) {
                issues.append(
                    AppModelIssue(
                        .warning, root / index / "scheme",
                        "scheme \"\(scheme)\" is not one of the app's urlSchemes (\(model.urlSchemes.joined(separator: ", ")))"))
            }
        }
        do {
            let compiled = try Router(routes: model.routeDefinitions, schemesFallingBackToGlobal: model.schemesFallingBackToGlobal)
            for warning in compiled.warnings {
                issues.append(AppModelIssue(.warning, root, "\(warning)"))
            }
            router = compiled
        } catch {
            for invalid in error.invalidRoutes {
                issues.append(AppModelIssue(.error, root / invalid.index / "pattern", invalid.description))
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
