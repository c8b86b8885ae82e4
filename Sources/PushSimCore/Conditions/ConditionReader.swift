/// Reads a condition from an app-model file (docs/conditions.md), checking every operator and
/// variable as the model loads: a mistake is an error at its JSON pointer, with the nearest
/// known name.
struct ConditionReader {
    /// The names a `var` may use besides the namespaces, in the model's order (for messages).
    let parameters: [String]
    /// The app state's names (`state.NAME`), in the model's order (for messages).
    let stateNames: [String]
    /// Both, to look a name up: searching the lists for every variable made reading a model's
    /// conditions variables × names (docs/guarantees.md, "Scaling: the app's state and the
    /// model's checks").
    private let declaredParameters: Set<String>
    private let declaredStateNames: Set<String>
    /// Whether `fetched.FIELD` may be read: only in a notification service extension's rewrite,
    /// once its fetch has loaded the object (docs/app-model.md, "Notification service extension").
    var readsFetched = false
    /// Whether the model is version 3, whose conditions may read `request.identifier`
    /// (docs/app-model.md, "Version 3").
    var readsVersionThree = false
    /// Whether `current.NAME` may be read: only in a `clearDelivered`'s `when`, asked of each
    /// delivered notification (docs/app-model.md, "Notification Center by identifier").
    var readsCurrent = false
    /// A version 3 model: what the extension fetched is read after it too, so a read where it
    /// cannot be is explained so (docs/app-model.md, "Version 3").
    var fetchedAfterExtension = false
    /// A `dispatch` rule's `when`: it decides what the push is, before the app reads its
    /// parameters or knows its event and object, so those are refused rather than read as null
    /// (docs/app-model.md, "Dispatch").
    var decidesEvent = false
    /// Where the model's `cat`s are, numbered as `AppModel.sites` (docs/conditions.md, "Limits").
    var sites = ModelSiteRecorder()
    /// Names looked at, shared by the copies of this reader (`NameVisits`).
    let nameVisits: NameVisits

    init(
        parameters: [String], stateNames: [String], readsFetched: Bool = false, sites: ModelSiteRecorder = ModelSiteRecorder(),
        nameVisits: NameVisits = NameVisits()
    ) {
        self.parameters = parameters
        self.stateNames = stateNames
        declaredParameters = Set(parameters)
        declaredStateNames = Set(stateNames)
        self.readsFetched = readsFetched
        self.sites = sites
        self.nameVisits = nameVisits
        nameVisits.add(parameters.count + stateNames.count)
    }

    /// Whether `name` is a declared parameter.
    func declaresParameter(_ name: String) -> Bool {
        nameVisits.add(1)
        return declaredParameters.contains(name)
    }

    static let operators = ["var", "==", "===", "!=", "!==", "!", "!!", "and", "or", "<", ">", "<=", ">=", "in", "+", "-", "cat"]
    static let headerNames = ["pushType", "priority", "expiration", "collapseId", "topic", "deviceToken", "apnsId"]
    static let namespaces = ["payload", "headers", "state", "screen", "event", "object", "delivered", "response"]

