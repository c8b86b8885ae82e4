import Testing

@testable import PushSimCore

@Suite("Device tokens")
struct DeviceTokenTests {
    @Test(arguments: [
        ("7C1E9A0B", "7c1e9a0b"),
        ("<7c1e9a0b 5d3f0011>", "7c1e9a0b5d3f0011"),
        ("  7c 1e 9a 0b ", "7c1e9a0b"),
        ("AQID", "010203"),
        ("AQIDBA==", "01020304"),
        ("-_8=", "fbff"),
    ])
    func normalizesToLowercaseHex(input: String, hex: String) throws {
        #expect(try DeviceToken.parse(input).hex == hex)
    }

    @Test(arguments: ["", "   ", "<>"])
    func emptyIsMissingDeviceToken(input: String) {
        #expect(throws: DeviceToken.ParseError(reason: .missingDeviceToken, message: "the device token is empty")) {
            try DeviceToken.parse(input)
        }
    }

    @Test(arguments: ["zz!!", "abc", "7c1e9a0b!", "A"])
    func malformedIsBadDeviceToken(input: String) {
        do {
            _ = try DeviceToken.parse(input)
            Issue.record("\(input) was accepted")
        } catch {
            #expect(error.reason == .badDeviceToken)
        }
    }
}
