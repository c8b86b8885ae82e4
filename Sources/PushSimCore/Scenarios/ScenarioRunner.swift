/// Runs a scenario (docs/scenarios.md): one app lives through every step, and after each the
/// step's expectations are compared with where the app is.
@MainActor
public struct ScenarioRunner {
    public let model: AppModel
    public var recordsTrace = false
    /// The scenario file's text, to give each failed expectation the line:column where it is
    /// written as the step is done (nil: positions are left for the caller to find).
    var locator: JSONLocator?
    /// `--expo-project`: what converting a provider's message needs besides it
    /// (docs/providers.md, "Expo").
    public var conversion = ConversionOptions()
    /// `--locale`: the user's languages when the scenario's `start` names none.
    public var languages: [String]?

    public init(model: AppModel, recordsTrace: Bool = false) {
        self.model = model
        self.recordsTrace = recordsTrace
    }

    private final class Run {
        let app: SimulatedApp
        var state: AppState
        /// The system's number for the notification of each push step that reached
        /// Notification Center, by the push's 1-based count.
        var pushed: [Int: Int] = [:]
        var pushCount = 0
        /// The device's token now, and every registration request the app made, in order
        /// (docs/scenarios.md, "What the app registered").
        var token: DeviceToken?
        var registered = PersistentNumberedList<String>()
        /// Whether every step shows the clock: decided once per run, as asking the scenario
        /// at each step walked all its steps: quadratic in the steps.
        let showsClock: Bool
        let payloadFiles: ScenarioPayloadFiles
        /// The last layout a snapshot described, and its text: most steps leave it as it was,
        /// and comparing two layouts costs far less than describing one.
        var described: (layout: NavigationLayout, text: String)?

        init(app: SimulatedApp, state: AppState, showsClock: Bool) {
            self.app = app
            self.state = state
            self.showsClock = showsClock
            payloadFiles = ScenarioPayloadFiles(criticalAlertsEntitled: app.model.criticalAlertsEntitlement)
        }

        func register(_ request: String) { registered.append(request, number: registered.count) }
    }

    public func run(_ scenario: Scenario, reportEach: (ScenarioStepResult) -> Void = { _ in }) async -> ScenarioResult {
        let app = SimulatedApp(model: model)
        app.recordsTrace = recordsTrace
        app.waitsForClock = true
        var result = ScenarioResult(scenario: scenario, appName: model.name, steps: [])
        // `pushsim scenario` refuses such a file before it runs (exit 5); a caller that built
        // the scenario itself hears why here.
        if let problem = ScenarioStartCheck.problems(scenario.start, model: model).first {
            result.problem = problem.message
            return result
        }
        for (name, value) in scenario.start.values { app.setState(name, value) }
        app.device = scenario.start.device
        app.device.languages = scenario.start.locale ?? languages ?? []
        let run = Run(app: app, state: scenario.start.state, showsClock: scenario.waits || model.hasLoadsThatTakeTime)
        run.token = scenario.start.deviceToken
        for request in ScenarioRegistration.atStart(scenario, model: model) { run.register(request) }
        if !scenario.start.state.isRunning {
            app.setBadge(scenario.start.badge)
        } else {
            do {
                let layout = try scenario.start.stack.map { try NavigationLayout.parse($0) }
                // As every start: a logged-out user sees the login screens (SessionChange.swift).
                try app.start(layout: layout, badge: scenario.start.badge)
            } catch let error as StackDescription.ParseError {
                result.problem = "start.stack: \(error.message)"
                return result
            } catch {
                result.problem = "start.stack: \(error)"
                return result
            }
        }
        for (offset, step) in scenario.steps.enumerated() {
            if Interruption.received != nil { break }
            let stepResult = await perform(step, index: offset + 1, in: run, scenario: scenario)
            result.steps.append(stepResult)
            reportEach(stepResult)
        }
        return result
    }

