import Foundation
import PushSimCore
import Testing
import TestSupport

/// An app model's `localization` tables and `deliver --locale`, run as a user runs them
/// (docs/localization.md). Expected words are the tables' entries chosen by the documented
/// rules: the language iOS chooses (QA1828), no per-key fallback, CLDR plurals.
@Suite("Localization tables, end to end")
struct LocalizationEndToEndTests {
    private func app() throws -> String {
        let directory = try scratchDirectory("localization")
        for language in ["en", "de", "ru", "fr"] {
            try FileManager.default.createDirectory(atPath: directory + "/Resources/\(language).lproj", withIntermediateDirectories: true)
        }
        try writeText("\"NEW_MESSAGE\" = \"New message from %@\";\n\"UNREAD_TITLE\" = \"Unread\";\n", to: directory + "/Resources/en.lproj/Localizable.strings")
        try writeText("\"NEW_MESSAGE\" = \"Neue Nachricht von %@\";\n", to: directory + "/Resources/de.lproj/Localizable.strings")
        try writeText(
            """
            <plist><dict><key>UNREAD</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d непрочитанное</string><key>few</key><string>%d непрочитанных сообщения</string>
            <key>many</key><string>%d непрочитанных</string><key>other</key><string>%d непрочитанного</string></dict></dict></dict></plist>
            """, to: directory + "/Resources/ru.lproj/Localizable.stringsdict")
        try writeText("\"NEW_MESSAGE\" = \"Nouveau message de %@\"\n", to: directory + "/Resources/fr.lproj/Localizable.strings")
        try writeText(
            #"""
            {"schemaVersion": 1, "app": {"name": "Loc", "bundleId": "com.example.loc"},
             "localization": {"tables": ["Resources/*.lproj/Localizable.*"], "developmentLanguage": "en"},
             "events": {}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}
            """#, to: directory + "/pushsim.json")
        try writeText(#"{"aps": {"alert": {"loc-key": "NEW_MESSAGE", "loc-args": ["Alice"]}}}"#, to: directory + "/message.json")
        try writeText(#"{"aps": {"alert": {"title-loc-key": "UNREAD_TITLE", "loc-key": "UNREAD", "loc-args": ["22"]}}}"#, to: directory + "/unread.json")
        return directory
    }

    /// The language iOS chooses from the device's decides the words: German for de-AT, the
    /// development language for a language the app lacks.
    @Test(arguments: [("de-AT", "Neue Nachricht von Alice"), ("sv,de", "Neue Nachricht von Alice"), ("sv", "New message from Alice"), ("en-GB", "New message from Alice")])
    func theChosenLanguagesWords(locale: String, words: String) throws {
        let run = try Binary.run(["deliver", "message.json", "--state", "active", "--locale", locale], directory: try app())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "message.json: toast \"\(words)\"\n")
    }

    /// Russian's CLDR `few` for 22; the title German lacks shows as its key, not English's words.
    @Test func pluralsAndNoPerKeyFallback() throws {
        let directory = try app()
        let russian = try Binary.run(["deliver", "unread.json", "--state", "active", "--locale", "ru"], directory: directory)
        #expect(russian.stdout == "unread.json: toast \"Unread — 22 непрочитанных сообщения\"\n", "\(russian.stderr)")
        let german = try Binary.run(["deliver", "unread.json", "--state", "active", "--locale", "de", "--trace"], directory: directory)
        #expect(german.stdout.hasPrefix("unread.json: toast \"UNREAD_TITLE — "), "\(german.stdout)")
        #expect(german.stdout.contains("localized: de, matches de; "), "\(german.stdout)")
    }

    /// A table iOS cannot read warns at its line:column when the model loads, and its language
    /// shows keys; a bad --locale is a usage error.
    @Test func aBrokenTableAndABadLocale() throws {
        let directory = try app()
        let french = try Binary.run(["deliver", "message.json", "--state", "active", "--locale", "fr"], directory: directory)
        #expect(french.status == 0)
        #expect(french.stdout == "message.json: toast \"NEW_MESSAGE\"\n")
        #expect(french.stderr.contains("Resources/fr.lproj/Localizable.strings:2:1: error: missing ';' after the value of \"NEW_MESSAGE\""), "\(french.stderr)")
        let bad = try Binary.run(["deliver", "message.json", "--state", "active", "--locale", "de,\u{1B}[2J"], directory: directory)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--locale takes language tags"), "\(bad.stderr)")
        #expect(!bad.stderr.contains("\u{1B}"))
    }

    /// `validate --app` asks every language: a key some lack is a warning naming them (a device
    /// in those languages shows the key), one none has an error.
    @Test func validateNamesTheLanguagesAKeyIsMissingIn() throws {
        let directory = try app()
        try writeText(#"{"aps": {"alert": {"loc-key": "NOWHERE"}}}"#, to: directory + "/nowhere.json")
        let run = try Binary.run(["validate", "--app", "pushsim.json", "message.json", "unread.json", "nowhere.json"], directory: directory)
        #expect(run.status == 1)
        // French's table cannot be read: an error of its own, naming the file's place.
        #expect(run.stdout.contains(#"message.json:1:31: error: LocTableUnreadable: loc-key "NEW_MESSAGE" shows itself in fr: Resources/fr.lproj/Localizable.strings:2:1: missing ';'"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"warning: MissingTranslation: title-loc-key "UNREAD_TITLE" is missing in de: a device in that language shows the key itself"#), "\(run.stdout)")
        // UNREAD is in Russian's .stringsdict alone, which the others fall back to: no
        // language lacks it, but three show Russian's words.
        #expect(!run.stdout.contains(#"MissingTranslation: loc-key "UNREAD" "#))
        #expect(run.stdout.contains(#"warning: PluralFromOtherLanguage: loc-key "UNREAD" in de, en, fr is ru's plural, from Resources/ru.lproj/Localizable.stringsdict"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"error: UnknownLocKey: loc-key "NOWHERE": no language of Loc's tables has it (de, en, fr, ru), so iOS would show the key itself"#), "\(run.stdout)")
    }

    /// The record's device says the languages; the presentation the words.
    @Test func theJSONRecordCarriesTheLanguagesAndWords() throws {
        let run = try Binary.run(["deliver", "message.json", "--state", "active", "--locale", "de-AT", "--format", "json"], directory: try app())
        let object = try record(run.stdout.split(separator: "\n")[0].description)
        #expect(object["device"]?.objectValue?["languages"] == .array(["de-AT"]))
        #expect(object["presentation"]?.objectValue?["body"] == "Neue Nachricht von Alice")
    }
}
