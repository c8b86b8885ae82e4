import Testing

@testable import PushSimCore

@Suite("Live Activity keys")
struct LiveActivityRuleTests {
    @Test func acceptsACompleteUpdate() throws {
        let result = check(
            #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"eta":5},"stale-date":1700000600}}"#,
            headers: RequestHeaders(pushType: "liveactivity", priority: "10", topic: "com.example.app.push-type.liveactivity"))
        #expect(result.diagnostics.isEmpty, "got \(result.findings)")
        let activity = try #require(result.payload?.aps.liveActivity)
        #expect(activity.knownEvent == .update)
        #expect(activity.contentState == ["eta": 5])
        #expect(result.headers?.pushType == .liveactivity)
    }

    @Test func requiresTimestampEventAndContentState() {
        #expect(
            check(#"{"aps":{"event":"update"}}"#).errors
                == ["LiveActivityKeyMissing@/aps/timestamp", "LiveActivityKeyMissing@/aps/content-state"])
        #expect(check(#"{"aps":{"timestamp":1,"content-state":{}}}"#).errors == ["LiveActivityKeyMissing@/aps/event"])
    }

    @Test func startNeedsAttributes() {
        let result = check(#"{"aps":{"timestamp":1,"event":"start","content-state":{}}}"#)
        #expect(result.errors == ["LiveActivityKeyMissing@/aps/attributes-type", "LiveActivityKeyMissing@/aps/attributes"])
    }

    @Test func typesEveryKey() {
        let result = check(#"{"aps":{"timestamp":"1","event":"end","content-state":[],"attributes-type":4}}"#)
        #expect(
            Set(result.errors)
                == [
                    "LiveActivityKeyWrongType@/aps/timestamp", "LiveActivityKeyWrongType@/aps/content-state",
                    "LiveActivityKeyWrongType@/aps/attributes-type",
                ])
    }

    @Test func warnsOnAnEventAppleDoesNotDocument() {
        #expect(check(#"{"aps":{"timestamp":1,"event":"updat","content-state":{}}}"#).warnings == ["UnknownLiveActivityEvent@/aps/event"])
    }
}