    private func perform(_ step: ScenarioStep, index: Int, in run: Run, scenario: Scenario) async -> ScenarioStepResult {
        var report: DeliveryReport?
        var note: String?
        var problem: String?
        var loads: [LoadCompletion] = []
        var local: [LocalDelivery] = []
        let app = run.app
        let stateBefore = run.state
        let shown = app.visibleScreenBeforeStep(in: stateBefore)
        switch step.action {
        case .push(let payload, let headers, let tap, let from, let message):
            run.pushCount += 1
            let check: PayloadCheck
            switch payload {
            case .file(let path): check = run.payloadFiles.check(Self.resolve(path, besides: scenario.source), headers: headers, from: from, message: message, conversion: conversion)
            case .inline(let bytes):
                check = run.payloadFiles.checker(headers: headers, from: from, message: message, conversion: conversion)
                    .check(bytes: bytes, source: .path("\(scenario.source) step \(index)"))
            }
            let delivered = await app.receive(.push(check), state: run.state, tap: tap)
            if let number = app.lastDeliveredNumber { run.pushed[run.pushCount] = number }
            run.state = delivered.stateAfter
            report = delivered
        case .tap(let reference, let action):
            (report, problem) = await act(on: reference, action, in: run)
        case .dismiss(let reference):
            (report, problem) = await act(on: reference, .dismiss, in: run)
        case .state(let next):
            note = app.move(from: run.state, to: next)
            run.state = run.state.moved(to: next)
        case .navigate(let navigation):
            guard run.state.isRunning else {
                problem = "the app is not running: nothing to navigate"
                break
            }
            do { note = "shows \(try app.navigate(navigation))" } catch { problem = error.message }
        case .open(let url):
            let opened = await app.receive(.deepLink(url), state: run.state)
            run.state = opened.stateAfter
            report = opened
        case .set(let values, let account):
            if let unknown = model.stateProblem(values.map(\.name)) {
                problem = unknown
                break
            }
            if let account {
                do { note = try app.change(values, ofAccount: account, running: run.state.isRunning) } catch { problem = error.message }
            } else {
                note = app.change(values, running: run.state.isRunning)
            }
        case .device(let change):
            note = changeDevice(change, in: run)
        case .wait(let milliseconds):
            // Loads complete and local notifications are delivered in time order: the clock
            // stops at each local notification's time (docs/scenarios.md, "Local notifications").
            let end = app.clock + milliseconds
            while problem == nil, let next = app.nextLocalNotification, next <= end {
                loads += await app.advanceClock(by: next - app.clock)
                problem = await deliverLocalNotifications(in: run, into: &local)
            }
            if problem == nil { loads += await app.advanceClock(by: end - app.clock) }
            note = loads.isEmpty
                ? (app.loadingScreens.isEmpty ? "nothing is loading" : "still loading \(app.loadingScreens.joined(separator: ", "))")
                : loads.map(\.summary).joined(separator: "; ")
        case .confirm(let accept):
            guard run.state.isForeground else {
                problem = "the app is not in the foreground: no confirmation is on screen to \(accept ? "accept" : "cancel")"
                break
            }
            guard let answered = await app.answerConfirmation(accept: accept, state: run.state) else {
                problem = "no confirmation is pending: no opening handler presented one (it shows \(app.layout))"
                break
            }
            run.state = answered.stateAfter
            report = answered
        case .check:
            break
        }
        // What the step requested at once, and what those deliveries requested at once in turn.
        if problem == nil, app.nextLocalNotification.map({ $0 <= app.clock }) == true {
            problem = await deliverLocalNotifications(in: run, into: &local)
        }
        // A step that delivers nothing can still change the visible screen: its hooks run
        // (a delivery ran them itself; docs/app-model.md, "Screens that appear").
        var screenEffects: [HandlerEffect] = []
        if report == nil, problem == nil {
            screenEffects = await app.runScreenHooks(since: shown, in: run.state)
            if !screenEffects.isEmpty { note = (note ?? "checked") + " " + DeliveryText.handlers(screenEffects) }
        }
        // A delivery the evaluation limit stopped is a step that could not be done, never an
        // outcome to record (docs/conditions.md, "Limits").
        if problem == nil, let exceeded = report?.limitExceeded { problem = exceeded.message }
        // Every launch asks APNs for the token and sends it to the server (ScenarioRegistration).
        var registeredNow: [String] = []
        if !stateBefore.isRunning, run.state.isRunning, let request = ScenarioRegistration.launchRequest(token: run.token, model: model) {
            registeredNow.append(request)
            run.register(request)
        }
        var snapshot = Self.snapshot(of: app, state: run.state, in: run)
        snapshot.registrations = run.registered
        var mismatches = problem == nil
            ? ScenarioComparison.mismatches(step.expect, report: report, snapshot: snapshot, loads: loads, screenEffects: screenEffects, local: local) : []
        if let locator, !mismatches.isEmpty {
            let positions = locator.positions(of: mismatches.map(\.pointer))
            for offset in mismatches.indices { mismatches[offset].position = positions[offset] }
        }
        var result = ScenarioStepResult(
            index: index, step: step, summary: step.action.summary, report: report, note: note, problem: problem, mismatches: mismatches,
            snapshot: snapshot)
        result.loads = loads
        result.local = local
        result.screenEffects = screenEffects
        result.registeredNow = registeredNow
        result.followsRegistration = ScenarioRegistration.follows(scenario) && model.registration != nil
        result.showsClock = run.showsClock
        return result
    }

