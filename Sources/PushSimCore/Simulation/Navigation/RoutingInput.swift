/// What routing needs from a notification, worked out once, when it arrives: its top-level
/// scalar fields (route parameters between path and query, docs/router.md rule 7), the
/// router's answer for its URL, and what the matched route leads to.
struct RoutingInput {
    var fields: [String: String]
    /// The router's answer; nil without a URL, or when the model declares no routes.
    var result: RouteResult?
    var target: RouteTarget?

    static let none = RoutingInput(fields: [:], result: nil, target: nil)

    /// A payload's top-level string and integer fields, as route parameters.
    static func fields(of payload: Payload) -> [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in payload.customKeys {
            switch value {
            case .string(let text): fields[key] = text
            case .integer(let number): fields[key] = String(number)
            default: break
            }
        }
        return fields
    }
}

extension SimulatedApp {
    /// Routes `url` (when there is one and the model declares routes) and narrates it: every
    /// route tried, and a disagreement between the payload's event type and the route's. The
    /// router only matches; an object that cannot load fails later, when the app loads it,
    /// after the responder chain (seed 002; docs/router.md, "The router matches, the app loads").
    func routing(_ url: String?, fields: [String: String], declaredEvent: String?) -> RoutingInput {
        // The routes tried are read only for the trace (`result.description`, which a report
        // quotes, does not need them).
        let input = model.routingInput(url, fields: fields, keepsTrail: recorder.isTracing)
        guard let url, let result = input.result else { return input }
        recorder.note(.url, "routing \(url)")
        for attempt in result.trail { recorder.note(.url, attempt.description) }
        let target = input.target
        if let name = target?.eventName, model.event(named: name) != nil, let declaredEvent, declaredEvent != name {
            recorder.note(.url, "warning: the payload says event \(declaredEvent) but the URL routes to \(name); the URL wins")
        }
        return input
    }
}

extension AppModel {
    /// The router's answer for a notification's URL, as the app gets it when the notification
    /// arrives (the route matches on shape and types; a load fails later): delivery and
    /// `validate --app` both ask here. Without `keepsTrail` the result has no trail and no
    /// routes set aside, and is otherwise the same (`Router.match` says why).
    func routingInput(_ url: String?, fields: [String: String], keepsTrail: Bool = true) -> RoutingInput {
        guard let url, let result = route(url, payload: fields, unloadable: .failsWhenTheAppLoads, keepsTrail: keepsTrail) else {
            return RoutingInput(fields: fields, result: nil, target: nil)
        }
        return RoutingInput(fields: fields, result: result, target: result.match.map(target(of:)))
    }
}

extension AppModel {
    /// `route(_:payload:unloadable:)` with `.failsWhenTheAppLoads`, which accepts every
    /// structural match, so its `decide` is the router's own default; `keepsTrail` as in
    /// `Router.match`.
    func route(_ url: String, payload: [String: String], unloadable: UnloadableObject, keepsTrail: Bool) -> RouteResult? {
        guard !keepsTrail, unloadable == .failsWhenTheAppLoads else { return route(url, payload: payload, unloadable: unloadable) }
        guard let router, !routes.isEmpty else { return nil }
        return router.match(url, payload: payload, keepsTrail: false)
    }
}
