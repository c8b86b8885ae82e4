import Testing

@testable import PushSimCore

@Suite("Key index and known members")
struct KeyIndexTests {
    @Test func findsEveryKeyOfEachListAndNothingElse() {
        for keys in [APS.keys, AlertContent.keys, LiveActivity.keys, ["loc-key", "loc-args"]] {
            let index = KeyIndex(keys)
            for (ordinal, key) in keys.enumerated() { #expect(index.ordinal(of: key) == ordinal, "\(key)") }
            for other in ["", "Alert", "alerts", "aler", "badge ", "content-availablE", "é", "thread_id", "x"] where !keys.contains(other) {
                #expect(index.ordinal(of: other) == nil, "\(other)")
            }
        }
    }

    /// An absent key is nil, a key whose value is JSON null is `.null`: JSONValue is
    /// ExpressibleByNilLiteral, so the two are easy to confuse.
    @Test func tellsAnAbsentKeyFromANullValue() {
        let object: JSONObject = ["badge": nil, "custom": 1, "alert": "hi", "other": true]
        let known = KnownMembers(object, index: KeyIndex(APS.keys))
        #expect(known["badge"] == .some(.null))
        #expect(known["sound"] == Optional<JSONValue>.none)
        #expect(known["alert"] == .string("hi"))
        #expect(known.contains("badge") && !known.contains("sound"))
        #expect(known.unknownKeys == ["custom", "other"])
        #expect(known["custom"] == .integer(1))
    }

    @Test func tellsWhetherAnyKeyOfASetIsPresent() {
        let index = KeyIndex(APS.keys)
        let liveActivity = index.mask(of: LiveActivity.keys)
        #expect(!KnownMembers(["alert": "x", "badge": 1, "custom": 2], index: index).containsAny(of: liveActivity))
        #expect(KnownMembers(["alert": "x", "input-push-channel": "c"], index: index).containsAny(of: liveActivity))
        #expect(KnownMembers(["timestamp": 1], index: index).containsAny(of: liveActivity))
        #expect(!KnownMembers([:], index: index).containsAny(of: liveActivity))
    }

    /// Places are kept in a byte each; a member past the 253rd is found in the object instead,
    /// with the same answer: the last member of that key (only objects built in code repeat one).
    @Test func findsMembersPastTheInlineTableAndKeepsTheLastOfARepeatedKey() {
        let fillers = (0..<300).map { (key: "custom\($0)", value: JSONValue.integer(Int64($0))) }
        let far = KnownMembers(JSONObject(fillers + [("badge", 3), ("alert", "far")]), index: KeyIndex(APS.keys))
        #expect(far[APSKey.badge] == .integer(3) && far["badge"] == .integer(3))
        #expect(far[APSKey.alert] == .string("far") && far.contains(APSKey.alert) && far.contains("alert"))
        #expect(far[APSKey.sound] == Optional<JSONValue>.none && !far.contains(APSKey.sound))
        #expect(far.unknownKeys.count == 300)

        let repeatedNear = JSONObject([("badge", 1), ("x", 0), ("badge", 2)])
        #expect(KnownMembers(repeatedNear, index: KeyIndex(APS.keys))[APSKey.badge] == .integer(2))
        let repeatedFar = JSONObject([("badge", 1)] + fillers + [("badge", 2)])
        #expect(KnownMembers(repeatedFar, index: KeyIndex(APS.keys))[APSKey.badge] == .integer(2))
        let nearAfterFar = JSONObject(fillers + [("badge", nil)])
        #expect(KnownMembers(nearAfterFar, index: KeyIndex(APS.keys))[APSKey.badge] == .some(.null))
    }
}
