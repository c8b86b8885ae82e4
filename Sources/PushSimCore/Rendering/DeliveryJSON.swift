/// A delivery as one JSON Lines record (docs/json-output.md, "deliver").
public enum DeliveryJSON {
    public static func record(_ report: DeliveryReport, app: AppModel, command: String = "deliver") -> JSONValue {
        var record: [JSONObject.Member] = [
            ("schemaVersion", .integer(Int64(OutputSchema.version))),
            ("command", .string(command)),
            ("file", report.check.map { .string($0.source.description) } ?? .null),
        ]
        append(report, app: app, to: &record)
        // Only for a provider's message: which request of the file was delivered.
        if let conversion = report.check?.conversion { record.append(("conversion", ValidationJSON.conversion(conversion))) }
        return .object(JSONObject(record))
    }

    /// The members every delivery record has after `schemaVersion`, `command` and `file` (a
    /// replay record puts its own between). Appended, not set by key: every key is new, and a
    /// record is made for every replayed file, and setting a key searched the members set
    /// before it.
    static func append(_ report: DeliveryReport, app: AppModel, to record: inout [JSONObject.Member]) {
        record.reserveCapacity(record.count + 40)
        record.append(("url", string(report.url)))
        record.append(("app", appObject(app)))
        record.append(("state", .string(report.state.rawValue)))
        record.append(("tap", .string(report.tap.description)))
        record.append(("verdict", report.check.map { .string($0.verdict.rawValue) } ?? .null))
        record.append(("outcome", .string(report.outcome.rawValue)))
        record.append(("reason", string(report.reason)))
        record.append(("suppressedBy", string(report.suppressedBy)))
        record.append(("handledBy", string(report.handledBy)))
        record.append(("presentedAs", string(report.presentedAs)))
        record.append(("presentation", report.presentation.map(presentation) ?? .null))
        // Only when Focus or the user's settings differ from the usual device, and when they or
        // the interruption level changed what the system showed (docs/json-output.md).
        if !report.device.isDefault {
            var members: [JSONObject.Member] = [("focus", .bool(report.device.focus)), ("authorization", .string(report.device.authorization.description))]
            // Only when given, so the records of every other delivery stay as they were.
            if !report.device.languages.isEmpty { members.append(("languages", .array(report.device.languages.map(JSONValue.string)))) }
            record.append(("device", object(members)))
        }
        if let system = report.system { record.append(("system", systemPresentation(system))) }
        // Only for models that answer `willPresent` with options (schemaVersion 2).
        if let options = report.presentationOptions {
            record.append(("presentationOptions", .array(options.map { .string($0.rawValue) })))
            record.append(("presentationChosenBy", string(report.presentationChosenBy)))
        }
        if let toast = report.appToast { record.append(("appToast", .bool(toast))) }
        if let variant = report.notification?.variant { record.append(("variant", .string(variant))) }
        if let account = report.accountSwitchedTo { record.append(("accountSwitchedTo", .string(account))) }
        // Only for models that declare handlers (schemaVersion 2).
        if app.declaresHandlers { record.append(("handlers", .array(report.handlerEffects.map(handlerEffect)))) }
        record.append(("action", string(report.action)))
        // Only when the chosen action is a text-input action, or was registered with options.
        if let text = report.typedText { record.append(("text", .string(text))) }
        if !report.actionOptions.isEmpty { record.append(("actionOptions", .array(report.actionOptions.map(JSONValue.string)))) }
        record.append(("route", string(report.route)))
        record.append(("notification", report.notification.map { notification($0, identified: app.version >= 3) } ?? .null))
        // The notification with the same apns-collapse-id this one replaced in Notification
        // Center, as scenarios name it (docs/json-output.md).
        record.append(("replaced", string(report.replaced)))
        // Only when the app's notification service extension was involved (docs/json-output.md).
        if let service = report.serviceExtension { record.append(("serviceExtension", serviceExtension(service))) }
        // Only when the evaluation limit stopped the delivery (docs/conditions.md, "Limits").
        if let exceeded = report.limitExceeded { record.append(("limitExceeded", limitExceeded(exceeded))) }
        record.append(("stackBefore", .string(report.stackBefore.description)))
        record.append(("stackAfter", .string(report.stackAfter.description)))
        record.append(("stateAfter", .string(report.stateAfter.rawValue)))
        // Only for apps with a tab bar (schemaVersion 2): every tab's stack, in tab-bar order.
        if let tabs = report.tabsAfter { record.append(("tabsAfter", .array(tabs.map { .string($0.description) }))) }
        record.append(("badgeBefore", report.badgeBefore.map(JSONValue.integer) ?? .null))
        record.append(("badgeAfter", report.badgeAfter.map(JSONValue.integer) ?? .null))
        let observers = report.observers.map { object([("screen", .string($0.screen)), ("viewLoaded", .bool($0.viewLoaded))]) }
        record.append(("observers", .array(observers)))
        record.append(("diagnostics", .array((report.check?.diagnostics ?? []).map(DiagnosticText.json))))
        let trace = report.trace.map { object([("step", .string($0.kind.rawValue)), ("detail", .string($0.detail))]) }
        record.append(("trace", .array(trace)))
    }

