/// A handler's `postLocal` (version 3; docs/app-model.md, "Local notifications"): the app adds a
/// `UNNotificationRequest` whose content its expressions give, evaluated where the handler
/// runs. The system delivers it at once (a nil trigger) or when the scenario's clock has
/// advanced by `after` (`UNTimeIntervalNotificationTrigger`; docs/delivery.md, "Local
/// notifications").
extension SimulatedApp {
    func requestLocal(_ request: LocalNotificationRequest, in context: ConditionContext) -> HandlerEffect.Result? {
        var alert = JSONObject()
        var aps = JSONObject()
        var content = JSONObject()
        var identifier: String?
        for (expression, field) in [
            (request.title, "title"), (request.subtitle, "subtitle"), (request.body, "body"), (request.threadID, "threadId"),
            (request.category, "category"), (request.identifier, "identifier"),
        ] {
            guard let expression else { continue }
            let value = expression.evaluate(in: context)
            if budget.exceeded != nil { return nil }
            // Each field a text: a string, or a number as written; null leaves it out.
            if value == .null { continue }
            guard let text = value.argumentText else { return .localRefused(reason: "\(field) is \(value.typeDescription), not a text") }
            switch field {
            case "title", "subtitle", "body": alert[field] = .string(text)
            case "threadId": aps["thread-id"] = .string(text)
            case "category": aps["category"] = .string(text)
            default: identifier = text
            }
        }
        guard !alert.isEmpty else { return .localRefused(reason: "its title, subtitle and body are all null: it would show nothing") }
        aps["alert"] = .object(alert)
        content["aps"] = .object(aps)
        for entry in request.userInfo {
            let value = entry.value.evaluate(in: context)
            if budget.exceeded != nil { return nil }
            content = Self.setting(value, at: entry.keyPath[...], in: content)
        }
        // Kept until it is delivered, and then in Notification Center: measured and charged as
        // a kept value is (docs/conditions.md, "Limits").
        let whole = JSONValue.object(content)
        guard let size = whole.textSize(upTo: budget.remaining) else {
            _ = budget.refuseDepth(what: "postLocal", site: request.site)
            return nil
        }
        do { try budget.charge(size, what: "postLocal", site: request.site) } catch { return nil }
        let chosen = identifier ?? localRequests.nextGeneratedIdentifier()
        let firesAt = loads.now + (request.after ?? 0)
        let (replaced, discarded) = localRequests.add(identifier: chosen, content: content, firesAt: firesAt)
        return .localRequested(identifier: chosen, at: request.after.map { _ in firesAt }, replaced: replaced, discarded: discarded)
    }

    /// `object` with `value` at the key path, objects made on the way; a key path through a
    /// value that is not an object replaces it.
    static func setting(_ value: JSONValue, at path: ArraySlice<String>, in object: JSONObject) -> JSONObject {
        guard let key = path.first else { return object }
        var result = object
        if path.count == 1 {
            result[key] = value
        } else {
            result[key] = .object(setting(value, at: path.dropFirst(), in: object[key]?.objectValue ?? JSONObject()))
        }
        return result
    }
}
