import Testing
import TestSupport

@testable import PushSimCore

/// `replay` runs the scenarios its payload walk came across (docs/scenarios.md): the same ones,
/// with the same problems, roots and order, as a walk for scenarios alone found when `replay`
/// walked the tree a second time for them.
@Suite("Scenarios found by the payload walk")
struct ScenariosFoundByTheWalkTests {
    @Test(arguments: [true, false])
    func areThoseAScenarioWalkFinds(readsEntryTypes: Bool) {
        let (_, roots) = WalkEntryTypeTests.anomalousTree()
        // What `replay` kept of a scenario walk: what is named like a scenario, and none of the
        // payloads named on the command line or what could not be walked.
        let scenarioWalk = WalkEntryTypeTests.walk(roots, kind: .scenarios, readsEntryTypes: true).entries.filter {
            $0.entry.path.lowercased().hasSuffix(FileWalker.scenarioSuffix) || !(roots.contains($0.entry.path) || $0.entry.problem != nil)
        }
        let payloadWalk = WalkEntryTypeTests.walk(roots, collectsScenarios: true, readsEntryTypes: readsEntryTypes)
        #expect(payloadWalk.scenarios == scenarioWalk)
        #expect(scenarioWalk.contains { $0.entry.path.hasSuffix("/dir.json/inner.scenario.json") })
        #expect(scenarioWalk.contains { $0.entry.problem?.reason == "is a directory named like a scenario file" })
        // Collecting them changes none of the payloads.
        #expect(payloadWalk.entries == WalkEntryTypeTests.walk(roots, readsEntryTypes: true).entries)
    }
}