    /// The most local notifications one step delivers: an app whose handlers request one each
    /// time one arrives would never stop (docs/scenarios.md, "Local notifications").
    static let localDeliveriesPerStep = 100

    /// Delivers the local notifications due now; returns the step's problem when there were
    /// more than a step delivers.
    private func deliverLocalNotifications(in run: Run, into local: inout [LocalDelivery]) async -> String? {
        let (deliveries, exceeded) = await run.app.deliverDueLocalNotifications(state: run.state, limit: Self.localDeliveriesPerStep - local.count)
        local += deliveries
        // A delivery the evaluation limit stopped is a step that could not be done (docs/conditions.md, "Limits").
        if let stopped = deliveries.lazy.compactMap(\.report.limitExceeded).first { return stopped.message }
        guard exceeded else { return nil }
        return "more than \(Self.localDeliveriesPerStep) local notifications were due in this step: the app requests them in a loop; pushsim stops there"
    }

    /// The device changes under the app; returns what happened, for the step line.
    private func changeDevice(_ change: ScenarioDeviceChange, in run: Run) -> String {
        var said: [String] = []
        if let token = change.token {
            run.token = token
            said.append(
                model.registration == nil
                    ? "a new device token" : run.state.isRunning ? "a new device token: the app sends it at its next launch" : "a new device token: the app sends it when it launches")
        }
        if let focus = change.focus {
            run.app.device.focus = focus
            said.append(focus ? "a Focus is on" : "no Focus is on")
        }
        if let authorization = change.authorization {
            run.app.device.authorization = authorization
            said.append("notifications are \(authorization)")
        }
        return said.joined(separator: "; ")
    }

    /// The user opens, acts on or clears a delivered notification.
    private func act(on reference: NotificationReference, _ action: TapAction, in run: Run) async -> (DeliveryReport?, String?) {
        guard let target = resolve(reference, in: run),
            let delivered = await run.app.actOnDelivered(target, tap: action, state: run.state)
        else {
            return (nil, "no delivered notification is \(Self.describe(reference)) (Notification Center holds \(Self.list(run.app.deliveredNotifications)))")
        }
        run.state = delivered.stateAfter
        return (delivered, nil)
    }

    private func resolve(_ reference: NotificationReference, in run: Run) -> DeliveredReference? {
        let target: DeliveredReference
        switch reference {
        case .latest: target = .latest
        case .thread(let thread): target = .thread(thread)
        case .identifier(let identifier): target = .identifier(identifier)
        case .push(let count):
            guard let number = run.pushed[count] else { return nil }
            target = .number(number)
        }
        return run.app.deliveredEntry(target).map(DeliveredReference.number)
    }

    private static func snapshot(of app: SimulatedApp, state: AppState, in run: Run) -> ScenarioSnapshot {
        let running = state.isRunning
        // The layout is built once a step, and described only when it changed.
        let layout = running ? app.layout : nil
        var stack = ""
        if let layout {
            if let described = run.described, described.layout == layout {
                stack = described.text
            } else {
                stack = layout.description
                run.described = (layout, stack)
            }
        }
        return ScenarioSnapshot(
            state: state, visible: layout?.visibleScreen?.description, stack: stack,
            tabs: running ? app.navigation.tabStacks.map(\.description) : [], badge: app.badge, deliveredEntries: app.delivered.entries,
            stateValues: app.state, clock: app.clock, loading: running ? app.loadingScreens : [], device: app.device)
    }

    /// A payload path is relative to the scenario file.
    nonisolated static func resolve(_ path: String, besides scenario: String) -> String {
        guard !path.hasPrefix("/"), let slash = scenario.lastIndex(of: "/") else { return path }
        return String(scenario[...slash]) + path
    }

    static func describe(_ reference: NotificationReference) -> String {
        switch reference {
        case .latest: return "the latest"
        case .push(let count): return "from push \(count)"
        case .thread(let thread): return "of thread \(thread)"
        case .identifier(let identifier): return "with request identifier \(identifier)"
        }
    }

    static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "nothing" : entries.reversed().map { JSONWriter.string(.string($0)) }.joined(separator: ", ")
    }
}
