/// Builds an `AppModel` from a decoded app-model document, collecting every problem with the
/// JSON pointer of the mistake. References between parts are checked by `AppModelChecker`.
struct AppModelDecoder {
    static let topLevelKeys = [
        "$schema", "schemaVersion", "app", "payload", "events", "screens", "launch", "categories", "strings",
        "registration", "routes", "routing", "parameters", "state", "foreground", "session", "navigation", "handlers",
        "entitlements", "extensions", "dispatch", "localization",
    ]
    static let localizationKeys = ["tables", "developmentLanguage"]
    /// Keys a version 1 or 2 model may not use.
    static let versionThreeKeys = ["dispatch"]
    static let dispatchKeys = ["when", "event"]
    static let presentationRuleKeys = ["when", "options", "from"]
    /// Keys a version 1 model may not use.
    static let versionTwoKeys = ["parameters", "state", "foreground", "session", "navigation", "handlers", "entitlements", "extensions"]
    /// The entitlements that change what the system does with the app's notifications
    /// (docs/app-model.md, "Entitlements").
    static let entitlementKeys = ["criticalAlerts", "filtering", "communication"]
    static let navigationKeys = ["tabs", "onModal", "pendingLoads"]
    static let sessionKeys = [
        "loggedInState", "login", "afterLogin", "accountParameter", "activeAccountState", "otherAccount", "accounts", "unknownAccount",
    ]
    static let parameterKeys = ["key", "type", "required", "default"]
    static let variantKeys = ["name", "when", "states", "hierarchy", "load", "presentation", "toast", "onModal", "handlers"]
    static let foregroundKeys = ["presentation", "toast"]
    static let screenPresentationKeys = ["event", "when", "options"]
    static let appKeys = ["name", "bundleId", "urlSchemes"]
    static let payloadKeys = ["eventTypeKey", "objectIdKey", "routingUrlKey"]
    static let eventKeys = ["hierarchy", "load", "variants", "presentation", "requiresLogin", "onModal", "handlers", "destinations"]
    static let destinationRuleKeys = ["when", "hierarchy", "load"]
    static let loadKeys = ["model", "idFormat", "missing", "takes"]
    static let screenKeys = ["responds", "suppresses", "observes", "presentation", "lifetime", "onAppear", "onDisappear"]
    static let ruleKeys = ["event", "when"]
    static let launchKeys = ["stack", "tabs"]
    static let tabKeys = ["screen", "viewLoaded"]
    static let categoryKeys = ["actions", "customDismiss", "actionsFrom"]
    static let actionKeys = ["id", "title", "foreground", "textInput", "authenticationRequired", "destructive", "destination"]
    static let actionDestinationKeys = ["url", "hierarchy"]
    static let actionsFromKeys = ["list", "fields"]
    /// Action keys a version 1 model may not use.
    static let versionTwoActionKeys = ["authenticationRequired", "destructive"]
    static let registrationKeys = ["method", "path", "parameters"]
    static let routeKeys = ["name", "pattern", "event", "hierarchy", "scheme", "hosts", "priority", "types", "objectId"]
    static let routingKeys = ["fallbackToGlobal"]

    var issues: [Diagnostic] = []
    /// The file's version (1 when it cannot be read: the checks then stay those of version 1).
    private var version: Int64 = 1
    /// How conditions are read: which parameters and state names exist.
    /// The places that compute values, shared by every reader of conditions and handlers.
    private let sites: ModelSiteRecorder
    /// Names looked at while reading (`NameVisits`).
    let nameVisits: NameVisits
    private var conditions: ConditionReader
    /// Routes of a large model often share a hierarchy: each text is parsed once.
    private var parsedHierarchies: [String: HierarchyTemplate] = [:]

    init() {
        let sites = ModelSiteRecorder()
        self.sites = sites
        let nameVisits = NameVisits()
        self.nameVisits = nameVisits
        conditions = ConditionReader(parameters: [], stateNames: [], sites: sites, nameVisits: nameVisits)
    }

