import Testing

@testable import PushSimCore

@Suite("loc-key and loc-args rendering")
struct LocalizedTextTests {
    @Test(arguments: [
        ("%@ sent you %@ messages", ["Alice", "3"], "Alice sent you 3 messages"),
        ("%2$@ messages from %1$@", ["Alice", "3"], "3 messages from Alice"),
        ("%d%% done", ["80"], "80% done"),
        ("%lld items", ["7"], "7 items"),
        ("%@ and %@", ["one"], "one and (null)"),
        ("no specifiers", ["x"], "no specifiers"),
        ("trailing %", [], "trailing %"),
        ("%q is not a specifier", [], "%q is not a specifier"),
        ("héllo %@ 🎉", ["wörld"], "héllo wörld 🎉"),
    ] as [(String, [String], String)])
    func fillsSpecifiers(format: String, arguments: [String], expected: String) {
        #expect(LocalizedText.format(format, arguments: arguments) == expected)
    }

    /// An ASCII format is walked over its bytes, any other over its characters: the two walks
    /// agree (a trailing "é" sends the same format down the other one).
    @Test(arguments: [
        "%@ sent you %@ messages", "%2$@ messages from %1$@", "%d%% done", "%lld items", "%@ and %@ and %@", "%", "%%", "%%%",
        "%0$@", "%3$@", "%99999999999999999999$@", "%1$", "%1", "%12x", "%hhd%ls%zu", "%q%@", "a%\r\n@", "%$@", "100%", "%1$@%@%2$@%@",
    ])
    func theByteWalkOfAnASCIIFormatAgreesWithTheCharacterWalk(format: String) {
        let arguments = ["Alice", "3", "wörld"]
        #expect(LocalizedText.format(format + "é", arguments: arguments) == LocalizedText.format(format, arguments: arguments) + "é")
    }

    /// Every printable ASCII character after `%`, after a length modifier and after a position:
    /// the byte walk's specifier letters are the character walk's.
    @Test func everyCharacterAfterAPercentAgreesInBothWalks() {
        let arguments = ["Alice", "3"]
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let character = String(UnicodeScalar(byte))
            for format in ["%\(character)", "%l\(character)", "%\(character)d", "%1$\(character)", "x%\(character)%@"] {
                #expect(LocalizedText.format(format + "é", arguments: arguments) == LocalizedText.format(format, arguments: arguments) + "é", "\(format)")
            }
        }
    }

    @Test func aKeyMissingFromTheTableShowsTheKey() {
        #expect(LocalizedText.render(key: "NOT_THERE", arguments: ["x"], strings: [:]) == "NOT_THERE")
        #expect(LocalizedText.render(key: "K", arguments: ["x"], strings: ["K": "hi %@"]) == "hi x")
    }
}
