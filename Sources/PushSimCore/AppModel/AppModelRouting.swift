/// Deep-link routing against the app model: the router's matching (docs/router.md), with a
/// route declining when its target cannot be built (routing.md rule 2): an object id of the
/// wrong format for the event's model, or an object the model declares missing.
extension AppModel {
    public func route(_ url: String, payload: [String: String] = [:]) -> RouteResult? {
        guard let router, !routes.isEmpty else { return nil }
        return router.match(url, payload: payload) { match in
            let spec = routes[match.routeIndex]
            guard case .event(let name) = spec.target, let rule = event(named: name)?.load,
                let id = match[spec.objectIDParameter]?.string
            else { return .accept }
            return Self.loadProblem(rule, id: id).map { .decline(reason: $0) } ?? .accept
        }
    }

    /// Why a load rule would refuse an id, if it would.
    static func loadProblem(_ rule: LoadRule, id: String) -> String? {
        switch rule.idFormat {
        case .int where !Self.isInteger(id): return "\(rule.model) id \"\(id)\" is not an integer"
        case .uuid where !HeaderValidator.isUUID(id): return "\(rule.model) id \"\(id)\" is not a UUID"
        default: break
        }
        return rule.missingIDs.contains(id) ? "\(rule.model) \(id) does not exist" : nil
    }

    /// An optional minus, then ASCII digits fitting in 64 bits: the same rule as a route's
    /// `int` parameter.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int64(text) != nil
    }

    /// Whether iOS would hand this URL to the app at all: one of its schemes, or a web link.
    public func opens(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return true }
        let scheme = url[..<colon].lowercased()
        return urlSchemes.contains(scheme) || scheme == "http" || scheme == "https" || isGeneric
    }
}
