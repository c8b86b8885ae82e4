/// `pushsim route`'s answer for one URL: the router's result and, when a route matched, what
/// it leads to in the app (its event, the variant of it that applies, and the stack that
/// builds, or its hierarchy).
public struct RouteReport: Sendable {
    public var url: String
    public var app: AppModel
    /// Nil when the app model declares no routes.
    public var result: RouteResult?
    public var target: RouteTarget?
    /// The event the route names, if it names one.
    public var eventName: String?
    /// The variant of that event that applies as `pushsim open` with its defaults finds it: the
    /// model's `state`, the app in the background on its launch stack (docs/router.md,
    /// "pushsim route URL").
    public var variant: String?
    /// The stack the target builds with the URL's parameters, when it can be built.
    public var stack: StackDescription?
    /// The hierarchy a route leads to directly, for when its stack cannot be built.
    public var template: HierarchyTemplate?

    /// The app state `route` reads variants in: `pushsim open`'s default.
    static let openingState = AppState.background

    public init(url: String, app: AppModel) {
        self.url = url
        self.app = app
        result = app.route(url)
        target = result?.match.map(app.target(of:))
        guard let target else { return }
        if case .hierarchy(let hierarchy) = target.spec.target { template = hierarchy }
        eventName = target.eventName
        // Where `pushsim open` leads, asked of the same code: the deep link as the app reads it,
        // then its destination (docs/router.md, "Routing URLs inside payloads").
        let routing = RoutingInput(fields: [:], result: result, target: target)
        let opening = SimulatedApp(model: app)
        opening.recordsTrace = false
        try? opening.launch()
        let notification = opening.deepLinkNotification(url, routing: routing, state: Self.openingState)
        variant = notification.variant
        if case .found(let destination) = app.destination(for: notification, routing: routing) {
            stack = try? destination.hierarchy.instantiate(destination.parameters).get()
        }
    }

    public var matched: Bool { target != nil }
}
