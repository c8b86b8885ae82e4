/// A named value the app reads from a payload (docs/app-model.md, "Parameters"): where it is,
/// its type, and what it is when the payload has none. Hierarchies (`Thread(:root)`), screen
/// identities, conditions and rules use it by name.
public struct ParameterDefinition: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case string, int, uuid, bool
    }

    /// What a parameter is when the payload does not have it.
    public enum Fallback: Sendable, Equatable {
        case value(JSONValue)
        /// A value of the app's state ("the current team").
        case state(String)
        /// Another parameter's value (`root_id`, else `post_id`).
        case parameter(String)
    }

    public var name: String
    public var keyPath: KeyPath
    public var kind: Kind
    public var required: Bool
    public var fallback: Fallback?

    public init(name: String, keyPath: KeyPath, kind: Kind = .string, required: Bool = false, fallback: Fallback? = nil) {
        self.name = name
        self.keyPath = keyPath
        self.kind = kind
        self.required = required
        self.fallback = fallback
    }

    /// Why a payload's value does not fit, or nil; `value` is then normalized to the kind
    /// (a numeric string for `int` stays a string of digits, `"true"` becomes `true`).
    func normalize(_ value: JSONValue) -> Result<JSONValue, ParameterProblem> {
        switch (kind, value) {
        case (.string, .string), (.bool, .bool):
            return .success(value)
        case (.string, .integer(let number)):
            return .success(.string(String(number)))
        case (.int, .integer(let number)):
            return .success(.string(String(number)))
        case (.int, .string(let text)) where LoadRule.isInteger(text):
            return .success(.string(text))
        case (.uuid, .string(let text)) where HeaderValidator.isUUID(text):
            return .success(value)
        case (.bool, .string("true")):
            return .success(.bool(true))
        case (.bool, .string("false")):
            return .success(.bool(false))
        default:
            return .failure(ParameterProblem(parameter: name, message: "\"\(keyPath)\" is \(Self.describe(value)), not \(kind.phrase)"))
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string, .integer, .real, .bool: return "\(value.typeDescription) (\(JSONWriter.string(value)))"
        default: return value.typeDescription
        }
    }
}

extension ParameterDefinition.Kind {
    var phrase: String {
        switch self {
        case .string: return "a string"
        case .int: return "an integer"
        case .uuid: return "a UUID"
        case .bool: return "true or false"
        }
    }
}

/// A parameter the notification cannot do without, missing or of the wrong type.
public struct ParameterProblem: Error, Sendable, Equatable {
    public var parameter: String
    public var message: String
}

extension [ParameterDefinition] {
    /// Every parameter's value for `payload` in the app's `state`: the payload's, else the
    /// fallback; a required one that has neither, or a value of the wrong type, is a problem.
    /// A fallback to another parameter follows it (the model was checked for cycles at load).
    func resolve(payload: JSONValue, state: StateValues) -> Result<[String: JSONValue], ParameterProblem> {
        var resolution = ParameterResolution(definitions: self, payload: payload, state: state)
        for definition in self {
            if let problem = resolution.resolve(definition) { return .failure(problem) }
        }
        return .success(resolution.values)
    }

    /// Every problem `resolve` could stop at, not only the first, and the values that did
    /// resolve: each parameter is resolved the same way, and a failed one counts as having no
    /// value for those that fall back on it (`validate --app` reports them all,
    /// docs/validation.md). Each problem comes with its parameter's definition, found by name
    /// rather than searched for (docs/guarantees.md, "Scaling: the app's state and the model's
    /// checks").
    func resolveAll(
        payload: JSONValue, state: StateValues
    ) -> (values: [String: JSONValue], problems: [(problem: ParameterProblem, definition: ParameterDefinition)]) {
        var resolution = ParameterResolution(definitions: self, payload: payload, state: state)
        let problems = compactMap { definition in
            resolution.resolve(definition).flatMap { problem in resolution.byName[problem.parameter].map { (problem, $0) } }
        }
        return (resolution.values, problems)
    }

    /// The first chain of `{"parameter": NAME}` defaults that comes back to where it started,
    /// as the names along it (`["a", "b", "a"]`), or nil.
    func fallbackCycle() -> [String]? {
        var steps = 0
        return fallbackCycle(counting: &steps)
    }

