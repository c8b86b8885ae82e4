/// A predicate over a notification and the app's state, written in a subset of JSON Logic
/// (docs/conditions.md): `{"==": [{"var": "payload.sub_type"}, "calls"]}`. Variables name a
/// declared parameter (`root`), or a namespace: `payload.KEY.PATH` (the raw payload),
/// `headers.NAME` (the push's headers), `state.NAME` (the app's state), `screen.name` and
/// `screen.argument` (the visible screen, or the screen a rule belongs to), `event`, `object`,
/// `delivered.count`. The same expressions give handlers their values (`+`, `-`).
///
/// Only the cases that hold a condition themselves are `indirect`: a literal or a list is
/// stored in place, so an array of 8 million literal operands takes 24 bytes each rather than a
/// box of 48 and a pointer (docs/guarantees.md, "Amplification").
public enum Condition: Sendable, Equatable {
    case literal(JSONValue)
    /// An array operand, each element a condition (`["active", {"var": "state.app"}]`).
    case list([Condition])
    indirect case variable(Variable, fallback: JSONValue?)
    indirect case not(Condition)
    indirect case truthy(Condition)
    case and([Condition])
    case or([Condition])
    indirect case equal(Condition, Condition)
    indirect case notEqual(Condition, Condition)
    indirect case compare(Comparison, Condition, Condition)
    /// `{"in": [needle, haystack]}`: an element of an array, or a substring of a string.
    indirect case isIn(Condition, Condition)
    /// `{"+": [a, b, …]}`: the sum, for value expressions (a badge count).
    case sum([Condition])
    /// `{"-": [a, b]}`: the difference; `{"-": a}`: the negation.
    case difference([Condition])
    /// `{"cat": [a, b, …]}`: the operands' text joined, for text values (a service extension's
    /// rewritten title or body, docs/app-model.md, "Notification service extension"). `site`
    /// is its place in the model file (`AppModel.sites`), named if it goes past the evaluation
    /// limit (docs/conditions.md, "Limits").
    case concatenate([Condition], site: Int)

    public enum Comparison: String, Sendable, CaseIterable {
        case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    }

    /// What a `var` names, checked when the model loads.
    public enum Variable: Sendable, Equatable, CustomStringConvertible {
        case parameter(String)
        case payload(KeyPath)
        case header(String)
        case state(String)
        case screenName
        case screenArgument
        case event
        case object
        /// The notifications in the app's delivered list (docs/delivery.md, "The delivered list").
        case deliveredCount
        /// The user's response being handled: `response.action`, `response.text`
        /// (docs/conditions.md).
        case response(String)
        /// A field of the object a notification service extension fetched (`fetched.message`),
        /// read only in that extension's rewrite (docs/app-model.md, "Notification service extension").
        case fetched(KeyPath)
        /// The notification's request identifier (`UNNotificationRequest.identifier`): its
        /// `apns-collapse-id`, else the one iOS generates (docs/delivery.md, "Request
        /// identifiers"). Version 3.
        case requestIdentifier
        /// A variable of what runs the handler — the push, or the screen appearing — read in a
        /// `clearDelivered`'s `when`, which is asked of each delivered notification
        /// (docs/app-model.md, "Notification Center by identifier"). Version 3.
        indirect case current(Variable)
        /// A value of the app's state as the push's account keeps it (version 3;
        /// docs/app-model.md, "Accounts"); `state.NAME` without declared accounts.
        case account(String)

        /// Whether it reads what runs the handler (`current.NAME`).
        public var readsCurrent: Bool {
            if case .current = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .parameter(let name): return name
            case .payload(let path): return "payload." + path.description
            case .header(let name): return "headers." + name
            case .state(let name): return "state." + name
            case .screenName: return "screen.name"
            case .screenArgument: return "screen.argument"
            case .event: return "event"
            case .object: return "object"
            case .deliveredCount: return "delivered.count"
            case .response(let name): return "response." + name
            case .fetched(let path): return "fetched." + path.description
            case .requestIdentifier: return "request.identifier"
            case .current(let variable): return "current." + variable.description
            case .account(let name): return "account." + name
            }
        }
    }

    /// Every variable the condition reads.
    public var variables: [Variable] {
        switch self {
        case .literal: return []
        case .list(let elements): return elements.flatMap(\.variables)
        case .variable(let variable, _): return [variable]
        case .not(let inner), .truthy(let inner): return inner.variables
        case .and(let all), .or(let all), .sum(let all), .difference(let all), .concatenate(let all, _): return all.flatMap(\.variables)
        case .equal(let left, let right), .notEqual(let left, let right), .compare(_, let left, let right), .isIn(let left, let right):
            return left.variables + right.variables
        }
    }

    /// True when the condition holds whatever the notification: a literal that is truthy.
    public var alwaysHolds: Bool {
        if case .literal(let value) = self { return value.isTruthy }
        return false
    }
}

extension JSONValue {
    /// JSON Logic's truth: false, null, 0, "" and [] are false; everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0 && !number.isNaN
        case .string(let text): return !text.isEmpty
        case .array(let elements): return !elements.isEmpty
        case .object: return true
        }
    }
}

/// The same type, for where a nested `Condition` hides it (`ScreenDefinition.Condition`).
public typealias ModelCondition = Condition
