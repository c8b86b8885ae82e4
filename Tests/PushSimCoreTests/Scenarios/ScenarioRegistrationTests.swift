import Testing
import TestSupport

@testable import PushSimCore

/// What the app registered (docs/scenarios.md, "What the app registered"): every launch sends
/// the device's token to the server with the model's `registration` request, a new token is
/// sent at the next launch, and nothing is followed without a token.
@Suite("What the app registered")
@MainActor
struct ScenarioRegistrationTests {
    static let first = "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"
    static let second = "d00dfeed00112233445566778899aabbccddeeff00112233445566778899aabb"

    static func request(_ token: String) -> String {
        #"POST /account/devices {"device":{"token":""# + token + #"","type":"ios"},"app":"genius"}"#
    }

    private func scenario(_ steps: [ScenarioAction], state: AppState = .notRunning, token: String? = first) throws -> Scenario {
        var start = ScenarioStart(state: state)
        start.deviceToken = try token.map { try DeviceToken.parse($0) }
        return Scenario(
            source: "test.scenario.json", start: start,
            steps: steps.enumerated().map { ScenarioStep(action: $1, pointer: JSONPointer.root / "steps" / $0) })
    }

    private var messagePush: ScenarioAction { .push(.inline(Array(geniusMessage(42).utf8)), headers: RequestHeaders(), tap: .default) }
    private var silentPush: ScenarioAction {
        .push(.inline(Array(#"{"aps": {"content-available": 1}, "unread_count": 4}"#.utf8)), headers: RequestHeaders(), tap: .none)
    }

    @Test func everyLaunchRegistersAndARunningAppDoesNot() async throws {
        let model = try fixtureApp("genius")
        let result = await ScenarioRunner(model: model).run(
            try scenario([
                messagePush,  // a tap launches it
                messagePush,  // running: nothing
                .state(.notRunning),
                silentPush,  // content-available launches it in the background
                .state(.background),  // running: nothing
                .state(.notRunning),
                .state(.active),  // the user launches it
            ]))
        let request = Self.request(Self.first)
        #expect(result.steps.map(\.registeredNow.count) == [1, 0, 0, 1, 0, 0, 1])
        #expect(result.steps.last?.snapshot.registered == [request, request, request])
        #expect(result.steps[3].report?.outcome == .background)
        #expect(result.steps.allSatisfy { $0.followsRegistration })
    }

    @Test func anAppThatStartsRunningRegisteredAtItsLaunch() async throws {
        let model = try fixtureApp("genius")
        let scenario = try scenario([.check], state: .active)
        let result = await ScenarioRunner(model: model).run(scenario)
        #expect(result.steps[0].snapshot.registered == [Self.request(Self.first)])
        #expect(result.steps[0].registeredNow.isEmpty)
        #expect(ScenarioText.startLines(scenario, app: model) == ["     registered at launch: \(Self.request(Self.first))"])
    }

    @Test func aNewTokenIsSentAtTheNextLaunchNotWhileRunning() async throws {
        let model = try fixtureApp("genius")
        let result = await ScenarioRunner(model: model).run(
            try scenario(
                [.device(ScenarioDeviceChange(token: try DeviceToken.parse(Self.second))), .state(.forceQuit), .state(.active)],
                state: .active))
        #expect(result.steps[0].registeredNow.isEmpty)
        #expect(result.steps[0].note == "a new device token: the app sends it at its next launch")
        #expect(result.steps[2].registeredNow == [Self.request(Self.second)])
        #expect(result.steps[2].snapshot.registered == [Self.request(Self.first), Self.request(Self.second)])
    }

    @Test func aForceQuitAppIsNotLaunchedSoItDoesNotRegister() async throws {
        let model = try fixtureApp("genius")
        let result = await ScenarioRunner(model: model).run(try scenario([silentPush], state: .forceQuit))
        #expect(result.steps[0].report?.outcome == .notLaunched)
        #expect(result.steps[0].snapshot.registered.isEmpty)
    }

    @Test func withoutATokenOrARegistrationNothingIsFollowed() async throws {
        let genius = try fixtureApp("genius")
        let noToken = await ScenarioRunner(model: genius).run(try scenario([messagePush], token: nil))
        #expect(noToken.steps[0].registeredNow.isEmpty)
        #expect(!noToken.steps[0].followsRegistration)
        let mattermost = try fixtureApp("mattermost")
        #expect(mattermost.registration == nil)
        let noRequest = await ScenarioRunner(model: mattermost).run(try scenario([.state(.active)]))
        #expect(noRequest.steps[0].snapshot.registered.isEmpty)
        #expect(!noRequest.steps[0].followsRegistration)
    }

    @Test func theRegisteredExpectationIsCheckedAndTheJSONRecordCarriesItOnlyWhenFollowed() async throws {
        let model = try fixtureApp("genius")
        var followed = try scenario([messagePush])
        followed.steps[0].expect = ScenarioExpectation(values: [("registered", .array([]), JSONPointer.root / "steps" / 0 / "expect" / "registered")])
        let result = await ScenarioRunner(model: model).run(followed)
        #expect(result.steps[0].mismatches.map(\.actual) == [.array([.string(Self.request(Self.first))])])
        let record = ScenarioJSON.step(result.steps[0], scenario: followed, app: model)
        #expect(record.objectValue?["registered"] == .array([.string(Self.request(Self.first))]))
        let plain = try scenario([messagePush], token: nil)
        let plainResult = await ScenarioRunner(model: model).run(plain)
        #expect(ScenarioJSON.step(plainResult.steps[0], scenario: plain, app: model).objectValue?["registered"] == nil)
        let lines = ScenarioText.stepLines(result.steps[0], file: "test.scenario.json", colour: .off, trace: false)
        #expect(lines.dropFirst().first == "     registered at launch: \(Self.request(Self.first))")
    }
}
