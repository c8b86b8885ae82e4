import ArgumentParser
import PushSimCore

/// `--locale de-AT,en`: the user's preferred languages, most wanted first
/// (docs/localization.md, "Which language").
enum LocaleOption {
    static let help = ArgumentHelp(
        "The device's preferred languages, most wanted first, comma-separated: de-AT,en. The app model's localization tables are read in the one iOS chooses (default: the app's development language).",
        valueName: "languages")

    /// For `replay` and `scenario`, whose cases and scenarios may name their own.
    static let replayHelp = defaultHelp(for: "cases that name none (their \"locale\")")
    static let scenarioHelp = defaultHelp(for: "scenarios whose start names none (its \"locale\")")

    private static func defaultHelp(for whose: String) -> ArgumentHelp {
        ArgumentHelp(
            "The device's preferred languages for \(whose), most wanted first, comma-separated: de-AT,en (default: the app's development language).",
            valueName: "languages")
    }

    static let validateHelp = ArgumentHelp(
        "With --app: check each loc-key in the language iOS chooses for these preferred languages (de-AT,en), not in every language of the app's tables.",
        valueName: "languages")

    static let allHelp = ArgumentHelp(
        "all: run each payload of an app with localization tables once in each language the tables have, checking each case's \"locales\" expectations.",
        valueName: "all")

    static func parse(_ text: String) throws -> [String] {
        if let tags = LanguageChoice.preferredLanguages(text) { return tags }
        let tag = text.split(separator: ",", omittingEmptySubsequences: false).first { !LanguageChoice.isLanguageTag(String($0)) } ?? ""
        throw ValidationError(
            "--locale takes language tags, as de-AT or zh-Hant-HK, comma-separated: \"\(String(String.UnicodeScalarView(tag.unicodeScalars.prefix(40).map { $0.properties.generalCategory == .control ? "?" : $0 })))\" is not one")
    }

    /// `--locales all`: the only value.
    static func all(_ text: String) throws -> Bool {
        guard text == "all" else { throw ValidationError("--locales takes all: every language of the app's tables") }
        return true
    }

    /// What `replay` refuses together, or nil.
    static func conflict(languages: [String]?, all: Bool, update: Bool) -> String? {
        if all && languages != nil { return "--locale and --locales all both choose the language: give one" }
        if update && (all || languages != nil) {
            return "--update records each case and scenario in its own language (its \"locale\", else the development language), not --locale's; a case's words in another language are written under its \"locales\" (docs/localization.md)"
        }
        return nil
    }
}
