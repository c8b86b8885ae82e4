import Testing

@testable import PushSimCore

/// The byte-wise answer `ReplayTextBytes` uses to keep a line as it is must be the scalar-wise
/// one `TerminalText.sanitize` acts on, for every scalar there is.
@Suite("Hidden characters found in UTF-8 bytes")
struct HiddenCharactersTests {
    @Test func everyScalarIsFoundInItsBytesExactlyWhenItIsHidden() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a→" + String(Character(scalar)) + "z"
            let found = Array(text.utf8).withUnsafeBufferPointer(HiddenCharacters.appear(in:))
            if found != HiddenCharacters.contains(scalar) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func textWithoutHiddenCharactersIsLeftAsSanitizingLeavesIt() {
        for text in ["routed Inbox > Conversation(893) [badge unset → 46]", "é 日本語 🎉", "bidi\u{202E}x", "csi\u{9B}", "nl\u{2028}", ""] {
            let found = Array(text.utf8).withUnsafeBufferPointer(HiddenCharacters.appear(in:))
            #expect(found == (TerminalText.sanitize(text) != text), "\(text.debugDescription)")
        }
    }
}
