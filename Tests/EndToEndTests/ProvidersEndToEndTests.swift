import PushSimCore
import Testing
import TestSupport

/// Provider messages where every command reads a payload (docs/providers.md, "Where provider
/// messages are read").
@Suite("Provider messages in every command, end to end")
struct ProvidersEndToEndTests {
    /// Expo's docs batch: one delivery per token, in order.
    @Test func deliverDeliversABatchRequestByRequest() throws {
        let run = try Binary.run(["deliver", "provider-messages/expo/batch-with-to-array.json", "--state", "active", "--app", "fixtures/apps/genius/pushsim.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasSuffix(#"toast "Hello world!" (sound default)"#) == true)
        #expect(lines.last?.hasSuffix(#"toast "Breaking news!""#) == true)
        // Each delivery names its request, in text and in JSON.
        #expect(lines.map { $0.contains("batch-with-to-array.json (message ") }.allSatisfy { $0 }, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("provider-messages/expo/batch-with-to-array.json (message 4 of 4): ") == true)
        let json = try Binary.run(
            ["deliver", "provider-messages/expo/batch-with-to-array.json", "--state", "active", "--app", "fixtures/apps/genius/pushsim.json", "--format", "json"])
        let conversions = try json.stdout.split(separator: "\n").map { try record(String($0))["conversion"]?.objectValue }
        #expect(conversions.map { $0?["message"] } == [1, 2, 3, 4])
        #expect(conversions[2]?["target"] == "ExponentPushToken[zzzzzzzzzzzzzzzzzzzzzz]")
    }

    /// `--from` states the format a shape cannot decide; without it the message is refused
    /// with the candidates.
    @Test func fromDecidesAnAmbiguousShape() throws {
        let directory = try scratchDirectory("provider-from")
        try writeText(#"{"notification": {"title": "Hi"}, "data": {"room": "7"}}"#, to: directory + "/m.json")
        let detected = try Binary.run(["deliver", "m.json", "--state", "background"], directory: directory)
        #expect(detected.status == 1)
        #expect(detected.stdout.contains("AmbiguousFormat"))
        let legacy = try Binary.run(["validate", "m.json", "--from", "fcm-legacy"], directory: directory)
        #expect(legacy.stdout.contains("error: MissingRegistration"), "\(legacy.stdout)")
        let v1 = try Binary.run(["deliver", "m.json", "--state", "background", "--from", "fcm-v1"], directory: directory)
        #expect(v1.stdout.contains("INVALID_ARGUMENT"), "\(v1.stdout)")
        let bad = try Binary.run(["convert", "m.json", "--from", "gcm"], directory: directory)
        #expect(bad.status == 64)
    }

    /// `export` writes the APNs payload the message becomes, for `xcrun simctl push`.
    @Test func exportWritesTheConvertedPayload() throws {
        let directory = try scratchDirectory("provider-export")
        try writeText(
            #"{"message": {"token": "t", "notification": {"title": "a", "body": "b"}, "data": {"room": "7"}}}"#, to: directory + "/m.json")
        let run = try Binary.run(["export", "m.json", "--bundle-id", "com.example.app"], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try readText(directory + "/m.apns")
        #expect(text.contains(#""aps": {"#))
        #expect(text.contains(#""room": "7""#))
        #expect(!text.contains("\"message\""))
    }

    /// A scenario pushes provider messages, with `"from"` where the shape cannot decide.
    @Test func aScenarioPushesProviderMessages() throws {
        let run = try Binary.run(["scenario", "Tests/EndToEndTests/Data/providers/fcm-push.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("INVALID_ARGUMENT: the message has no target"))
        #expect(run.stdout.contains(#"2. push (inline payload): toast "Portugal vs. Denmark — great match!""#))
    }

    /// A manifest case's `"from"` decides a fixture's format; an unknown one is a mistake of the
    /// manifest at its place.
    @Test func aManifestCaseSaysItsFormat() throws {
        let directory = try scratchDirectory("provider-manifest-from")
        try writeText(#"{"notification": {"title": "a"}, "data": {"k": "v"}}"#, to: directory + "/m.json")
        try writeText(
            #"{"schemaVersion": 1, "cases": {"m.json": {"from": "fcm-legacy", "verdict": "invalid", "errors": ["MissingRegistration@/"]}}}"#,
            to: directory + "/pushsim.expect.json")
        let run = try Binary.run(["replay", "."], directory: directory)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        try writeText(#"{"schemaVersion": 1, "cases": {"m.json": {"from": "gcm"}}}"#, to: directory + "/pushsim.expect.json")
        let wrong = try Binary.run(["replay", "."], directory: directory)
        #expect(wrong.status != 0)
        #expect((wrong.stdout + wrong.stderr).contains("from is one of apns, fcm-v1, fcm-legacy, expo, onesignal, braze"), "\(wrong.stdout)\(wrong.stderr)")
    }

    /// Where one push is taken, a batch is refused with its count until `--message` (or
    /// `"message"`) chooses one request; `export` then writes that one (docs/providers.md, "Batches").
    @Test func exportTakesOneRequestOfABatch() throws {
        let directory = try scratchDirectory("provider-export-batch")
        try writeText(
            #"[{"to": "ExponentPushToken[a]", "body": "first"}, {"to": ["ExponentPushToken[b]", "ExponentPushToken[c]"], "body": "second"}]"#,
            to: directory + "/batch.json")
        let refused = try Binary.run(["export", "batch.json", "--bundle-id", "com.example.app"], directory: directory)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("batch.json:1:1: error: MessageNotChosen: the file becomes 3 APNs requests (from expo)"), "\(refused.stderr)")
        #expect((try? readText(directory + "/batch.apns")) == nil)
        let past = try Binary.run(["export", "batch.json", "--bundle-id", "com.example.app", "--message", "4"], directory: directory)
        #expect(past.status == 1)
        #expect(past.stderr.contains("NoSuchMessage: there is no message 4"), "\(past.stderr)")
        let third = try Binary.run(
            ["export", "batch.json", "--bundle-id", "com.example.app", "--message", "3", "--expo-project", "@acme/shop-app"], directory: directory)
        #expect(third.status == 0, "\(third.stderr)")
        let text = try readText(directory + "/batch.apns")
        #expect(text.contains(#""body": "second""#))
        #expect(text.contains(#""experienceId": "@acme/shop-app""#))
        #expect(text.contains(#""scopeKey": "@acme/shop-app""#))
        let zero = try Binary.run(["convert", "batch.json", "--message", "0"], directory: directory)
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--message takes a request's place in the batch: 1 or more"), "\(zero.stderr)")
        let badProject = try Binary.run(["validate", "batch.json", "--expo-project", "acme/shop"], directory: directory)
        #expect(badProject.status == 64)
        #expect(badProject.stderr.contains("is not an Expo project's full name: write @owner/slug"), "\(badProject.stderr)")
    }

    /// A manifest case and a scenario step choose a batch's request with `"message"`; without it
    /// the case fails with the count, never cut to its first.
    @Test func aCaseAndAStepChooseABatchsRequest() throws {
        let directory = try scratchDirectory("provider-batch-cases")
        try writeText(
            #"[{"to": "ExponentPushToken[a]", "body": "first"}, {"to": "ExponentPushToken[b]", "title": "Second", "body": "second"}]"#,
            to: directory + "/batch.json")
        try writeText(
            #"{"schemaVersion": 1, "cases": {"batch.json": {"state": "active", "message": 2, "outcome": "toast", "toast": "Second — second"}}}"#,
            to: directory + "/pushsim.expect.json")
        let genius = repositoryRoot + "/fixtures/apps/genius/pushsim.json"
        let chosen = try Binary.run(["replay", "batch.json", "--app", genius], directory: directory)
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        try writeText(#"{"schemaVersion": 1, "cases": {"batch.json": {"state": "active", "outcome": "toast"}}}"#, to: directory + "/pushsim.expect.json")
        let unchosen = try Binary.run(["replay", "batch.json", "--app", genius], directory: directory)
        #expect(unchosen.status != 0)
        #expect(unchosen.stdout.contains("MessageNotChosen"), "\(unchosen.stdout)")
        try writeText(#"{"schemaVersion": 1, "cases": {"batch.json": {"message": 0}}}"#, to: directory + "/pushsim.expect.json")
        let zero = try Binary.run(["replay", "batch.json", "--app", genius], directory: directory)
        #expect((zero.stdout + zero.stderr).contains("message is an integer of at least 1"), "\(zero.stdout)\(zero.stderr)")
        try writeText(
            #"{"schemaVersion": 1, "app": "\#(genius)", "start": {"state": "active"}, "steps": [{"push": "batch.json", "message": 2, "expect": {"outcome": "toast", "toast": "Second — second"}}, {"push": "batch.json", "expect": {"outcome": "toast"}}]}"#,
            to: directory + "/batch.scenario.json")
        let scenario = try Binary.run(["scenario", "batch.scenario.json"], directory: directory)
        #expect(scenario.stdout.contains("1. push batch.json"), "\(scenario.stdout)\(scenario.stderr)")
        #expect(scenario.stdout.contains("MessageNotChosen"), "\(scenario.stdout)\(scenario.stderr)")
        let traced = try Binary.run(["scenario", "batch.scenario.json", "--trace", "--expo-project", "@acme/shop-app"], directory: directory)
        #expect(traced.stdout.contains(#""experienceId":"@acme/shop-app""#), "\(traced.stdout)\(traced.stderr)")
    }

    /// A replayed tree may hold provider messages: each is converted and checked like a payload.
    @Test func replayReadsProviderMessages() throws {
        let directory = try scratchDirectory("provider-replay")
        try writeText(#"{"message": {"token": "t", "notification": {"title": "a"}}}"#, to: directory + "/ok.json")
        try writeText(#"{"message": {"token": "t", "sound": "x", "notification": {"title": "a"}}}"#, to: directory + "/rejected.json")
        try writeText(
            #"{"schemaVersion": 1, "cases": {"ok.json": {"outcome": "opened"}, "rejected.json": {"verdict": "invalid", "errors": ["INVALID_ARGUMENT@/message/sound"]}}}"#,
            to: directory + "/pushsim.expect.json")
        let run = try Binary.run(["replay", "."], directory: directory)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("2 passed"), "\(run.stdout)\(run.stderr)")
    }
}

/// `pushsim init --provider`: the starter payloads in the provider's format, which replay green
/// against the starter app model as the APNs ones do (docs/getting-started.md).
@Suite("pushsim init --provider, end to end")
struct InitProviderEndToEndTests {
    @Test(arguments: [("fcm", "fcm-v1"), ("expo", "expo"), ("onesignal", "onesignal"), ("braze", "braze")])
    func theStarterPayloadsAreTheProvidersMessagesAndReplayGreen(provider: String, format: String) throws {
        let directory = try scratchDirectory("init-\(provider)")
        let initRun = try Binary.run(["init", ".", "--ci", "none", "--provider", provider], directory: directory)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let convert = try Binary.run(["convert", "--format", "json", "pushsim/payloads/new-message.json"], directory: directory)
        #expect(convert.stdout.contains(#""format":"\#(format)""#), "\(convert.stdout)")
        #expect(convert.status == 0)
        let replay = try Binary.run(["replay", "pushsim/"], directory: directory)
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains(#"PASS pushsim/payloads/order-shipped.json: toast "Your order shipped — Order 1187 is on its way""#))
    }
}
