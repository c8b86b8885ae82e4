import Testing

@testable import PushSimCore

/// Plural formats turned into text: each `%#@name@` replaced by the form its argument's CLDR
/// category chooses, then formatted (docs/localization.md, "Plurals").
@Suite("Plural formatting")
struct PluralFormattingTests {
    static let messages = PluralFormat(
        format: "%#@messages@ in %@",
        variables: ["messages": PluralVariable(valueType: "d", forms: [.one: "%d new message", .few: "%d новых сообщения", .many: "%d many", .other: "%d new messages"])])

    private func text(_ plural: PluralFormat, _ arguments: [String], _ language: String) -> String {
        let (format, _) = PluralFormatting.expand(plural, arguments: arguments, rules: PluralRules.of(language))
        return LocalizedText.format(format, arguments: arguments)
    }

    @Test func theArgumentsCategoryChoosesTheForm() {
        #expect(text(Self.messages, ["1", "Inbox"], "en") == "1 new message in Inbox")
        #expect(text(Self.messages, ["21", "Inbox"], "ru") == "21 new message in Inbox")
        #expect(text(Self.messages, ["22", "Inbox"], "ru") == "22 новых сообщения in Inbox")
        #expect(text(Self.messages, ["11", "Inbox"], "ru") == "11 many in Inbox")
        // English has no `few`: 3 is `other`.
        #expect(text(Self.messages, ["3", "Inbox"], "en") == "3 new messages in Inbox")
    }

    /// "If "zero" is present, the value is used for mapping the argument value zero regardless
    /// of what CLDR rule specifies" (Foundation release notes, OS X 10.9); a category the entry
    /// does not give falls to `other`.
    @Test func zeroIsUsedForZeroAndMissingCategoriesFallToOther() {
        let files = PluralFormat(format: "%#@f@", variables: ["f": PluralVariable(valueType: "d", forms: [.zero: "no files", .other: "%d files"])])
        #expect(text(files, ["0"], "en") == "no files")
        #expect(text(files, ["1"], "en") == "1 files")
        #expect(text(files, ["0.0"], "en") == "no files")
    }

    /// Positions: `%2$#@b@` reads the second argument; a catalog substitution reads its `argNum`.
    @Test func positionalVariables() {
        let both = PluralFormat(
            format: "%2$#@b@ / %1$#@a@",
            variables: [
                "a": PluralVariable(valueType: "d", forms: [.one: "%1$d apple", .other: "%1$d apples"]),
                "b": PluralVariable(valueType: "d", forms: [.one: "%2$d pear", .other: "%2$d pears"]),
            ])
        #expect(text(both, ["1", "5"], "en") == "5 pears / 1 apple")
        let folder = PluralFormat(format: "%1$@ has %#@files@", variables: ["files": PluralVariable(valueType: "lld", forms: [.one: "%2$lld file", .other: "%2$lld files"], argument: 2)])
        #expect(text(folder, ["Photos", "1"], "en") == "Photos has 1 file")
        // A plain positional specifier beside a variable keeps its position: `%2$@` is the
        // second argument, never the next one.
        let run = PluralFormat(
            format: "You ran %1$#@distance@ in %2$@",
            variables: ["distance": PluralVariable(valueType: "f", forms: [.one: "%1$@ kilometer", .other: "%1$@ kilometers"])])
        #expect(text(run, ["1.5", "09:41"], "en") == "You ran 1.5 kilometers in 09:41")
        #expect(text(run, ["1", "09:41"], "en") == "You ran 1 kilometer in 09:41")
    }

    /// What cannot be chosen says why: no argument, no number, no such variable.
    @Test func problemsAreNamed() {
        let (_, missing) = PluralFormatting.expand(Self.messages, arguments: [], rules: PluralRules.of("en"))
        #expect(missing.map(\.problem) == ["no argument for %#@messages@: pushsim takes other"])
        let (_, word) = PluralFormatting.expand(Self.messages, arguments: ["three"], rules: PluralRules.of("en"))
        #expect(word.map(\.problem) == [#""three" is not a number: its category is other"#])
        let (format, undefined) = PluralFormatting.expand(PluralFormat(format: "x %#@y@ z", variables: [:]), arguments: ["1"], rules: nil)
        #expect(format == "x  z")
        #expect(undefined.map(\.problem) == ["the format names %#@y@, which the entry does not define"])
        // Japanese has only `other`.
        let (_, japanese) = PluralFormatting.expand(Self.messages, arguments: ["1"], rules: PluralRules.of("ja"))
        #expect(japanese.map(\.category) == [.other])
    }
}
