import Testing

@testable import PushSimCore

/// How `pushsim register` (and `--device-token`) read a token: docs/validation.md, "Device tokens".
@Suite("Device tokens")
struct DeviceTokenTests {
    /// Today's 32-byte token, and the forms it travels in.
    static let hex = "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"
    static let base64 = "fB6aC10/ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJk="
    static let base64URL = "fB6aC10_ABEiM0RVZneImaq7zN3u_wARIjNEVWZ3iJk="

    @Test(arguments: [
        (hex, hex),
        (hex.uppercased(), hex),
        ("<7C1E9A0B 5D3F0011 22334455 66778899 AABBCCDD EEFF0011 22334455 66778899>", hex),
        ("  7c1e9a0b5d3f0011 2233445566778899aabbccddeeff00112233445566778899 ", hex),
        (base64, hex),
        (base64URL, hex),
        ("fB6aC10/ABEiM0RVZneImaq7zN3u\n/wARIjNEVWZ3iJk=", hex),
        // 36 bytes: longer than today's tokens is accepted (with a warning), as tokens may grow.
        ("7c1e9a0b5d3f00112233445566778899aabbccddeeff0011223344556677889900112233", "7c1e9a0b5d3f00112233445566778899aabbccddeeff0011223344556677889900112233"),
        ("fB6aC10/ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJkAESIz", "7c1e9a0b5d3f00112233445566778899aabbccddeeff0011223344556677889900112233"),
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

    private func rejection(_ input: String) -> DeviceToken.ParseError? {
        do {
            let token = try DeviceToken.parse(input)
            Issue.record("\(input) was accepted as \(token.bytes.count) bytes")
            return nil
        } catch {
            #expect(error.reason == .badDeviceToken)
            return error
        }
    }

    /// Hex is hex: one mistyped digit does not turn a hex token into 48 bytes of base64.
    @Test func aHexTokenWithOneTypoIsBadDeviceToken() {
        var typo = Array(Self.hex)
        typo[16] = "g"
        let error = rejection(String(typo))
        #expect(error?.message == #"the device token is not hex: "g" at character 17 is not a hex digit (63 of its 64 characters are: a mistyped hex token, not base64)"#)
    }

    @Test func aHexTokenWithATypoInsideAngleBracketsIsBadDeviceToken() {
        let error = rejection("<7C1E9A0B 5D3F0O11 22334455 66778899 AABBCCDD EEFF0011 22334455 66778899>")
        #expect(error?.message.hasPrefix(#"the device token is not hex: "O" at character 16"#) == true)
    }

    /// `zz` was read as one byte of unpadded base64.
    @Test func twoLettersAreNotAToken() {
        let error = rejection("zz")
        #expect(error?.message == "the device token is not base64: padded base64 comes in groups of 4 characters, and it has 2")
    }

    /// `AQID=BAUG` was read as 6 bytes, the `=` skipped.
    @Test func paddingInTheMiddleIsNotBase64() {
        let error = rejection("AQID=BAUG")
        #expect(error?.message == #"the device token is not base64: "=" at character 5 is padding, which may only end it"#)
    }

    @Test(arguments: [
        // Standard and URL-safe alphabets mixed.
        "fB6aC10/ABEiM0RVZneImaq7zN3u_wARIjNEVWZ3iJk=",
        // Unpadded.
        "fB6aC10/ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJk",
        // Too much padding.
        "fB6aC10/ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3i===",
        // Not canonical: the last character carries bits past the end of the data.
        "fB6aC10/ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJl=",
    ])
    func base64MustBeUnambiguous(input: String) {
        _ = rejection(input)
    }

    /// A token shorter than today's 32 bytes is not one APNs issued but a truncated one: APNs
    /// answers BadDeviceToken (a 25-byte token in rpush/rpush#634).
    @Test(arguments: [
        "7c1e9a0b", "<0A0B 0C0D>", "AQIDBA==", "AQID", "00112233445566778899aabbccddee", "00112233445566778899aabbccddeeff",
        "ABEiM0RVZneImaq7zN3u/w==", "c1a6dca15d9fa55e47c18d59ebf63c76550601a64e560a9e89",
    ])
    func aTokenShorterThanTodaysIsBadDeviceToken(input: String) {
        let error = rejection(input)
        #expect(error?.message.contains("shorter than today's 32 bytes") == true, "\(error?.message ?? "")")
    }

    @Test(arguments: ["zz!!", "abc", "7c1e9a0b!", "A"])
    func malformedIsBadDeviceToken(input: String) {
        _ = rejection(input)
    }

    @Test func aLongerTokenIsAcceptedWithAWarning() throws {
        let token = try DeviceToken.parse(Self.hex + "0011")
        #expect(token.bytes.count == 34)
        #expect(token.warnings.map(\.reason) == [.deviceTokenUnusualLength])
    }
}
