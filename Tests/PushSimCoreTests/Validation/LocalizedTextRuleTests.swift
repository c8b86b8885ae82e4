import Testing
import TestSupport

@testable import PushSimCore

/// `validate --app` against the app's own tables, language by language (docs/validation.md,
/// "Localized text"): a key missing, a table iOS cannot read, arguments that do not fill the
/// format found, text where the format takes a number. Each finding is at the payload's place
/// and names the table entry's.
@Suite("Localized text rules")
struct LocalizedTextRuleTests {
    private static func app() throws -> AppModel {
        try appWithTables(
            "Loc",
            files: [
                "Resources/en.lproj/Localizable.strings": #""PAIR" = "%1$@ and %2$@";"# + "\n" + #""COUNT" = "%d new";"# + "\n" + #""HELLO" = "Hello";"# + "\n",
                "Resources/de.lproj/Localizable.strings": #""PAIR" = "%2$@ und %1$@";"# + "\n" + #""HELLO" = "Hallo";"# + "\n",
                "Resources/fr.lproj/Localizable.strings": #""HELLO" = "Bonjour""# + "\n",
                "Resources/ru.lproj/Localizable.stringsdict": """
                    <plist><dict><key>COUNT</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d новое</string>
                    <key>other</key><string>%d новых</string></dict></dict></dict></plist>
                    """,
                "Resources/ru.lproj/Localizable.strings": #""PAIR" = "%1$@ и %2$@";"# + "\n" + #""HELLO" = "Привет";"# + "\n",
            ])
    }

    private func findings(_ alert: String, languages: [String]? = nil) throws -> [String] {
        var checker = PayloadChecker(app: try Self.app())
        checker.languages = languages
        return checker.check(bytes: Array(#"{"aps": {"alert": \#(alert)}}"#.utf8), source: .path("push.json")).diagnostics
            .map { "\(ReplayActual.finding($0)): \($0.message)" }
    }

    /// A format with two arguments given one: the device prints "(null)" (docs/localization.md,
    /// "Formatting"); one error naming each language and its entry.
    @Test func tooFewArgumentsForTheFormat() throws {
        let found = try findings(#"{"loc-key": "PAIR", "loc-args": ["Ann"]}"#).filter { !$0.hasPrefix("LocTableUnreadable") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("LocArgsTooFew@/aps/alert/loc-args: loc-key \"PAIR\" takes 2 arguments in de (") == true, "\(found)")
        #expect(found.first?.contains("de.lproj/Localizable.strings:1:1), en (") == true)
        #expect(found.first?.contains("and loc-args gives 1: the device shows \"(null)\" for each one missing") == true)
        // Extra arguments are ignored by the formatter, and not a finding.
        #expect(try findings(#"{"loc-key": "PAIR", "loc-args": ["Ann", "Bo", "Cy"]}"#).filter { $0.hasPrefix("LocArgs") }.isEmpty)
    }

    /// `%d` given text, and a plural's argument that is not a number (its category would be
    /// `other`): errors at the argument; the French table iOS cannot read is an error too.
    @Test func textWhereANumberIsTaken() throws {
        let found = try findings(#"{"loc-key": "COUNT", "loc-args": ["three"]}"#)
        let notNumber = try #require(found.first { $0.hasPrefix("LocArgNotNumber@/aps/alert/loc-args/0") })
        #expect(notNumber.contains("\"three\" chooses the plural form of %#@n@ for loc-key \"COUNT\" in de, en, fr, ru ("), "\(notNumber)")
        #expect(notNumber.contains("ru.lproj/Localizable.stringsdict:1:"))
        #expect(try findings(#"{"loc-key": "COUNT", "loc-args": ["3"]}"#).allSatisfy { !$0.hasPrefix("LocArgNotNumber") })
    }

    /// Only Russian has a `.stringsdict`: German, English and French take its plural, file by
    /// file as CFBundle falls back, and show its Russian words (docs/localization.md).
    @Test func aPluralFromAnotherLanguage() throws {
        let found = try findings(#"{"loc-key": "COUNT", "loc-args": ["3"]}"#).filter { $0.hasPrefix("PluralFromOtherLanguage") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix(#"PluralFromOtherLanguage@/aps/alert/loc-key: loc-key "COUNT" in de, en, fr is ru's plural, from "#) == true, "\(found)")
        #expect(found.first?.contains("ru.lproj/Localizable.stringsdict: de, en, fr have no Localizable.stringsdict") == true)
        #expect(try findings(#"{"loc-key": "COUNT", "loc-args": ["3"]}"#, languages: ["ru"]).isEmpty)
    }

    /// A table iOS cannot parse gives no entry: an error naming the file's line:column, apart
    /// from the languages that lack the key.
    @Test func aTableThatCannotBeRead() throws {
        let found = try findings(#"{"loc-key": "HELLO"}"#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("LocTableUnreadable@/aps/alert/loc-key: loc-key \"HELLO\" shows itself in fr: ") == true, "\(found)")
        #expect(found.first?.contains("fr.lproj/Localizable.strings:2:1: missing ';'") == true, "\(found)")
    }

    /// With the user's languages only the one iOS chooses is checked.
    @Test func theLanguageTheLocaleChooses() throws {
        #expect(try findings(#"{"loc-key": "HELLO"}"#, languages: ["de-AT"]).isEmpty)
        let found = try findings(#"{"loc-key": "PAIR", "loc-args": ["Ann"]}"#, languages: ["ru"])
        #expect(found.count == 1)
        #expect(found.first?.contains("takes 2 arguments in ru (") == true, "\(found)")
        let missing = try findings(#"{"loc-key": "NOWHERE"}"#, languages: ["de"])
        #expect(missing == [#"UnknownLocKey@/aps/alert/loc-key: loc-key "NOWHERE": de, the language iOS chooses for de, does not have it, so iOS would show the key itself"#])
        // A mistyped key is compared with the keys the tables have.
        #expect(try findings(#"{"loc-key": "HELO"}"#, languages: ["de"]).first?.hasSuffix(#"(did you mean "HELLO"?)"#) == true)
    }
}
