/// The library's front door: load an app model, deliver a payload to it in a state, run a
/// scenario file — the three things `pushsim deliver` and `pushsim scenario` do, as calls a
/// Swift Testing or XCTest suite makes (docs/library.md).
///
/// Every function is `nonisolated`: the simulated app lives on the main actor, as an iOS app's
/// UI does, and these functions hop there themselves, so a caller needs no `@MainActor`.
/// Nothing here reads the environment (`PUSHSIM_APP`) or the working directory's
/// `pushsim.json` unless asked: a test's result depends only on its arguments and its files.
public enum PushSimulator {
    /// Loads the app model at `path` (a `pushsim.json`, docs/app-model.md).
    ///
    /// - Throws: ``PushSimError/appModel(_:)`` listing every problem at its line:column.
    public static func loadApp(at path: String) throws(PushSimError) -> AppModel {
        do {
            return try AppModelLoader.load(.flag(path)).model
        } catch {
            throw .appModel(error)
        }
    }

    /// The app used when no model is given: every event type routes to a screen named after it.
    public static var defaultApp: AppModel { .builtInDefault }

    /// Delivers one payload to a freshly launched `app`, as `pushsim deliver` does
    /// (docs/delivery.md), and says what happened.
    ///
    /// An invalid or unreadable payload is not an error: it is the delivery's outcome
    /// (``DeliveryOutcome/invalid``, ``DeliveryOutcome/unreadable``), with the payload's
    /// diagnostics in the report's `check`.
    ///
    /// - Parameters:
    ///   - payload: the payload's file, text or bytes.
    ///   - app: the app model it is delivered to (``loadApp(at:)``).
    ///   - state: the app's state when it arrives.
    ///   - stack: what the user sees when it arrives (`"Inbox > Conversation(42)"`, the
    ///     `--stack` syntax); nil: the model's launch stack. Only for a running app.
    ///   - tap: `"default"`, `"dismiss"`, `"none"` or an action's identifier; nil: as
    ///     `pushsim deliver` does without `--tap`.
    ///   - text: what the user types for a text-input action `tap` names.
    ///   - badge: the app's badge before the push: an integer of at least 0.
    ///   - headers: the request's APNs headers (`apns-push-type`, `apns-priority`…).
    /// - Throws: ``PushSimError/usage(_:)`` when `stack`, `tap` or `text` do not fit the app,
    ///   or `badge` is negative.
    public static func deliver(
        _ payload: PushPayload, to app: AppModel, state: AppState, stack: String? = nil, tap: String? = nil, text: String? = nil,
        badge: Int64? = nil, headers: RequestHeaders = RequestHeaders()
    ) async throws(PushSimError) -> DeliveryReport {
        let inputs = DeliveryRequest.Inputs(state: state, stack: stack, tap: tap, text: text, badge: badge)
        switch DeliveryRequest.checked(inputs, model: app, names: .options) {
        case .failure(let problem):
            throw .usage(problem.message(.options))
        case .success(let request):
            return await SimulatedApp.deliver(payload.check(with: PayloadChecker(headers: headers)), model: app, request: request)
        }
    }

    /// Runs the scenario file at `path` (docs/scenarios.md) and says how each step went.
    ///
    /// The app model is the scenario's own `app` (relative to the file), else `app`, else the
    /// `pushsim.json` found from the scenario's directory upwards, else the built-in default.
    /// A failed expectation is not an error: ``ScenarioResult/passed`` is false and
    /// ``ScenarioResult/failureMessages`` says where and why.
    ///
    /// - Throws: ``PushSimError/scenario(_:)`` when the file cannot be read, is not a
    ///   scenario, or starts where its app cannot be (a `start.stack` or `start.set` the model
    ///   does not have), ``PushSimError/appModel(_:)`` when its app model cannot be used.
    public static func runScenario(at path: String, app: AppModel? = nil) async throws(PushSimError) -> ScenarioResult {
        let bytes: [UInt8]
        do {
            bytes = try InputReader(cap: ScenarioLoader.readCap).read(.path(path))
        } catch {
            let issue = Diagnostic(.error, nil, .file, "cannot read the scenario: \(error.reason)")
            throw .scenario(ScenarioError(source: path, issues: [issue]))
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(bytes: bytes, source: path)
        } catch {
            throw .scenario(error)
        }
        let model = try model(for: scenario, given: app)
        let startProblems = ScenarioStartCheck.problems(scenario.start, model: model, locatedIn: bytes)
        if !startProblems.isEmpty { throw .scenario(ScenarioError(source: path, issues: startProblems)) }
        let result = await ScenarioRunner.run(scenario, model: model)
        let locator = JSONLocator(bytes: bytes)
        var located = result
        located.steps = result.steps.map { $0.located(with: locator) }
        return located
    }

    private static func model(for scenario: Scenario, given app: AppModel?) throws(PushSimError) -> AppModel {
        if let path = scenario.appPath { return try loadApp(at: ScenarioRunner.resolve(path, besides: scenario.source)) }
        if let app { return app }
        let directory = scenario.source.lastIndex(of: "/").map { String(scenario.source[..<$0]) } ?? "."
        do {
            return try AppModelLoader.load(AppModelLoader.locate(flag: nil, environment: nil, directory: directory)).model
        } catch {
            throw .appModel(error)
        }
    }
}

extension ScenarioRunner {
    /// One run on the main actor, where the simulated app lives.
    fileprivate static func run(_ scenario: Scenario, model: AppModel) async -> ScenarioResult {
        await ScenarioRunner(model: model).run(scenario)
    }
}
