/// Deep-link routing against the app model: the router's matching (docs/router.md), with a
/// route declining when its target cannot be built (docs/router.md, rule 2): an object id of
/// the wrong format for the event's model, or an object the model declares missing.
extension AppModel {
    public func route(_ url: String, payload: [String: String] = [:]) -> RouteResult? {
        guard let router, !routes.isEmpty else { return nil }
        return router.match(url, payload: payload) { match in
            let spec = routes[match.routeIndex]
            guard case .event(let name) = spec.target, let rule = event(named: name)?.load,
                let id = match[spec.objectIDParameter]?.string
            else { return .accept }
            return rule.problem(loading: id).map { .decline(reason: $0) } ?? .accept
        }
    }

    /// What a matched route leads to in this app (its event or hierarchy, object id and
    /// parameters): worked out once, where routing happens.
    public func target(of match: RouteMatch) -> RouteTarget {
        RouteTarget(match: match, spec: routes[match.routeIndex])
    }

    /// Whether iOS would hand this URL to the app at all: one of its schemes, or a web link.
    public func opens(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return true }
        let scheme = url[..<colon].lowercased()
        return urlSchemes.contains(scheme) || scheme == "http" || scheme == "https" || isGeneric
    }
}
