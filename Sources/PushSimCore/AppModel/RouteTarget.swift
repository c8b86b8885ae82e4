/// A matched route read in the app's terms: what it leads to, the object id, and the
/// parameters a hierarchy is built with. Made once per routed URL (`AppModel.target(of:)`) and
/// carried to the notification, its destination and `pushsim route` (docs/router.md).
public struct RouteTarget: Sendable, Equatable {
    public var match: RouteMatch
    public var spec: RouteSpec
    /// The route's string parameters by name (a repeated query key has no single value).
    public var parameters: [String: String]

    public init(match: RouteMatch, spec: RouteSpec) {
        self.match = match
        self.spec = spec
        var parameters: [String: String] = [:]
        for parameter in match.parameters {
            if let value = parameter.value.string { parameters[parameter.name] = value }
        }
        self.parameters = parameters
    }

    /// The object id the URL names: its object-id parameter (`id` unless the route says).
    public var objectID: String? { parameters[spec.objectIDParameter] }

    /// The parameters a hierarchy is instantiated with: the route's, with `id` set to the
    /// object id (the URL's, else `fallbackID`, the payload's).
    public func hierarchyParameters(fallbackID: String? = nil) -> [String: String] {
        var result = parameters
        result["id"] = objectID ?? fallbackID
        return result
    }

    /// The event the route leads to, if it names one.
    public var eventName: String? {
        if case .event(let name) = spec.target { return name }
        return nil
    }

    /// "task (/task/:id)", as reports name the route.
    public var label: String { "\(spec.name) (\(spec.pattern))" }
}