    /// An object of members with distinct keys, in order, made without a dictionary literal's
    /// extra array.
    private static func object(_ members: [JSONObject.Member]) -> JSONValue { .object(JSONObject(members)) }

    /// Where the model computed past its limit, and the limit: an error about the model file.
    private static func limitExceeded(_ exceeded: EvaluationLimitExceeded) -> JSONValue {
        object([
            ("file", string(exceeded.file)), ("pointer", exceeded.pointer.map { .string($0.description) } ?? .null),
            ("line", exceeded.position.map { .integer(Int64($0.line)) } ?? .null),
            ("column", exceeded.position.map { .integer(Int64($0.column)) } ?? .null),
            ("size", exceeded.size.flatMap { $0 == .max ? nil : .integer(Int64($0)) } ?? .null), ("limit", .integer(Int64(exceeded.limit))),
            ("message", .string(exceeded.reason)),
        ])
    }

    public static func appObject(_ app: AppModel) -> JSONValue {
        object([("name", .string(app.name)), ("source", app.source.path.map(JSONValue.string) ?? .string("built-in"))])
    }

    private static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// `{"on": "tap", "do": "setBadge", "result": "badge 3 → 0", "badge": 0}`: what one handler
    /// action did, with its typed facts.
    static func handlerEffect(_ effect: HandlerEffect) -> JSONValue {
        var object: JSONObject = [
            "on": .string(effect.on), "do": .string(effect.action), "result": .string(effect.summary),
        ]
        if let screen = effect.screen { object["screen"] = .string(screen.description) }
        switch effect.result {
        case .badge(_, let after):
            object["badge"] = .integer(after)
            object["applied"] = true
        case .badgeUnchanged(let badge, _):
            object["badge"] = badge.map(JSONValue.integer) ?? .null
            object["applied"] = false
        case .cleared(let count):
            object["cleared"] = .integer(Int64(count))
        case .refreshed(let model, let id):
            object["model"] = .string(model)
            object["id"] = .string(id)
            object["refreshed"] = true
        case .refreshFailed(let model, let id, _):
            object["model"] = .string(model)
            object["id"] = string(id)
            object["refreshed"] = false
        case .posted(let name, let observers):
            object["message"] = .string(name)
            object["observers"] = .integer(Int64(observers))
        case .stateSet(let name, let value):
            object["name"] = .string(name)
            object["value"] = value
        case .accountStateSet(let account, let name, let value):
            object["name"] = .string(name)
            object["value"] = value
            object["account"] = .string(account)
        case .clearedWithPending(let delivered, let pending):
            object["cleared"] = .integer(Int64(delivered))
            object["clearedPending"] = .integer(Int64(pending))
        case .localRequested(let identifier, let at, let replaced, let discarded):
            object["identifier"] = .string(identifier)
            object["at"] = at.map(JSONValue.integer) ?? .null
            object["replaced"] = .bool(replaced)
            object["discarded"] = string(discarded)
        case .localRefused(let reason):
            object["reason"] = .string(reason)
        case .rootReplaced(let layout):
            object["stackAfter"] = .string(layout)
        case .confirmationPresented(let screen):
            object["confirmation"] = .string(screen)
        case .nothingToNavigate(let reason):
            object["reason"] = .string(reason)
        }
        return .object(object)
    }

