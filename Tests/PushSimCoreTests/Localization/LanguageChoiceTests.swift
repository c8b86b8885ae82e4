import Testing

@testable import PushSimCore

/// Choosing the app's localization from the user's languages (docs/localization.md, "Which
/// language"). Each expectation is what Apple's own matcher, `ualoc_localizationsToUse` in the
/// ICU that ships with the Swift toolchain, answers for the same lists (the page says how it was
/// run); QA1828 describes the rule.
@Suite("Choosing the app's language")
struct LanguageChoiceTests {
    @Test(arguments: [
        (["en-GB"], ["en", "de", "fr"], "en"),
        (["en-AU"], ["en", "en-GB", "de"], "en-GB"),
        (["en-IN"], ["en", "en-GB"], "en-GB"),
        (["en-US"], ["en-GB", "de"], "en-GB"),
        (["en"], ["en-GB", "en-US"], "en-US"),
        (["de-AT"], ["en", "de"], "de"),
        (["zh-Hans-CN"], ["en", "zh-Hans", "zh-Hant"], "zh-Hans"),
        (["zh-CN"], ["en", "zh-Hans", "zh-Hant"], "zh-Hans"),
        (["zh-Hant-HK"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
        (["zh-HK"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
        (["zh-TW"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
        (["zh-Hant-HK"], ["en", "zh-Hans", "zh-Hant", "zh-HK"], "zh-HK"),
        (["zh-Hans"], ["en", "zh-Hant"], "en"),
        (["pt-PT"], ["en", "pt-BR"], "pt-BR"),
        (["pt-PT"], ["en", "pt", "pt-BR"], "pt"),
        (["es-MX"], ["en", "es", "es-419"], "es-419"),
        (["es-AR"], ["en", "es", "es-419"], "es-419"),
        (["nb"], ["en", "no"], "no"),
        (["iw"], ["en", "he"], "he"),
        (["he"], ["en", "iw"], "iw"),
        (["sv"], ["en", "de"], "en"),
        (["sv", "de"], ["en", "de"], "de"),
        (["fr-CH", "fr-CA"], ["en", "fr-FR", "fr-CA"], "fr-CA"),
        (["sr-Latn"], ["en", "sr"], "en"),
        (["en-GB"], ["Base", "en"], "en"),
    ])
    func asApplesMatcherChooses(preferred: [String], available: [String], chosen: String) {
        #expect(LanguageChoice.choose(preferred: preferred, available: available, developmentLanguage: "en").localization == chosen)
    }

    /// No preferred language the app has: the development language, whatever the others.
    @Test func theDevelopmentLanguageWhenNothingMatches() {
        let choice = LanguageChoice.choose(preferred: ["sv-SE", "fi"], available: ["de", "ja", "ar"], developmentLanguage: "de")
        #expect(choice.localization == "de")
        #expect(choice.reason == "the development language: the app has none of sv-SE, fi")
        #expect(LanguageChoice.choose(preferred: ["de-CH"], available: ["en", "de"], developmentLanguage: "en").reason
            == "matches de-CH (the language without its region)")
    }

    @Test func tagsAreReadLeniently() {
        #expect(LanguageTag("zh_Hant_HK")?.description == "zh-Hant-HK")
        #expect(LanguageTag("EN-gb")?.description == "en-Latn-GB")
        #expect(LanguageTag("es-419")?.region == "419")
        for text in ["Base", "", "e", "english", "en-", "en-GB-x", "12"] { #expect(LanguageTag(text) == nil, "\(text)") }
    }
}