    /// `fallbackCycle()`, counting in `steps` the links it followed. Each name is followed
    /// once: a walk stops at a name an earlier walk went through, from which no cycle can be
    /// reached (each name defaults to one other at most, and that walk found none), and a name
    /// of the walk in progress is found in a dictionary, not by searching the path. Searching
    /// the path from every start was cubic in the chain's length (docs/guarantees.md, "Scaling").
    func fallbackCycle(counting steps: inout Int) -> [String]? {
        // Most models have no such default: nothing to build.
        guard contains(where: { if case .parameter? = $0.fallback { true } else { false } }) else { return nil }
        var byName: [String: ParameterDefinition] = [:]
        for definition in self { byName[definition.name] = definition }
        /// The walk that went through each name, and its place on that walk's path.
        var visits: [String: (walk: Int, place: Int)] = [:]
        for (walk, start) in enumerated() where visits[start.name] == nil {
            var path = [start.name]
            visits[start.name] = (walk, 0)
            var current = start
            while case .parameter(let next)? = current.fallback, let following = byName[next] {
                steps += 1
                if let visit = visits[next] {
                    if visit.walk == walk { return [String](path[visit.place...]) + [next] }
                    break
                }
                visits[next] = (walk, path.count)
                path.append(next)
                current = following
            }
        }
        return nil
    }
}

/// Resolving parameters once each, in whatever order their fallbacks need.
private struct ParameterResolution {
    let byName: [String: ParameterDefinition]
    let payload: JSONValue
    let state: StateValues
    var values: [String: JSONValue] = [:]
    var done: Set<String> = []

    init(definitions: [ParameterDefinition], payload: JSONValue, state: StateValues) {
        var byName: [String: ParameterDefinition] = [:]
        for definition in definitions { byName[definition.name] = definition }
        self.byName = byName
        self.payload = payload
        self.state = state
    }

    mutating func resolve(_ definition: ParameterDefinition) -> ParameterProblem? {
        guard done.insert(definition.name).inserted else { return nil }
        let found = ownValue(definition)
        guard found == nil, case .parameter(let name)? = definition.fallback, let next = byName[name], !done.contains(name) else {
            return settle(definition, found: found)
        }
        // A chain of defaults is followed down in a loop, then settled from its end back up: a
        // chain as long as a model can hold (hundreds of thousands of links) would overflow the
        // stack if each link recursed into the next (docs/guarantees.md, "Scaling").
        var chain = [(definition, found)]
        var current = next
        while done.insert(current.name).inserted {
            let value = ownValue(current)
            chain.append((current, value))
            guard value == nil, case .parameter(let name)? = current.fallback, let following = byName[name] else { break }
            current = following
        }
        for (link, value) in chain.reversed() {
            if let problem = settle(link, found: value) { return problem }
        }
        return nil
    }

    /// The payload's value for `definition`, if it has one that is not `null`.
    private func ownValue(_ definition: ParameterDefinition) -> JSONValue? {
        guard let found = payload.value(at: definition.keyPath), found != .null else { return nil }
        return found
    }

    /// `definition`'s value: the payload's (`found`), else its fallback — for another
    /// parameter, the value that one was settled to before.
    private mutating func settle(_ definition: ParameterDefinition, found: JSONValue?) -> ParameterProblem? {
        if let found {
            switch definition.normalize(found) {
            case .success(let value): values[definition.name] = value
            case .failure(let problem): return problem
            }
            return nil
        }
        switch definition.fallback {
        case .value(let value)?: values[definition.name] = value
        case .state(let name)?:
            if let value = state[name] { values[definition.name] = value }
        case .parameter(let name)?:
            if byName[name] != nil { values[definition.name] = values[name] }
        case nil: break
        }
        if values[definition.name] == nil, definition.required {
            return ParameterProblem(
                parameter: definition.name, message: "the payload has no \"\(definition.keyPath)\" (parameter \(definition.name) is required)")
        }
        return nil
    }
}

extension JSONValue {
    /// A parameter's value as a hierarchy argument: strings as they are, numbers and booleans
    /// written out.
    var argumentText: String? {
        switch self {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .real: return JSONWriter.string(self)
        default: return nil
        }
    }
}
