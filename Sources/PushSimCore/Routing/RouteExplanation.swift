/// Routing results as plain sentences, for `pushsim route URL` and `--trace`.
extension RouteResult: CustomStringConvertible {
    /// One line: what happened.
    ///
    /// - `matched route "task" (/task/:id): id = "42" (path), note = "a b+c" (query)`
    /// - `no route matched "taskrabbit://tasks/42"`
    /// - `cannot route "x%zz": malformed percent-escape "%zz" at character 2, …`
    public var description: String {
        switch outcome {
        case .matched(let match):
            let label = RouteLabel.text(name: match.route.name, pattern: match.route.pattern, variant: match.variant)
            var values = match.parameters.map(Self.words)
            if let wildcard = match.wildcard {
                values.append("* = " + (wildcard.isEmpty ? "no segments" : RouteQuote.list(wildcard, limit: 5)))
            }
            return values.isEmpty ? "matched \(label)" : "matched \(label): " + values.joined(separator: ", ")
        case .unmatched(.unreadableURL(let problem)):
            return "cannot route \(RouteQuote.text(url, limit: nil)): \(problem)"
        case .unmatched(.noRouteMatched):
            return "no route matched \(RouteQuote.text(url, limit: nil))"
        }
    }

    /// The one-line description, then every step of the trail, one per line: the candidates
    /// tried in order and why each did not match, parameters that lost to a higher source, and
    /// the routes set aside for the URL's scheme.
    public var explanation: String {
        var lines = [description]
        if case .unmatched(.unreadableURL) = outcome { return description }
        if trail.isEmpty && setAside.isEmpty {
            lines.append("no routes are registered")
        } else if trail.isEmpty {
            lines.append("no route applies to this URL's scheme")
        } else {
            lines.append("tried, in order:")
            for (number, attempt) in trail.enumerated() { lines.append("  \(number + 1). \(attempt)") }
        }
        if let overridden = match?.overriddenParameters, !overridden.isEmpty {
            lines.append("ignored, because a higher source has the same name (path > payload > query):")
            for parameter in overridden { lines.append("  - " + Self.words(parameter)) }
        }
        if !setAside.isEmpty {
            lines.append("set aside for the URL's scheme:")
            for attempt in setAside { lines.append("  - \(attempt)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `id = "42" (path)`, `tag = ["a", "b"] (query)`.
    private static func words(_ parameter: RouteParameter) -> String {
        let value: String
        switch parameter.value {
        case .string(let text): value = RouteQuote.text(text)
        case .array(let texts): value = "[" + RouteQuote.list(texts, limit: 5) + "]"
        }
        return "\(parameter.name) = \(value) (\(parameter.source.rawValue))"
    }
}
