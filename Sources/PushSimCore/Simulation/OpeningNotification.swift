/// Opening a notification: the responder chain, then the hierarchy, loaded before it is
/// presented (docs/delivery.md, "Opening a notification").
extension SimulatedApp {
    /// Responder chain first (exactly one screen may claim it), else the event's hierarchy:
    /// load, then present.
    func route(_ notification: AppNotification, routing: RoutingInput, _ report: inout DeliveryReport) async {
        let destination: Destination
        switch self.destination(for: notification, routing: routing) {
        case .nothing:
            report.outcome = .opened
            report.reason = "nothing to route: the payload has no event type and no routing URL; the app shows \(stack)"
            recorder.note(.routed, report.reason ?? "")
            return
        case .failed(let outcome, let reason):
            report.outcome = outcome
            report.reason = reason
            return
        case .found(let found):
            destination = found
        }
        report.route = destination.route
        await present(destination, &report)
    }

    func present(_ destination: Destination, _ report: inout DeliveryReport) async {
        let notification = destination.notification
        let chain = navigation.responders.topFirst
        if chain.isEmpty { recorder.note(.responder, "the responder chain is empty") }
        for responder in chain {
            let claims = responder.isFirstResponder(for: notification)
            recorder.note(.responder, "\(responder.responderName): \(claims ? "claims it" : "passes")")
            if claims {
                report.outcome = .handled
                report.handledBy = responder.responderName
                return
            }
        }

        let target: StackDescription
        switch destination.hierarchy.instantiate(destination.parameters) {
        case .success(let stack):
            target = stack
        case .failure(let missing):
            report.outcome = .missingObjectID
            let key = model.mapping.objectIDKey.joined(separator: ".")
            report.reason = missing.parameter == "id"
                ? "\(destination.hierarchy) needs an object id and the payload has no \"\(key)\""
                : "\(destination.hierarchy) needs the parameter \"\(missing.parameter)\", which nothing supplies"
            recorder.note(.hierarchy, report.reason ?? "")
            return
        }
        recorder.note(.hierarchy, "building \(target)")

        if let rule = destination.load {
            let id = destination.parameters["id"]
            recorder.note(.load, "loading \(rule.model) \(id ?? "")…")
            do {
                try await ObjectLoader().load(rule, id: id)
                recorder.note(.load, "\(rule.model) \(id ?? "") loaded")
            } catch {
                report.outcome = .loadFailed
                report.reason = error.message
                recorder.note(.load, "failed: \(error.message); nothing is presented")
                return
            }
        }

        do {
            navigation.setStack(try makeScreens(target))
        } catch {
            report.outcome = .loadFailed
            report.reason = error.message
            return
        }
        recorder.note(.routed, "presented \(stack)")
        report.outcome = .routed
    }
}
