/// `pushsim route`'s answer for one URL: the router's result and, when a route matched, what
/// it leads to in the app (its event and the stack that event builds, or its hierarchy).
public struct RouteReport: Sendable {
    public var url: String
    public var app: AppModel
    /// Nil when the app model declares no routes.
    public var result: RouteResult?
    public var target: RouteTarget?
    /// The event the route names, if it names one.
    public var eventName: String?
    /// The stack the target builds with the URL's parameters, when it can be built.
    public var stack: StackDescription?
    /// The hierarchy a route leads to directly, for when its stack cannot be built.
    public var template: HierarchyTemplate?

    public init(url: String, app: AppModel) {
        self.url = url
        self.app = app
        result = app.route(url)
        target = result?.match.map(app.target(of:))
        guard let target else { return }
        let parameters = target.hierarchyParameters()
        switch target.spec.target {
        case .event(let name):
            eventName = name
            stack = app.event(named: name).flatMap { try? $0.hierarchy.instantiate(parameters).get() }
        case .hierarchy(let hierarchy):
            template = hierarchy
            stack = try? hierarchy.instantiate(parameters).get()
        }
    }

    public var matched: Bool { target != nil }
}