    mutating func decode(_ document: JSONObject, source: AppModelSource) -> AppModel {
        let root = JSONPointer.root
        var top = ModelObjectReader(.object(document), at: root, known: Self.topLevelKeys, issues: &issues, what: "the app model")
        checkSchemaVersion(document["schemaVersion"])
        if version < 2 {
            for key in Self.versionTwoKeys where document[key] != nil {
                issues.append(Diagnostic(.error, root / key, "\"\(key)\" needs \"schemaVersion\": 2"))
            }
        }
        if version < 3 {
            for key in Self.versionThreeKeys where document[key] != nil {
                issues.append(Diagnostic(.error, root / key, "\"\(key)\" needs \"schemaVersion\": 3"))
            }
        }
        let parameters = top.members("parameters").compactMap { decodeParameter($0.key, $0.value, at: root / "parameters" / $0.key) }
        // Indexed by name as it is read (docs/guarantees.md, "Scaling: the app's state and the
        // model's checks"); a decoded object has no two members of one name.
        var state = StateValues()
        for member in top.members("state") { state.set(member.key, member.value) }
        conditions = ConditionReader(parameters: parameters.map(\.name), stateNames: state.names, sites: sites, nameVisits: nameVisits)
        conditions.readsVersionThree = version >= 3
        if version >= 3 {
            // What the service extension fetched stays readable after it (docs/app-model.md,
            // "Version 3"): in every condition of a model whose extension fetches.
            conditions.fetchedAfterExtension = true
            conditions.readsFetched = Self.extensionFetches(document["extensions"])
        }
        let foreground = ModelObjectReader(
            document["foreground"], at: root / "foreground", known: Self.foregroundKeys, issues: &issues, what: "\"foreground\"")
        var foregroundPresentation: [PresentationOption]?
        var foregroundPresentationRules: [PresentationRule] = []
        if let value = foreground.object["presentation"] {
            if isRuleList(value) {
                foregroundPresentationRules = presentationRules(value, at: root / "foreground" / "presentation")
            } else {
                foregroundPresentation = options(value, at: root / "foreground" / "presentation")
            }
        }
        let foregroundToast = foreground.object["toast"].map { condition($0, at: root / "foreground" / "toast") ?? .literal(false) }
        issues += foreground.issues

        var app = ModelObjectReader(document["app"], at: root / "app", known: Self.appKeys, issues: &issues, what: "\"app\"")
        if document["app"] == nil { issues.append(Diagnostic(.error, root / "app", "\"app\" (with at least a name) is required")) }
        let name = app.string("name", required: document["app"] != nil) ?? "App"
        let bundleID = app.string("bundleId")
        let schemes = app.strings("urlSchemes").map { $0.lowercased() }
        issues += app.issues

        var payload = ModelObjectReader(document["payload"], at: root / "payload", known: Self.payloadKeys, issues: &issues, what: "\"payload\"")
        let mapping = PayloadMapping(
            eventTypeKey: payload.keyPath("eventTypeKey") ?? ["event_type"],
            objectIDKey: payload.keyPath("objectIdKey") ?? ["object_id"],
            routingURLKey: payload.keyPath("routingUrlKey"))
        issues += payload.issues

        let events = top.members("events").map { decodeEvent($0.key, $0.value, at: root / "events" / $0.key) }
        let screens = top.members("screens").map { decodeScreen($0.key, $0.value, at: root / "screens" / $0.key) }
        let categories = top.members("categories").map { decodeCategory($0.key, $0.value, at: root / "categories" / $0.key) }
        var strings: [String: String] = [:]
        var stringSites: [String: Int] = [:]
        for (key, value) in top.members("strings") {
            if let text = value.stringValue {
                strings[key] = text
                // Only a format fills in arguments, so only it can make more than it holds.
                if text.utf8.contains(UInt8(ascii: "%")) { stringSites[key] = sites.record(root / "strings" / key) }
            } else {
                issues.append(Diagnostic(.error, root / "strings" / key, "a string must be text, not \(value.typeDescription)"))
            }
        }
        let navigation = document["navigation"].map { decodeNavigation($0, at: root / "navigation") }
        let launch = decodeLaunch(
            document["launch"], at: root / "launch", firstScreen: screens.first?.name, tabBar: navigation?.tabs ?? [])
        let registration = document["registration"].map { decodeRegistration($0, at: root / "registration") } ?? nil
        let routes = top.array("routes").enumerated().compactMap { decodeRoute($1, at: root / "routes" / $0) }
        var routing = ModelObjectReader(document["routing"], at: root / "routing", known: Self.routingKeys, issues: &issues, what: "\"routing\"")
        let fallback = Set(routing.strings("fallbackToGlobal").map { $0.lowercased() })
        issues += routing.issues
        issues += top.issues

        var model = AppModel(
            name: name, bundleID: bundleID, urlSchemes: schemes, mapping: mapping, events: events, screens: screens,
            categories: categories, strings: strings, registration: registration, launch: launch, routes: routes,
            schemesFallingBackToGlobal: fallback, source: source)
        model.version = Int(version)
        model.parameters = parameters
        model.state = state
        model.foregroundPresentation = foregroundPresentation
        model.foregroundPresentationRules = foregroundPresentationRules
        model.foregroundToast = foregroundToast
        model.session = document["session"].map { decodeSession($0, at: root / "session", state: state) }
        model.navigation = navigation
        if model.navigation?.tabs.isEmpty == false, !launch.inMemoryTabs.isEmpty {
            issues.append(
                Diagnostic(
                    .error, root / "launch" / "tabs",
                    "\"launch.tabs\" (screens in memory beside one stack) and a tab bar (\"navigation.tabs\") cannot both be declared; give each tab's stack in \"launch.stack\""))
        }
        if version >= 2 { model.handlers = handlers(document["handlers"], at: root / "handlers") }
        var entitlements = ModelObjectReader(
            document["entitlements"], at: root / "entitlements", known: Self.entitlementKeys, issues: &issues, what: "\"entitlements\"")
        model.criticalAlertsEntitlement = entitlements.bool("criticalAlerts") ?? false
        // com.apple.developer.usernotifications.filtering (docs/app-model.md, "Version 3").
        // com.apple.developer.usernotifications.communication likewise.
        for key in ["filtering", "communication"] where version < 3 && entitlements.object[key] != nil {
            entitlements.issues.append(Diagnostic(.error, root / "entitlements" / key, "\"\(key)\" needs \"schemaVersion\": 3"))
        }
        model.filteringEntitlement = version >= 3 && entitlements.bool("filtering") == true
        model.communicationEntitlement = version >= 3 && entitlements.bool("communication") == true
        issues += entitlements.issues
        if version >= 3 {
            model.dispatch = top.array("dispatch").enumerated().compactMap { index, value in
                decodeDispatchRule(value, at: root / "dispatch" / index, events: Set(events.map(\.name)), eventNames: events.map(\.name))
            }
        }
        if version >= 2, let value = document["extensions"] {
            var reader = ServiceExtensionReader(conditions: conditions, eventNames: events.map(\.name), version: version)
            reader.communicationEntitlement = model.communicationEntitlement
            model.serviceExtension = reader.read(value, at: root / "extensions", issues: &issues)
        }
        var visits = 0
        model.noteWhatItDeclares(namesVisited: &visits)
        nameVisits.add(visits)
        model.stringSites = stringSites
        if let value = document["localization"] {
            model.localization = decodeLocalization(value, at: root / "localization", source: source)
            if model.localization != nil { model.localizationSite = sites.record(root / "localization") }
        }
        model.sites = sites.pointers.map { ModelSite(pointer: $0) }
        return model
    }

    /// Whether a rule of the service extension has a `load`: then `fetched.FIELD` is readable
    /// after the extension.
    private static func extensionFetches(_ extensions: JSONValue?) -> Bool {
        guard let rules = extensions?.objectValue?["notificationService"]?.objectValue?["rules"]?.arrayValue else { return false }
        return rules.contains { $0.objectValue?["load"] != nil }
    }