    func read(_ value: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> Condition? {
        guard let object = value.objectValue else {
            if let elements = value.arrayValue {
                guard let read = readAll(Operands(elements: elements, pointer: pointer), issues: &issues) else { return nil }
                return .list(read)
            }
            return .literal(value)
        }
        guard object.count == 1, let (name, argument) = object.members.first else {
            issues.append(
                Diagnostic(.error, pointer, "a condition is an object with exactly one operator, as {\"==\": [a, b]}; this one has \(object.count)"))
            return nil
        }
        let at = pointer / name
        switch name {
        case "var":
            return variable(argument, at: at, issues: &issues)
        case "!", "!!":
            guard let operand = operands(argument, at: at, count: 1...1, name: name, issues: &issues) else { return nil }
            guard let inner = read(operand.value(0), at: operand.pointer(0), issues: &issues) else { return nil }
            return name == "!" ? .not(inner) : .truthy(inner)
        case "and", "or":
            guard let list = operands(argument, at: at, count: 1...Int.max, name: name, issues: &issues),
                let conditions = readAll(list, issues: &issues)
            else { return nil }
            return name == "and" ? .and(conditions) : .or(conditions)
        case "+", "-":
            guard let list = operands(argument, at: at, count: name == "+" ? 1...Int.max : 1...2, name: name, issues: &issues),
                let values = readAll(list, issues: &issues)
            else { return nil }
            return name == "+" ? .sum(values) : .difference(values)
        case "cat":
            guard let list = operands(argument, at: at, count: 1...Int.max, name: name, issues: &issues),
                let values = readAll(list, issues: &issues)
            else { return nil }
            return .concatenate(values, site: sites.record(at))
        case "==", "===", "!=", "!==", "<", ">", "<=", ">=", "in":
            guard let list = operands(argument, at: at, count: 2...2, name: name, issues: &issues) else { return nil }
            guard let left = read(list.value(0), at: list.pointer(0), issues: &issues),
                let right = read(list.value(1), at: list.pointer(1), issues: &issues)
            else { return nil }
            switch name {
            case "==", "===": return .equal(left, right)
            case "!=", "!==": return .notEqual(left, right)
            case "in": return .isIn(left, right)
            default: return .compare(Condition.Comparison(rawValue: name)!, left, right)
            }
        default:
            issues.append(
                Diagnostic(
                    .error, at,
                    "unknown operator \"\(name)\" (pushsim reads \(Self.operators.joined(separator: " "))"
                        + ")" + Suggestion.hint(for: name, in: Self.operators)))
            return nil
        }
    }

    /// An operator's operands: the elements of its array, or its one operand written without
    /// one. Each operand's pointer is made only as it is read, and dropped after: an array of
    /// every operand with its pointer took over 100 bytes per operand at once, 1.2 GB for a
    /// 16 MB `{"and": [0, 0, …]}` (docs/guarantees.md, "Amplification").
    private struct Operands {
        /// The array's elements; nil for a single operand standing alone.
        var elements: [JSONValue]?
        var single: JSONValue = .null
        var pointer: JSONPointer

        var count: Int { elements?.count ?? 1 }
        func value(_ index: Int) -> JSONValue { elements?[index] ?? single }
        func pointer(_ index: Int) -> JSONPointer { elements == nil ? pointer : pointer / index }
    }

    /// Every operand read, or nil when one has mistakes (all of them reported).
    private func readAll(_ operands: Operands, issues: inout [Diagnostic]) -> [Condition]? {
        var read: [Condition] = []
        read.reserveCapacity(operands.count)
        var failed = false
        for index in 0..<operands.count {
            if let condition = self.read(operands.value(index), at: operands.pointer(index), issues: &issues) {
                read.append(condition)
            } else {
                failed = true
            }
        }
        return failed ? nil : read
    }

    private func operands(
        _ argument: JSONValue, at pointer: JSONPointer, count: ClosedRange<Int>, name: String, issues: inout [Diagnostic]
    ) -> Operands? {
        // JSON Logic lets a single operand stand without its array.
        let list = argument.arrayValue.map { Operands(elements: $0, pointer: pointer) } ?? Operands(single: argument, pointer: pointer)
        guard count.contains(list.count) else {
            let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)"
                : count.upperBound == Int.max ? "at least \(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)"
            issues.append(Diagnostic(.error, pointer, "\"\(name)\" takes \(wanted) operand\(count.lowerBound == 1 && count.upperBound == 1 ? "" : "s"), not \(list.count)"))
            return nil
        }
        return list
    }

    /// `{"var": "root"}`, `{"var": "payload.sub_type"}`, `{"var": ["state.team", "none"]}`.
    private func variable(_ argument: JSONValue, at pointer: JSONPointer, issues: inout [Diagnostic]) -> Condition? {
        var text: String?
        var fallback: JSONValue?
        var textPointer = pointer
        switch argument {
        case .string(let name): text = name
        case .array(let elements) where (1...2).contains(elements.count):
            text = elements[0].stringValue
            textPointer = pointer / 0
            fallback = elements.count == 2 ? elements[1] : nil
        default: break
        }
        guard let text else {
            issues.append(Diagnostic(.error, pointer, "\"var\" takes a name (\"root\", \"payload.sub_type\"), or a name and a default"))
            return nil
        }
        guard let path = KeyPath(parsing: text), path.head != nil else {
            issues.append(Diagnostic(.error, textPointer, "\"\(text)\" is not a variable name (keys separated by dots, [n] for an index)"))
            return nil
        }
        return variable(path, text: text, at: textPointer, fallback: fallback, issues: &issues)
    }

