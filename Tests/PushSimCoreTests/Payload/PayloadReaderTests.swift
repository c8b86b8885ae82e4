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
