/// `validate --app` with the app's own tables: each `…-loc-key` looked up in every language
/// (or `--locale`'s), as iOS finds it, and its `…-loc-args` checked against the format found
/// (docs/validation.md, "Localized text"; docs/localization.md).
extension AppContractChecker {
    func tableKeys(_ content: AlertContent, _ tables: AppLocalization, _ findings: inout Findings) {
        let checked = languages.map { [tables.choose(preferred: $0).localization] } ?? tables.localizations
        let keys: [(name: String, key: String?, argumentsName: String, arguments: [String]?)] = [
            ("title-loc-key", content.titleLocKey, "title-loc-args", content.titleLocArgs),
            ("subtitle-loc-key", content.subtitleLocKey, "subtitle-loc-args", content.subtitleLocArgs),
            ("loc-key", content.locKey, "loc-args", content.locArgs),
        ]
        for entry in keys {
            guard let key = entry.key else { continue }
            let pointer = JSONPointer(keys: "aps", "alert", entry.name)
            let quoted = "\(entry.name) \(JSONWriter.string(.string(key)))"
            var missing: [String] = []
            var unreadable: [(language: String, problem: AppLocalization.Problem)] = []
            var found: [(language: String, lookup: AppLocalization.Lookup)] = []
            for language in checked {
                let lookup = tables.lookup(key, in: language)
                if lookup != .missing {
                    found.append((language, lookup))
                } else if let problem = tables.unreadableTable(for: language) {
                    unreadable.append((language, problem))
                } else {
                    missing.append(language)
                }
            }
            for (language, problem) in unreadable {
                findings.add(
                    .error(
                        .locTableUnreadable, at: pointer,
                        "\(quoted) shows itself in \(language): \(problem.path)\(problem.position.map { ":\($0)" } ?? ""): \(problem.message)"))
            }
            let readable = checked.count - unreadable.count
            if checked.isEmpty || (readable > 0 && missing.count == readable && found.isEmpty) {
                let which =
                    checked.isEmpty
                    ? "\(model.name) has no table that could be read"
                    : languages == nil
                        ? "no language of \(model.name)'s tables has it (\(checked.joined(separator: ", ")))"
                        : "\(checked[0]), the language iOS chooses for \(languages!.joined(separator: ",")), does not have it"
                let known = Set(checked.flatMap(tables.keys(in:))).sorted()
                findings.add(
                    .error(.unknownLocKey, at: pointer, "\(quoted): \(which), so iOS would show the key itself" + Suggestion.hint(for: key, in: known)))
            } else if !missing.isEmpty {
                findings.add(
                    .warning(
                        .missingTranslation, at: pointer,
                        "\(quoted) is missing in \(missing.joined(separator: ", ")): a device in \(missing.count == 1 ? "that language" : "those languages") shows the key itself"))
            }
            borrowedPlurals(of: quoted, at: pointer, found, tables, &findings)
            arguments(of: quoted, key: entry, at: pointer, found, &findings)
        }
    }

    /// A plural a language takes from another language's `.stringsdict`, as CFBundle falls
    /// back file by file: its device shows that language's words. A warning, by source.
    private func borrowedPlurals(
        of quoted: String, at pointer: JSONPointer, _ found: [(language: String, lookup: AppLocalization.Lookup)], _ tables: AppLocalization,
        _ findings: inout Findings
    ) {
        var bySource: [(source: String, path: String, languages: [String])] = []
        for (language, lookup) in found {
            guard case .plural(_, let path, _) = lookup, let source = tables.borrowedStringsdict(for: language) else { continue }
            if let index = bySource.firstIndex(where: { $0.source == source }) {
                bySource[index].languages.append(language)
            } else {
                bySource.append((source, path, [language]))
            }
        }
        for (source, path, languages) in bySource {
            let which = languages.joined(separator: ", ")
            findings.add(
                .warning(
                    .pluralFromOtherLanguage, at: pointer,
                    "\(quoted) in \(which) is \(source)'s plural, from \(path): \(which) \(languages.count == 1 ? "has" : "have") no Localizable.stringsdict, so iOS takes \(source)'s and a device in \(languages.count == 1 ? "that language" : "those languages") shows \(source)'s words"))
        }
    }