    /// `"root": {"key": "root_id", "type": "string", "required": false, "default": …}`, or
    /// just the key path: `"root": "root_id"`.
    private mutating func decodeParameter(_ name: String, _ value: JSONValue, at pointer: JSONPointer) -> ParameterDefinition? {
        if let text = value.stringValue {
            guard let path = KeyPath(parsing: text) else {
                issues.append(Diagnostic(.error, pointer, "\"\(text)\" is not a key path (keys separated by dots, [n] for an index)"))
                return nil
            }
            return ParameterDefinition(name: name, keyPath: path)
        }
        var reader = ModelObjectReader(value, at: pointer, known: Self.parameterKeys, issues: &issues, what: "a parameter")
        defer { issues += reader.issues }
        guard let keyText = reader.string("key", required: true) else { return nil }
        guard let path = KeyPath(parsing: keyText) else {
            reader.issues.append(Diagnostic(.error, pointer / "key", "\"\(keyText)\" is not a key path (keys separated by dots, [n] for an index)"))
            return nil
        }
        var kind = ParameterDefinition.Kind.string
        if let text = reader.string("type") {
            if let parsed = ParameterDefinition.Kind(rawValue: text) {
                kind = parsed
            } else {
                let known = ParameterDefinition.Kind.allCases.map(\.rawValue)
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "type",
                        "type \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        var fallback: ParameterDefinition.Fallback?
        if let value = reader.object["default"] {
            if let object = value.objectValue, object.count == 1, let stateName = object["state"]?.stringValue {
                fallback = .state(stateName)
            } else if let object = value.objectValue, object.count == 1, let parameter = object["parameter"]?.stringValue {
                fallback = .parameter(parameter)
            } else if value.objectValue != nil || value.arrayValue != nil {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "default",
                        "a default is a value, {\"state\": NAME} for a value of the app's state, or {\"parameter\": NAME} for another parameter's"))
            } else {
                fallback = .value(value)
            }
        }
        return ParameterDefinition(name: name, keyPath: path, kind: kind, required: reader.bool("required") ?? false, fallback: fallback)
    }

