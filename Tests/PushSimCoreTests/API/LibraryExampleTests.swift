// docs/library.md shows this file's code between the two marker lines, word for word
// (LibraryPageTests compares them): it uses only the public API, with no @testable import.
// library example: begin
import PushSimCore
import Testing

/// The package's root: this file is ROOT/Tests/TARGET/…, so the part before "/Tests/".
let packageRoot = String(#filePath[..<#filePath.firstRange(of: "/Tests/")!.lowerBound])

@Suite struct GeniusPushHandlingTests {
    let app: AppModel

    init() throws {
        app = try PushSimulator.loadApp(at: packageRoot + "/fixtures/apps/genius/pushsim.json")
    }

    @Test func aMessageForTheOpenConversationIsSuppressed() async throws {
        let report = try await PushSimulator.deliver(
            .file(packageRoot + "/fixtures/apps/genius/payloads/new-message-42.json"),
            to: app, state: .active, stack: "Inbox > Conversation(42)")
        #expect(report.outcome == .suppressed)
        #expect(report.suppressedBy == "Conversation(42)")
        #expect(report.stackAfter.description == "Inbox > Conversation(42)")
    }

    @Test func aTappedBannerOpensTheConversation() async throws {
        let report = try await PushSimulator.deliver(
            .json(#"{"aps": {"alert": "Alice: hi"}, "event_type": "new_message", "genius": {"conversation_id": 42}}"#),
            to: app, state: .background, tap: "default")
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Inbox > Conversation(42)")
    }

    @Test func theSecondMessageScenarioPasses() async throws {
        let result = try await PushSimulator.runScenario(
            at: packageRoot + "/fixtures/apps/genius/scenarios/second-message-suppressed.scenario.json")
        #expect(result.passed, "\(result.failureMessages.joined(separator: "\n"))")
    }
}
// library example: end
