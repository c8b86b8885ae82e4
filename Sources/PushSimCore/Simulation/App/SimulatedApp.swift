/// The simulated app: its screens as live objects registered with the shared push center, its
/// navigation stack and tabs, and its badge. Each instance starts the push center afresh, so
/// nothing carries over from one app (one delivery) to the next.
///
/// It is pinned to no actor but is not `Sendable`: an app (with its push center, screens and
/// navigation) belongs to the task that made it, and its asynchronous methods run in their
/// caller's isolation (`nonisolated(nonsending)`). `deliver` and `scenario` use it on the main
/// actor; `replay` gives each worker its own (docs/replay.md, "Scale").
///
/// Its stored properties, and those of the objects it owns, belong to the one task that uses
/// the app, and no method keeps an access to one of them open across a call that comes back
/// to it: the release build leaves the runtime's exclusivity checks out (Package.swift,
/// docs/architecture.md "Speed behind a fence"); debug and test builds keep them.
public final class SimulatedApp {
    public let model: AppModel
    let center: PushCenter
    let navigation: AppNavigation
    private(set) var badge: Int64?
    /// The app's own state (docs/app-model.md, "Version 2"): the model's, changed by `--set`,
    /// a replay case's `set`, or the app itself (switching account). A version shared with the
    /// model, with the conditions that read it and with a scenario's steps: setting a value
    /// copies O(log n) of it, never the whole.
    public private(set) var state: StateValues
    /// The notifications in Notification Center (docs/delivery.md, "The delivered list").
    var delivered = DeliveredList()
    /// The values each account the app knows keeps for itself, but the active one's, which are
    /// the app's `state` (version 3; docs/app-model.md, "Accounts").
    var accountValues: [String: [String: JSONValue]] = [:]
    /// How many remote notifications have arrived: the number in the request identifier of one
    /// sent without `apns-collapse-id` (docs/delivery.md, "Request identifiers").
    var remoteArrivals = 0
    /// The user's response while `didReceive` handles it (`response.action`, `response.text`;
    /// docs/conditions.md).
    var response: [String: JSONValue] = [:]
    /// Focus and the user's notification settings (docs/delivery.md, "Interruption levels and
    /// Focus", "Authorization and the user's settings").
    public var device = DeviceSettings()
    let recorder = DeliveryRecorder()
    /// What the delivery in progress may still compute from the model's expressions and
    /// strings (docs/conditions.md, "Limits"); reset as each delivery begins.
    let budget: EvaluationBudget
    /// The state's size as handlers see it (docs/conditions.md, "Limits"), kept as values are
    /// set so that it is never measured again whole.
    private var stateSizes = StateSizes()
    /// The virtual clock and the hierarchies still loading (docs/scenarios.md, "Time").
    var loads = LoadQueue()
    /// Version 3: the local notification requests not yet delivered (docs/delivery.md, "Local
    /// notifications"), the confirmation a handler asked for in this opening, and the one
    /// awaiting the user's answer (docs/app-model.md, "Handler navigation").
    var localRequests = LocalNotificationQueue()
    var confirmationRequested: String?
    var confirmation: PendingConfirmation?
    /// `unknownEventReason`'s answers: they depend on the model alone, so `reset` keeps them.
    var unknownEventReasons: [String: String] = [:]
    /// What `model.layoutProblem` says of the model's own launch layout: it depends on the
    /// model alone, so it is worked out once, not at every launch: a replay launches the app
    /// for every payload.
    private let launchLayoutProblem: String?
    /// The screens the app held when it was last reset, for `makeScreen` to reuse.
    private var spareScreens = SpareScreens()
    /// How many times making screens looked for a spare: counted by the scaling tests
    /// (docs/guarantees.md, "Scaling").
    var sparesVisited: Int { spareScreens.lookups }
    /// How many of its state's entries the app looked at: one per value read or set by name,
    /// and each value measured. Counted by the scaling tests (docs/guarantees.md, "Scaling: the
    /// app's state and the model's checks").
    private(set) var stateEntriesVisited = 0

