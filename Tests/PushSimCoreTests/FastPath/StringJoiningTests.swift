import Testing
@testable import PushSimCore

/// `[String].joined(separator:)` in PushSimCore (Text/StringJoining.swift) is the standard
/// library's result, without its first-call conformance scan.
@Suite("Joining texts")
struct StringJoiningTests {
    /// The standard library's own: an `ArraySlice` goes through its generic version.
    static func reference(_ texts: [String], _ separator: String) -> String {
        texts[...].joined(separator: separator)
    }

    @Test(arguments: ["", "; ", " > ", "é", "\u{301}", "\0"])
    func joinsAsTheStandardLibraryDoes(separator: String) {
        let cases: [[String]] = [
            [], [""], ["", ""], ["one"], ["one", "two"], ["a", "", "b"],
            ["e", "\u{301}x"], ["日本", "語", "👩‍👩‍👧"], Array(repeating: "long text ", count: 40),
        ]
        for texts in cases {
            #expect(texts.joined(separator: separator) == Self.reference(texts, separator), "\(texts)")
        }
    }

    @Test func withoutASeparatorTheTextsFollowEachOther() {
        #expect(["Inbox", "Conversation(42)"].joined() == "InboxConversation(42)")
        #expect(["a", "b"].joined() == Self.reference(["a", "b"], ""))
    }
}
