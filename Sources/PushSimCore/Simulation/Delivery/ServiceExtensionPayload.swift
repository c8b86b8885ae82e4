/// What a version 3 service extension delivers, as a payload (docs/delivery.md, "Notification
/// service extension"): the content handler takes a `UNNotificationContent` — the alert, the
/// `aps` keys, the `userInfo` — and everything after the extension reads that content. pushsim
/// writes the rule's fields into the payload as it arrived, and the app then reads the payload
/// so written as it reads any: its event, parameters, variant, category, route.
extension SimulatedApp {
    /// Writes each field and `userInfo` key the rewrite names into `json`; `null` removes it. A
    /// value of the wrong kind is a problem, and the field stays as it was.
    func rewrite(
        _ content: inout ExtensionContent, into payload: inout JSONObject, with rewrite: ServiceExtension.Rewrite, in context: ConditionContext,
        _ outcome: inout ServiceExtensionReport
    ) {
        var aps = payload["aps"]?.objectValue ?? [:]
        for (field, expression) in rewrite.fields {
            let value = expression.evaluate(in: context)
            if budget.exceeded != nil { return }
            switch field {
            case .sender, .group:
                // A name to draw: text that is not empty, or null for none.
                guard let text = Self.text(value), text?.isEmpty != true else {
                    problem("\(field.rawValue): \(JSONWriter.excerpt(value)) is not a name (text that is not empty); it stays as it was", &outcome)
                    continue
                }
                if field == .sender { content.sender = text } else { content.group = text }
            case .title, .subtitle, .body:
                guard let text = Self.text(value) else {
                    problem("\(field.rawValue): \(JSONWriter.excerpt(value)) is not text; it stays as it was", &outcome)
                    continue
                }
                setAlert(field, text, in: &aps)
            case .badge:
                // The same counts a handler's setBadge takes (BadgeCount), and null for none.
                switch value == .null ? .success(nil) : BadgeCount.count(of: value).map(Optional.some) {
                case .success(let number): aps["badge"] = number.map(JSONValue.integer)
                case .failure(let refused): problem("badge: \(refused.message); the badge stays as it was", &outcome)
                }
            case .threadId, .sound, .category, .targetContentId:
                guard let text = Self.text(value) else {
                    problem("\(field.rawValue): \(JSONWriter.excerpt(value)) is not text; it stays as it was", &outcome)
                    continue
                }
                aps[field.apsKey!] = text.map(JSONValue.string)
            case .interruptionLevel:
                let known = APS.InterruptionLevel.allCases.map(\.rawValue)
                guard value == .null || value.stringValue.map(known.contains) == true else {
                    problem(
                        "interruptionLevel: \(JSONWriter.excerpt(value)) is not one of \(known.joined(separator: ", ")); it stays as it was", &outcome)
                    continue
                }
                aps["interruption-level"] = value == .null ? nil : value
            case .relevanceScore:
                let score: Double?
                switch value {
                case .integer(let number): score = Double(number)
                case .real(let number): score = number
                default: score = nil
                }
                guard value == .null || (score.map { (0...1).contains($0) } ?? false) else {
                    problem("relevanceScore: \(JSONWriter.excerpt(value)) is not a number from 0 to 1; it stays as it was", &outcome)
                    continue
                }
                aps["relevance-score"] = value == .null ? nil : value
            }
        }
        payload["aps"] = .object(aps)
        for (path, expression) in rewrite.userInfo {
            let value = expression.evaluate(in: context)
            if budget.exceeded != nil { return }
            if !Self.set(value, at: path.components.compactMap(\.key), in: &payload) {
                problem("userInfo \(path): a key on the way holds no object; it stays as it was", &outcome)
                continue
            }
            outcome.userInfo.append(.init(path: path.description, value: value))
        }
    }

    /// Text for a text field, nil inside for `null` (the field removed); nil for anything else.
    private static func text(_ value: JSONValue) -> String?? {
        switch value {
        case .null: return .some(nil)
        case .string(let string): return string
        case .integer, .real: return JSONWriter.string(value)
        default: return nil
        }
    }

    /// The alert's title, subtitle or body, with the localization keys that would replace it
    /// removed; an alert given as a string is its body.
    private func setAlert(_ field: ServiceExtension.Field, _ text: String?, in aps: inout JSONObject) {
        var alert: JSONObject
        switch aps["alert"] {
        case .string(let body)?: alert = ["body": .string(body)]
        case .object(let object)?: alert = object
        default: alert = [:]
        }
        let (key, locKey, locArgs) =
            switch field {
            case .title: ("title", "title-loc-key", "title-loc-args")
            case .subtitle: ("subtitle", "subtitle-loc-key", "subtitle-loc-args")
            default: ("body", "loc-key", "loc-args")
            }
        alert[key] = text.map(JSONValue.string)
        alert[locKey] = nil
        alert[locArgs] = nil
        aps["alert"] = .object(alert)
    }

    /// Sets `value` at `keys`, making the objects on the way; `null` removes the key. False when
    /// a key on the way holds something other than an object.
    private static func set(_ value: JSONValue, at keys: [String], in object: inout JSONObject) -> Bool {
        guard let first = keys.first else { return false }
        if keys.count == 1 {
            object[first] = value == .null ? nil : value
            return true
        }
        var inner: JSONObject
        switch object[first] {
        case nil: inner = [:]
        case .object(let existing)?: inner = existing
        default: return false
        }
        guard set(value, at: Array(keys.dropFirst()), in: &inner) else { return false }
        object[first] = .object(inner)
        return true
    }
}

extension KeyPath.Component {
    /// The key, for a key component.
    var key: String? {
        if case .key(let key) = self { return key }
        return nil
    }
}
