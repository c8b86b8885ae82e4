import Testing
import TestSupport

@testable import PushSimCore

/// The `device` step and the device's token in files (docs/scenarios.md, "Steps", "What the app
/// registered"): the user turns a Focus on or notifications off between pushes, and each value
/// is read as `deliver` and `register` read it.
@Suite("The device between steps")
@MainActor
struct ScenarioDeviceStepTests {
    private func load(_ text: String) throws -> Scenario {
        try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
    }

    private func errors(_ text: String) throws -> [String] {
        let error = try #require(throws: ScenarioError.self) { try load(text) }
        return error.errors.map { "\($0.pointer?.displayString ?? "-") \($0.message)" }
    }

    @Test func aFocusAndNotificationsTurnedOffChangeTheNextPush() async throws {
        let model = try fixtureApp("genius")
        let message = ScenarioAction.push(.inline(Array(geniusMessage(42).utf8)), headers: RequestHeaders(), tap: .none)
        let steps: [ScenarioAction] = [
            message, .device(ScenarioDeviceChange(focus: true)), message,
            .device(ScenarioDeviceChange(focus: false, authorization: try NotificationAuthorization(argument: "denied"))), message,
        ]
        let scenario = Scenario(
            source: "t.scenario.json", start: ScenarioStart(state: .background),
            steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) })
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(result.steps[0].report?.outcome == .banner)
        #expect(result.steps[1].note == "a Focus is on")
        #expect(result.steps[2].report?.presentedAs != result.steps[0].report?.presentedAs)
        #expect(result.steps[2].snapshot.device.focus)
        #expect(result.steps[3].note == "no Focus is on; notifications are denied")
        #expect(result.steps[4].report?.outcome == .notShown)
        #expect(result.steps[4].snapshot.device == DeviceSettings(focus: false, authorization: NotificationAuthorization(status: .denied)))
    }

    @Test func theFocusAndAuthorizationExpectationsAreChecked() async throws {
        let model = try fixtureApp("genius")
        let scenario = try load(
            #"{"schemaVersion": 1, "start": {"authorization": "provisional"}, "steps": [{"device": {"focus": true}, "expect": {"focus": false, "authorization": "provisional"}}]}"#
        )
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(result.steps[0].mismatches.map(\.key) == ["focus"])
        #expect(result.steps[0].mismatches.first?.actual == .bool(true))
    }

    @Test func aDeviceStepReadsItsValuesAsDeliverAndRegisterDo() throws {
        let scenario = try load(
            #"{"schemaVersion": 1, "start": {"deviceToken": "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"}, "steps": [{"device": {"token": "D00DFEED00112233445566778899AABBCCDDEEFF00112233445566778899AABB", "authorization": "authorized,sound-off"}}]}"#
        )
        guard case .device(let change) = scenario.steps[0].action else { Issue.record("not a device step"); return }
        #expect(change.token?.hex == "d00dfeed00112233445566778899aabbccddeeff00112233445566778899aabb")
        #expect(change.authorization == NotificationAuthorization(status: .authorized, sound: false))
        #expect(change.focus == nil)
        #expect(scenario.steps[0].action.summary == "device token d00dfeed00112233445566778899aabbccddeeff00112233445566778899aabb, authorization authorized,sound-off")
    }

    @Test func mistakesInTokensAndDeviceStepsAreErrorsAtTheirPlace() throws {
        #expect(
            try errors(#"{"schemaVersion": 1, "start": {"deviceToken": "7c1e9a0b"}, "steps": [{"state": "active"}]}"#)
                == ["/start/deviceToken BadDeviceToken: the device token is 4 bytes, shorter than today's 32 bytes (64 hex digits): a truncated token, not one APNs issued"])
        let notHex = try errors(#"{"schemaVersion": 1, "start": {"deviceToken": "7c1e9a0b5d3f00112233445566778899aabbccddeeff0011223344556677889z"}, "steps": [{"state": "active"}]}"#)
        #expect(notHex.count == 1 && notHex[0].hasPrefix("/start/deviceToken BadDeviceToken: "))
        #expect(
            try errors(#"{"schemaVersion": 1, "steps": [{"device": {}}, {"device": {"focus": "yes", "autorization": "denied"}}]}"#) == [
                "/steps/0/device \"device\" is an object of what changes on the device (token, focus, authorization), not an empty object",
                "/steps/1/device/focus \"focus\" is true or false, not a string",
                "/steps/1/device/autorization unknown key \"autorization\" in \"device\" (did you mean \"authorization\"?); a device step changes the device's token, a Focus or the app's notification authorization",
            ])
    }

    @Test func aNewTokenOrARegisteredExpectationNeedsAFirstToken() throws {
        let found = try errors(
            #"{"schemaVersion": 1, "steps": [{"device": {"token": "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"}}, {"state": "active", "expect": {"registered": []}}]}"#
        )
        #expect(found.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["/steps/0/device/token", "/steps/1/expect/registered"])
        #expect(found.allSatisfy { $0.contains(#"give "start": {"deviceToken": HEX}"#) })
    }
}