    /// `"session": {"login": "ServerSelection", "afterLogin": "stay", "accountParameter": "server", …}`.
    /// A state name it gives must be one the model's `state` declares: a misspelt one would be
    /// a value nothing sets, so the login check or the account switch would never happen
    /// (docs/app-model.md, "Session and accounts"). The defaults need not be declared.
    private mutating func decodeSession(_ value: JSONValue, at pointer: JSONPointer, state: StateValues) -> SessionRules {
        var reader = ModelObjectReader(value, at: pointer, known: Self.sessionKeys, issues: &issues, what: "\"session\"")
        var rules = SessionRules()
        var suggestions: SuggestionIndex?
        func declared(_ key: String) -> String? {
            guard let name = reader.string(key) else { return nil }
            guard !state.contains(name) else { return name }
            let stateNames = state.names
            if suggestions == nil { suggestions = SuggestionIndex(stateNames) }
            reader.issues.append(
                Diagnostic(
                    .error, pointer / key,
                    "\"\(name)\" is not a value of the app's state (it has \(stateNames.isEmpty ? "none" : stateNames.joined(separator: ", ")))"
                        + suggestions!.hint(for: name)))
            return name
        }
        if let name = declared("loggedInState") { rules.loggedInState = name }
        rules.login = hierarchy(reader.string("login"), at: pointer / "login")
        if let text = reader.string("afterLogin") {
            let known = SessionRules.AfterLogin.allCases.map(\.rawValue)
            if let parsed = SessionRules.AfterLogin(rawValue: text) {
                rules.afterLogin = parsed
            } else {
                reader.issues.append(
                    Diagnostic(.error, pointer / "afterLogin", "afterLogin \"\(text)\" is not \(known.joined(separator: " or "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        rules.accountParameter = reader.string("accountParameter")
        if let name = declared("activeAccountState") { rules.activeAccountState = name }
        if let text = reader.string("otherAccount") {
            // `show` is version 3's.
            let known = SessionRules.OtherAccount.allCases.map(\.rawValue).filter { version >= 3 || $0 != "show" }
            if let parsed = SessionRules.OtherAccount(rawValue: text), known.contains(text) {
                rules.otherAccount = parsed
            } else if text == "show" {
                reader.issues.append(Diagnostic(.error, pointer / "otherAccount", "otherAccount \"show\" needs \"schemaVersion\": 3"))
            } else {
                reader.issues.append(
                    Diagnostic(.error, pointer / "otherAccount", "otherAccount \"\(text)\" is not \(known.joined(separator: " or "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        for key in ["accounts", "unknownAccount"] where reader.object[key] != nil && version < 3 {
            reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 3"))
        }
        if version >= 3 {
            decodeAccounts(&reader, into: &rules, at: pointer, state: state)
        }
        issues += reader.issues
        return rules
    }

    /// `"accounts": {"srvA": {"loggedIn": true, "team": "t1"}, …}`: the accounts the app knows,
    /// each with the values of the app's state it keeps for itself — each a name `state`
    /// declares (docs/app-model.md, "Accounts").
    private mutating func decodeAccounts(_ reader: inout ModelObjectReader, into rules: inout SessionRules, at pointer: JSONPointer, state: StateValues) {
        if let text = reader.string("unknownAccount") {
            let known = SessionRules.UnknownAccount.allCases.map(\.rawValue)
            if let parsed = SessionRules.UnknownAccount(rawValue: text) {
                rules.unknownAccount = parsed
            } else {
                reader.issues.append(
                    Diagnostic(.error, pointer / "unknownAccount", "unknownAccount \"\(text)\" is not \(known.joined(separator: " or "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        guard reader.object["accounts"] != nil else {
            if reader.object["unknownAccount"] != nil {
                reader.issues.append(Diagnostic(.error, pointer / "unknownAccount", "\"unknownAccount\" needs \"accounts\": the accounts the app knows"))
            }
            return
        }
        if reader.object["accountParameter"] == nil {
            reader.issues.append(Diagnostic(.error, pointer / "accounts", "\"accounts\" needs \"accountParameter\": the parameter that names the push's account"))
        }
        var suggestions: SuggestionIndex?
        for (account, values) in reader.members("accounts") {
            guard let object = values.objectValue else {
                reader.issues.append(
                    Diagnostic(.error, pointer / "accounts" / account, "an account's values are an object of the app's state names, not \(values.typeDescription)"))
                continue
            }
            for name in object.keys where !state.contains(name) && name != rules.loggedInState {
                let stateNames = state.names
                if suggestions == nil { suggestions = SuggestionIndex(stateNames) }
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "accounts" / account / name,
                        "\"\(name)\" is not a value of the app's state (it has \(stateNames.isEmpty ? "none" : stateNames.joined(separator: ", "))): an account keeps its own value of a name \"state\" declares"
                            + suggestions!.hint(for: name)))
            }
            if object[rules.activeAccountState] != nil {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "accounts" / account / rules.activeAccountState,
                        "\"\(rules.activeAccountState)\" names the active account; it is the app's, not one account's"))
            }
            rules.accounts.append((account, object))
            rules.perAccountState.formUnion(object.keys)
        }
    }

    /// `["banner", "sound"]`: presentation options, each known.
    private mutating func options(_ value: JSONValue, at pointer: JSONPointer) -> [PresentationOption]? {
        guard let elements = value.arrayValue else {
            issues.append(Diagnostic(.error, pointer, "presentation options are an array (of banner, list, sound, badge), not \(value.typeDescription)"))
            return nil
        }
        var result: [PresentationOption] = []
        let known = PresentationOption.allCases.map(\.rawValue)
        for (index, element) in elements.enumerated() {
            guard let text = element.stringValue, let option = PresentationOption(rawValue: text) else {
                let shown = element.stringValue.map { "\"\($0)\"" } ?? element.typeDescription
                issues.append(
                    Diagnostic(
                        .error, pointer / index,
                        "\(shown) is not a presentation option (\(known.joined(separator: ", ")))"
                            + (element.stringValue.map { Suggestion.hint(for: $0, in: known) } ?? "")))
                continue
            }
            if !result.contains(option) { result.append(option) }
        }
        return result.sorted()
    }

    /// `{"when": C, "hierarchy": "Home > Room(:room)", "load": {…}}` (version 3): where a tap
    /// leads, chosen by its own condition (docs/app-model.md, "Destinations chosen on their own").
    private mutating func decodeDestinationRule(_ value: JSONValue, at pointer: JSONPointer, event: String) -> DestinationRule? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.destinationRuleKeys, issues: &issues, what: "a destination rule")
        let template = hierarchy(reader.string("hierarchy", required: value.objectValue != nil), at: pointer / "hierarchy")
        var when: Condition?
        if let condition = reader.object["when"] { when = conditions.read(condition, at: pointer / "when", issues: &reader.issues) ?? .literal(false) }
        let load = reader.object["load"].map { decodeLoad($0, at: pointer / "load", event: event) }
        issues += reader.issues
        return template.map { DestinationRule(when: when, hierarchy: $0, load: load) }
    }

    /// Whether a `presentation` is a list of rules (objects) rather than of option names.
    private func isRuleList(_ value: JSONValue) -> Bool {
        value.arrayValue?.first?.objectValue != nil
    }

    /// `[{"when": C, "options": [...]}, {"from": EXPR}]` (version 3): each rule's own condition
    /// and answer; the first that holds and answers decides (docs/app-model.md, "Presentation
    /// chosen on its own").
    private mutating func presentationRules(_ value: JSONValue, at pointer: JSONPointer) -> [PresentationRule] {
        guard version >= 3 else {
            issues.append(Diagnostic(.error, pointer, "presentation rules (objects with \"when\" and \"options\" or \"from\") need \"schemaVersion\": 3"))
            return []
        }
        return (value.arrayValue ?? []).enumerated().compactMap { index, element in
            var reader = ModelObjectReader(element, at: pointer / index, known: Self.presentationRuleKeys, issues: &issues, what: "a presentation rule")
            defer { issues += reader.issues }
            guard element.objectValue != nil else {
                reader.issues.append(Diagnostic(.error, pointer / index, "a presentation rule is an object (\"when\", and \"options\" or \"from\"), not \(element.typeDescription)"))
                return nil
            }
            var when: Condition?
            if let condition = reader.object["when"] {
                guard let read = conditions.read(condition, at: pointer / index / "when", issues: &reader.issues) else { return nil }
                when = read
            }
            switch (reader.object["options"], reader.object["from"]) {
            case (let fixed?, nil):
                return options(fixed, at: pointer / index / "options").map { PresentationRule(when: when, answer: .options($0)) }
            case (nil, let from?):
                return conditions.read(from, at: pointer / index / "from", issues: &reader.issues).map { PresentationRule(when: when, answer: .from($0)) }
            case (_?, _?):
                reader.issues.append(Diagnostic(.error, pointer / index / "from", "a presentation rule answers with \"options\" or \"from\", not both"))
                return nil
            case (nil, nil):
                reader.issues.append(Diagnostic(.error, pointer / index, "a presentation rule needs \"options\" (the answer) or \"from\" (where the payload gives it)"))
                return nil
            }
        }
    }

    private mutating func condition(_ value: JSONValue?, at pointer: JSONPointer) -> Condition? {
        guard let value else { return nil }
        return conditions.read(value, at: pointer, issues: &issues)
    }

    /// `{"when": CONDITION, "event": NAME}`: a push that carries no event type is of `event`
    /// when `when` holds (docs/app-model.md, "Dispatch").
    private mutating func decodeDispatchRule(_ value: JSONValue, at pointer: JSONPointer, events: Set<String>, eventNames: [String]) -> DispatchRule? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.dispatchKeys, issues: &issues, what: "a dispatch rule")
        defer { issues += reader.issues }
        guard value.objectValue != nil, let event = reader.string("event", required: true) else { return nil }
        if !events.contains(event) {
            reader.issues.append(
                Diagnostic(.error, pointer / "event", "event \"\(event)\" is not declared in \"events\"" + Suggestion.hint(for: event, in: eventNames)))
            return nil
        }
        var when: Condition?
        if let condition = reader.object["when"] {
            var dispatchConditions = conditions
            dispatchConditions.decidesEvent = true
            guard let read = dispatchConditions.read(condition, at: pointer / "when", issues: &reader.issues) else { return nil }
            when = read
        }
        return DispatchRule(when: when, event: event)
    }

    private mutating func decodeVariant(_ value: JSONValue, at pointer: JSONPointer, event: String, index: Int) -> EventVariant {
        var reader = ModelObjectReader(value, at: pointer, known: Self.variantKeys, issues: &issues, what: "a variant")
        let name = reader.string("name") ?? "\(event)#\(index + 1)"
        // A condition with mistakes still is one: the variants after it are not unreachable.
        let when = reader.object["when"].map { condition($0, at: pointer / "when") ?? .literal(false) }
        var states: [AppState]?
        if reader.object["states"] != nil {
            states = []
            for (offset, text) in reader.strings("states").enumerated() {
                if let state = AppState(rawValue: text), state == state.asSeenByTheApp {
                    states?.append(state)
                } else if AppState(rawValue: text) == .forceQuit {
                    reader.issues.append(
                        Diagnostic(
                            .error, pointer / "states" / offset,
                            "\"force-quit\" is not a state the app can see: to the app it is \"not-running\" (docs/delivery.md, \"Force-quit\")"))
                } else {
                    let known = AppState.allCases.filter { $0 == $0.asSeenByTheApp }.map(\.rawValue)
                    reader.issues.append(
                        Diagnostic(
                            .error, pointer / "states" / offset,
                            "\"\(text)\" is not an app state (\(known.joined(separator: ", ")))" + Suggestion.hint(for: text, in: known)))
                }
            }
        }
        let template = hierarchy(reader.string("hierarchy"), at: pointer / "hierarchy")
        let load = reader.object["load"].map { decodeLoad($0, at: pointer / "load", event: event) }
        let presentation = reader.object["presentation"].flatMap { options($0, at: pointer / "presentation") }
        let toast = reader.object["toast"].map { condition($0, at: pointer / "toast") ?? .literal(false) }
        issues += reader.issues
        var variant = EventVariant(name: name, when: when, states: states, hierarchy: template, load: load, presentation: presentation)
        variant.toast = toast
        variant.onModal = modalPolicy(reader.object["onModal"], at: pointer / "onModal")
        variant.handlers = handlers(reader.object["handlers"], at: pointer / "handlers")
        return variant
    }

    /// A `handlers` object (docs/app-model.md, "Handlers"), or none.
    private mutating func handlers(_ value: JSONValue?, at pointer: JSONPointer) -> NotificationHandlers {
        guard let value else { return NotificationHandlers() }
        return HandlersReader(conditions: conditions).read(value, at: pointer, issues: &issues)
    }

    private mutating func decodeScreenPresentation(_ values: [JSONValue], at pointer: JSONPointer) -> [ScreenPresentationRule] {
        values.enumerated().compactMap { index, value in
            var reader = ModelObjectReader(value, at: pointer / index, known: Self.screenPresentationKeys, issues: &issues, what: "a presentation rule")
            defer { issues += reader.issues }
            let event = reader.string("event") ?? "*"
            let when = condition(reader.object["when"], at: pointer / index / "when")
            guard let value = reader.object["options"] else {
                reader.issues.append(Diagnostic(.error, pointer / index / "options", "\"options\" is required (an empty array hides the notification)"))
                return nil
            }
            return options(value, at: pointer / index / "options").map { ScreenPresentationRule(event: event, when: when, options: $0) }
        }
    }

    private mutating func checkSchemaVersion(_ value: JSONValue?) {
        let pointer = JSONPointer.root / "schemaVersion"
        guard let value else {
            issues.append(Diagnostic(.error, pointer, "\"schemaVersion\" is required; this pushsim reads version \(AppModel.schemaVersion)"))
            return
        }
        guard let version = value.integerValue else {
            issues.append(Diagnostic(.error, pointer, "\"schemaVersion\" must be an integer, not \(value.typeDescription)"))
            return
        }
        if AppModel.readableVersions.contains(version) {
            self.version = version
        } else {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "schema version \(version) is not one this pushsim reads (it reads 1, 2 and \(AppModel.schemaVersion))"))
        }
    }

