/// A deep-link route as declared (docs/router.md): a pattern and what it leads to.
public struct RouteSpec: Sendable, Equatable {
    public enum Target: Sendable, Equatable {
        case event(String)
        case hierarchy(HierarchyTemplate)
    }

    public var name: String
    public var pattern: String
    public var target: Target
    public var scheme: String?
    public var hosts: [String]
    public var priority: Int
    public var parameterTypes: [String: String]
    /// Which route parameter is the object id (default `id`).
    public var objectIDParameter: String

    public init(
        name: String, pattern: String, target: Target, scheme: String? = nil, hosts: [String] = [], priority: Int = 0,
        parameterTypes: [String: String] = [:], objectIDParameter: String = "id"
    ) {
        self.name = name
        self.pattern = pattern
        self.target = target
        self.scheme = scheme
        self.hosts = hosts
        self.priority = priority
        self.parameterTypes = parameterTypes
        self.objectIDParameter = objectIDParameter
    }
}
