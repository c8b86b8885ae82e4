import PushSimCore
import TestSupport
import Testing

/// The library's front door as another package sees it: no @testable import, so only what is
/// public (docs/library.md).
@Suite struct PushSimulatorTests {
    let genius = repositoryRoot + "/fixtures/apps/genius"

    @Test func anAppModelWithAMistakeThrowsItAtItsLineAndColumn() throws {
        let directory = TemporaryDirectory()
        let path = directory.file(
            "pushsim.json",
            """
            {
              "schemaVersion": 2,
              "app": {"name": "Broken"},
              "events": {"a": {"hierarchy": "Nowhere(:id)"}}
            }

            """)
        #expect {
            _ = try PushSimulator.loadApp(at: path)
        } throws: { error in
            guard let error = error as? PushSimError, case .appModel = error else { return false }
            return error.description.hasPrefix(path + ":4:33: error: screen \"Nowhere\" is not declared")
        }
    }

    @Test func aMissingAppModelSaysWhichFile() {
        #expect {
            _ = try PushSimulator.loadApp(at: "/nonexistent/pushsim.json")
        } throws: { error in
            (error as? PushSimError)?.description.hasPrefix("/nonexistent/pushsim.json: error: cannot read the app model") == true
        }
    }

    @Test func anInvalidPayloadIsAnOutcomeWithItsDiagnostics() async throws {
        let app = try PushSimulator.loadApp(at: genius + "/pushsim.json")
        let report = try await PushSimulator.deliver(.json(#"{"aps": {"alert": 1}}"#, name: "inline.json"), to: app, state: .background)
        #expect(report.outcome == .invalid)
        #expect(report.check?.source.description == "inline.json")
        #expect(report.check?.diagnostics.isEmpty == false)
    }

    @Test func theSameBytesDeliverAsTheFileDoes() async throws {
        let app = try PushSimulator.loadApp(at: genius + "/pushsim.json")
        let path = genius + "/payloads/new-message-42.json"
        let bytes = try readRepositoryFile("fixtures/apps/genius/payloads/new-message-42.json")
        let fromFile = try await PushSimulator.deliver(.file(path), to: app, state: .background, badge: 1)
        let fromBytes = try await PushSimulator.deliver(.bytes(Array(bytes.utf8)), to: app, state: .background, badge: 1)
        #expect(fromFile.outcome == .routed)
        #expect(fromBytes.outcome == fromFile.outcome)
        #expect(fromBytes.badgeAfter == 3)
        #expect(fromBytes.stackAfter == fromFile.stackAfter)
    }

    @Test func aStackNamingNoScreenOfTheAppIsAUsageError() async throws {
        let app = try PushSimulator.loadApp(at: genius + "/pushsim.json")
        await #expect {
            _ = try await PushSimulator.deliver(
                .file(genius + "/payloads/new-message-42.json"), to: app, state: .active, stack: "Inbox > Nowhere")
        } throws: { error in
            guard case .usage(let message)? = error as? PushSimError else { return false }
            return message.contains("Nowhere")
        }
    }

    @Test func aNegativeBadgeIsAUsageErrorSayingSo() async throws {
        let app = try PushSimulator.loadApp(at: genius + "/pushsim.json")
        await #expect {
            _ = try await PushSimulator.deliver(.file(genius + "/payloads/new-message-42.json"), to: app, state: .background, badge: -3)
        } throws: { error in
            guard case .usage(let message)? = error as? PushSimError else { return false }
            return message == "badge: -3 is negative: a badge is an integer of at least 0"
        }
    }

    @Test func aScenarioStartingWhereItsAppCannotBeIsUnusableAtItsPlace() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file(
            "start.scenario.json",
            """
            {
              "schemaVersion": 1,
              "app": "\(genius)/pushsim.json",
              "start": {"state": "active", "stack": "Inbox > Nowhere"},
              "steps": [{"expect": {"visible": "Inbox"}}]
            }

            """)
        await #expect {
            _ = try await PushSimulator.runScenario(at: path)
        } throws: { error in
            guard case .scenario(let problem)? = error as? PushSimError else { return false }
            return problem.description.hasPrefix(path + ":4:41: error: start.stack: screen \"Nowhere\"")
        }
    }

    @Test func aFailedExpectationSaysItsLineColumnExpectedAndActual() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file(
            "wrong.scenario.json",
            """
            {
              "schemaVersion": 1,
              "app": "\(genius)/pushsim.json",
              "start": {"state": "active", "stack": "Inbox > Conversation(42)"},
              "steps": [
                {"push": "\(genius)/payloads/new-message-42.json",
                 "expect": {"outcome": "routed"}}
              ]
            }

            """)
        let result = try await PushSimulator.runScenario(at: path)
        #expect(!result.passed)
        let step = "step 1 (push \(genius)/payloads/new-message-42.json)"
        #expect(result.failureMessages == [#"\#(path):7:28: \#(step): outcome: expected "routed", got "suppressed""#])
    }

    @Test func aScenarioWithoutItsOwnAppUsesTheOneGiven() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file(
            "given.scenario.json",
            #"{"schemaVersion": 1, "start": {"state": "background"}, "steps": [{"push": "\#(genius)/payloads/new-message-42.json", "#
                + #""expect": {"outcome": "banner"}}]}"#)
        let app = try PushSimulator.loadApp(at: genius + "/pushsim.json")
        let result = try await PushSimulator.runScenario(at: path, app: app)
        #expect(result.appName == app.name)
        #expect(result.passed, "\(result.failureMessages)")
    }

    @Test func aFileThatIsNotAScenarioThrowsEveryProblemAtItsPlace() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file("bad.scenario.json", "{\n  \"schemaVersion\": 1,\n  \"steps\": 3\n}\n")
        await #expect {
            _ = try await PushSimulator.runScenario(at: path)
        } throws: { error in
            guard let error = error as? PushSimError, case .scenario = error else { return false }
            return error.description.hasPrefix(path + ":3:")
        }
    }
}
