import Testing

@testable import PushSimCore

/// String Catalogs (`.xcstrings`) read as Xcode compiles them into each language's strings and
/// plurals (docs/localization.md, "String Catalogs").
@Suite("Reading String Catalogs")
struct StringCatalogReaderTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Inbox" : {},
            "NEW_MESSAGE" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "New message from %@" } },
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Neue Nachricht von %@" } }
              }
            },
            "UNREAD" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread messages" } } } } },
                "ar" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا رسائل" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld رسالة" } } } } } } } }
              }
            },
            "FILES_IN_FOLDER" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@files@" },
                  "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    @Test func eachLanguageGetsWhatXcodeCompilesForIt() throws {
        let catalog = try StringCatalogReader.read(Array(Self.catalog.utf8))
        #expect(catalog.sourceLanguage == "en")
        let english = try #require(catalog.languages["en"])
        #expect(english.map(\.key) == ["Inbox", "NEW_MESSAGE", "UNREAD", "FILES_IN_FOLDER"])
        // A key without a source-language localization is its own text.
        #expect(english.first { $0.key == "Inbox" }?.text == .plain("Inbox"))
        #expect(english.first { $0.key == "UNREAD" }?.text
            == .plural(PluralFormat(format: "%#@value@", variables: ["value": PluralVariable(valueType: nil, forms: [.one: "%lld unread message", .other: "%lld unread messages"])])))
        // A substitution's `%arg` is its own argument.
        #expect(english.first { $0.key == "FILES_IN_FOLDER" }?.text
            == .plural(PluralFormat(format: "%1$@ has %#@files@", variables: ["files": PluralVariable(valueType: "lld", forms: [.one: "%2$lld file", .other: "%2$lld files"], argument: 2)])))
        #expect(catalog.languages["de"]?.map(\.key) == ["NEW_MESSAGE"])
        // An iPhone takes its device variation.
        #expect(catalog.languages["ar"]?.first?.text
            == .plural(PluralFormat(format: "%#@value@", variables: ["value": PluralVariable(valueType: nil, forms: [.zero: "لا رسائل", .other: "%lld رسالة"])])))
        #expect(catalog.warnings.map(\.message) == [#"this de translation is marked needs review; iOS shows it as it is"#])
        #expect(catalog.warnings.first?.position.line == 8)
    }

    /// A real catalog holds thousands of units Xcode marked `new` or `needs_review` (one public
    /// catalog, 2,305): one warning per language and state, at the first, keeps a model's
    /// warnings readable; a key marked not to translate shows its source text, as intended,
    /// and is no warning.
    @Test func unitsNotYetTranslatedAreCountedByLanguage() throws {
        let units = (0..<3000).map { #""K\#($0)": {"localizations": {"ar": {"stringUnit": {"state": "new", "value": "x"}}, "de": {"stringUnit": {"state": "\#($0 % 2 == 0 ? "needs_review" : "translated")", "value": "y"}}}}"# }
        let text = #"{"sourceLanguage": "en", "strings": {"PLAIN": {"shouldTranslate": false},"# + "\n" + units.joined(separator: ",\n") + "}}"
        let catalog = try StringCatalogReader.read(Array(text.utf8))
        #expect(catalog.warnings.map(\.message) == [
            "3000 ar translations are new (the first here); iOS shows them as they are",
            "1500 de translations are marked needs review (the first here); iOS shows them as they are",
        ])
        #expect(catalog.warnings.map(\.position.line) == [2, 2])
    }

    @Test(arguments: [
        (#"{"strings": {}}"#, "1:1", #""sourceLanguage" must name a language, as "en""#),
        (#"{"sourceLanguage": "en", "strings": []}"#, "1:37", #""strings" must be an object of the catalog's keys"#),
        ("[]", "1:1", "the catalog is an array; a String Catalog is an object"),
        (#"{"sourceLanguage": "en", "strings": {}"#, "1:38", nil),
    ])
    func aMistakeIsPlaced(text: String, place: String, message: String?) {
        do {
            _ = try StringCatalogReader.read(Array(text.utf8))
            Issue.record("read")
        } catch {
            #expect(error.position.description == place)
            if let message { #expect(error.message == message) }
        }
    }

    @Test func suspiciousEntriesAreWarnedAbout() throws {
        let text = #"""
            {"sourceLanguage": "en", "strings": {
              "A": {"shouldTranslate": false, "localizations": {"en": {"stringUnit": {"value": "a"}}}},
              "B": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "un"}}}}}}},
              "C": {"localizations": {"english": {"stringUnit": {"value": "x"}}}}
            }}
            """#
        let catalog = try StringCatalogReader.read(Array(text.utf8))
        #expect(catalog.warnings.map(\.message) == [
            #"no "other" form, the one every number can fall to"#,
            #""english" is not a language tag"#,
        ])
        #expect(catalog.warnings.map(\.position.line) == [3, 4])
    }
}
