import Testing
import TestSupport

@testable import PushSimCore

/// Each step's snapshot shares Notification Center and the registration requests with the app
/// and the other steps (docs/guarantees.md, "Scaling"), and still says what they were after
/// that step, whatever the later steps did.
@Suite("Scenario snapshots share what they keep")
@MainActor
struct ScenarioSnapshotSharingTests {
    @Test func everyStepKeepsNotificationCenterAsItWasThen() async throws {
        let text = """
            {"schemaVersion": 1, "start": {"state": "background", "deviceToken": "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"}, "steps": [
              {"push": {"aps": {"alert": "One", "thread-id": "t"}}},
              {"push": {"aps": {"alert": "Two"}}, "headers": {"collapseId": "c"}},
              {"push": {"aps": {"alert": "Three", "thread-id": "t"}}},
              {"push": {"aps": {"alert": "Four"}}, "headers": {"collapseId": "c"}},
              {"tap": {"thread": "t"}},
              {"dismiss": "latest"},
              {"state": "not-running"},
              {"state": "active"}]}
            """
        let scenario = try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
        let result = await ScenarioRunner(model: try fixtureApp("genius")).run(scenario)
        #expect(result.problem == nil)
        #expect(result.steps.map(\.problem) == Array(repeating: nil, count: 8))
        #expect(result.steps.map(\.snapshot.delivered) == [
            ["t: One"],
            ["Two", "t: One"],
            ["t: Three", "Two", "t: One"],
            ["Four", "t: Three", "t: One"],
            ["Four", "t: One"],
            ["t: One"],
            ["t: One"],
            ["t: One"],
        ])
        #expect(result.steps.map(\.snapshot.groups) == [
            [["t: One"]],
            [["Two"], ["t: One"]],
            [["t: Three", "t: One"], ["Two"]],
            [["Four"], ["t: Three", "t: One"]],
            [["Four"], ["t: One"]],
            [["t: One"]],
            [["t: One"]],
            [["t: One"]],
        ])
        let request = try #require(result.steps.last?.registeredNow.first)
        #expect(result.steps.map(\.snapshot.registered.count) == [1, 1, 1, 1, 1, 1, 1, 2], "running in the background, it registered at its launch")
        #expect(result.steps.last?.snapshot.registered == [request, request])
    }

    @Test func everyStepKeepsTheAppsValuesAsTheyWereThen() async throws {
        let text = """
            {"schemaVersion": 1, "start": {"state": "background", "set": {"currentTeam": "t0"}}, "steps": [
              {"set": {"currentTeam": "t1"}},
              {"set": {"totalMentions": 5, "currentTeam": "t2"}},
              {"state": "active"},
              {"set": {"currentTeam": "t3"}, "expect": {"values": {"currentTeam": "t3", "totalMentions": 5}}}]}
            """
        let scenario = try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
        let result = await ScenarioRunner(model: try fixtureApp("mattermost")).run(scenario)
        #expect(result.problem == nil)
        #expect(result.steps.allSatisfy { $0.passed }, "\(result.steps.map(\.mismatches))")
        #expect(result.steps.map { $0.snapshot.values["currentTeam"] } == ["t1", "t2", "t2", "t3"])
        #expect(result.steps.map { $0.snapshot.values["totalMentions"] } == [1, 5, 5, 5])
        // Every value, in the model's order, as the app holds them.
        #expect(result.steps.last?.snapshot.values.keys == ["currentTeam", "loggedIn", "activeServer", "totalMentions"])
        #expect(result.steps.first?.snapshot.values == ["currentTeam": "t1", "loggedIn": true, "activeServer": "srvA", "totalMentions": 1])
    }
}
