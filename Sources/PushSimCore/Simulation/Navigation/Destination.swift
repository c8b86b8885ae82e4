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

extension SimulatedApp {
    func destination(for notification: AppNotification, routing: RoutingInput) -> DestinationResult {
        model.destination(for: notification, routing: routing)
    }

    /// Worked out once per name: its "did you mean" searches every event type, and a replay
    /// worker's app sees the same unknown names again and again.
    func unknownEventReason(_ name: String) -> String {
        if let known = unknownEventReasons[name] { return known }
        let reason = model.unknownEventReason(name)
        unknownEventReasons[name] = reason
        return reason
    }
}

/// The app's own reading of where a notification leads, free of any running app: delivery
/// asks it when the user opens a notification, and `validate --app` asks it of a payload
/// (docs/validation.md, "Against the app: --app"), so the two never disagree.
extension AppModel {
    func destination(for notification: AppNotification, routing: RoutingInput) -> DestinationResult {
        if let url = notification.routingURL {
            return destination(forURL: url, routing: routing, notification: notification)
        }
        switch notification.event {
        case .none:
            return .nothing
        case .unknown(let name):
            return .failed(.unknownEvent, unknownEventReason(name))
        case .known(let event):
            var parameters = routing.fields
            for (name, value) in notification.parameters { parameters[name] = value.argumentText }
            // Assigning nil to a key the fields lack would still copy the shared dictionary.
            if let id = notification.objectID { parameters["id"] = id } else if parameters["id"] != nil { parameters["id"] = nil }
            let (hierarchy, load) = event.destination(for: notification)
            return .found(Destination(notification: notification, hierarchy: hierarchy, parameters: parameters, load: load))
        }
    }

    func unknownEventReason(_ name: String) -> String {
        let known = events.map(\.name)
        return "\"\(name)\" is not one of \(self.name)'s event types (\(known.joined(separator: ", ")))"
            + Suggestion.hint(for: name, in: known)
    }

    /// Where the router sent the URL, as worked out when the notification arrived.
    private func destination(forURL url: String, routing: RoutingInput, notification: AppNotification) -> DestinationResult {
        guard let result = routing.result else {
            return .failed(.unmatched, "\(name) declares no routes, so the URL \(url) cannot be routed")
        }
        guard let target = routing.target else {
            // One line for the report; the routes tried are in the trace.
            return .failed(.unmatched, result.description)
        }
        var routed = notification
        routed.objectID = target.objectID ?? notification.objectID
        var parameters = target.hierarchyParameters(fallbackID: notification.objectID)
        for (name, value) in notification.parameters where parameters[name] == nil { parameters[name] = value.argumentText }
        switch target.spec.target {
        case .event(let name):
            guard let event = self.event(named: name) else { return .failed(.unknownEvent, unknownEventReason(name)) }
            routed.event = .known(event)
            let (hierarchy, load) = event.destination(for: notification)
            return .found(Destination(notification: routed, hierarchy: hierarchy, parameters: parameters, load: load, route: target.label))
        case .hierarchy(let template):
            return .found(Destination(notification: routed, hierarchy: template, parameters: parameters, load: nil, route: target.label))
        }
    }
}