    /// The variable `path` names (`text` is how the file spells it, for messages).
    private func variable(_ path: KeyPath, text: String, at textPointer: JSONPointer, fallback: JSONValue?, issues: inout [Diagnostic]) -> Condition? {
        guard let head = path.head else {
            issues.append(Diagnostic(.error, textPointer, "\"\(text)\" is not a variable name (keys separated by dots, [n] for an index)"))
            return nil
        }
        let rest = path.tail
        func single(_ namespace: String, known: @autoclosure () -> [String], declares: (String) -> Bool) -> String? {
            guard rest.components.count == 1, case .key(let name) = rest.components[0] else {
                issues.append(Diagnostic(.error, textPointer, "\"\(text)\": \(namespace) takes one name, as \(namespace).\(known().first ?? "name")"))
                return nil
            }
            guard declares(name) else {
                // The names listed only for a mistake.
                let known = known()
                issues.append(
                    Diagnostic(
                        .error, textPointer,
                        "\"\(text)\": \(namespace) has no \"\(name)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                            + Suggestion.hint(for: name, in: known)))
                return nil
            }
            return name
        }
        switch head {
        case "payload":
            guard !rest.components.isEmpty else {
                issues.append(Diagnostic(.error, textPointer, "\"payload\" needs a key path, as payload.sub_type"))
                return nil
            }
            return .variable(.payload(rest), fallback: fallback)
        case "headers":
            return single("headers", known: Self.headerNames, declares: Self.headerNames.contains).map { .variable(.header($0), fallback: fallback) }
        case "state":
            let declares = { (name: String) in
                nameVisits.add(1)
                return ReservedNames.stateNames.contains(name) || declaredStateNames.contains(name)
            }
            return single("state", known: ReservedNames.stateNames + stateNames, declares: declares).map { .variable(.state($0), fallback: fallback) }
        case "screen":
            guard let name = single("screen", known: ["name", "argument"], declares: ["name", "argument"].contains) else { return nil }
            return .variable(name == "name" ? .screenName : .screenArgument, fallback: fallback)
        case "delivered":
            return single("delivered", known: ["count"], declares: { $0 == "count" }).map { _ in .variable(.deliveredCount, fallback: fallback) }
        case "response":
            return single("response", known: ["action", "text"], declares: ["action", "text"].contains).map { .variable(.response($0), fallback: fallback) }
        case "fetched":
            guard readsFetched else {
                let where_ = fetchedAfterExtension
                    ? "is read only once it is fetched: in the rewrite, discard, reportVoIPCall and handlers of a rule with \"load\", and after the extension in a model with such a rule"
                    : "is read only in that extension's \"rewrite\""
                issues.append(
                    Diagnostic(.error, textPointer, "\"\(text)\": fetched (the object a notification service extension fetched) " + where_))
                return nil
            }
            guard !rest.components.isEmpty else {
                issues.append(Diagnostic(.error, textPointer, "\"fetched\" needs a field, as fetched.message"))
                return nil
            }
            return .variable(.fetched(rest), fallback: fallback)
        case "account" where readsVersionThree:
            let declares = { (name: String) in
                nameVisits.add(1)
                return declaredStateNames.contains(name)
            }
            return single("account", known: stateNames, declares: declares).map { .variable(.account($0), fallback: fallback) }
        case "request" where readsVersionThree:
            return single("request", known: ["identifier"], declares: { $0 == "identifier" }).map { _ in .variable(.requestIdentifier, fallback: fallback) }
        case "current" where readsVersionThree:
            guard readsCurrent else {
                issues.append(
                    Diagnostic(
                        .error, textPointer,
                        "\"\(text)\": current (what runs the handler) is read only in a clearDelivered's \"when\", which is asked of each delivered notification"))
                return nil
            }
            guard rest.head != nil, rest.head != "current" else {
                issues.append(Diagnostic(.error, textPointer, "\"current\" needs a variable of what runs the handler, as current.payload.tag"))
                return nil
            }
            var inner = self
            inner.readsCurrent = false
            guard case .variable(let variable, _)? = inner.variable(rest, text: text, at: textPointer, fallback: nil, issues: &issues) else { return nil }
            return .variable(.current(variable), fallback: fallback)
        case "event", "object":
            if decidesEvent {
                issues.append(Diagnostic(.error, textPointer, "\"\(text)\": a dispatch rule decides what the push is, so it has no \(head) yet; read the payload, as payload.type"))
                return nil
            }
            guard rest.components.isEmpty else {
                issues.append(Diagnostic(.error, textPointer, "\"\(text)\": \(head) has no members"))
                return nil
            }
            return .variable(head == "event" ? .event : .object, fallback: fallback)
        default:
            guard rest.components.isEmpty, declaresParameter(head) else {
                let known = parameters + Self.namespaces + (readsFetched ? ["fetched"] : []) + (readsVersionThree ? ["request", "account"] : []) + (readsCurrent ? ["current"] : [])
                issues.append(
                    Diagnostic(
                        .error, textPointer,
                        "\"\(text)\" is not a declared parameter nor one of \((Self.namespaces + (readsVersionThree ? ["request", "account"] : []) + (readsCurrent ? ["current"] : [])).joined(separator: ", "))"
                            + Suggestion.hint(for: head, in: known)))
                return nil
            }
            if decidesEvent {
                issues.append(
                    Diagnostic(
                        .error, textPointer,
                        "\"\(text)\" is a parameter, and a dispatch rule decides what the push is before the app reads its parameters: read the payload key the parameter names, as payload.\(head)"))
                return nil
            }
            return .variable(.parameter(head), fallback: fallback)
        }
    }
}