    private mutating func hierarchy(_ text: String?, at pointer: JSONPointer) -> HierarchyTemplate? {
        guard let text else { return nil }
        if let parsed = parsedHierarchies[text] { return parsed }
        do {
            let template = try HierarchyTemplate.parse(text)
            if template.screens.count > 64 {
                issues.append(Diagnostic(.error, pointer, "the hierarchy has \(template.screens.count) screens; at most 64 are allowed"))
                return nil
            }
            parsedHierarchies[text] = template
            return template
        } catch {
            issues.append(Diagnostic(.error, pointer, "not a hierarchy: \(error.message)"))
            return nil
        }
    }

    private mutating func decodeEvent(_ name: String, _ value: JSONValue, at pointer: JSONPointer) -> EventType {
        var reader = ModelObjectReader(value, at: pointer, known: Self.eventKeys, issues: &issues, what: "an event")
        let template = hierarchy(reader.string("hierarchy", required: true), at: pointer / "hierarchy")
        let load = reader.object["load"].map { decodeLoad($0, at: pointer / "load", event: name) }
        if version < 2 {
            for key in ["variants", "presentation", "handlers"] where reader.object[key] != nil {
                reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 2"))
            }
        }
        let variants = reader.array("variants").enumerated().map { index, value in
            decodeVariant(value, at: pointer / "variants" / index, event: name, index: index)
        }
        var presentation: [PresentationOption]?
        var presentationRules: [PresentationRule] = []
        if let value = reader.object["presentation"] {
            if isRuleList(value) {
                presentationRules = self.presentationRules(value, at: pointer / "presentation")
            } else {
                presentation = options(value, at: pointer / "presentation")
            }
        }
        let requiresLogin = reader.bool("requiresLogin")
        if version < 2 {
            for key in ["requiresLogin", "onModal"] where reader.object[key] != nil {
                reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 2"))
            }
        }
        let onModal = modalPolicy(reader.object["onModal"], at: pointer / "onModal")
        issues += reader.issues
        var event = EventType(name: name, hierarchy: template ?? HierarchyTemplate([]), load: load, variants: variants, presentation: presentation)
        event.requiresLogin = requiresLogin ?? true
        event.presentationRules = presentationRules
        event.onModal = onModal
        if let value = reader.object["destinations"] {
            if version < 3 {
                issues.append(Diagnostic(.error, pointer / "destinations", "\"destinations\" needs \"schemaVersion\": 3"))
            } else if let elements = value.arrayValue {
                event.destinations = elements.enumerated().compactMap { index, element in
                    decodeDestinationRule(element, at: pointer / "destinations" / index, event: name)
                }
            } else {
                issues.append(Diagnostic(.error, pointer / "destinations", "\"destinations\" is an array of rules ({\"when\": …, \"hierarchy\": …}), not \(value.typeDescription)"))
            }
        }
        if version >= 2 { event.handlers = handlers(reader.object["handlers"], at: pointer / "handlers") }
        return event
    }

