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

    @Test func aKeyMissingFromTheTableShowsTheKey() {
        #expect(LocalizedText.render(key: "NOT_THERE", arguments: ["x"], strings: [:]) == "NOT_THERE")
        #expect(LocalizedText.render(key: "K", arguments: ["x"], strings: ["K": "hi %@"]) == "hi x")
    }
}
