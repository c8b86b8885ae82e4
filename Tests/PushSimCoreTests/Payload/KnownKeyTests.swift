import Testing

@testable import PushSimCore

/// The payload reader asks for keys by ordinal (`APSKey.badge`), so each case must name the key
/// at its place in the list its `KeyIndex` is built from, and every key of a list must have a case.
@Suite("Known keys")
struct KnownKeyTests {
    private func expectAgreement<Key: KnownKey & CaseIterable>(_: Key.Type, with keys: [String], from first: Int = 0) {
        let cases = Array(Key.allCases)
        #expect(cases.map(\.name) == Array(keys[first..<(first + cases.count)]))
        let index = KeyIndex(keys)
        for key in cases { #expect(index.ordinal(of: key.name) == key.ordinal, "\(key.name)") }
    }

    @Test func everyAPSKeyIsAtItsPlace() {
        expectAgreement(APSKey.self, with: APS.keys)
        expectAgreement(LiveActivityKey.self, with: APS.keys, from: APSKey.allCases.count)
        #expect(APSKey.allCases.count + LiveActivityKey.allCases.count == APS.keys.count)
        #expect(LiveActivityKey.allCases.map(\.name) == LiveActivity.keys)
    }

    @Test func everyAlertKeyIsAtItsPlace() {
        expectAgreement(AlertKey.self, with: AlertContent.keys)
        #expect(AlertKey.allCases.count == AlertContent.keys.count)
        expectAgreement(LocalizedTextKey.self, with: LocalizedTextKey.keys)
        #expect(LocalizedTextKey.allCases.count == LocalizedTextKey.keys.count)
    }

    /// By ordinal or by string, a lookup finds the same member, and an absent key stays apart
    /// from a key whose value is null.
    @Test func anOrdinalFindsWhatTheKeyFinds() {
        let object: JSONObject = ["badge": nil, "custom": 1, "alert": "hi", "timestamp": 5]
        let known = KnownMembers(object, index: KeyIndex(APS.keys))
        for key in APSKey.allCases {
            #expect(known[key] == known[key.name], "\(key.name)")
            #expect(known.contains(key) == known.contains(key.name), "\(key.name)")
        }
        for key in LiveActivityKey.allCases { #expect(known[key] == known[key.name], "\(key.name)") }
        #expect(known[APSKey.badge] == .some(.null))
        #expect(known[APSKey.sound] == Optional<JSONValue>.none)
        #expect(known[LiveActivityKey.timestamp] == .integer(5))
    }
}
