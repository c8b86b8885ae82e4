/// Deep-link routing against the app model: the router's matching (docs/router.md). Whether a
/// route also declines an object its event cannot load depends on who asks (docs/router.md,
/// "The router matches, the app loads").
extension AppModel {
    /// What becomes of a route whose event's object cannot load (a `missing` id, or one not of
    /// the load rule's `idFormat`).
    public enum UnloadableObject: Sendable {
        /// `pushsim route`: the route declines (rule 2), the next one is tried, and the
        /// explanation says why, so a link to a missing object shows as such.
        case declinesTheRoute
        /// Opening a deep link or a push's routing URL (seed 002): the route matches on its
        /// shape and types alone; the app asks its responder chain, then loads the object,
        /// and only then can the load fail (`load-failed`).
        case failsWhenTheAppLoads
    }

    public func route(_ url: String, payload: [String: String] = [:], unloadable: UnloadableObject = .declinesTheRoute) -> RouteResult? {
        guard let router, !routes.isEmpty else { return nil }
        return router.match(url, payload: payload) { match in
            let spec = routes[match.routeIndex]
            guard unloadable == .declinesTheRoute, case .event(let name) = spec.target, let rule = event(named: name)?.load,
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
