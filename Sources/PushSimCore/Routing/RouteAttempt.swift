/// One step of a routing trail: a route variant tried, or a route passed over, and why.
public struct RouteAttempt: Sendable, Equatable, CustomStringConvertible {
    public enum Outcome: Sendable, Equatable {
        case matched
        /// The route as a whole was not tried (its scheme, or its hosts).
        case skipped(RouteSkipReason)
        /// The variant's shape does not fit the URL.
        case mismatched(RouteMismatch)
        /// The variant fit, but a typed parameter or the caller declined it (rule 2).
        case declined(RouteDeclineReason)
    }

    public var routeName: String
    /// The route's position in the list given to the router, counted from 0.
    public var routeIndex: Int
    public var pattern: String
    /// The variant tried; `nil` when the route as a whole was skipped.
    public var variant: String?
    public var outcome: Outcome

    public init(routeName: String, routeIndex: Int, pattern: String, variant: String?, outcome: Outcome) {
        self.routeName = routeName
        self.routeIndex = routeIndex
        self.pattern = pattern
        self.variant = variant
        self.outcome = outcome
    }

    /// `route "task" (/task/:id): segment 1 (the host): expected "task", got "tasks"`.
    public var description: String {
        let label = RouteLabel.text(name: routeName, pattern: pattern, variant: variant)
        switch outcome {
        case .matched: return "\(label): matched"
        case .skipped(let reason): return "\(label): \(reason)"
        case .mismatched(let reason): return "\(label): \(reason)"
        case .declined(let reason): return "\(label): declined: \(reason)"
        }
    }
}

/// Why a whole route was not tried.
public enum RouteSkipReason: Sendable, Equatable, CustomStringConvertible {
    /// The route belongs to another scheme, or the URL has none (`urlScheme` nil).
    case otherScheme(routeScheme: String, urlScheme: String?)
    /// A global route, and the URL's scheme has routes of its own without falling back.
    case globalWithoutFallback(urlScheme: String)
    /// An `http`/`https` URL whose host is not among the route's hosts.
    case hostNotAllowed(host: String?, allowed: [String])

    public var description: String {
        switch self {
        case .otherScheme(let routeScheme, let urlScheme?):
            return "only for scheme \(routeScheme), and the URL's scheme is \(urlScheme)"
        case .otherScheme(let routeScheme, nil):
            return "only for scheme \(routeScheme), and the URL has no scheme"
        case .globalWithoutFallback(let urlScheme):
            return "a global route, and scheme \(urlScheme) has routes of its own that do not fall back to global ones"
        case .hostNotAllowed(let host?, let allowed):
            return "host \(host) is not one of the route's hosts (\(allowed.joined(separator: ", ")))"
        case .hostNotAllowed(nil, let allowed):
            return "the URL has no host, and the route is limited to hosts (\(allowed.joined(separator: ", ")))"
        }
    }
}

/// Why a variant's shape does not fit a URL. Segments are counted from 1; for a custom
/// scheme, segment 1 is the host.
public enum RouteMismatch: Sendable, Equatable, CustomStringConvertible {
    /// A literal segment differs.
    case literal(segment: Int, expected: String, got: String, isHost: Bool)
    /// `:name` met an empty segment (`/task//edit`).
    case emptySegment(segment: Int, parameter: String)
    /// The URL ends before the pattern does.
    case urlTooShort(segment: Int, expected: RoutePatternSegment, urlSegmentCount: Int)
    /// The URL goes on after the pattern ends, and the pattern has no `*`.
    case urlTooLong(patternSegmentCount: Int, extra: [String])

    public var description: String {
        switch self {
        case .literal(let segment, let expected, let got, let isHost):
            let place = isHost ? "segment \(segment) (the host)" : "segment \(segment)"
            return "\(place): expected \(RouteQuote.text(expected)), got \(RouteQuote.text(got))"
        case .emptySegment(let segment, let parameter):
            return "segment \(segment): :\(parameter) needs a non-empty segment, got an empty one"
        case .urlTooShort(let segment, let expected, let count):
            let has = count == 0 ? "no segments" : "only \(RouteQuote.count(count, "segment"))"
            return "segment \(segment): expected \(Self.words(expected)), but the URL has \(has)"
        case .urlTooLong(let patternCount, let extra):
            let more = RouteQuote.count(extra.count, "segment")
            return "the URL has \(more) more than the pattern's \(patternCount) (\(RouteQuote.list(extra)))"
        }
    }

    private static func words(_ segment: RoutePatternSegment) -> String {
        switch segment {
        case .literal(let text): return RouteQuote.text(text)
        case .parameter(let name): return ":\(name)"
        case .wildcard: return "*"
        }
    }
}

/// Why a variant that fit the URL was declined.
public enum RouteDeclineReason: Sendable, Equatable, CustomStringConvertible {
    /// A typed path parameter whose value is not of its type.
    case wrongType(parameter: String, value: String, expected: RouteParameterType, outOfRange: Bool)
    /// The caller's `decide` declined, with its reason.
    case byCaller(String)

    public var description: String {
        switch self {
        case .wrongType(let parameter, let value, let expected, let outOfRange):
            let note = outOfRange ? " (it does not fit in 64 bits)" : ""
            return "\(parameter) \(RouteQuote.text(value)) is not \(expected.withArticle)\(note)"
        case .byCaller(let reason):
            return reason
        }
    }
}

/// How reports name a route: `route "task" (/task/:id)`, or `route /task/:id` when the
/// route's name is its pattern.
enum RouteLabel {
    static func text(name: String, pattern: String, variant: String?) -> String {
        let shown = variant ?? pattern
        guard name == pattern else { return "route \(RouteQuote.text(name)) (\(shown))" }
        return shown == pattern ? "route \(pattern)" : "route \(pattern) as \(shown)"
    }
}