    private mutating func decodeLoad(_ value: JSONValue, at pointer: JSONPointer, event: String) -> LoadRule {
        var loadReader = ModelObjectReader(value, at: pointer, known: Self.loadKeys, issues: &issues, what: "\"load\"")
        let model = loadReader.string("model", required: true) ?? event
        var format = LoadRule.IDFormat.any
        if let text = loadReader.string("idFormat") {
            if let parsed = LoadRule.IDFormat(rawValue: text) {
                format = parsed
            } else {
                issues.append(
                    Diagnostic(
                        .error, pointer / "idFormat",
                        "idFormat \"\(text)\" is not one of any, int, uuid"
                            + Suggestion.hint(for: text, in: LoadRule.IDFormat.allCases.map(\.rawValue))))
            }
        }
        var rule = LoadRule(model: model, idFormat: format, missingIDs: loadReader.strings("missing"))
        if let value = loadReader.object["takes"] { rule.takes = duration(value, at: pointer / "takes") }
        issues += loadReader.issues
        return rule
    }

    private mutating func rules(_ values: [JSONValue], at pointer: JSONPointer) -> [ScreenDefinition.Rule] {
        values.enumerated().compactMap { index, value in
            if let event = value.stringValue { return ScreenDefinition.Rule(event: event) }
            var reader = ModelObjectReader(value, at: pointer / index, known: Self.ruleKeys, issues: &issues, what: "a rule")
            defer { issues += reader.issues }
            guard let event = reader.string("event", required: true) else { return nil }
            var condition = ScreenDefinition.Condition.always
            if let value = reader.object["when"], value.objectValue != nil || value.boolValue != nil {
                // A condition of the app model's own (schemaVersion 2, docs/conditions.md).
                guard version >= 2 else {
                    reader.issues.append(Diagnostic(.error, pointer / index / "when", "a condition in \"when\" needs \"schemaVersion\": 2"))
                    return nil
                }
                let predicate = conditions.read(value, at: pointer / index / "when", issues: &reader.issues) ?? .literal(false)
                return ScreenDefinition.Rule(event: event, predicate: predicate)
            }
            if let text = reader.string("when") {
                if let parsed = ScreenDefinition.Condition(rawValue: text) {
                    condition = parsed
                } else {
                    let known = ScreenDefinition.Condition.allCases.map(\.rawValue)
                    reader.issues.append(
                        Diagnostic(
                            .error, pointer / index / "when",
                            "\"when\" must be \(known.joined(separator: " or ")), not \"\(text)\"" + Suggestion.hint(for: text, in: known)))
                }
            }
            return ScreenDefinition.Rule(event: event, when: condition)
        }
    }

