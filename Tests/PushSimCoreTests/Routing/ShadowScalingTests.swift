@testable import PushSimCore
import Testing

/// Shadow analysis compares only variants that can overlap, so a large model loads in time
/// proportional to its size (docs/guarantees.md, "Scaling"). Counted, never timed.
@Suite("Shadow analysis scaling")
struct ShadowScalingTests {
    /// Routes like a large app's: `app://item<i>/:id`, global routes sharing `/shop` with an
    /// optional group, `https` routes with hosts and a wildcard, typed `/users/u<i>/orders/:order`.
    static func distinctRoutes(_ count: Int) -> [RouteDefinition] {
        (0..<count).map { index in
            switch index % 4 {
            case 0: RouteDefinition(name: "item-\(index)", pattern: "/item\(index)/:id", scheme: "app")
            case 1: RouteDefinition(name: "shop-\(index)", pattern: "/shop/s\(index)/products/:id(/reviews/:review)")
            case 2: RouteDefinition(name: "content-\(index)", pattern: "/c\(index)/:slug/*", scheme: "https",
                                    hosts: ["www.example.com", "m.example.com"])
            default: RouteDefinition(name: "order-\(index)", pattern: "/users/u\(index)/orders/:order",
                                     parameterTypes: ["order": .int])
            }
        }
    }

    @Test("distinct routes are compared a number of times proportional to their count")
    func distinctRoutesCompareLinearly() throws {
        for count in [100, 2_000] {
            let router = try RoutingTest.router(Self.distinctRoutes(count))
            let outcome = ShadowAnalysis.analyse(router.compiled)
            #expect(outcome.warnings.isEmpty)
            #expect(outcome.comparisons <= count, "\(outcome.comparisons) comparisons for \(count) routes")
        }
    }

    @Test("copies of one route are each compared with the first, not with every earlier copy")
    func copiesCompareWithTheFirst() throws {
        let count = 2_000
        let routes = (0..<count).map { RouteDefinition(name: "copy-\($0)", pattern: "/task/:id") }
        let outcome = ShadowAnalysis.analyse(try RoutingTest.router(routes).compiled)
        #expect(outcome.warnings.count == count - 1)
        #expect(outcome.warnings.allSatisfy { if case .shadowed(let shadow) = $0 { shadow.shadowingIndex == 0 } else { false } })
        #expect(outcome.comparisons <= 2 * count, "\(outcome.comparisons) comparisons for \(count) copies")
    }

    @Test("web routes that differ only by host are not compared with each other")
    func hostsKeepRoutesApart() throws {
        let count = 2_000
        let routes = (0..<count).map {
            RouteDefinition(name: "tenant-\($0)", pattern: "/item/:id", scheme: "https", hosts: ["t\($0).example.com"])
        }
        let outcome = ShadowAnalysis.analyse(try RoutingTest.router(routes).compiled)
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.comparisons <= count, "\(outcome.comparisons) comparisons for \(count) routes")
    }

    @Test("finds exactly what comparing every pair finds", arguments: 0..<40)
    func sameAsEveryPair(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let routes = (0..<(20 + seed * 3)).map { Self.randomRoute(index: $0, random: &random) }
        let router = try RoutingTest.router(routes)
        #expect(ShadowAnalysis.analyse(router.compiled).warnings == Self.everyPair(router.compiled))
    }

    @Test("the random routes overlap often, with hosts, wildcards and own variants")
    func randomRoutesOverlap() throws {
        var shadows: [RouteShadow] = []
        for seed in 0..<40 {
            var random = SplitMix64(seed: UInt64(seed))
            let routes = (0..<(20 + seed * 3)).map { Self.randomRoute(index: $0, random: &random) }
            for case .shadowed(let shadow) in Self.everyPair(try RoutingTest.router(routes).compiled) { shadows.append(shadow) }
        }
        #expect(shadows.count > 200)
        #expect(shadows.contains { $0.shadowingIndex == $0.shadowedIndex })
        #expect(shadows.contains { $0.shadowingVariant.hasSuffix("*") && !$0.shadowedVariant.hasSuffix("*") })
    }

    /// The definition of rule 1's check, every earlier variant against every later one in
    /// each scope: the reference the indexed analysis must agree with.
    static func everyPair(_ routes: [Router.CompiledRoute]) -> [RouterWarning] {
        var scopes: [String?] = [nil]
        for route in routes where !scopes.contains(route.scheme) { scopes.append(route.scheme) }
        var warnings: [RouterWarning] = []
        for scope in scopes {
            let entries = routes.filter { $0.scheme == scope }.flatMap { route in route.variants.map { (route, $0) } }
            for (laterIndex, later) in entries.enumerated() {
                guard let earlier = entries[..<laterIndex].first(where: { ShadowAnalysis.covers($0.0, $0.1, later.0, later.1) })
                else { continue }
                warnings.append(.shadowed(RouteShadow(
                    shadowingName: earlier.0.definition.name, shadowingIndex: earlier.0.index,
                    shadowingPattern: earlier.0.definition.pattern, shadowingVariant: earlier.1.text,
                    shadowedName: later.0.definition.name, shadowedIndex: later.0.index,
                    shadowedPattern: later.0.definition.pattern, shadowedVariant: later.1.text)))
            }
        }
        return warnings
    }

    /// Short patterns over a few literals, parameters (some typed), empty segments, optional
    /// groups and wildcards, in a few schemes and host sets: many overlap.
    static func randomRoute(index: Int, random: inout SplitMix64) -> RouteDefinition {
        let pieces = ["/a", "/b", "/A", "/", "/:p", "/:q", "(/c)", "(/:r)", "(/b(/:s))"]
        var pattern = ""
        for _ in 0...random.below(3) {
            let piece = pieces[random.below(pieces.count)]
            // A parameter name appears once per pattern.
            if let colon = piece.firstIndex(of: ":"), pattern.contains(piece[colon...].prefix(2)) { continue }
            pattern += piece
        }
        switch random.below(6) {
        case 0: pattern += "/*"
        case 1: pattern += "(/*)"
        default: if pattern.isEmpty { pattern = "/" }
        }
        let names = ["p", "q", "r", "s"].filter { pattern.contains(":\($0)") }
        var types: [String: RouteParameterType] = [:]
        for name in names where random.below(3) == 0 { types[name] = random.below(2) == 0 ? .int : .string }
        let scheme = [nil, "x", "X", "https", "http"][random.below(5)]
        let hostSets: [[String]] = [[], [], ["a.com"], ["b.com"], ["a.com", "B.com"], ["c.com", "a.com"]]
        let hosts = scheme == "https" || scheme == "http" ? hostSets[random.below(hostSets.count)] : []
        return RouteDefinition(name: "r\(index)", pattern: pattern, scheme: scheme, hosts: hosts,
                               priority: random.below(5) == 0 ? 1 : 0, parameterTypes: types)
    }
}

/// A small seeded generator, so every run draws the same routes.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
