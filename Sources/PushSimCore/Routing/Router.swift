/// Routes URLs to the app's declared routes, following docs/router.md exactly, and says why.
///
/// Routes are checked and compiled once, when the router is made; matching never throws and
/// never traps: a URL that cannot be read, or that nothing matches, is an `unmatched` result.
public struct Router: Sendable {
    /// A checked route: lowercased scheme and hosts, and its variants, longest first.
    struct CompiledRoute: Sendable {
        var index: Int
        var definition: RouteDefinition
        var scheme: String?
        var hosts: [String]
        var variants: [RouteVariant]

        func type(of parameter: String) -> RouteParameterType {
            definition.parameterTypes[parameter] ?? .string
        }
    }

    /// The routes as given, in registration order.
    public let routes: [RouteDefinition]
    /// Lowercased schemes whose own routes fall back to the global ones (rule 10).
    public let schemesFallingBackToGlobal: Set<String>
    /// Problems found when loading that do not stop the router, such as shadowed routes.
    public let warnings: [RouterWarning]
    /// Every route in trial order: higher priority first, then registration order (rule 1).
    let compiled: [CompiledRoute]

    /// Checks and compiles `routes`. Throws every invalid route, each named with its reason.
    public init(routes: [RouteDefinition], schemesFallingBackToGlobal: Set<String> = []) throws(RouterError) {
        var compiled: [CompiledRoute] = []
        var invalid: [RouterError.InvalidRoute] = []
        for (index, route) in routes.enumerated() {
            do throws(RouterError.Problem) {
                compiled.append(try Self.compile(route, index: index))
            } catch {
                invalid.append(.init(index: index, name: route.name, pattern: route.pattern, problem: error))
            }
        }
        guard invalid.isEmpty else { throw RouterError(invalidRoutes: invalid) }
        compiled.sort { ($0.definition.priority, $1.index) > ($1.definition.priority, $0.index) }

        self.routes = routes
        self.schemesFallingBackToGlobal = Set(schemesFallingBackToGlobal.map { $0.lowercased() })
        self.compiled = compiled
        self.warnings = ShadowAnalysis.warnings(for: compiled)
    }

    private static func compile(_ route: RouteDefinition, index: Int) throws(RouterError.Problem) -> CompiledRoute {
        var scheme: String?
        if let given = route.scheme {
            guard let first = given.utf8.first, RouteASCII.isLetter(first), given.utf8.allSatisfy(RouteURL.isSchemeByte)
            else { throw .invalidScheme(given) }
            scheme = given.lowercased()
        }
        if let scheme, !RouteURL.isWebScheme(scheme), !route.hosts.isEmpty {
            throw .hostsOnCustomScheme(scheme)
        }
        if route.hosts.contains(where: \.isEmpty) { throw .emptyHost }

        let variants = try RoutePatternParser.variants(of: route.pattern)
        let names = Set(variants.flatMap(\.parameterNames))
        if let unknown = route.parameterTypes.keys.sorted().first(where: { !names.contains($0) }) {
            throw .typeForUnknownParameter(unknown)
        }
        return CompiledRoute(index: index, definition: route, scheme: scheme,
                             hosts: route.hosts.map { $0.lowercased() }, variants: variants)
    }

    // MARK: Matching

    /// Routes `url`. `payload` holds the push payload's fields, which rank between path and
    /// query parameters (rule 7). `decide` sees each structural match and may decline it, in
    /// which case the next candidate is tried (rule 2). Without `keepsTrail` the result's
    /// `trail` and `setAside` are empty and everything else is the same: delivery asks so when
    /// nobody reads the trace, since the trail is an attempt per variant tried.
    public func match(
        _ url: String,
        payload: [String: String] = [:],
        keepsTrail: Bool = true,
        decide: (RouteMatch) -> RouteDecision = { _ in .accept }
    ) -> RouteResult {
        let parsed: RouteURL
        do throws(RouteURLProblem) {
            parsed = try RouteURL(parsing: url)
        } catch {
            return RouteResult(url: url, outcome: .unmatched(.unreadableURL(error)), trail: [], setAside: [])
        }
        return match(parsed, text: url, payload: payload, keepsTrail: keepsTrail, decide: decide)
    }