    private mutating func decodeScreen(_ name: String, _ value: JSONValue, at pointer: JSONPointer) -> ScreenDefinition {
        if (try? ScreenReference.parse(name, allowPlaceholders: false))?.argument != nil || (try? ScreenReference.parse(name, allowPlaceholders: false)) == nil {
            issues.append(Diagnostic(.error, pointer, "\"\(name)\" is not a screen name (a letter or _, then letters, digits or _)"))
        }
        var reader = ModelObjectReader(value, at: pointer, known: Self.screenKeys, issues: &issues, what: "a screen")
        let responds = rules(reader.array("responds"), at: pointer / "responds")
        let suppresses = rules(reader.array("suppresses"), at: pointer / "suppresses")
        let observes = reader.strings("observes")
        var presentation: [ScreenPresentationRule] = []
        if reader.object["presentation"] != nil {
            if version < 2 {
                reader.issues.append(Diagnostic(.error, pointer / "presentation", "\"presentation\" needs \"schemaVersion\": 2"))
            } else {
                presentation = decodeScreenPresentation(reader.array("presentation"), at: pointer / "presentation")
            }
        }
        var lifetime = ScreenDefinition.Lifetime.whileAlive
        if let text = reader.string("lifetime") {
            let known = ScreenDefinition.Lifetime.allCases.map(\.rawValue)
            if version < 2 {
                reader.issues.append(Diagnostic(.error, pointer / "lifetime", "\"lifetime\" needs \"schemaVersion\": 2"))
            } else if let parsed = ScreenDefinition.Lifetime(rawValue: text) {
                lifetime = parsed
            } else {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "lifetime",
                        "lifetime \"\(text)\" is not \(known.joined(separator: " or "))" + Suggestion.hint(for: text, in: known)))
            }
        }
        var hooks: [String: ScreenHook] = [:]
        for key in ["onAppear", "onDisappear"] {
            guard let value = reader.object[key] else { continue }
            guard version >= 3 else {
                reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" needs \"schemaVersion\": 3"))
                continue
            }
            guard let elements = value.arrayValue else {
                reader.issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an array of actions, not \(value.typeDescription)"))
                continue
            }
            let (actions, indices) = HandlersReader(conditions: conditions).actionList(elements, at: pointer / key, issues: &reader.issues)
            var hook = ScreenHook(actions: actions)
            hook.fileIndices = indices
            hooks[key] = hook
        }
        issues += reader.issues
        var screen = ScreenDefinition(name: name, responds: responds, suppresses: suppresses, observes: observes, presentation: presentation)
        screen.lifetime = lifetime
        screen.onAppear = hooks["onAppear"] ?? ScreenHook()
        screen.onDisappear = hooks["onDisappear"] ?? ScreenHook()
        return screen
    }

    /// How many of a category's actions are searched for a duplicate id before they are hashed.
    private static let actionsSearched = 16

    private mutating func decodeCategory(_ id: String, _ value: JSONValue, at pointer: JSONPointer) -> NotificationCategory {
        var reader = ModelObjectReader(value, at: pointer, known: Self.categoryKeys, issues: &issues, what: "a category")
        var actions: [NotificationAction] = []
        // A set past a few actions: a category may list many, and searching those before each
        // was quadratic (docs/guarantees.md, "Scaling: the app's state and the model's checks");
        // the few most categories hold are searched, which costs less than hashing them.
        var actionIDs: Set<String> = []
        for (index, element) in reader.array("actions").enumerated() {
            var action = ModelObjectReader(element, at: pointer / "actions" / index, known: Self.actionKeys, issues: &issues, what: "an action")
            if let actionID = action.string("id", required: true) {
                nameVisits.add(1)
                let declared: Bool
                if actions.count < Self.actionsSearched {
                    declared = actions.contains { $0.id == actionID }
                } else {
                    if actionIDs.isEmpty { actionIDs = Set(actions.map(\.id)) }
                    declared = !actionIDs.insert(actionID).inserted
                }
                if declared {
                    action.issues.append(Diagnostic(.error, pointer / "actions" / index / "id", "action \"\(actionID)\" is declared twice in category \(id)"))
                }
                var declaredAction = NotificationAction(
                    id: actionID, title: action.string("title") ?? actionID, foreground: action.bool("foreground") ?? false,
                    textInput: action.bool("textInput") ?? false,
                    authenticationRequired: action.bool("authenticationRequired") ?? false,
                    destructive: action.bool("destructive") ?? false)
                if let value = action.object["destination"] {
                    declaredAction.destination = actionDestination(value, at: pointer / "actions" / index / "destination", foreground: declaredAction.foreground)
                }
                actions.append(declaredAction)
            }
            if version < 2, let object = element.objectValue {
                for key in Self.versionTwoActionKeys where object[key] != nil {
                    issues.append(Diagnostic(.error, pointer / "actions" / index / key, "\"\(key)\" needs \"schemaVersion\": 2"))
                }
            }
            issues += action.issues
        }
        var category = NotificationCategory(id: id, actions: actions, customDismiss: reader.bool("customDismiss") ?? false)
        if let value = reader.object["actionsFrom"] {
            if version < 3 {
                reader.issues.append(Diagnostic(.error, pointer / "actionsFrom", "\"actionsFrom\" needs \"schemaVersion\": 3"))
            } else {
                category.actionsFrom = actionsFrom(value, at: pointer / "actionsFrom")
            }
        }
        issues += reader.issues
        return category
    }

    /// `{"url": EXPR}` or `{"hierarchy": "Home > Camera(:entity)"}` (version 3): where a
    /// foreground action opens the app (docs/app-model.md, "Actions").
    private mutating func actionDestination(_ value: JSONValue, at pointer: JSONPointer, foreground: Bool) -> ActionDestination? {
        guard version >= 3 else {
            issues.append(Diagnostic(.error, pointer, "\"destination\" needs \"schemaVersion\": 3"))
            return nil
        }
        var reader = ModelObjectReader(value, at: pointer, known: Self.actionDestinationKeys, issues: &issues, what: "an action's \"destination\"")
        defer { issues += reader.issues }
        guard value.objectValue != nil else { return nil }
        if !foreground {
            reader.issues.append(
                Diagnostic(.error, pointer, "an action that stays in the background opens nothing: a \"destination\" needs \"foreground\": true"))
        }
        switch (reader.object["url"], reader.string("hierarchy")) {
        case (let url?, nil):
            return conditions.read(url, at: pointer / "url", issues: &reader.issues).map(ActionDestination.url)
        case (nil, let text?):
            return hierarchy(text, at: pointer / "hierarchy").map(ActionDestination.hierarchy)
        default:
            reader.issues.append(Diagnostic(.error, pointer, "a \"destination\" is one of \"url\" (a URL the app's router reads) or \"hierarchy\""))
            return nil
        }
    }

    /// `{"list": {"var": "payload.actions"}, "fields": {"id": "action", "url": "uri"}}` (version 3).
    private mutating func actionsFrom(_ value: JSONValue, at pointer: JSONPointer) -> ActionsFromPayload? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.actionsFromKeys, issues: &issues, what: "\"actionsFrom\"")
        defer { issues += reader.issues }
        guard value.objectValue != nil else { return nil }
        guard let listValue = reader.object["list"] else {
            reader.issues.append(Diagnostic(.error, pointer / "list", "\"list\" is required: where the notification carries its actions, as {\"var\": \"payload.actions\"}"))
            return nil
        }
        guard let list = conditions.read(listValue, at: pointer / "list", issues: &reader.issues) else { return nil }
        var fields: [String: String] = [:]
        for (field, key) in reader.members("fields") {
            guard ActionsFromPayload.fieldNames.contains(field) else {
                reader.issues.append(
                    Diagnostic(
                        .error, pointer / "fields" / field,
                        "\"\(field)\" is not a field of an action (\(ActionsFromPayload.fieldNames.joined(separator: ", ")))"
                            + Suggestion.hint(for: field, in: ActionsFromPayload.fieldNames)))
                continue
            }
            guard let text = key.stringValue, !text.isEmpty else {
                reader.issues.append(Diagnostic(.error, pointer / "fields" / field, "a field's key is the name of a key in each action, not \(key.typeDescription)"))
                continue
            }
            fields[field] = text
        }
        return ActionsFromPayload(list: list, fields: fields)
    }

    /// Without a declared stack the app starts on its first tab's root, else its first declared
    /// screen (or nothing).
    private mutating func decodeLaunch(_ value: JSONValue?, at pointer: JSONPointer, firstScreen: String?, tabBar: [String]) -> LaunchState {
        var reader = ModelObjectReader(value, at: pointer, known: Self.launchKeys, issues: &issues, what: "\"launch\"")
        let first = tabBar.first ?? firstScreen
        var state = LaunchState(layout: NavigationLayout(StackDescription(first.map { [ScreenReference(name: $0)] } ?? [])))
        if let text = reader.string("stack") {
            do {
                // Tabs and modals are version 2; a version 1 stack reads as it always has.
                state.layout = version >= 2 ? try NavigationLayout.parse(text) : NavigationLayout(try StackDescription.parse(text))
            } catch {
                reader.issues.append(Diagnostic(.error, pointer / "stack", "not a stack: \(error.message)"))
            }
        }
        for (index, element) in reader.array("tabs").enumerated() {
            var tab = ModelObjectReader(element, at: pointer / "tabs" / index, known: Self.tabKeys, issues: &issues, what: "a tab")
            if let screen = tab.string("screen", required: true) {
                state.inMemoryTabs.append(LaunchState.Tab(screen: screen, viewLoaded: tab.bool("viewLoaded") ?? true))
            }
            issues += tab.issues
        }
        issues += reader.issues
        return state
    }

    /// `"navigation": {"tabs": ["Home", "Search"], "onModal": "dismiss"}`.
    private mutating func decodeNavigation(_ value: JSONValue, at pointer: JSONPointer) -> NavigationRules {
        var reader = ModelObjectReader(value, at: pointer, known: Self.navigationKeys, issues: &issues, what: "\"navigation\"")
        var rules = NavigationRules(tabs: reader.strings("tabs"))
        if let policy = modalPolicy(reader.object["onModal"], at: pointer / "onModal") { rules.onModal = policy }
        if let policy = pendingLoadPolicy(reader.object["pendingLoads"], at: pointer / "pendingLoads") { rules.pendingLoads = policy }
        issues += reader.issues
        return rules
    }

    /// `"takes": 800`: milliseconds, from 0 (immediate) to a day (docs/app-model.md, "Loads
    /// that take time").
    private mutating func duration(_ value: JSONValue, at pointer: JSONPointer) -> Int64 {
        guard let milliseconds = value.integerValue, (0...LoadRule.longestDuration).contains(milliseconds) else {
            let written = value.integerValue.map(String.init) ?? value.typeDescription
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "\"takes\" is how long the load takes in milliseconds, an integer from 0 to \(LoadRule.longestDuration) (a day), not \(written)"))
            return 0
        }
        return milliseconds
    }

    /// `"pendingLoads": "inOrder" | "newestWins"` (docs/app-model.md, "Loads that take time").
    private mutating func pendingLoadPolicy(_ value: JSONValue?, at pointer: JSONPointer) -> NavigationRules.PendingLoadPolicy? {
        guard let value else { return nil }
        let known = NavigationRules.PendingLoadPolicy.allCases.map(\.rawValue)
        guard let text = value.stringValue else {
            issues.append(Diagnostic(.error, pointer, "\"pendingLoads\" must be one of \(known.joined(separator: ", ")), not \(value.typeDescription)"))
            return nil
        }
        guard let policy = NavigationRules.PendingLoadPolicy(rawValue: text) else {
            issues.append(
                Diagnostic(
                    .error, pointer,
                    "pendingLoads \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known)))
            return nil
        }
        return policy
    }

    /// `"onModal": "dismiss" | "presentOver" | "keep"`.
    private mutating func modalPolicy(_ value: JSONValue?, at pointer: JSONPointer) -> NavigationRules.ModalPolicy? {
        guard let value else { return nil }
        let known = NavigationRules.ModalPolicy.allCases.map(\.rawValue)
        guard let text = value.stringValue else {
            issues.append(Diagnostic(.error, pointer, "\"onModal\" must be one of \(known.joined(separator: ", ")), not \(value.typeDescription)"))
            return nil
        }
        guard let policy = NavigationRules.ModalPolicy(rawValue: text) else {
            issues.append(
                Diagnostic(
                    .error, pointer, "onModal \"\(text)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: text, in: known)))
            return nil
        }
        return policy
    }

    private mutating func decodeRegistration(_ value: JSONValue, at pointer: JSONPointer) -> RegistrationRequest? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.registrationKeys, issues: &issues, what: "\"registration\"")
        defer { issues += reader.issues }
        let method = reader.string("method") ?? "POST"
        guard let path = reader.string("path", required: true) else { return nil }
        var parameters: JSONObject = [:]
        if let value = reader.object["parameters"] {
            if let object = value.objectValue {
                parameters = object
            } else {
                reader.issues.append(Diagnostic(.error, pointer / "parameters", "\"parameters\" must be an object"))
            }
        }
        return RegistrationRequest(method: method.uppercased(), path: path, parameters: parameters)
    }

    private mutating func decodeRoute(_ value: JSONValue, at pointer: JSONPointer) -> RouteSpec? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.routeKeys, issues: &issues, what: "a route")
        defer { issues += reader.issues }
        guard let pattern = reader.string("pattern", required: true) else { return nil }
        let event = reader.string("event")
        let template = hierarchy(reader.string("hierarchy"), at: pointer / "hierarchy")
        let target: RouteSpec.Target
        switch (event, template) {
        case (let event?, nil): target = .event(event)
        case (nil, let template?): target = .hierarchy(template)
        case (.some, .some):
            reader.issues.append(Diagnostic(.error, pointer, "a route leads to an \"event\" or a \"hierarchy\", not both"))
            return nil
        case (nil, nil):
            if reader.object["hierarchy"] == nil {
                reader.issues.append(Diagnostic(.error, pointer, "a route needs an \"event\" or a \"hierarchy\""))
            }
            return nil
        }
        var types: [String: String] = [:]
        for (name, typeValue) in reader.members("types") {
            if let text = typeValue.stringValue, RouteParameterType(rawValue: text) != nil {
                types[name] = text
            } else {
                reader.issues.append(Diagnostic(.error, pointer / "types" / name, "a parameter type is string, int or uuid"))
            }
        }
        let priority = reader.integer("priority").map { Int(clamping: $0) } ?? 0
        return RouteSpec(
            name: reader.string("name") ?? pattern, pattern: pattern, target: target, scheme: reader.string("scheme")?.lowercased(),
            hosts: reader.strings("hosts"), priority: priority, parameterTypes: types,
            objectIDParameter: reader.string("objectId") ?? "id")
    }
}