    public struct StackError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public init(model: AppModel, center: PushCenter? = nil) {
        self.model = model
        self.center = center ?? PushCenter()
        state = model.state
        budget = EvaluationBudget(for: model)
        navigation = AppNavigation(tabRoots: model.tabRoots)
        launchLayoutProblem = model.layoutProblem(model.launch.layout)
        self.center.reset()
        loadAccounts()
    }

    /// Makes the app again what `init(model:)` made: no screens, tabs or modals (set aside for
    /// reuse, unregistered, so they no longer suppress, observe or respond), a push center with no delegates or
    /// observers, the model's state, no badge, an empty Notification Center, the default
    /// device, a new clock. A replay worker resets one app per model before each payload
    /// instead of building one (docs/performance.md, "Delivery on the workers"); what a
    /// delivery does is the same either way.
    func reset() {
        // The center first: the observation tokens of screens released here (the spares of
        // the last reset) then find nothing left to remove.
        center.reset()
        // Those spares not taken back since the last reset are released here.
        spareScreens.refill(from: navigation)
        navigation.terminate()
        badge = nil
        state = model.state
        loadAccounts()
        stateSizes.reset()
        budget.reset()
        delivered = DeliveredList()
        remoteArrivals = 0
        response = [:]
        device = DeviceSettings()
        recorder.reset()
        recorder.isTracing = true
        loads = LoadQueue()
        localRequests = LocalNotificationQueue()
        confirmationRequested = nil
        confirmation = nil
    }

    /// Starts the app on `stack` (the model's launch layout when nil), with its tabs.
    public func launch(stack: StackDescription?, badge: Int64? = nil) throws(StackError) {
        try launch(layout: stack.map { NavigationLayout($0) }, badge: badge)
    }

    /// Starts the app on `layout` (the model's launch layout when nil): each tab's stack, the
    /// modals over them. A tab the layout does not give has only its root, never shown
    /// (UIKit loads a tab's view when it is first selected).
    public func launch(layout: NavigationLayout? = nil, badge: Int64? = nil) throws(StackError) {
        let target = layout ?? model.launch.layout
        if let problem = layout == nil ? launchLayoutProblem : model.layoutProblem(target) {
            throw StackError(message: problem)
        }
        navigation.restoreRoot()
        if navigation.tabRoots.isEmpty {
            navigation.show(try makeScreens(target.selected), inTab: 0)
            navigation.inMemory = try model.launch.inMemoryTabs.map { tab throws(StackError) in
                try makeScreen(ScreenReference(name: tab.screen), viewLoaded: tab.viewLoaded)
            }
        } else {
            var selected = 0
            for (index, root) in navigation.tabRoots.enumerated() {
                if let position = target.tabs.firstIndex(where: { $0.screens.first?.name == root }) {
                    navigation.setStack(try makeScreens(target.tabs[position]), ofTab: index)
                    if position == 0 { selected = index }
                } else {
                    navigation.setUnshownRoot(try makeScreen(ScreenReference(name: root), viewLoaded: false), ofTab: index)
                }
            }
            navigation.select(selected)
        }
        navigation.removeModals()
        for modal in target.modals { navigation.present(try makeScreens(modal)) }
        self.badge = badge
    }

    /// What the user sees: the selected tab's stack and the modals over it.
    public var layout: NavigationLayout { navigation.layout }

    /// The selected tab's stack (the app's only stack without a tab bar).
    public var stack: StackDescription { navigation.layout.selected }

    /// Whether deliveries record their trace (`--trace`, JSON output). Outcomes are the same
    /// either way.
    public var recordsTrace: Bool {
        get { recorder.isTracing }
        set { recorder.isTracing = newValue }
    }

    /// Pops the top screen, releasing it (a test of weak delegates: a popped screen no longer
    /// suppresses or observes, with nobody removing it).
    @discardableResult
    public func popScreen() -> ScreenReference? { navigation.pop() }

