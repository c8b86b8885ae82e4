/// Where a notification or deep link leads: the event it stands for, the object id, and the
/// hierarchy to build if no responder claims it. A routing URL, when present, decides
/// (docs/router.md); otherwise the event type and object id do.
struct Destination {
    var notification: AppNotification
    var hierarchy: HierarchyTemplate
    var parameters: [String: String]
    var load: LoadRule?
    /// The route that matched, for reports ("route task (/task/:id)").
    var route: String?
}

enum DestinationResult {
    case found(Destination)
    /// Nothing to route: no event type and no routing URL.
    case nothing
    case failed(DeliveryOutcome, String)
}

/// What routing needs from a payload, worked out once per delivery: its top-level scalar
/// fields (route parameters between path and query) and the router's answer for its URL.
struct RoutingInput {
    var fields: [String: String]
    var route: RouteResult?

    init(payload: Payload, model: AppModel, url: String?) {
        var fields: [String: String] = [:]
        for (key, value) in payload.customKeys {
            switch value {
            case .string(let text): fields[key] = text
            case .integer(let number): fields[key] = String(number)
            default: break
            }
        }
        self.fields = fields
        route = url.flatMap { model.route($0, payload: fields) }
    }
}

extension SimulatedApp {
    func destination(for notification: AppNotification, routing: RoutingInput) -> DestinationResult {
        if let url = notification.routingURL {
            return destination(forURL: url, result: routing.route, notification: notification)
        }
        switch notification.event {
        case .none:
            return .nothing
        case .unknown(let name):
            return .failed(.unknownEvent, unknownEventReason(name))
        case .known(let event):
            var parameters = routing.fields
            parameters["id"] = notification.objectID
            return .found(Destination(notification: notification, hierarchy: event.hierarchy, parameters: parameters, load: event.load))
        }
    }

    func unknownEventReason(_ name: String) -> String {
        let known = model.events.map(\.name)
        return "\"\(name)\" is not one of \(model.name)'s event types (\(known.joined(separator: ", ")))"
            + Suggestion.hint(for: name, in: known)
    }

    /// Where the router sent the URL (`result` is `AppModel.route`'s answer, nil when the
    /// model declares no routes).
    func destination(forURL url: String, result: RouteResult?, notification: AppNotification) -> DestinationResult {
        guard let result else {
            return .failed(.unmatched, "\(model.name) declares no routes, so the URL \(url) cannot be routed")
        }
        recorder.note(.url, "routing \(url)")
        for attempt in result.trail { recorder.note(.url, attempt.description) }
        guard let match = result.match else {
            // One line for the report; the routes tried are in the trace above.
            return .failed(.unmatched, result.description)
        }
        let spec = model.routes[match.routeIndex]
        var parameters: [String: String] = [:]
        for parameter in match.parameters {
            if let value = parameter.value.string { parameters[parameter.name] = value }
        }
        var routed = notification
        routed.objectID = parameters[spec.objectIDParameter] ?? notification.objectID
        parameters["id"] = routed.objectID
        switch spec.target {
        case .event(let name):
            guard let event = model.event(named: name) else { return .failed(.unknownEvent, unknownEventReason(name)) }
            if let declared = notification.eventName, declared != name {
                recorder.note(.url, "warning: the payload says event \(declared) but the URL routes to \(name); the URL wins")
            }
            routed.event = .known(event)
            return .found(
                Destination(
                    notification: routed, hierarchy: event.hierarchy, parameters: parameters, load: event.load,
                    route: "\(spec.name) (\(spec.pattern))"))
        case .hierarchy(let template):
            return .found(
                Destination(notification: routed, hierarchy: template, parameters: parameters, load: nil, route: "\(spec.name) (\(spec.pattern))"))
        }
    }
}