extension AppModelDecoder {
    /// `"localization": {"tables": [PATTERN…], "developmentLanguage": "en"}`: the app's table
    /// files, relative to the model (docs/localization.md, "The app's tables"). A table iOS
    /// cannot read is a warning here: the app still runs, showing that table's keys.
    fileprivate mutating func decodeLocalization(_ value: JSONValue, at pointer: JSONPointer, source: AppModelSource) -> AppLocalization? {
        var reader = ModelObjectReader(value, at: pointer, known: Self.localizationKeys, issues: &issues, what: "\"localization\"")
        defer { issues += reader.issues }
        guard value.objectValue != nil else { return nil }
        let patterns = reader.strings("tables")
        if patterns.isEmpty {
            reader.issues.append(Diagnostic(.error, pointer / "tables", "\"tables\" lists the table files, as [\"Resources/*.lproj/Localizable.strings\"]"))
            return nil
        }
        let development = reader.string("developmentLanguage") ?? "en"
        if LanguageTag(development) == nil {
            reader.issues.append(Diagnostic(.error, pointer / "developmentLanguage", "\"\(development)\" is not a language tag, as \"en\" or \"pt-BR\""))
            return nil
        }
        // Relative to the model's folder; a model given on standard input has none: the
        // working directory.
        var directory = ""
        if let path = source.path, path != "-", let slash = path.lastIndex(of: "/") { directory = String(path[..<slash]) }
        if directory.isEmpty, source.path?.hasPrefix("/") == true { directory = "/" }
        let localization = AppLocalization.load(patterns: patterns, relativeTo: directory, developmentLanguage: development)
        for problem in localization.problems {
            reader.issues.append(Diagnostic(.warning, pointer / "tables", problem.description))
        }
        return localization
    }
}
