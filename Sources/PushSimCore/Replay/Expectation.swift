/// One fixture's case in a `pushsim.expect.json` manifest: how it is delivered, and what must
/// come out. Only the expectation keys a case states are checked (docs/replay.md).
public struct ReplayCase: Sendable, Equatable {
    // How.
    public var state: AppState?
    public var stack: String?
    public var tap: String?
    /// What the user types for the text-input action `tap` names (docs/replay.md).
    public var text: String?
    public var badge: Int64?
    public var headers: RequestHeaders?
    /// Values of the app's state (version 2 app models): `{"loggedIn": false}`.
    public var set: JSONObject?
    /// The device: a Focus on, and the app's notification authorization (docs/delivery.md,
    /// "Interruption levels and Focus", "Authorization and the user's settings").
    public var focus: Bool?
    public var authorization: NotificationAuthorization?
    /// The fixture's format when its shape should not decide (docs/providers.md).
    public var from: ProviderFormat?
    /// Which request of a provider's batch the case plays, from 1 (docs/providers.md, "Batches").
    public var message: Int?
    /// The device's preferred languages, most wanted first (docs/localization.md, "Replay and
    /// scenarios"): the language of the case's own expectations.
    public var locale: [String]?
    // What.
    public var expect: [String: JSONValue]
    /// Expectations for the case delivered in another of the app's languages, by localization
    /// (`{"de": {"toast": "…"}}`): they replace the case's own keys in that language.
    public var locales: [String: [String: JSONValue]]?

    public init(
        state: AppState? = nil, stack: String? = nil, tap: String? = nil, badge: Int64? = nil, headers: RequestHeaders? = nil,
        set: JSONObject? = nil, expect: [String: JSONValue] = [:]
    ) {
        self.set = set
        self.state = state
        self.stack = stack
        self.tap = tap
        self.badge = badge
        self.headers = headers
        self.expect = expect
    }

    /// The keys that say how a case is delivered.
    public static let deliveryKeys = ["state", "stack", "tap", "text", "badge", "headers", "set", "focus", "authorization", "from", "message", "locale"]
    /// The keys that say what must come out, in the order they are compared and written.
    public static let expectationKeys = [
        "verdict", "errors", "outcome", "suppressedBy", "handledBy", "toast", "action", "stackAfter", "badgeAfter",
        "observers", "reason", "presentationOptions", "appToast", "handlers", "serviceExtension",
    ]
    /// The key holding per-language expectations.
    public static let localesKey = "locales"
    /// The expectation keys whose value is the app's words: in another language than the case's
    /// own, they are compared only when the case states them for it (docs/localization.md).
    static let wordKeys: Set<String> = ["toast"]
    public static let headerKeys = ["pushType", "priority", "expiration", "collapseId", "topic", "deviceToken", "apnsId"]

    /// This case with `defaults` filling what it leaves unsaid.
    func merged(over defaults: ReplayCase) -> ReplayCase {
        var merged = ReplayCase(
            state: state ?? defaults.state, stack: stack ?? defaults.stack, tap: tap ?? defaults.tap,
            badge: badge ?? defaults.badge, headers: headers ?? defaults.headers, set: set ?? defaults.set, expect: expect)
        merged.text = text ?? defaults.text
        merged.focus = focus ?? defaults.focus
        merged.authorization = authorization ?? defaults.authorization
        merged.from = from ?? defaults.from
        merged.message = message ?? defaults.message
        merged.locale = locale ?? defaults.locale
        merged.locales = locales ?? defaults.locales
        return merged
    }

    /// The device this case's push arrives on, with the user's `languages`.
    func device(languages: [String]) -> DeviceSettings {
        DeviceSettings(focus: focus ?? false, authorization: authorization ?? NotificationAuthorization(), languages: languages)
    }

    /// The case as it is checked in `localization`, where its own expectations are in
    /// `ownLocalization`: another language's `locales` entry replaces keys, and the words of the
    /// case's own language are not compared (docs/localization.md, "Replay and scenarios").
    func checked(in localization: String?, own ownLocalization: String?) -> ReplayCase {
        guard let localization, locales != nil || localization != ownLocalization else { return self }
        var checked = self
        if localization != ownLocalization { for key in Self.wordKeys { checked.expect[key] = nil } }
        for (key, value) in locales?[localization] ?? [:] { checked.expect[key] = value }
        return checked
    }
}

