import Testing

@testable import PushSimCore

/// pushsim's own reasons: faults APNs would pass but an app would choke on. Nothing is coerced.
@Suite("Type rules for aps keys")
struct PayloadTypeRuleTests {
    @Test(arguments: [
        (#"{"aps":{"alert":"x","badge":"3"}}"#, "BadgeNotInteger@/aps/badge"),
        (#"{"aps":{"alert":"x","badge":true}}"#, "BadgeNotInteger@/aps/badge"),
        (#"{"aps":{"alert":"x","badge":3.0}}"#, "BadgeNotInteger@/aps/badge"),
        (#"{"aps":{"alert":"x","badge":-1}}"#, "BadgeNegative@/aps/badge"),
        (#"{"aps":{"alert":42}}"#, "AlertWrongType@/aps/alert"),
        (#"{"aps":{"alert":["x"]}}"#, "AlertWrongType@/aps/alert"),
        (#"{"aps":{"alert":{"title":7,"body":"b"}}}"#, "AlertKeyWrongType@/aps/alert/title"),
        (#"{"aps":{"alert":{"loc-key":"K","loc-args":"x"}}}"#, "LocArgsNotStrings@/aps/alert/loc-args"),
        (#"{"aps":{"alert":{"loc-key":"K","loc-args":["a",2]}}}"#, "LocArgsNotStrings@/aps/alert/loc-args/1"),
        (#"{"aps":{"alert":{"title-loc-key":"K","title-loc-args":[null]}}}"#, "LocArgsNotStrings@/aps/alert/title-loc-args/0"),
        (#"{"aps":{"content-available":"1"}}"#, "ContentAvailableNotOne@/aps/content-available"),
        (#"{"aps":{"content-available":true}}"#, "ContentAvailableNotOne@/aps/content-available"),
        (#"{"aps":{"alert":"x","mutable-content":2}}"#, "MutableContentNotOne@/aps/mutable-content"),
        (#"{"aps":{"alert":"x","relevance-score":1.5}}"#, "RelevanceScoreOutOfRange@/aps/relevance-score"),
        (#"{"aps":{"alert":"x","relevance-score":"0.5"}}"#, "RelevanceScoreOutOfRange@/aps/relevance-score"),
        (#"{"aps":{"alert":"x","interruption-level":"urgent"}}"#, "UnknownInterruptionLevel@/aps/interruption-level"),
        (#"{"aps":{"alert":"x","interruption-level":1}}"#, "StringExpected@/aps/interruption-level"),
        (#"{"aps":{"alert":"x","thread-id":5}}"#, "StringExpected@/aps/thread-id"),
        (#"{"aps":{"alert":"x","category":["A"]}}"#, "StringExpected@/aps/category"),
        (#"{"aps":{"alert":"x","sound":1}}"#, "SoundWrongType@/aps/sound"),
        (#"{"aps":{"alert":"x","sound":{"critical":1,"volume":2}}}"#, "SoundVolumeOutOfRange@/aps/sound/volume"),
        (#"{"aps":{"alert":"x","sound":{"critical":"yes"}}}"#, "SoundWrongType@/aps/sound/critical"),
        (#"{"aps":"alert"}"#, "ApsNotDictionary@/aps"),
        (#"{"alert":"x"}"#, "MissingAps@/"),
        (#"{"aps":{"alert":"x"},"Simulator Target Bundle":3}"#, "SimulatorTargetBundleWrongType@/Simulator Target Bundle"),
    ] as [(String, String)])
    func reportsTheTypeFaultAtItsPointer(payload: String, expected: String) {
        let result = check(payload)
        #expect(result.verdict == .invalid)
        #expect(result.errors.contains(expected), "got \(result.findings)")
    }

    @Test func acceptsEveryDocumentedKeyWellTyped() throws {
        let result = check(
            #"""
            {"aps":{"alert":{"title":"T","subtitle":"S","body":"B","launch-image":"l.png","title-loc-key":"TK",
            "title-loc-args":["a"],"subtitle-loc-key":"SK","subtitle-loc-args":["b"],"loc-key":"K","loc-args":["c","d"],
            "action":"A","action-loc-key":"AK","summary-arg":"x","summary-arg-count":2},
            "badge":0,"sound":{"critical":0,"name":"ping.caf","volume":0.5},"thread-id":"t","category":"C",
            "mutable-content":1,"target-content-id":"w","interruption-level":"time-sensitive","relevance-score":1,
            "filter-criteria":"work"},"custom":{"deep":[1]}}
            """#)
        #expect(result.diagnostics.isEmpty, "got \(result.findings)")
        #expect(result.verdict == .valid)
        let payload = try #require(result.payload)
        let alert = payload.aps.alert?.content
        #expect(alert?.locArgs == ["c", "d"])
        #expect(alert?.summaryArgCount == 2)
        #expect(payload.aps.badge == 0)
        #expect(payload.aps.sound == .critical(CriticalSound(critical: false, name: "ping.caf", volume: 0.5)))
        #expect(payload.aps.interruptionLevel == .timeSensitive)
        #expect(payload.aps.relevanceScore == 1)
        #expect(payload.aps.mutableContent)
        #expect(payload.customKeys.keys == ["custom"])
        #expect(payload.kind == .alert)
    }

    @Test func warnsAboutUnknownKeysWithTheNearestKnownOne() {
        let result = check(#"{"aps":{"alert":"x","bagde":1}}"#)
        #expect(result.verdict == .valid)
        #expect(result.warnings == ["UnknownApsKey@/aps/bagde"])
        #expect(result.diagnostics.first?.message.contains("did you mean \"badge\"") == true)
    }

    @Test func warnsAboutAnAlertThatShowsNothing() {
        #expect(check(#"{"aps":{"alert":{"launch-image":"x"},"sound":"default"}}"#).warnings == ["EmptyAlert@/aps/alert"])
    }

    @Test func keepsTheSimulatorTargetBundleApartFromTheDeliveredPayload() throws {
        let result = check(#"{"Simulator Target Bundle":"com.example.app","aps":{"alert":"Hi"}}"#, name: "x.apns")
        let payload = try #require(result.payload)
        #expect(payload.simulatorTargetBundle == "com.example.app")
        #expect(payload.json.keys == ["aps"])
        #expect(payload.customKeys.isEmpty)
        #expect(result.size == #"{"aps":{"alert":"Hi"}}"#.utf8.count)
    }

    @Test(arguments: [
        (#"{"aps":{"alert":"Hi"}}"#, Payload.Kind.alert),
        (#"{"aps":{"content-available":1}}"#, .background),
        (#"{"aps":{"badge":3}}"#, .badge),
        (#"{"aps":{"sound":"default"}}"#, .sound),
        (#"{"aps":{"timestamp":1,"event":"end"}}"#, .liveActivity),
        (#"{"aps":{}}"#, .empty),
        (#"{"aps":{"alert":"Hi","content-available":1}}"#, .alert),
    ] as [(String, Payload.Kind)])
    func derivesWhatTheDeviceWouldDo(payload: String, kind: Payload.Kind) {
        #expect(check(payload).payload?.kind == kind)
    }
}
