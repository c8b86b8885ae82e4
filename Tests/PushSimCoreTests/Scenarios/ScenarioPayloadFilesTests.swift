import Testing
import TestSupport

@testable import PushSimCore

/// When a scenario reads its payload files (docs/scenarios.md, "When payload files are read"):
/// once per run, at the first push step that names each; later steps use what was read then.
@Suite("Scenario payload files")
@MainActor
struct ScenarioPayloadFilesTests {
    static let payload = """
        {"aps": {"alert": {"title": "Alice", "body": "hello"}, "thread-id": "conversation-42"}, "event_type": "new_message", "genius": {"conversation_id": 42}}
        """

    /// Runs a scenario of three pushes of `p.json` (the third with headers of its own); after the
    /// first step, `p.json` is changed to something that is not JSON.
    func runChangingTheFileAfterStepOne(in directory: TemporaryDirectory) async throws -> ScenarioResult {
        directory.file("p.json", Self.payload)
        let source = directory.path + "/run.scenario.json"
        let text = """
            {"schemaVersion": 1, "start": {"state": "background"}, "steps": [
              {"push": "p.json"},
              {"push": "p.json"},
              {"push": "p.json", "headers": {"collapseId": "c42"}}
            ]}
            """
        let scenario = try ScenarioLoader.load(bytes: Array(text.utf8), source: source)
        let appPath = "fixtures/apps/genius/pushsim.json"
        let model = try AppModelLoader.load(bytes: Array(try readRepositoryFile(appPath).utf8), source: .flag(appPath)).model
        return await ScenarioRunner(model: model).run(scenario) { step in
            if step.index == 1 { directory.file("p.json", "{not json") }
        }
    }

    @Test func aFileIsReadOnceARunAndAChangeDuringTheRunIsNotSeen() async throws {
        let directory = TemporaryDirectory()
        let result = try await runChangingTheFileAfterStepOne(in: directory)
        let outcomes = result.steps.map { $0.report?.outcome }
        #expect(outcomes.count == 3)
        #expect(outcomes[0] == .banner)
        // The change after step 1 is not read: steps 2 and 3 (other headers, same file) push
        // what step 1 read.
        #expect(outcomes[1] == .banner)
        #expect(outcomes[2] == .banner)
        #expect(result.steps[2].report?.check?.headers?.collapseID == "c42")
    }

    @Test func theNextRunReadsTheFileAgain() async throws {
        let directory = TemporaryDirectory()
        _ = try await runChangingTheFileAfterStepOne(in: directory)
        let again = try await runChangingTheFileAfterStepOne(in: directory)
        #expect(again.steps[0].report?.outcome == .banner)
    }
}