    func makeScreens(_ stack: StackDescription) throws(StackError) -> [ScreenController] {
        try stack.screens.map { reference throws(StackError) in try makeScreen(reference, viewLoaded: true) }
    }

    private func makeScreen(_ reference: ScreenReference, viewLoaded: Bool) throws(StackError) -> ScreenController {
        // A spare of that name first: it was made from this model's definition of the name,
        // which then need not be looked up and copied.
        if let screen = spareScreens.take(named: reference.name) {
            screen.reuse(argument: reference.argument, viewLoaded: viewLoaded, center: center)
            return screen
        }
        guard let definition = model.screen(named: reference.name) else {
            throw StackError(message: model.undeclaredScreenMessage(reference.name))
        }
        return ScreenController(
            definition: definition, argument: reference.argument, viewLoaded: viewLoaded, center: center, recorder: recorder)
    }

    public func setBadge(_ value: Int64?) { badge = value }

    /// A new app as one delivery finds it: its device and state values, and — when running —
    /// launched on `stack` (the model's launch layout when nil) with `badge`; a user logged out
    /// by the state values (or the model's) sees the login screens (SessionChange.swift).
    func prepare(
        state: AppState, stack: NavigationLayout?, badge: Int64?, trace: Bool, stateValues: [(name: String, value: JSONValue)],
        device: DeviceSettings
    ) {
        recordsTrace = trace
        self.device = device
        for (name, value) in stateValues { setState(name, value) }
        if !state.isRunning { setBadge(badge) } else { try? start(layout: stack, badge: badge) }
    }

    /// Sets a value of the app's state (`loggedIn`, `activeAccount`, `currentTeam`…).
    public func setState(_ name: String, _ value: JSONValue) {
        let switching = switchesAccount(name, to: value)
        stateEntriesVisited += 1
        state.set(name, value)
        stateSizes.noteSet(name)
        if let switching { load(switching) }
    }

    /// Sets a value an account keeps, as the active account's values are loaded (Accounts.swift):
    /// no account switch can follow from it.
    func setAccountValue(_ name: String, _ value: JSONValue) {
        stateEntriesVisited += 1
        state.set(name, value)
        stateSizes.noteSet(name)
    }

    /// A value of the app's state, by name.
    func stateValue(_ name: String) -> JSONValue? {
        stateEntriesVisited += 1
        return state[name]
    }

    /// A handler's `setState`: the value is measured and charged to the delivery's budget, and
    /// the whole state may not grow past the limit either, so that no run of deliveries
    /// (`--sequence`, a scenario) piles up more than one delivery may compute
    /// (docs/conditions.md, "Limits").
    func storeState(_ name: String, _ value: JSONValue, site: Int) throws(EvaluationLimitExceeded) {
        let what = "setState \"\(name)\""
        guard let size = value.textSize(upTo: budget.remaining) else { throw budget.refuseDepth(what: what, site: site) }
        try budget.charge(size, what: what, site: site)
        let total = stateTotalSize() - stateSizes.size(of: name) + size
        if total > budget.limit { throw budget.refuse(what: what + " (the app's whole state)", site: site, size: total) }
        let switching = switchesAccount(name, to: value)
        stateEntriesVisited += 1
        state.set(name, value)
        stateSizes.note(name, size: size, total: total)
        if let switching { load(switching) }
    }

    /// The whole state's size, measured up to the limit: the model's values once for the app's
    /// life (they are the same after every reset), and those set since the last reset.
    private func stateTotalSize() -> Int {
        if stateSizes.model == nil {
            stateEntriesVisited += model.state.count
            stateSizes.setModel(StateSizes.measure(model.state, upTo: budget.limit))
        }
        for name in stateSizes.takeUnmeasured() {
            stateEntriesVisited += 1
            let size = state[name].map { $0.textSize(upTo: budget.limit) ?? budget.limit + 1 } ?? 0
            stateSizes.note(name, size: size, total: stateSizes.total - stateSizes.size(of: name) + size)
        }
        return stateSizes.total
    }
}
