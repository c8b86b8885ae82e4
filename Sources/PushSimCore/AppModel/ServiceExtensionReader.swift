/// Reads the model's `extensions` object (docs/app-model.md, "Notification service extension"):
/// every mistake is an issue at its JSON pointer, with the nearest known name.
struct ServiceExtensionReader {
    /// How `when`, `failsWhen` and the rewrites' expressions are read.
    var conditions: ConditionReader
    /// The model's event types, which a rule's `events` must name: in order for the "did you
    /// mean", and as a set to look each up (a rule may list every event of a large model).
    let eventNames: [String]
    private let declaredEvents: Set<String>
    /// The model's schema version: the keys of version 3 are refused before it.
    let version: Int64
    /// `entitlements.communication`: without it a rule's `sender` makes no communication
    /// notification, which the model is warned of where the rule says it.
    var communicationEntitlement = false

    init(conditions: ConditionReader, eventNames: [String], version: Int64 = 2) {
        // Nothing is fetched yet where a rule is chosen, nor in its fallback: `fetched` is read
        // only in what runs once its own fetch succeeded.
        var conditions = conditions
        conditions.readsFetched = false
        self.conditions = conditions
        self.eventNames = eventNames
        self.version = version
        declaredEvents = Set(eventNames)
        conditions.nameVisits.add(eventNames.count)
    }

    static let extensionsKeys = ["notificationService"]
    static let serviceKeys = ["rules"]
    static let ruleKeys = ["name", "events", "when", "load", "rewrite", "fallback", "onTimeLimit", "discard", "reportVoIPCall", "handlers"]
    /// Rule keys a model before version 3 may not use.
    static let versionThreeRuleKeys = ["discard", "reportVoIPCall", "handlers"]
    /// The handler actions an extension may run: it runs in its own process, so it cannot post
    /// to the app's message center nor refresh the app's objects (docs/app-model.md, "Version 3").
    static let handlerActions = ["setBadge", "setState", "clearDelivered"]
    static let attachmentKeys = ["url", "type", "bytes", "download"]
    static let loadKeys = ["model", "idFormat", "missing", "id", "objects", "failsWhen", "takes", "takesFor"]
    /// The keys a rewrite may hold, as messages list them: version 2's fields, then version 3's.
    var fieldNames: [String] {
        version >= 3 ? ServiceExtension.Field.allCases.map(\.rawValue) + ["attachments", "userInfo"] : ServiceExtension.Field.versionTwo.map(\.rawValue)
    }
    /// Every key a rewrite may hold at any version: a version 3 key in a version 2 model is
    /// refused for its version, not as a misspelling.
    static let allFieldNames = ServiceExtension.Field.allCases.map(\.rawValue) + ["attachments", "userInfo"]