    /// `{"result": "rewritten", "rule": …, "original": {…}, "displayed": {…}}`; for a version 3
    /// model's extension, every field of the content, and `userInfo`, `attachments`, `handlers`
    /// and `filtered` after the rest.
    static func serviceExtension(_ service: ServiceExtensionReport) -> JSONValue {
        func content(_ content: NotificationContent?) -> JSONValue {
            guard let content else { return .null }
            var members: JSONObject = [
                "title": string(content.title), "subtitle": string(content.subtitle), "body": string(content.body),
                "threadId": string(content.threadID), "badge": content.badge.map(JSONValue.integer) ?? .null,
            ]
            if service.fullContent {
                members["sound"] = string(content.sound)
                members["category"] = string(content.category)
                members["interruptionLevel"] = string(content.interruptionLevel)
                members["relevanceScore"] = content.relevanceScore.map(JSONValue.real) ?? .null
                members["targetContentId"] = string(content.targetContentID)
                members["sender"] = string(content.sender)
                members["group"] = string(content.group)
            }
            return .object(members)
        }
        let fetch: JSONValue = service.fetch.map {
            .object(["model": .string($0.model), "id": string($0.id), "takes": .integer($0.takesMilliseconds)])
        } ?? .null
        var members: JSONObject = [
            "result": .string(service.result.rawValue), "rule": string(service.rule), "reason": string(service.reason),
            "shown": string(service.shown?.rawValue), "fetch": fetch, "original": content(service.original),
            "displayed": content(service.displayed), "problems": .array(service.problems.map(JSONValue.string)),
        ]
        if service.fullContent {
            members["userInfo"] = .object(JSONObject(service.userInfo.map { (key: $0.path, value: $0.value) }))
            members["attachments"] = .array(
                service.attachments.map { attachment in
                    .object([
                        "url": string(attachment.url), "type": .string(attachment.type.rawValue),
                        "bytes": attachment.bytes.map(JSONValue.integer) ?? .null, "attached": .bool(attachment.attached),
                        "dropped": string(attachment.dropped),
                    ])
                })
            members["handlers"] = .array(service.handlerEffects.map(handlerEffect))
            members["filtered"] = .bool(service.filtered)
        }
        return .object(members)
    }

    /// `{"interruptionLevel": "passive", "banner": false, "list": true, …}`: what the system did.
    private static func systemPresentation(_ system: SystemPresentation) -> JSONValue {
        .object([
            "interruptionLevel": .string(system.level.rawValue), "banner": .bool(system.banner), "list": .bool(system.listed),
            "sound": .bool(system.soundPlays), "badge": .bool(system.badgeApplied), "heldByFocus": .bool(system.heldByFocus),
            "causes": .array(system.causes.map(JSONValue.string)), "summary": .string(system.summary),
        ])
    }

    private static func presentation(_ presentation: Presentation) -> JSONValue {
        object([
            ("title", string(presentation.title)), ("subtitle", string(presentation.subtitle)), ("body", string(presentation.body)),
            ("sound", string(presentation.sound)), ("badge", presentation.badge.map(JSONValue.integer) ?? .null),
            ("category", string(presentation.category)),
        ])
    }

    /// `identified`: a version 3 model's records say the request identifier (docs/json-output.md),
    /// and the records of older ones stay as they were.
    private static func notification(_ notification: AppNotification, identified: Bool) -> JSONValue {
        let known: JSONValue
        switch notification.event {
        case .known: known = true
        case .unknown: known = false
        case .none: known = .null
        }
        return object([
            ("eventType", string(notification.eventName)), ("eventKnown", known), ("objectId", string(notification.objectID)),
            ("routingUrl", string(notification.routingURL)), ("silent", .bool(notification.isSilent)),
            ("category", string(notification.category)), ("threadId", string(notification.threadID)),
            ("targetContentId", string(notification.targetContentID)),
            ("relevanceScore", notification.relevanceScore.map(JSONValue.real) ?? .null), ("collapseId", string(notification.collapseID)),
        ] + (identified ? [("requestIdentifier", string(notification.requestIdentifier)), ("local", .bool(notification.isLocal))] : []))
    }
}
