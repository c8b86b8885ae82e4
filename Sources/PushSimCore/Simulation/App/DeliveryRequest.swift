/// How one payload (or one link) is to be delivered, as a user asks it — `deliver`'s and
/// `open`'s options, a replay case's keys, a scenario's `start`, `PushSimulator.deliver`'s
/// arguments — checked against the app model once, before any app is made: the app's state
/// values exist, the text typed goes with a text-input action, the badge is a count, the stack
/// is one this app can show in this state (docs/delivery.md, docs/replay.md,
/// docs/scenarios.md). Every caller builds one here and hands it to `SimulatedApp.prepare`,
/// so the checks and their order are written once.
struct DeliveryRequest {
    var state: AppState
    /// What the user sees as the push arrives: nil, the model's launch stack.
    var stack: NavigationLayout?
    var tap: TapAction?
    var badge: Int64?
    /// Values of the app's state set before it arrives, in order.
    var stateValues: [(name: String, value: JSONValue)]
    var device: DeviceSettings

    /// What the request was given, before it is checked.
    struct Inputs {
        var state: AppState
        var stack: String?
        var tap: String?
        var text: String?
        var badge: Int64?
        var stateValues: [(name: String, value: JSONValue)] = []
        var device = DeviceSettings()
    }

    /// Why a request cannot be delivered to the app, said in the words of where it was given.
    enum Problem: Error {
        /// A `set` name the model's state does not have.
        case stateValue(name: String, message: String)
        /// `text` without a text-input action to type it for.
        case text(String)
        case badge(String)
        /// A stack for an app that is not running.
        case stackWhileNotRunning(AppState)
        /// A stack that does not parse, or that this app cannot show.
        case stack(String)

        func message(_ names: Names) -> String {
            switch self {
            case .stateValue(_, let message): "\(names.set): \(message)"
            case .text(let message): message
            case .badge(let message): "\(names.badge): \(message)"
            case .stackWhileNotRunning(let state): names.stackWhileNotRunning(state)
            case .stack(let message): "\(names.stack): \(message)"
            }
        }
    }

    /// How the inputs are called where they were given.
    struct Names: Sendable {
        var set: String
        var text: TypedTextOption.Names
        var badge: String
        var stack: String
        var stackWhileNotRunning: @Sendable (AppState) -> String

        /// `deliver`'s and `open`'s options, and `PushSimulator`'s arguments.
        static let options = Names(
            set: "--set", text: .options, badge: "badge", stack: "--stack",
            stackWhileNotRunning: { "--stack cannot be used with --state \($0.rawValue): the tap launches the app on its launch stack" })
        /// A replay case's keys (docs/replay.md): a case's stack is worded as the option it mirrors.
        static let replayCase = Names(
            set: "set", text: .replayCase, badge: "badge", stack: "--stack", stackWhileNotRunning: Names.options.stackWhileNotRunning)
        /// A scenario's `start` (docs/scenarios.md).
        static let scenarioStart = Names(
            set: "start.set", text: .options, badge: "start.badge", stack: "start.stack",
            stackWhileNotRunning: { _ in "start.stack: the app is not running, so it shows nothing; give a state, or drop the stack" })
    }

    /// Every problem of `inputs` for `model`, in the order they are checked: the state's
    /// values, the text, the badge, the stack.
    static func problems(of inputs: Inputs, model: AppModel, names: Names) -> [Problem] {
        examined(inputs, model: model, names: names).problems
    }

    /// The request, or its first problem.
    static func checked(_ inputs: Inputs, model: AppModel, names: Names) -> Result<DeliveryRequest, Problem> {
        let examined = examined(inputs, model: model, names: names)
        if let problem = examined.problems.first { return .failure(problem) }
        return .success(
            DeliveryRequest(
                state: inputs.state, stack: examined.stack, tap: inputs.tap.map { TapAction(argument: $0, text: inputs.text) },
                badge: inputs.badge, stateValues: inputs.stateValues, device: inputs.device))
    }

    private static func examined(_ inputs: Inputs, model: AppModel, names: Names) -> (problems: [Problem], stack: NavigationLayout?) {
        var problems: [Problem] = []
        // Most requests set nothing: the model's state names are then not listed.
        if !inputs.stateValues.isEmpty, let unknown = model.firstUndeclaredState(in: inputs.stateValues.map(\.name)),
            let message = model.stateProblem([unknown])
        {
            problems.append(.stateValue(name: unknown, message: message))
        }
        if let message = TypedTextOption.problem(text: inputs.text, tap: inputs.tap, names: names.text)
            ?? TypedTextOption.problem(text: inputs.text, tap: inputs.tap, model: model, names: names.text)
        {
            problems.append(.text(message))
        }
        if let badge = inputs.badge, let message = BadgeCount.problem(badge) { problems.append(.badge(message)) }
        var stack: NavigationLayout?
        if let text = inputs.stack {
            if !inputs.state.isRunning {
                problems.append(.stackWhileNotRunning(inputs.state))
            } else {
                do {
                    let layout = try NavigationLayout.parse(text)
                    if let problem = model.layoutProblem(layout) { problems.append(.stack(problem)) } else { stack = layout }
                } catch {
                    problems.append(.stack(error.message))
                }
            }
        }
        return (problems, stack)
    }
}