    func read(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> ServiceExtension? {
        let extensions = ModelObjectReader(value, at: pointer, known: Self.extensionsKeys, issues: &issues, what: "\"extensions\"")
        issues += extensions.issues
        guard let serviceValue = extensions.object["notificationService"] else { return nil }
        var service = ModelObjectReader(
            serviceValue, at: pointer / "notificationService", known: Self.serviceKeys, issues: &issues, what: "\"notificationService\"")
        let rulesPointer = pointer / "notificationService" / "rules"
        if service.object["rules"] == nil, serviceValue.objectValue != nil {
            service.issues.append(Diagnostic(.error, rulesPointer, "\"rules\" is required: the rewrites the extension makes"))
        }
        let rules = service.array("rules").enumerated().compactMap { index, element in
            rule(element, at: rulesPointer / index, number: index + 1, issues: &issues)
        }
        issues += service.issues
        return ServiceExtension(rules: rules)
    }

    private func rule(_ value: JSONValue, at pointer: JSONPointer, number: Int, issues: inout [Diagnostic]) -> ServiceExtension.Rule? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.ruleKeys, issues: &issues, what: "a service extension rule")
        defer { issues += reader.issues }
        guard value.objectValue != nil else { return nil }
        if version < 3 {
            for key in Self.versionThreeRuleKeys where reader.object[key] != nil {
                reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 3"))
            }
        }
        var rule = ServiceExtension.Rule(name: reader.string("name") ?? "rule \(number)")
        if reader.object["events"] != nil {
            let names = reader.strings("events")
            conditions.nameVisits.add(names.count)
            for (index, name) in names.enumerated() where !declaredEvents.contains(name) {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "events" / index,
                        "event \"\(name)\" is not declared in \"events\"" + Suggestion.hint(for: name, in: eventNames)))
            }
            rule.events = names
        }
        // A condition with mistakes still is one: it holds for nothing.
        rule.when = reader.object["when"].map { conditions.read($0, at: pointer / "when", issues: &reader.issues) ?? .literal(false) }
        rule.fetch = reader.object["load"].map { fetch($0, at: pointer / "load", issues: &reader.issues) }
        var fetching = conditions
        fetching.readsFetched = rule.fetch != nil
        if let rewrite = reader.object["rewrite"] {
            rule.rewrite = self.rewrite(rewrite, at: pointer / "rewrite", reader: fetching, issues: &reader.issues)
        } else {
            reader.issues.append(Diagnostic(.error, pointer / "rewrite", "\"rewrite\" is required: the content the rule delivers"))
        }
        if version >= 3 {
            rule.discard = reader.object["discard"].map { fetching.read($0, at: pointer / "discard", issues: &reader.issues) ?? .literal(false) }
            rule.reportVoIPCall = reader.object["reportVoIPCall"].map {
                fetching.read($0, at: pointer / "reportVoIPCall", issues: &reader.issues) ?? .literal(false)
            }
            if let value = reader.object["handlers"] {
                (rule.handlers, rule.handlerIndices) = handlers(value, at: pointer / "handlers", reader: fetching, issues: &reader.issues)
            }
        }
        rule.fallback = reader.object["fallback"].map { self.rewrite($0, at: pointer / "fallback", reader: conditions, issues: &reader.issues) }
        if let text = reader.string("onTimeLimit") {
            let known = ServiceExtension.TimeLimitAnswer.allCases.map(\.rawValue)
            if let answer = ServiceExtension.TimeLimitAnswer(rawValue: text) {
                rule.onTimeLimit = answer
                if answer == .bestAttempt, rule.fallback == nil {
                    reader.issues.append(
                        Diagnostic(
                            .error, pointer / "onTimeLimit",
                            "onTimeLimit bestAttempt delivers the rule's \"fallback\" content, and this rule declares none"))
                }
            } else {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "onTimeLimit",
                        "onTimeLimit \"\(text)\" is not \(known.joined(separator: " or "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        return rule
    }

    /// `"load": {"model": "Post", "id": "post", "missing": […], "objects": {…}, "takes": 800}`.
    private func fetch(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> ServiceExtension.Fetch {
        var reader = ModelObjectReader(value, at: pointer, known: Self.loadKeys, issues: &issues, what: "a service extension's \"load\"")
        defer { issues += reader.issues }
        let model = reader.string("model", required: value.objectValue != nil) ?? "Object"
        var format = LoadRule.IDFormat.any
        if let text = reader.string("idFormat") {
            let known = LoadRule.IDFormat.allCases.map(\.rawValue)
            if let parsed = LoadRule.IDFormat(rawValue: text) {
                format = parsed
            } else {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "idFormat",
                        "idFormat \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        var fetch = ServiceExtension.Fetch(rule: LoadRule(model: model, idFormat: format, missingIDs: reader.strings("missing")))
        if let name = reader.string("id") {
            if conditions.declaresParameter(name) {
                fetch.idParameter = name
            } else {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "id",
                        "\"\(name)\" is not a declared parameter (the id is a parameter's value; without \"id\", the object id)"
                            + Suggestion.hint(for: name, in: conditions.parameters)))
            }
        }
        for (id, fields) in reader.members("objects") {
            if fields.objectValue != nil {
                fetch.objects[id] = fields
            } else {
                reader.issues.append(Diagnostic(.error, pointer / "objects" / id, "an object's fields are an object, not \(fields.typeDescription)"))
            }
        }
        fetch.failsWhen = reader.object["failsWhen"].map { conditions.read($0, at: pointer / "failsWhen", issues: &reader.issues) ?? .literal(false) }
        if let takes = milliseconds(reader.object["takes"], at: pointer / "takes", issues: &reader.issues) { fetch.takes = takes }
        for (id, duration) in reader.members("takesFor") {
            if let takes = milliseconds(duration, at: pointer / "takesFor" / id, issues: &reader.issues) { fetch.takesFor[id] = takes }
        }
        return fetch
    }

    /// A duration in milliseconds: a whole number ≥ 0.
    private func milliseconds(_ value: JSONValue?, at pointer: JSONPointer, issues: inout [Diagnostic]) -> Int64? {
        guard let value else { return nil }
        guard let number = value.integerValue, number >= 0 else {
            // A whole real past 64 bits (`1.8e19`) is whole, only too large.
            if case .real(let real) = value, real.isFinite, real == real.rounded(), real >= 0x1p63 {
                issues.append(
                    Diagnostic(
                        .error, pointer, "\(JSONWriter.string(value)) is out of range: a duration is a whole number of milliseconds from 0 to \(Int64.max)"))
                return nil
            }
            issues.append(Diagnostic(.error, pointer, "a duration is a whole number of milliseconds ≥ 0, not \(JSONWriter.string(value))"))
            return nil
        }
        return number
    }

    /// `{"title": EXPR, "body": EXPR, …}`: a misspelt field is an error, since it would never
    /// be rewritten.
    private func rewrite(_ value: JSONValue, at pointer: JSONPointer, reader: ConditionReader, issues: inout [Diagnostic]) -> ServiceExtension.Rewrite {
        guard let object = value.objectValue else {
            issues.append(
                Diagnostic(.error, pointer, "a rewrite is an object of fields (\(fieldNames.joined(separator: ", "))), not \(value.typeDescription)"))
            return ServiceExtension.Rewrite()
        }
        var rewrite = ServiceExtension.Rewrite()
        for (key, expression) in object {
            if version < 3, Self.allFieldNames.contains(key), !fieldNames.contains(key) {
                issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 3"))
                continue
            }
            switch key {
            case "userInfo":
                rewrite.userInfo = userInfo(expression, at: pointer / key, reader: reader, issues: &issues)
                continue
            case "attachments":
                rewrite.attachments = attachments(expression, at: pointer / key, reader: reader, issues: &issues)
                continue
            default: break
            }
            guard let field = ServiceExtension.Field(rawValue: key) else {
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "\"\(key)\" is not a field a service extension rewrites (\(fieldNames.joined(separator: ", ")))"
                            + Suggestion.hint(for: key, in: fieldNames)))
                continue
            }
            if field == .sender, !communicationEntitlement {
                // docs/app-model.md, "Communication notifications".
                issues.append(
                    Diagnostic(
                        .warning, pointer / key,
                        "\"sender\" makes a communication notification only for an app with the Communication Notifications capability: "
                            + "declare \"entitlements\": {\"communication\": true}, else iOS shows a regular notification"))
            }
            if let read = reader.read(expression, at: pointer / key, issues: &issues) { rewrite.fields.append((field, read)) }
        }
        // Reports list the fields in one order, whatever the file's.
        let order = ServiceExtension.Field.allCases
        rewrite.fields.sort { order.firstIndex(of: $0.field)! < order.firstIndex(of: $1.field)! }
        return rewrite
    }

    /// `"userInfo": {"room.id": EXPR, …}`: the custom payload keys the extension sets, by key
    /// path; `aps` is the system's, set through the rewrite's own fields.
    private func userInfo(
        _ value: JSONValue, at pointer: JSONPointer, reader: ConditionReader, issues: inout [Diagnostic]
    ) -> [(path: KeyPath, value: Condition)] {
        guard let object = value.objectValue else {
            issues.append(Diagnostic(.error, pointer, "\"userInfo\" is an object of payload key paths and values, not \(value.typeDescription)"))
            return []
        }
        var entries: [(path: KeyPath, value: Condition)] = []
        for (key, expression) in object {
            guard let path = KeyPath(parsing: key), !path.components.isEmpty,
                path.components.allSatisfy({ if case .key = $0 { return true } else { return false } })
            else {
                issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" is not a payload key path (keys separated by dots)"))
                continue
            }
            // The payload it writes stays within the depth any payload is read to
            // (JSONDecoding.maximumDepth; docs/guarantees.md).
            if path.components.count >= JSONDecoding.maximumDepth {
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "a userInfo key path has at most \(JSONDecoding.maximumDepth - 1) keys (a payload nests at most \(JSONDecoding.maximumDepth) deep), not \(path.components.count)"))
                continue
            }
            if path.head == "aps" {
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "\"\(key)\": userInfo sets the app's own keys; aps is set by the rewrite's fields (\(fieldNames.joined(separator: ", ")))"))
                continue
            }
            if let read = reader.read(expression, at: pointer / key, issues: &issues) { entries.append((path, read)) }
        }
        return entries
    }

    /// `"attachments": [{"url": EXPR, "type": "image", "bytes": 120000, "download": "succeeds"}]`.
    private func attachments(
        _ value: JSONValue, at pointer: JSONPointer, reader: ConditionReader, issues: inout [Diagnostic]
    ) -> [ServiceExtension.Attachment] {
        guard let elements = value.arrayValue else {
            issues.append(Diagnostic(.error, pointer, "\"attachments\" is an array of attachments, not \(value.typeDescription)"))
            return []
        }
        return elements.enumerated().compactMap { index, element in
            let at = pointer / index
            var object = ModelObjectReader(element, at: at, known: Self.attachmentKeys, issues: &issues, what: "an attachment")
            defer { issues += object.issues }
            guard element.objectValue != nil else { return nil }
            let url = object.object["url"].flatMap { reader.read($0, at: at / "url", issues: &object.issues) }
            if object.object["url"] == nil { object.issues.append(Diagnostic(.error, at / "url", "\"url\" is required: where the extension downloads it from")) }
            let bytes = object.object["bytes"].flatMap { reader.read($0, at: at / "bytes", issues: &object.issues) }
            if object.object["bytes"] == nil { object.issues.append(Diagnostic(.error, at / "bytes", "\"bytes\" is required: the file's size, which iOS checks")) }
            let type = choice(object.string("type", required: true), at: at / "type", what: "type", ServiceExtension.AttachmentType.self, issues: &object.issues)
            let download = object.object["download"] == nil
                ? .succeeds
                : choice(object.string("download"), at: at / "download", what: "download", ServiceExtension.Download.self, issues: &object.issues)
            guard let url, let bytes, let type, let download else { return nil }
            return ServiceExtension.Attachment(url: url, type: type, bytes: bytes, download: download)
        }
    }

    /// One of an enumeration's names, or an error with the nearest one.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String?, at pointer: JSONPointer, what: String, _: Choice.Type, issues: inout [Diagnostic]
    ) -> Choice? where Choice.RawValue == String {
        guard let text else { return nil }
        if let chosen = Choice(rawValue: text) { return chosen }
        let known = Choice.allCases.map(\.rawValue)
        issues.append(
            Diagnostic(.error, pointer, "\(what) \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known)))
        return nil
    }

    /// A rule's `handlers`: an array of the app's handler actions (docs/app-model.md,
    /// "Handlers"), read by the handlers' own reader; those the extension's process cannot run
    /// are refused.
    private func handlers(
        _ value: JSONValue, at pointer: JSONPointer, reader: ConditionReader, issues: inout [Diagnostic]
    ) -> ([HandlerAction], indices: [Int]) {
        guard let elements = value.arrayValue else {
            issues.append(Diagnostic(.error, pointer, "\"handlers\" is an array of actions (\(Self.handlerActions.joined(separator: ", "))), not \(value.typeDescription)"))
            return ([], [])
        }
        let reading = HandlersReader(conditions: reader)
        let read: [(Int, HandlerAction)] = elements.enumerated().compactMap { index, element in
            if let name = element.objectValue?.members.first?.key, element.objectValue?.count == 1, HandlerAction.names.contains(name),
                !Self.handlerActions.contains(name)
            {
                issues.append(
                    Diagnostic(
                        .error, pointer / index / name,
                        "\"\(name)\" is not an action a service extension runs: it runs in its own process, not the app's (it runs \(Self.handlerActions.joined(separator: ", ")))"))
                return nil
            }
            return reading.action(element, at: pointer / index, issues: &issues).map { (index, $0) }
        }
        return (read.map(\.1), read.map(\.0))
    }
}
