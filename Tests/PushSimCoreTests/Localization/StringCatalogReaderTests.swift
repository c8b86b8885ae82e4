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
        #expect(catalog.warnings.map(\.message) == [#"the translation is marked needs review; iOS shows it as it is"#])
        #expect(catalog.warnings.first?.position.line == 8)
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
              "A": {"shouldTranslate": false},
              "B": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "un"}}}}}}},
              "C": {"localizations": {"english": {"stringUnit": {"value": "x"}}}}
            }}
            """#
        let catalog = try StringCatalogReader.read(Array(text.utf8))
        #expect(catalog.warnings.map(\.message) == [
            #""A" is marked not to translate: other languages show the key"#,
            #"no "other" form, the one every number can fall to"#,
            #""english" is not a language tag"#,
        ])
        #expect(catalog.warnings.map(\.position.line) == [2, 3, 4])
    }
}
