/// What the caller says about a structural match (routing rule 2): accept it, or decline it
/// (a model that does not exist, say) so that the next candidate is tried.
public enum RouteDecision: Sendable, Equatable {
    case accept
    case decline(reason: String)
}

/// A route variant that matched a URL, with everything the caller needs to build its target.
public struct RouteMatch: Sendable, Equatable {
    public var route: RouteDefinition
    /// The route's position in the list given to the router, counted from 0.
    public var routeIndex: Int
    /// The concrete variant of the pattern that matched: `/task/:id/edit` for `/task/:id(/edit)`.
    public var variant: String
    public var url: RouteURL
    /// The parameters that apply after precedence (rule 7): path parameters in pattern
    /// order, then payload fields by name, then query parameters by first appearance.
    public var parameters: [RouteParameter]
    /// Payload fields and query parameters that lost to a higher source of the same name.
    public var overriddenParameters: [RouteParameter]
    /// The segments a trailing `*` captured (possibly none); `nil` when the variant has no `*`.
    public var wildcard: [String]?

    public init(
        route: RouteDefinition, routeIndex: Int, variant: String, url: RouteURL,
        parameters: [RouteParameter], overriddenParameters: [RouteParameter], wildcard: [String]?
    ) {
        self.route = route
        self.routeIndex = routeIndex
        self.variant = variant
        self.url = url
        self.parameters = parameters
        self.overriddenParameters = overriddenParameters
        self.wildcard = wildcard
    }

    /// The parameter that applies under this name, if any.
    public func parameter(_ name: String) -> RouteParameter? {
        parameters.first { $0.name == name }
    }

    /// The value of the parameter that applies under this name, if any.
    public subscript(name: String) -> RouteParameterValue? {
        parameter(name)?.value
    }
}

/// The outcome of routing one URL, and how it was reached.
public struct RouteResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case matched(RouteMatch)
        case unmatched(UnmatchedReason)
    }

    public enum UnmatchedReason: Sendable, Equatable {
        /// The URL could not be read (empty, a malformed percent-escape, invalid UTF-8);
        /// no route was tried.
        case unreadableURL(RouteURLProblem)
        /// Every candidate was tried and none matched or all declined (see `trail`).
        case noRouteMatched
    }

    /// The URL as given.
    public var url: String
    public var outcome: Outcome
    /// Every candidate considered, in order: one entry per route variant tried, or per route
    /// passed over for its hosts. A matched result ends with the matching attempt.
    public var trail: [RouteAttempt]
    /// Routes not considered at all because of the URL's scheme (rule 10).
    public var setAside: [RouteAttempt]

    public init(url: String, outcome: Outcome, trail: [RouteAttempt], setAside: [RouteAttempt]) {
        self.url = url
        self.outcome = outcome
        self.trail = trail
        self.setAside = setAside
    }

    public var match: RouteMatch? {
        if case .matched(let match) = outcome { match } else { nil }
    }
}
