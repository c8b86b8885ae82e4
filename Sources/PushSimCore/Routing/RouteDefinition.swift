/// The type a path parameter must have for its route to accept a URL (routing rule 2).
public enum RouteParameterType: String, Sendable, Equatable, CaseIterable {
    /// Any non-empty segment.
    case string
    /// An optional `-` followed by ASCII digits, fitting in a 64-bit signed integer.
    case int
    /// Five groups of hexadecimal digits, 8-4-4-4-12, in any case.
    case uuid

    /// The words used in explanations: "an int", "a UUID", "a string".
    var withArticle: String {
        switch self {
        case .string: return "a string"
        case .int: return "an int"
        case .uuid: return "a UUID"
        }
    }
}

/// One route as the app declares it. The router checks and compiles it when it loads.
public struct RouteDefinition: Sendable, Equatable {
    /// How reports refer to the route (an event type such as "task", or the pattern itself).
    public var name: String
    /// The path pattern: `/task/:id(/edit)`, `/search/*`.
    public var pattern: String
    /// `nil` for a global route; otherwise the route applies only to URLs of this scheme
    /// (compared case-insensitively).
    public var scheme: String?
    /// For `http`/`https` URLs: the hosts the route accepts (case-insensitive). Empty means any.
    public var hosts: [String]
    /// Higher priorities are tried first; equal priorities keep registration order.
    public var priority: Int
    /// The declared type of each path parameter; a parameter not listed is a string.
    public var parameterTypes: [String: RouteParameterType]

    /// A route; `name` defaults to the pattern.
    public init(
        name: String? = nil,
        pattern: String,
        scheme: String? = nil,
        hosts: [String] = [],
        priority: Int = 0,
        parameterTypes: [String: RouteParameterType] = [:]
    ) {
        self.name = name ?? pattern
        self.pattern = pattern
        self.scheme = scheme
        self.hosts = hosts
        self.priority = priority
        self.parameterTypes = parameterTypes
    }
}
