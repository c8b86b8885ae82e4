import Testing

@testable import PushSimCore

/// The typed payload a file becomes: what a device would make of it, custom keys kept apart.
@Suite("Payload reader")
struct PayloadReaderTests {
    private func payload(_ text: String) throws -> Payload {
        try #require(check(text).payload)
    }

    @Test func kindsFollowWhatADeviceWouldDo() throws {
        #expect(try payload(#"{"aps": {"alert": "Hi"}}"#).kind == .alert)
        #expect(try payload(#"{"aps": {"content-available": 1}}"#).kind == .background)
        #expect(try payload(#"{"aps": {"badge": 3}}"#).kind == .badge)
        #expect(try payload(#"{"aps": {"sound": "default"}}"#).kind == .sound)
        #expect(try payload(#"{"aps": {}}"#).kind == .empty)
    }

    @Test func customKeysKeepDocumentOrderAndTheBundleStaysApart() throws {
        let read = try payload(#"{"Simulator Target Bundle": "com.example.app", "z": 1, "aps": {"alert": "x"}, "a": "2"}"#)
        #expect(read.customKeys.keys == ["z", "a"])
        #expect(read.simulatorTargetBundle == "com.example.app")
        #expect(read.json["Simulator Target Bundle"] == nil)
    }

    @Test func anAlertDictionaryIsTyped() throws {
        let read = try payload(#"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B"}, "thread-id": "t1", "category": "C"}}"#)
        #expect(read.aps.alert?.content.title == "T")
        #expect(read.aps.alert?.content.subtitle == "S")
        #expect(read.aps.alert?.content.body == "B")
        #expect(read.aps.threadID == "t1")
        #expect(read.aps.category == "C")
    }

    @Test func aCriticalSoundIsADictionary() throws {
        let read = try payload(#"{"aps": {"alert": "x", "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.5}}}"#)
        #expect(read.aps.sound?.name == "alarm.caf")
    }
}

/// The top level is read in one pass: the first "aps" and the first bundle key are the ones
/// that count, as when each was looked up by name, and a bundle key of the wrong type is still
/// one (the size APNs counts leaves it out).
@Suite("Payload reader, top level")
struct PayloadReaderTopLevelTests {
    @Test func theFirstApsAndTheFirstBundleKeyCount() {
        let object = JSONObject([
            ("Simulator Target Bundle", "com.example.first"), ("aps", ["badge": 1]), ("x", 1),
            ("aps", ["badge": 2]), ("Simulator Target Bundle", "com.example.second"),
        ])
        let read = PayloadReader.readTop(object)
        #expect(read.hasBundleKey)
        #expect(read.payload.simulatorTargetBundle == "com.example.first")
        #expect(read.payload.aps.badge == 1)
        #expect(read.payload.json.keys == ["aps", "x", "aps", "Simulator Target Bundle"])
        #expect(read.payload.customKeys.keys == ["x", "aps", "Simulator Target Bundle"])
    }

    @Test func aBundleKeyOfTheWrongTypeIsStillLeftOut() {
        let read = PayloadReader.readTop(["Simulator Target Bundle": 3, "aps": ["alert": "x"], "z": true])
        #expect(read.hasBundleKey)
        #expect(read.payload.simulatorTargetBundle == nil)
        #expect(read.payload.json.keys == ["aps", "z"])
        #expect(read.payload.customKeys.keys == ["z"])
        #expect(read.diagnostics.map(\.reason) == [.simulatorTargetBundleWrongType])
    }

    @Test func withoutApsOrBundleTheCustomKeysAreTheObject() {
        let read = PayloadReader.readTop(["b": 1, "a": 2])
        #expect(!read.hasBundleKey)
        #expect(read.payload.customKeys == read.payload.json)
        #expect(read.payload.customKeys.keys == ["b", "a"])
        #expect(read.diagnostics.map(\.reason) == [.missingAps])
    }
}
