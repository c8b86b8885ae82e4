/// Reads the model's `extensions` object (docs/app-model.md, "Notification service extension"):
/// every mistake is an issue at its JSON pointer, with the nearest known name.
struct ServiceExtensionReader {
    /// How `when`, `failsWhen` and the rewrites' expressions are read.
    var conditions: ConditionReader
    /// The model's event types, which a rule's `events` must name: in order for the "did you
    /// mean", and as a set to look each up (a rule may list every event of a large model).
    let eventNames: [String]
    private let declaredEvents: Set<String>

    init(conditions: ConditionReader, eventNames: [String]) {
        self.conditions = conditions
        self.eventNames = eventNames
        declaredEvents = Set(eventNames)
        conditions.nameVisits.add(eventNames.count)
    }

    static let extensionsKeys = ["notificationService"]
    static let serviceKeys = ["rules"]
    static let ruleKeys = ["name", "events", "when", "load", "rewrite", "fallback", "onTimeLimit"]
    static let loadKeys = ["model", "idFormat", "missing", "id", "objects", "failsWhen", "takes", "takesFor"]
    static let fieldNames = ServiceExtension.Field.allCases.map(\.rawValue)

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
                Diagnostic(.error, pointer, "a rewrite is an object of fields (\(Self.fieldNames.joined(separator: ", "))), not \(value.typeDescription)"))
            return ServiceExtension.Rewrite()
        }
        var fields: [(field: ServiceExtension.Field, value: Condition)] = []
        for (key, expression) in object {
            guard let field = ServiceExtension.Field(rawValue: key) else {
                issues.append(
                    Diagnostic(
                        .error, pointer / key,
                        "\"\(key)\" is not a field a service extension rewrites (\(Self.fieldNames.joined(separator: ", ")))"
                            + Suggestion.hint(for: key, in: Self.fieldNames)))
                continue
            }
            if let read = reader.read(expression, at: pointer / key, issues: &issues) { fields.append((field, read)) }
        }
        // Reports list the fields in one order, whatever the file's.
        let order = ServiceExtension.Field.allCases
        fields.sort { order.firstIndex(of: $0.field)! < order.firstIndex(of: $1.field)! }
        return ServiceExtension.Rewrite(fields: fields)
    }
}
