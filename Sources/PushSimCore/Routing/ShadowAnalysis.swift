/// Something about the routes worth fixing that does not stop the router from loading.
public enum RouterWarning: Sendable, Equatable, CustomStringConvertible {
    /// Rule 1: an earlier variant matches every URL a later one could, so the later one can
    /// never match.
    case shadowed(RouteShadow)

    public var description: String {
        switch self {
        case .shadowed(let shadow): return shadow.description
        }
    }
}

/// `route "task" (/task/:id) shadows route "new-task" (/task/new): it can never match`.
public struct RouteShadow: Sendable, Equatable, CustomStringConvertible {
    public var shadowingName: String
    public var shadowingIndex: Int
    public var shadowingPattern: String
    public var shadowingVariant: String
    public var shadowedName: String
    public var shadowedIndex: Int
    public var shadowedPattern: String
    public var shadowedVariant: String

    public init(
        shadowingName: String, shadowingIndex: Int, shadowingPattern: String, shadowingVariant: String,
        shadowedName: String, shadowedIndex: Int, shadowedPattern: String, shadowedVariant: String
    ) {
        self.shadowingName = shadowingName
        self.shadowingIndex = shadowingIndex
        self.shadowingPattern = shadowingPattern
        self.shadowingVariant = shadowingVariant
        self.shadowedName = shadowedName
        self.shadowedIndex = shadowedIndex
        self.shadowedPattern = shadowedPattern
        self.shadowedVariant = shadowedVariant
    }

    public var description: String {
        let shadowing = RouteLabel.text(name: shadowingName, pattern: shadowingPattern, variant: shadowingVariant)
        if shadowingIndex == shadowedIndex {
            return "\(shadowing) shadows its own variant \(shadowedVariant): that variant can never match"
        }
        let shadowed = RouteLabel.text(name: shadowedName, pattern: shadowedPattern, variant: shadowedVariant)
        return "\(shadowing) shadows \(shadowed): it can never match"
    }
}

/// Rule 1's load-time check: within one scheme scope, in trial order, a variant that an
/// earlier variant covers can never match.
///
/// A covers B when every URL B matches, A matches too: A's hosts allow all of B's, and either
/// both have no `*`, the same number of segments, and each of A's segments is the same literal
/// or an untyped `:param` (against a non-empty literal or any parameter); or A ends with `*`
/// and its segments before the `*` cover B's first ones in the same way. A typed parameter can
/// decline, so it covers nothing. (The caller's `decide` can decline anything; the warning
/// assumes it accepts.)
///
/// Comparing every pair made loading quadratic in the number of routes (docs/guarantees.md,
/// "Scaling"). Instead, the variants seen so far in a scope sit in a tree keyed by segment, and
/// a variant is compared only with those whose segments can cover its own: it walks down by
/// each of its literals (and, for a non-empty literal or a parameter, by the untyped-parameter
/// branch), so unrelated routes are never looked at.
enum ShadowAnalysis {
    /// The warnings, and how many pairs of variants were compared to find them.
    struct Outcome {
        var warnings: [RouterWarning] = []
        var comparisons = 0
    }

    static func warnings(for routes: [Router.CompiledRoute]) -> [RouterWarning] {
        analyse(routes).warnings
    }

    static func analyse(_ routes: [Router.CompiledRoute]) -> Outcome {
        // Each scope's routes, by their place in `routes` (trial order): the global scope
        // first, then each scheme's in the order it first appears. Keyed by `String`, not
        // `String?`: the first `String?` key made the Swift runtime scan every conformance
        // record of the binary for `Optional<String>: Hashable` when an app model loads.
        var scopes: [[Int]] = [[]]
        var scopeOfScheme: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            guard let scheme = route.scheme else {
                scopes[0].append(index)
                continue
            }
            if let scope = scopeOfScheme[scheme] {
                scopes[scope].append(index)
            } else {
                scopeOfScheme[scheme] = scopes.count
                scopes.append([index])
            }
        }
        var outcome = Outcome()
        for scope in scopes {
            var tree = CoverTree(routes: routes)
            for routeIndex in scope {
                let route = routes[routeIndex]
                for variantIndex in route.variants.indices {
                    let entry = CoverTree.Entry(route: routeIndex, variant: variantIndex)
                    if let found = tree.firstCovering(entry, comparisons: &outcome.comparisons) {
                        let earlier = routes[found.route], variant = route.variants[variantIndex]
                        outcome.warnings.append(.shadowed(RouteShadow(
                            shadowingName: earlier.definition.name, shadowingIndex: earlier.index,
                            shadowingPattern: earlier.definition.pattern, shadowingVariant: earlier.variants[found.variant].text,
                            shadowedName: route.definition.name, shadowedIndex: route.index,
                            shadowedPattern: route.definition.pattern, shadowedVariant: variant.text)))
                    }
                    tree.insert(entry)
                }
            }
        }
        return outcome
    }

    static func covers(
        _ earlierRoute: Router.CompiledRoute, _ earlier: RouteVariant,
        _ laterRoute: Router.CompiledRoute, _ later: RouteVariant
    ) -> Bool {
        let hostsCovered = earlierRoute.hosts.isEmpty
            || (!laterRoute.hosts.isEmpty && Set(laterRoute.hosts).isSubset(of: earlierRoute.hosts))
        guard hostsCovered else { return false }

        let fixed = earlier.fixedSegments, laterFixed = later.fixedSegments
        if earlier.hasWildcard {
            guard laterFixed.count >= fixed.count else { return false }
        } else {
            guard !later.hasWildcard, laterFixed.count == fixed.count else { return false }
        }
        return zip(fixed, laterFixed).allSatisfy { segment, laterSegment in
            switch (segment, laterSegment) {
            case (.literal(let text), .literal(let laterText)):
                return text == laterText
            case (.parameter(let name), .literal(let laterText)):
                return earlierRoute.type(of: name) == .string && !laterText.isEmpty
            case (.parameter(let name), .parameter):
                return earlierRoute.type(of: name) == .string
            default:
                return false
            }
        }
    }
}
