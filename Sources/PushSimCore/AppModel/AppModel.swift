/// The app pushsim simulates, as its developers declare it in an app-model file
/// (docs/app-model.md): what the payload keys mean, the finite set of event types, the screens
/// and what each does with a notification.
public struct AppModel: Sendable {
    /// The newest app model format this build reads; version 1 models are read too, and
    /// behave as they always have (docs/app-model.md).
    public static let schemaVersion = 3
    public static let readableVersions: ClosedRange<Int64> = 1...3

    public var name: String
    public var bundleID: String?
    public var urlSchemes: [String]
    public var mapping: PayloadMapping
    /// The app's event-type enum, in declaration order.
    public var events: [EventType] { didSet { eventPlaces = Self.places(of: events.lazy.map(\.name)) } }
    public var screens: [ScreenDefinition] { didSet { screenPlaces = Self.places(of: screens.lazy.map(\.name)) } }
    /// Each event's and screen's place by name, kept with the lists: a delivery finds its
    /// event, and a stack each of its screens, without searching them (a search made a replay
    /// payloads × events, and a stack screens × the model's screens; docs/guarantees.md,
    /// "Scaling: the app's state and the model's checks").
    private var eventPlaces: [String: Int] = [:]
    private var screenPlaces: [String: Int] = [:]
    public var categories: [NotificationCategory]
    /// The localizable strings `loc-key`s refer to, written in the model.
    public var strings: [String: String]
    /// The app's own `Localizable` tables, every language of them (`"localization"`;
    /// docs/localization.md): when present, `loc-key`s resolve from them, not from `strings`.
    public var localization: AppLocalization?
    /// The site texts made from the tables are charged to (docs/conditions.md, "Limits").
    var localizationSite: Int?
    public var registration: RegistrationRequest?
    /// What is on screen when the app is running and nobody said otherwise.
    public var launch: LaunchState
    /// Deep-link routes, in declaration order (docs/router.md).
    public var routes: [RouteSpec]
    /// Schemes whose own routes fall back to the global ones.
    public var schemesFallingBackToGlobal: Set<String>
    /// Where this model came from, for reports.
    public var source: AppModelSource
    /// The built-in model: every event type is known and routes to one screen named after it.
    public var isGeneric: Bool
    /// The routes compiled, once the model has loaded without errors.
    public var router: Router?
    /// The version of the file it was read from.
    public var version = 1
    /// Named values read from payloads (schemaVersion 2).
    public var parameters: [ParameterDefinition] = []
    /// The app's own state, by name, as it is when nothing says otherwise (schemaVersion 2).
    public var state: StateValues = [:]
    /// The app's default `willPresent` answer in the foreground (schemaVersion 2).
    public var foregroundPresentation: [PresentationOption]?
    /// Version 3: the app's default answer chosen by rules, before `foregroundPresentation`.
    public var foregroundPresentationRules: [PresentationRule] = []
    /// When the app draws its own in-app banner in the foreground, beside `willPresent`'s
    /// answer (schemaVersion 2): a condition on the visible screen, say.
    public var foregroundToast: Condition?
    /// Login and accounts (schemaVersion 2).
    public var session: SessionRules?
    /// A tab bar, and what opening a notification does over a modal (schemaVersion 2).
    public var navigation: NavigationRules?
    /// The app's handlers for every push (schemaVersion 2): events and variants override them
    /// per trigger (docs/app-model.md, "Handlers").
    public var handlers = NotificationHandlers()
    /// `entitlements.criticalAlerts` (schemaVersion 2): the app holds
    /// `com.apple.developer.usernotifications.critical-alerts`, so a critical alert breaks
    /// through Focus and the mute switch (docs/app-model.md, "Entitlements").
    public var criticalAlertsEntitlement = false
    /// `extensions.notificationService` (schemaVersion 2): the app's notification service
    /// extension, which rewrites a `mutable-content` push before iOS presents it
    /// (docs/app-model.md, "Notification service extension").
    /// `com.apple.developer.usernotifications.filtering` (version 3): the service extension
    /// may discard a notification, or hand it to CallKit, so that nothing is shown.
    public var filteringEntitlement = false
    /// `com.apple.developer.usernotifications.communication` (version 3): the app's service
    /// extension may make a communication notification, drawn with its sender
    /// (docs/app-model.md, "Entitlements").
    public var communicationEntitlement = false
    public var serviceExtension: ServiceExtension?
    /// How a push that carries no event type is given one, by conditions over the payload
    /// (version 3; docs/app-model.md, "Dispatch"): the first rule that holds names its event.
    public var dispatch: [DispatchRule] = []
    /// What one delivery may compute from the model's expressions and strings, in bytes: the
    /// larger of 1 MiB and the model file's size (docs/conditions.md, "Limits").
    public var evaluationLimit = EvaluationBudget.floor
    /// The size of the file it was read from, in bytes (0 for a model made in code).
    public var fileSize: Int { fileBytes.count }
    /// The file it was read from (empty for a model made in code): a site is located in it
    /// when a delivery names one.
    var fileBytes: [UInt8] = []
    /// The places in the file that compute values (`cat`s, `setState` values, `setBadge`s,
    /// strings entries with format specifiers), numbered.
    public var sites: [ModelSite] = []

