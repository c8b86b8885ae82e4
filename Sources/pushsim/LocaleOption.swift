import ArgumentParser
import PushSimCore

/// `--locale de-AT,en`: the user's preferred languages, most wanted first
/// (docs/localization.md, "Which language").
enum LocaleOption {
    static let help = ArgumentHelp(
        "The device's preferred languages, most wanted first, comma-separated: de-AT,en. The app model's localization tables are read in the one iOS chooses (default: the app's development language).",
        valueName: "languages")

    static func parse(_ text: String) throws -> [String] {
        let tags = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        for tag in tags where !LanguageChoice.isLanguageTag(tag) {
            throw ValidationError("--locale takes language tags, as de-AT or zh-Hant-HK, comma-separated: \"\(String(String.UnicodeScalarView(tag.unicodeScalars.prefix(40).map { $0.properties.generalCategory == .control ? "?" : $0 })))\" is not one")
        }
        return tags
    }
}
