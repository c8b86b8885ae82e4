import Testing
import TestSupport

@testable import PushSimCore

/// The `groups` expectation (docs/scenarios.md, "Expectations"): Notification Center grouped
/// by thread-id, read and compared.
@Suite("Scenario groups expectation")
@MainActor
struct ScenarioGroupsTests {
    private func load(_ expect: String) throws -> Scenario {
        let text = """
            {"schemaVersion": 1, "start": {"state": "background"}, "steps": [
              {"push": {"aps": {"alert": "One", "thread-id": "t"}}},
              {"push": {"aps": {"alert": "Two"}}},
              {"push": {"aps": {"alert": "Three", "thread-id": "t"}}, "expect": \(expect)}]}
            """
        return try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
    }

    @Test func groupsIsAnExpectationKey() {
        #expect(ScenarioExpectation.keys.contains("groups"))
    }

    @Test func theGroupsOfNotificationCenterAreCompared() async throws {
        let model = try fixtureApp("genius")
        let passing = try load(#"{"groups": [["t: Three", "t: One"], ["Two"]]}"#)
        let result = await ScenarioRunner(model: model).run(passing)
        let mismatches = result.steps.flatMap(\.mismatches)
        #expect(result.problem == nil)
        #expect(mismatches.isEmpty, "\(mismatches)")

        let failing = try load(#"{"groups": [["t: Three", "t: One", "Two"]]}"#)
        let failed = await ScenarioRunner(model: model).run(failing)
        let mismatch = try #require(failed.steps.last?.mismatches.first)
        #expect(mismatch.key == "groups")
        #expect(mismatch.actual == .array([.array([.string("t: Three"), .string("t: One")]), .array([.string("Two")])]))
    }

    @Test(arguments: [
        (#"{"groups": ["t: Three"]}"#, "/steps/2/expect/groups/0", "must be an array of strings"),
        (#"{"groups": [[3]]}"#, "/steps/2/expect/groups/0/0", "must be a string"),
        (#"{"groups": {"t": []}}"#, "/steps/2/expect/groups", "\"groups\" must be an array of groups"),
    ])
    func aGroupsExpectationOfTheWrongShapeIsAnError(_ expect: String, pointer: String, says: String) throws {
        let error = try #require(throws: ScenarioError.self) { try load(expect) }
        #expect(error.issues.map { $0.pointer?.displayString ?? "-" } == [pointer])
        #expect(error.issues.first?.message.contains(says) == true, "\(error.issues.first?.message ?? "")")
    }
}
