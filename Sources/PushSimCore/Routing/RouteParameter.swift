/// A parameter's value: one string, or the values of a query key given more than once.
public enum RouteParameterValue: Sendable, Equatable {
    case string(String)
    /// A repeated query key (`?tag=a&tag=b`), values in URL order.
    case array([String])

    /// The value when it is a single string.
    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }
}

/// Where a parameter came from; also its precedence, highest first (routing rule 7).
public enum RouteParameterSource: String, Sendable, Equatable, CaseIterable {
    case path, payload, query
}

public struct RouteParameter: Sendable, Equatable {
    public var name: String
    /// Typed path parameters keep the text as given: an int `"007"` stays `"007"`.
    public var value: RouteParameterValue
    public var source: RouteParameterSource
    /// The declared type of a path parameter (`.string` when none was declared); `nil` for
    /// payload and query parameters.
    public var type: RouteParameterType?

    public init(name: String, value: RouteParameterValue, source: RouteParameterSource, type: RouteParameterType? = nil) {
        self.name = name
        self.value = value
        self.source = source
        self.type = type
    }
}

/// Rule 7: path parameters beat payload fields, which beat query parameters.
enum ParameterMerge {
    /// The parameters that apply, in order (path parameters in pattern order, payload fields
    /// by name, query parameters by first appearance), and those a higher source overrode.
    static func merge(
        path: [RouteParameter], payload: [String: String], query: [RouteQueryItem]
    ) -> (parameters: [RouteParameter], overridden: [RouteParameter]) {
        let payloadParameters = payload.keys.sorted().map { name in
            RouteParameter(name: name, value: .string(payload[name] ?? ""), source: .payload)
        }
        var parameters: [RouteParameter] = []
        var overridden: [RouteParameter] = []
        var taken: Set<String> = []
        for parameter in path + payloadParameters + grouped(query) {
            if taken.insert(parameter.name).inserted {
                parameters.append(parameter)
            } else {
                overridden.append(parameter)
            }
        }
        return (parameters, overridden)
    }

    /// Rule 6: one parameter per query name; a repeated name becomes an array, in order.
    static func grouped(_ items: [RouteQueryItem]) -> [RouteParameter] {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for item in items {
            if values[item.name] == nil { order.append(item.name) }
            values[item.name, default: []].append(item.value)
        }
        return order.map { name in
            let all = values[name] ?? []
            let value: RouteParameterValue = all.count == 1 ? .string(all[0]) : .array(all)
            return RouteParameter(name: name, value: value, source: .query)
        }
    }
}
