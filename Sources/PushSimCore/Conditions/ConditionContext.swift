/// What a condition can read at the moment it is asked (docs/conditions.md).
public struct ConditionContext: Sendable, Equatable {
    /// The notification's declared parameters, resolved.
    public var parameters: [String: JSONValue]
    /// The payload as delivered.
    public var payload: JSONValue
    /// The push's headers by their names in conditions (`pushType`, `priority`, `collapseId`…).
    public var headers: [String: JSONValue]
    /// The app's own state values (the model's `state`, as set): the app's version, shared
    /// with it rather than copied (docs/guarantees.md, "Scaling: the app's state and the
    /// model's checks").
    public var state: StateValues
    /// The state pushsim itself gives (`app`: active, inactive, background, not-running;
    /// `tab`; `modal`), read before `state`: the names no model's state may take
    /// (docs/app-model.md, "Reserved names").
    public var builtInState: [String: JSONValue] = [:]
    /// The visible screen, or the screen whose rule is asked.
    public var screen: ScreenReference?
    public var event: String?
    public var objectID: String?
    /// How many notifications the app's delivered list holds (`delivered.count`).
    public var deliveredCount = 0
    /// The user's response in `didReceive`: `action` (its identifier) and `text` (typed for a
    /// text-input action); empty outside a response.
    public var response: [String: JSONValue] = [:]
    /// The object a notification service extension fetched, while its rewrite is evaluated
    /// (`fetched.FIELD`); nil elsewhere.
    public var fetched: JSONValue?
    /// The notification's request identifier (`request.identifier`); nil outside a notification.
    public var requestIdentifier: String?
    /// What runs the handler, while a `clearDelivered`'s `when` is asked of each delivered
    /// notification (`current.NAME`); nil elsewhere.
    public var current: CurrentContext?
    /// The values the push's account keeps (`account.NAME`); nil when the app declares no
    /// accounts, or the push names none it knows: `account.NAME` then reads the app's state.
    public var accountValues: [String: JSONValue]?
    /// What the delivery asking may still compute (docs/conditions.md, "Limits"): the app's, so
    /// that every condition and value of one delivery is charged to it. Not part of what the
    /// context says: two contexts that differ only by it are equal.
    public var budget: EvaluationBudget?

    public init(
        parameters: [String: JSONValue] = [:], payload: JSONValue = .object([:]), headers: [String: JSONValue] = [:],
        state: StateValues = [:], screen: ScreenReference? = nil, event: String? = nil, objectID: String? = nil
    ) {
        self.parameters = parameters
        self.payload = payload
        self.headers = headers
        self.state = state
        self.screen = screen
        self.event = event
        self.objectID = objectID
    }

    /// The same context, asked on behalf of `screen`.
    public func on(_ screen: ScreenReference?) -> ConditionContext {
        var context = self
        context.screen = screen
        return context
    }

    func value(of variable: Condition.Variable) -> JSONValue? {
        switch variable {
        case .parameter(let name): return parameters[name]
        case .payload(let path): return payload.value(at: path)
        case .header(let name): return headers[name]
        case .state(let name): return builtInState[name] ?? state[name]
        case .screenName: return screen.map { .string($0.name) }
        case .screenArgument: return screen?.argument.map(JSONValue.string)
        case .event: return event.map(JSONValue.string)
        case .object: return objectID.map(JSONValue.string)
        case .deliveredCount: return .integer(Int64(deliveredCount))
        case .response(let name): return response[name]
        case .fetched(let path): return fetched?.value(at: path)
        case .requestIdentifier: return requestIdentifier.map(JSONValue.string)
        case .current(let inner): return current?.context.value(of: inner)
        case .account(let name): return accountValues.map { $0[name] ?? .null } ?? state[name]
        }
    }
}

extension ConditionContext {
    public static func == (lhs: ConditionContext, rhs: ConditionContext) -> Bool {
        lhs.parameters == rhs.parameters && lhs.payload == rhs.payload && lhs.headers == rhs.headers && lhs.state == rhs.state
            && lhs.builtInState == rhs.builtInState
            && lhs.screen == rhs.screen && lhs.event == rhs.event && lhs.objectID == rhs.objectID
            && lhs.deliveredCount == rhs.deliveredCount && lhs.response == rhs.response && lhs.fetched == rhs.fetched
            && lhs.requestIdentifier == rhs.requestIdentifier && lhs.current?.context == rhs.current?.context
            && lhs.accountValues == rhs.accountValues
    }
}

/// The context of what runs a handler, kept beside the context of each delivered notification
/// its `clearDelivered` asks about (`current.NAME`): a class, as a context cannot hold one of
/// its own kind in place.
public final class CurrentContext: Sendable {
    public let context: ConditionContext

    public init(_ context: ConditionContext) {
        self.context = context
    }
}