    /// The `…-loc-args` against each language's format: too few for its specifiers, or text for
    /// a number, each an error naming the languages and the table entries.
    private func arguments(
        of quoted: String, key entry: (name: String, key: String?, argumentsName: String, arguments: [String]?), at keyPointer: JSONPointer,
        _ found: [(language: String, lookup: AppLocalization.Lookup)], _ findings: inout Findings
    ) {
        let arguments = entry.arguments ?? []
        let argumentsPointer = entry.arguments == nil ? keyPointer : JSONPointer(keys: "aps", "alert", entry.argumentsName)
        // By what is wrong, the languages and places it is wrong in, in the languages' order.
        var tooFew: [(count: Int, places: [Place])] = []
        var notNumbers: [Int: (what: String, places: [Place])] = [:]
        for (language, lookup) in found {
            let format: String
            let place: Place
            // The arguments the plural variables take, beyond the expanded format's own.
            var pluralNeeds = 0
            switch lookup {
            case .missing:
                continue
            case .plain(let text, let path, let position):
                format = text
                place = Place(language: language, location: "\(path)\(position.map { ":\($0)" } ?? "")")
            case .plural(let plural, let path, let position):
                place = Place(language: language, location: "\(path)\(position.map { ":\($0)" } ?? "")")
                let (expanded, choices) = PluralFormatting.expand(plural, arguments: arguments, rules: PluralRules.of(language))
                format = expanded
                for choice in choices where choice.index >= 0 {
                    guard let argument = choice.argument else {
                        pluralNeeds = max(pluralNeeds, choice.index + 1)
                        continue
                    }
                    if !Self.isNumber(argument), notNumbers[choice.index]?.places.contains(place) != true {
                        notNumbers[choice.index, default: ("chooses the plural form of %#@\(choice.variable)@", [])].places.append(place)
                    }
                }
            }
            let uses = FormatSpecifiers.uses(in: format)
            let needed = max(FormatSpecifiers.argumentCount(of: uses), pluralNeeds)
            if needed > arguments.count { add(needed, place, to: &tooFew) }
            for use in uses where use.isNumeric && arguments.indices.contains(use.argument) && !Self.isNumber(arguments[use.argument]) {
                if notNumbers[use.argument]?.places.contains(place) != true {
                    notNumbers[use.argument, default: ("fills %\(use.conversion), a number", [])].places.append(place)
                }
            }
        }
        for (needed, places) in tooFew {
            findings.add(
                .error(
                    .locArgsTooFew, at: argumentsPointer,
                    "\(quoted) takes \(needed) argument\(needed == 1 ? "" : "s") in \(Place.text(places)), and \(entry.argumentsName) gives \(arguments.count): the device shows \"(null)\" for each one missing"))
        }
        for index in notNumbers.keys.sorted() {
            let (what, places) = notNumbers[index]!
            findings.add(
                .error(
                    .locArgNotNumber, at: JSONPointer(keys: "aps", "alert", entry.argumentsName) / index,
                    "\(entry.argumentsName)[\(index)] \(JSONWriter.string(.string(arguments[index]))) \(what) for \(quoted) in \(Place.text(places)), and is not a number: loc-args are text, and Apple documents only %@ for them"))
        }
    }

    /// A language and the table entry it formats with.
    private struct Place: Equatable {
        let language: String
        let location: String

        /// `de, en (Resources/ru.lproj/Localizable.stringsdict:1:14), ru (…)`: the languages
        /// sharing an entry (a file found by fallback) named once with it.
        static func text(_ places: [Place]) -> String {
            var groups: [(location: String, languages: [String])] = []
            for place in places {
                if let index = groups.firstIndex(where: { $0.location == place.location }) {
                    groups[index].languages.append(place.language)
                } else {
                    groups.append((place.location, [place.language]))
                }
            }
            return groups.map { "\($0.languages.joined(separator: ", ")) (\($0.location))" }.joined(separator: ", ")
        }
    }

    private func add(_ needed: Int, _ place: Place, to tooFew: inout [(count: Int, places: [Place])]) {
        if let index = tooFew.firstIndex(where: { $0.count == needed }) { tooFew[index].places.append(place) } else { tooFew.append((needed, [place])) }
    }

    /// An integer or a decimal, as a plural's operands are read (`PluralOperands`).
    static func isNumber(_ text: String) -> Bool {
        PluralOperands(text) != nil
    }
}