/// What actually happened, in the expectation vocabulary.
///
/// One key at a time: a case states a few expectations and `--update` records a few, so each
/// is computed when asked for rather than all fifteen put in a dictionary per file
/// (docs/performance.md, "`replay --update`").
enum ReplayActual {
    /// Every key of `ReplayCase.expectationKeys` (what a scenario step compares and records).
    static func values(_ report: DeliveryReport) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        values.reserveCapacity(ReplayCase.expectationKeys.count)
        for key in ReplayCase.expectationKeys { values[key] = value(key, report) }
        return values
    }

    /// What happened for one expectation key; nil for a key that is not one.
    static func value(_ key: String, _ report: DeliveryReport) -> JSONValue? {
        let delivered = report.outcome != .invalid && report.outcome != .unreadable
        switch key {
        case "verdict": return .string(report.check?.verdict.rawValue ?? "valid")
        case "errors": return .array((report.check?.diagnostics ?? []).filter { $0.severity == .error }.map { .string(finding($0)) })
        case "outcome": return delivered ? .string(report.outcome.rawValue) : .null
        case "suppressedBy": return report.suppressedBy.map(JSONValue.string) ?? .null
        case "handledBy": return report.handledBy.map(JSONValue.string) ?? .null
        case "toast": return report.presentation.map { .string($0.text) } ?? .null
        case "action": return report.action.map(JSONValue.string) ?? .null
        case "stackAfter": return delivered ? .string(report.stackAfter.description) : .null
        case "badgeAfter": return report.badgeAfter.map(JSONValue.integer) ?? .null
        case "observers": return .array(report.observers.map { .string($0.screen) })
        case "reason": return report.reason.map(JSONValue.string) ?? .null
        case "presentationOptions": return report.presentationOptions.map { .array($0.map { .string($0.rawValue) }) } ?? .null
        case "appToast": return report.appToast.map(JSONValue.bool) ?? .null
        case "handlers": return .array(report.handlerEffects.map { .string("\($0.label): \($0.summary)") })
        case "serviceExtension": return report.serviceExtension.map { .string($0.result.rawValue) } ?? .null
        default: return nil
        }
    }

    /// "BadgeNotInteger@/aps/badge", "BadPriority@apns-priority", "PayloadTooLarge".
    static func finding(_ diagnostic: Diagnostic) -> String {
        switch diagnostic.subject {
        case .key(let pointer): return "\(diagnostic.reasonName)@\(pointer.displayString)"
        case .header(let name): return "\(diagnostic.reasonName)@\(name)"
        case .file: return diagnostic.reasonName
        }
    }

    /// The expectations `--update` writes for what happened: the verdict when it is not valid,
    /// the errors when there are any, the outcome and the facts that outcome is about.
    static func expectations(_ report: DeliveryReport) -> [String: JSONValue] {
        var chosen: [String: JSONValue] = [:]
        func choose(_ key: String) { chosen[key] = value(key, report) }
        if let verdict = report.check?.verdict, verdict != .valid { choose("verdict") }
        if report.check?.diagnostics.contains(where: { $0.severity == .error }) == true { choose("errors") }
        guard report.outcome != .invalid && report.outcome != .unreadable else { return chosen }
        choose("outcome")
        switch report.outcome {
        case .suppressed: choose("suppressedBy")
        case .toast, .banner:
            choose("toast")
            if report.system != nil { choose("reason") }
        case .listed:
            choose("toast")
            choose("reason")
        case .presented:
            choose("toast")
            choose("presentationOptions")
            if report.appToast != nil { choose("appToast") }
        case .handled: choose("handledBy")
        case .routed: choose("stackAfter")
        case .actionHandled: choose("action")
        case .unknownEvent, .missingObjectID, .loadFailed, .loading, .unknownAction, .dismissNotDelivered, .unmatched, .noAlert, .notLaunched,
            .notShown, .liveActivity, .pushKit, .pushToTalk, .appExtension, .deviceManagement, .badParameter, .loginRequired, .otherAccount,
            .limitExceeded, .discarded, .voipCall, .confirming, .confirmationCancelled:
            choose("reason")
        case .invalid, .unreadable, .background, .dismissed, .opened: break
        }
        if !report.handlerEffects.isEmpty { choose("handlers") }
        if report.serviceExtension != nil { choose("serviceExtension") }
        return chosen
    }
}

/// One difference between what a case expects and what happened.
public struct Mismatch: Sendable, Equatable {
    public var key: String
    public var expected: JSONValue
    public var actual: JSONValue
    /// Where the expectation is written in the manifest (`ReplayCaseResult.manifest`), once
    /// located: the key in the file's case or in `defaults`; the case itself for a verdict it
    /// expects without stating (docs/ci-formats.md).
    public var position: SourcePosition? = nil
}

extension ReplayCase {
    func mismatches(against actual: [String: JSONValue]) -> [Mismatch] {
        mismatches { actual[$0] }
    }

    /// What happened, computed only for the keys this case states.
    func mismatches(against report: DeliveryReport) -> [Mismatch] {
        guard !expect.isEmpty else { return [] }
        return mismatches { ReplayActual.value($0, report) }
    }

    private func mismatches(_ actual: (String) -> JSONValue?) -> [Mismatch] {
        Self.expectationKeys.compactMap { key in
            guard let expected = expect[key] else { return nil }
            let value = actual(key) ?? .null
            return expected == value ? nil : Mismatch(key: key, expected: expected, actual: value)
        }
    }
}
