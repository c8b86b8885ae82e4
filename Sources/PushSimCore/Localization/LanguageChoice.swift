/// A language tag reduced to what choosing a localization compares: its language (old codes
/// read as their new ones: `iw` as `he`, `no` as `nb`), its script (the likely one when the tag
/// names none and the language is written in several), and its region.
struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    let language: String
    let script: String?
    let region: String?

    /// Codes CLDR replaces by others; an app may name either (`iw.lproj`, `he.lproj`).
    static let aliases = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil"]

    /// `en`, `en-GB`, `en_GB`, `zh-Hant-HK`, `es-419`; nil for anything else (`Base`, `x`, `en-`).
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let code = first.lowercased()
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if script == nil, region == nil, part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter })) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit)) {
                region = part.uppercased()
            } else {
                return nil
            }
        }
        let language = Self.aliases[code] ?? code
        let regional = region.flatMap { CLDRLocaleData.likelyScripts["\(code)_\($0)"] ?? CLDRLocaleData.likelyScripts["\(language)_\($0)"] }
        self.language = language
        self.region = region
        self.script = script ?? regional ?? CLDRLocaleData.likelyScripts[code] ?? CLDRLocaleData.likelyScripts[language]
    }

    private init(language: String, script: String?, region: String?) {
        self.language = language
        self.script = script
        self.region = region
    }

    var description: String { ([language] + [script, region].compactMap { $0 }).joined(separator: "-") }

    /// The same language and script in `region` (nil: none).
    func with(region: String?) -> LanguageTag { LanguageTag(language: language, script: script, region: region) }

    /// The parent CLDR gives a regional tag when it is not the bare language: `en-AU` → `en-001`,
    /// `es-MX` → `es-419`, `pt-AO` → `pt-PT`.
    var parent: LanguageTag? {
        guard let region else { return nil }
        let keys = [script.map { "\(language)_\($0)_\(region)" }, "\(language)_\(region)"].compactMap { $0 }
        for key in keys {
            guard let parent = CLDRLocaleData.parents[key] else { continue }
            return LanguageTag(parent)
        }
        return nil
    }
}

/// Which of the app's localizations a device shows, as iOS chooses it (docs/localization.md,
/// "Which language"; Apple's QA1828): the user's preferred languages in order, the first that
/// the app has a localization for — exactly, or by a more general one (`en-GB` → `en`) —
/// deciding; then one in another region of the same language and script (`pt-PT` → `pt-BR`);
/// else the app's development language.
public struct LanguageChoice: Sendable, Equatable {
    /// The localization chosen, as the app names it (`de`, `zh-Hans`, `pt-BR`).
    public let localization: String
    /// How: "matches de-AT", "the development language: no preferred language matches".
    public let reason: String

    /// Whether `text` is a language tag pushsim reads (`de`, `de-AT`, `zh-Hant-HK`, `es-419`).
    public static func isLanguageTag(_ text: String) -> Bool { LanguageTag(text) != nil }

    /// `de-AT,en`, as `--locale` and a case's or scenario's `locale` give the user's languages:
    /// nil when one of them is not a language tag.
    public static func preferredLanguages(_ text: String) -> [String]? {
        let tags = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return tags.allSatisfy(isLanguageTag) ? tags : nil
    }

    /// `preferred`: the user's languages, most wanted first; `available`: the app's
    /// localizations (their `.lproj` names, or a catalog's languages; `Base` is not a language).
    public static func choose(preferred: [String], available: [String], developmentLanguage: String) -> LanguageChoice {
        let candidates = available.compactMap { name in LanguageTag(name).map { (name: name, tag: $0) } }
        let wanted = preferred.compactMap { text in LanguageTag(text).map { (text: text, tag: $0) } }
        // Exact, or a more general localization of the same language and script.
        for (text, tag) in wanted {
            for step in chain(of: tag) {
                if let found = candidates.first(where: { $0.tag == step.tag }) {
                    return LanguageChoice(localization: found.name, reason: "matches \(text)" + (step.how.map { " (\($0))" } ?? ""))
                }
                // `en-001` stands for the English of its regions: `en-GB` serves `en-AU`.
                if step.isGroup, let found = candidates.first(where: { $0.tag.parent == step.tag }) {
                    return LanguageChoice(localization: found.name, reason: "matches \(text) (\(found.tag) shares its parent \(step.tag))")
                }
            }
        }
        // The same language and script in another region.
        for (text, tag) in wanted {
            let likely = CLDRLocaleData.likelyRegions[tag.language]
            let siblings: [(name: String, tag: LanguageTag)] = candidates.filter { $0.tag.language == tag.language && $0.tag.script == tag.script }
            let inLikelyRegion = siblings.first { $0.tag.region == likely }
            let firstByName = siblings.min { $0.name < $1.name }
            if let found = inLikelyRegion ?? firstByName {
                return LanguageChoice(localization: found.name, reason: "matches \(text) in another region")
            }
        }
        let reason = preferred.isEmpty ? "the development language" : "the development language: the app has none of \(preferred.joined(separator: ", "))"
        return LanguageChoice(localization: developmentLanguage, reason: reason)
    }

    /// The tags that serve `tag`, most specific first: itself, its likely region when it has
    /// none (`en` → `en-US`), its CLDR parents (`en-001`), then the bare language.
    private static func chain(of tag: LanguageTag) -> [(tag: LanguageTag, how: String?, isGroup: Bool)] {
        var steps: [(LanguageTag, String?, Bool)] = [(tag, nil, false)]
        if tag.region == nil, let region = CLDRLocaleData.likelyRegions[tag.language] {
            steps.append((tag.with(region: region), "its likely region", false))
        }
        var current = tag
        while let parent = current.parent, !steps.contains(where: { $0.0 == parent }) {
            steps.append((parent, "its parent \(parent)", true))
            current = parent
        }
        if tag.region != nil { steps.append((tag.with(region: nil), "the language without its region", false)) }
        return steps
    }
}