    /// The `line:column` of site `index` in the model file, nil for a model made in code.
    public func position(ofSite index: Int) -> SourcePosition? {
        sites.indices.contains(index) ? sites[index].position(in: fileBytes) : nil
    }
    /// The site of each strings entry that has format specifiers.
    public var stringSites: [String: Int] = [:]

    /// Whether the app answers `willPresent` with presentation options anywhere; otherwise it
    /// shows its own toast in the foreground, as a version 1 model does. Worked out once, at load.
    public private(set) var declaresPresentation = false
    /// Whether any level declares handlers: reports then say what they did (JSON `handlers`).
    public private(set) var declaresHandlers = false
    /// Whether a screen runs actions as it appears or disappears (version 3): deliveries and
    /// scenario steps then look at which screen is visible before and after.
    public private(set) var declaresScreenHooks = false
    /// The messages handlers post (`post`), which screens may observe besides events.
    public private(set) var postedMessages: [String] = []

    /// The names of the app's state a run may set: the model's `state`, and its session's.
    public var stateNames: [String] {
        var names = state.names
        if let session {
            for name in [session.loggedInState, session.activeAccountState] where !state.contains(name) && !names.suffix(1).contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Whether a run may set `name`: one of `stateNames`, looked up without listing them.
    func declaresState(_ name: String) -> Bool {
        state.contains(name) || name == session?.loggedInState || name == session?.activeAccountState
    }

    /// Why these names cannot be set, or nil.
    func stateProblem(_ names: [String]) -> String? {
        guard let unknown = firstUndeclaredState(in: names) else { return nil }
        let known = stateNames
        if let reserved = ReservedNames.setProblem(unknown) { return reserved }
        return "the app's state has no \"\(unknown)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
            + Suggestion.hint(for: unknown, in: known)
    }

    /// The first of `names` the app's state does not have, or nil: each looked up in the
    /// state's index (a scenario's `start.set` or a replay case's `set` may name as many
    /// values as the model declares, and a replay asks for every case).
    func firstUndeclaredState(in names: [String]) -> String? {
        names.first { !declaresState($0) }
    }

    /// `namesVisited` counts the names looked at (`NameVisits`): each posted name once, each
    /// observed name once.
    mutating func noteWhatItDeclares(namesVisited: inout Int) {
        declaresPresentation =
            foregroundPresentation != nil || foregroundToast != nil || !foregroundPresentationRules.isEmpty
            || events.contains { $0.presentation != nil || !$0.presentationRules.isEmpty || $0.variants.contains { $0.presentation != nil } }
            || screens.contains { !$0.presentation.isEmpty }
        let levels = [handlers] + events.flatMap { [$0.handlers] + $0.variants.map(\.handlers) }
        declaresScreenHooks = screens.contains { !$0.onAppear.isEmpty || !$0.onDisappear.isEmpty }
        declaresHandlers = levels.contains { !$0.isEmpty } || declaresScreenHooks
        // In a set as well as in order: searching the list for each post, and for each name
        // a screen observes, was quadratic (docs/guarantees.md, "Scaling: the app's state and
        // the model's checks").
        var posted: [String] = []
        var postedSet: Set<String> = []
        for level in levels {
            for entry in level.all {
                entry.action.forEachNested(at: .root) { action, _ in
                    guard case .post(let name) = action else { return }
                    namesVisited += 1
                    if postedSet.insert(name).inserted { posted.append(name) }
                }
            }
        }
        for screen in screens where declaresScreenHooks {
            for hookAction in screen.onAppear.actions + screen.onDisappear.actions {
                hookAction.forEachNested(at: .root) { action, _ in
                    guard case .post(let name) = action else { return }
                    namesVisited += 1
                    if postedSet.insert(name).inserted { posted.append(name) }
                }
            }
        }
        postedMessages = posted
        // A screen listens for the posted names it observes (docs/delivery.md, "Handlers"); the
        // list is changed once, not once per screen, as each change indexes it again — and not
        // at all when no screen's names change (most models post nothing).
        var listening = screens
        var changed = false
        for index in listening.indices {
            namesVisited += listening[index].observes.count
            let observed = listening[index].observes.filter(postedSet.contains)
            if observed != listening[index].observedMessages {
                listening[index].observedMessages = observed
                changed = true
            }
        }
        if changed { screens = listening }
    }

    public init(
        name: String, bundleID: String? = nil, urlSchemes: [String] = [], mapping: PayloadMapping = PayloadMapping(),
        events: [EventType] = [], screens: [ScreenDefinition] = [], categories: [NotificationCategory] = [],
        strings: [String: String] = [:], registration: RegistrationRequest? = nil,
        launch: LaunchState = LaunchState(), routes: [RouteSpec] = [], schemesFallingBackToGlobal: Set<String> = [],
        source: AppModelSource = .builtIn, isGeneric: Bool = false
    ) {
        self.name = name
        self.bundleID = bundleID
        self.urlSchemes = urlSchemes
        self.mapping = mapping
        self.events = events
        self.screens = screens
        eventPlaces = Self.places(of: events.lazy.map(\.name))
        screenPlaces = Self.places(of: screens.lazy.map(\.name))
        self.categories = categories
        self.strings = strings
        self.registration = registration
        self.launch = launch
        self.routes = routes
        self.schemesFallingBackToGlobal = schemesFallingBackToGlobal
        self.source = source
        self.isGeneric = isGeneric
    }

    /// "app model Genius from genius.json", or the built-in app and why it was chosen.
    public var usedDescription: String {
        if case .builtIn = source {
            return "app model: the built-in default app (no --app, no PUSHSIM_APP, no pushsim.json here or above)"
        }
        return "app model \(name) from \(source)"
    }

    public func event(named name: String) -> EventType? {
        var visited = 0
        return event(named: name, visited: &visited)
    }

    public func screen(named name: String) -> ScreenDefinition? {
        var visited = 0
        return screen(named: name, visited: &visited)
    }

    /// `visited` counts the entries looked at, for the scaling tests.
    func event(named name: String, visited: inout Int) -> EventType? {
        visited += 1
        if let place = eventPlaces[name] { return events[place] }
        return isGeneric ? EventType.generic(name) : nil
    }

    func screen(named name: String, visited: inout Int) -> ScreenDefinition? {
        visited += 1
        if let place = screenPlaces[name] { return screens[place] }
        return isGeneric ? ScreenDefinition(name: name) : nil
    }

    /// Each name's first place.
    private static func places(of names: some Sequence<String>) -> [String: Int] {
        var places: [String: Int] = [:]
        for (place, name) in names.enumerated() where places[name] == nil { places[name] = place }
        return places
    }

    /// Why `name` cannot be put on a stack, for `--stack`, cases and launch.
    func undeclaredScreenMessage(_ name: String) -> String {
        let known = screens.map(\.name)
        return "screen \"\(name)\" is not one of \(self.name)'s screens (\(known.joined(separator: ", ")))"
            + Suggestion.hint(for: name, in: known)
    }

    public func category(named name: String) -> NotificationCategory? {
        categories.first { $0.id == name }
    }
}

/// Where the payload keeps what the app needs. Key paths may be nested (`genius.url`).
public struct PayloadMapping: Sendable, Equatable {
    public var eventTypeKey: [String]
    public var objectIDKey: [String]
    public var routingURLKey: [String]?

    public init(eventTypeKey: [String] = ["event_type"], objectIDKey: [String] = ["object_id"], routingURLKey: [String]? = nil) {
        self.eventTypeKey = eventTypeKey
        self.objectIDKey = objectIDKey
        self.routingURLKey = routingURLKey
    }
}

/// How the model was found (docs/app-model.md, "Which app model").
public enum AppModelSource: Sendable, Equatable, CustomStringConvertible {
    case flag(String)
    case environment(String)
    case discovered(String)
    case builtIn

    public var path: String? {
        switch self {
        case .flag(let path), .environment(let path), .discovered(let path): return path
        case .builtIn: return nil
        }
    }

    public var description: String {
        switch self {
        case .flag(let path): return path
        case .environment(let path): return "\(path) (from PUSHSIM_APP)"
        case .discovered(let path): return "\(path) (found from the current directory)"
        case .builtIn: return "built-in default app"
        }
    }
}