    /// Routes a URL already split; `text` is how results quote it.
    public func match(
        _ url: RouteURL,
        text: String,
        payload: [String: String] = [:],
        keepsTrail: Bool = true,
        decide: (RouteMatch) -> RouteDecision = { _ in .accept }
    ) -> RouteResult {
        let scope = scope(for: url.scheme)
        let setAside = keepsTrail ? setAside(for: url.scheme, in: scope) : []
        var trail: [RouteAttempt] = []
        // The candidates in trial order (rule 10): the scheme's own routes, then the global
        // ones, walked in place rather than gathered into a new array per URL.
        for pass in 0..<2 {
            let scheme: String?
            if pass == 0 {
                guard let own = scope.ownScheme else { continue }
                scheme = own
            } else {
                guard scope.usesGlobal else { break }
                scheme = nil
            }
            for route in compiled where route.scheme == scheme {
                func attempt(_ variant: String?, _ outcome: RouteAttempt.Outcome) -> RouteAttempt {
                    RouteAttempt(routeName: route.definition.name, routeIndex: route.index,
                                 pattern: route.definition.pattern, variant: variant, outcome: outcome)
                }
                // Rule 3: hosts limit http/https URLs only.
                if url.isWeb, !route.hosts.isEmpty, !route.hosts.contains(url.host ?? "") {
                    if keepsTrail { trail.append(attempt(nil, .skipped(.hostNotAllowed(host: url.host, allowed: route.hosts)))) }
                    continue
                }
                for variant in route.variants {
                    switch evaluate(variant, of: route, url: url, payload: payload, decide: decide) {
                    case .matched(let match):
                        if keepsTrail { trail.append(attempt(variant.text, .matched)) }
                        return RouteResult(url: text, outcome: .matched(match), trail: trail, setAside: setAside)
                    case .failed(let outcome):
                        if keepsTrail { trail.append(attempt(variant.text, outcome)) }
                    }
                }
            }
        }
        return RouteResult(url: text, outcome: .unmatched(.noRouteMatched), trail: trail, setAside: setAside)
    }

    private enum Evaluation {
        case matched(RouteMatch)
        case failed(RouteAttempt.Outcome)
    }

    private func evaluate(
        _ variant: RouteVariant, of route: CompiledRoute, url: RouteURL,
        payload: [String: String], decide: (RouteMatch) -> RouteDecision
    ) -> Evaluation {
        let captures: VariantMatcher.Captures
        switch VariantMatcher.match(variant, url) {
        case .mismatch(let mismatch): return .failed(.mismatched(mismatch))
        case .fits(let fit): captures = fit
        }
        var pathParameters: [RouteParameter] = []
        for (name, value) in captures.parameters {
            let type = route.type(of: name)
            let check = ParameterTypeCheck.check(value, as: type)
            guard check == .conforms else {
                return .failed(.declined(.wrongType(parameter: name, value: value, expected: type,
                                                    outOfRange: check == .outOfRange)))
            }
            pathParameters.append(RouteParameter(name: name, value: .string(value), source: .path, type: type))
        }
        let merged = ParameterMerge.merge(path: pathParameters, payload: payload, query: url.queryItems)
        let match = RouteMatch(route: route.definition, routeIndex: route.index, variant: variant.text, url: url,
                               parameters: merged.parameters, overriddenParameters: merged.overridden,
                               wildcard: captures.wildcard)
        switch decide(match) {
        case .accept: return .matched(match)
        case .decline(let reason): return .failed(.declined(.byCaller(reason)))
        }
    }

    /// Which routes a URL's scheme lets the router try (rule 10).
    struct Scope {
        /// The URL's scheme when it has routes of its own: those are tried first.
        var ownScheme: String?
        /// Whether the global routes are tried (after the scheme's own).
        var usesGlobal: Bool
    }

    /// Rule 10. A scheme with routes of its own tries those, then the global ones if it falls
    /// back. A scheme with none of its own, and a bare path, try the global routes.
    func scope(for scheme: String?) -> Scope {
        let hasOwn = scheme.map { scheme in compiled.contains { $0.scheme == scheme } } ?? false
        let useGlobal = !hasOwn || schemesFallingBackToGlobal.contains(scheme ?? "")
        return Scope(ownScheme: hasOwn ? scheme : nil, usesGlobal: useGlobal)
    }

    /// The routes the URL's scheme set aside, each with why, for explanations and traces.
    func setAside(for scheme: String?, in scope: Scope) -> [RouteAttempt] {
        var setAside: [RouteAttempt] = []
        for route in compiled {
            let reason: RouteSkipReason
            if let routeScheme = route.scheme {
                guard routeScheme != scheme else { continue }
                reason = .otherScheme(routeScheme: routeScheme, urlScheme: scheme)
            } else {
                guard !scope.usesGlobal, let scheme else { continue }
                reason = .globalWithoutFallback(urlScheme: scheme)
            }
            setAside.append(RouteAttempt(routeName: route.definition.name, routeIndex: route.index,
                                         pattern: route.definition.pattern, variant: nil, outcome: .skipped(reason)))
        }
        return setAside
    }
}
