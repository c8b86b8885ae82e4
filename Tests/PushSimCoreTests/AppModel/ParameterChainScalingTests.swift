import Testing

@testable import PushSimCore

/// A chain of `{"parameter": NAME}` defaults (docs/app-model.md, "Parameters") is checked for
/// cycles and resolved in time proportional to its length (docs/guarantees.md, "Scaling").
/// Counted, never timed.
@Suite("Parameter default chains scaling")
struct ParameterChainScalingTests {
    /// `p0` defaults to `p1`, … `p(count-1)` to `p(loopsTo)` when given, else to nothing.
    static func chain(_ count: Int, loopsTo: Int? = nil) -> [ParameterDefinition] {
        (0..<count).map { index in
            let next = index + 1 < count ? index + 1 : loopsTo
            return ParameterDefinition(name: "p\(index)", keyPath: KeyPath([.key("k\(index)")]), fallback: next.map { .parameter("p\($0)") })
        }
    }

    @Test("a chain of defaults is searched for a cycle looking at each name a bounded number of times", arguments: [100, 600])
    func theCycleSearchIsLinear(count: Int) {
        var steps = 0
        #expect(Self.chain(count).fallbackCycle(counting: &steps) == nil)
        #expect(steps <= 2 * count, "\(steps) steps for \(count) links")

        steps = 0
        let cycle = Self.chain(count, loopsTo: count / 2).fallbackCycle(counting: &steps)
        #expect(cycle == (count / 2..<count).map { "p\($0)" } + ["p\(count / 2)"])
        #expect(steps <= 2 * count, "\(steps) steps for \(count) links")
    }

    /// Random defaults: chains, cycles, names that are not declared, values.
    static func randomDefinitions(seed: Int) -> [ParameterDefinition] {
        var random = SplitMix64(seed: UInt64(seed))
        let count = 1 + random.below(30)
        return (0..<count).map { index in
            let fallback: ParameterDefinition.Fallback? =
                switch random.below(6) {
                case 0: nil
                case 1: .parameter("undeclared\(index)")
                case 2: .value(.string("v"))
                default: .parameter("p\(random.below(count))")
                }
            return ParameterDefinition(name: "p\(index)", keyPath: KeyPath([.key("k\(index)")]), fallback: fallback)
        }
    }

    /// The cycle search finds what the definition finds: following each parameter's defaults
    /// in turn, the first that comes back round, named from where it came back.
    @Test("finds the cycle the definition finds", arguments: 0..<60)
    func sameAsTheDefinition(seed: Int) {
        let definitions = Self.randomDefinitions(seed: seed)
        #expect(definitions.fallbackCycle() == Self.definedCycle(definitions))
    }

    @Test("the random defaults hold cycles, some reached through a chain, and sets without one")
    func theRandomDefaultsAreVaried() {
        let cycles = (0..<60).compactMap { Self.definedCycle(Self.randomDefinitions(seed: $0)) }
        #expect(cycles.count >= 15)
        #expect(cycles.count <= 50)
        #expect(cycles.contains { $0.count > 3 })
        #expect(cycles.contains { $0.first != "p0" })
    }

    /// The definition: from each parameter in order, follow the defaults until a name comes
    /// back; the first such loop, from that name round to it again.
    static func definedCycle(_ definitions: [ParameterDefinition]) -> [String]? {
        var byName: [String: ParameterDefinition] = [:]
        for definition in definitions { byName[definition.name] = definition }
        for start in definitions {
            var path = [start.name]
            var current = start
            while case .parameter(let next)? = current.fallback, let following = byName[next] {
                if let loop = path.firstIndex(of: next) { return [String](path[loop...]) + [next] }
                path.append(next)
                current = following
            }
        }
        return nil
    }

    @Test("a chain of 200,000 defaults resolves to the value at its end, and every link has it")
    func aLongChainResolves() throws {
        let count = 200_000
        let definitions = Self.chain(count)
        let values = try definitions.resolve(payload: .object(["k\(count - 1)": "end"]), state: [:]).get()
        #expect(values.count == count)
        #expect(values["p0"] == "end")
        let all = definitions.resolveAll(payload: .object(["k\(count - 1)": "end"]), state: [:])
        #expect(all.problems.isEmpty)
        #expect(all.values["p0"] == "end")
    }
}
