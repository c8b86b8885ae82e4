/// A String Catalog (`Localizable.xcstrings`, JSON) read through pushsim's JSON layer
/// (docs/localization.md, "String Catalogs"): for each language, the strings and plural formats
/// Xcode compiles it into. Its schema is docs/schema/xcstrings.schema.json.
enum StringCatalogReader {
    struct Entry: Sendable {
        let key: String
        let text: Text
        let position: SourcePosition?
    }

    enum Text: Sendable, Equatable {
        case plain(String)
        case plural(PluralFormat)
    }

    struct Catalog: Sendable {
        var sourceLanguage: String
        /// Each language's entries, in the file's order.
        var languages: [String: [Entry]] = [:]
        var warnings: [StringsFileReader.Finding] = []
    }

    /// A mistake at a JSON pointer, placed once the whole file is read.
    private struct Problem {
        let message: String
        let pointer: JSONPointer
        /// A unit not yet translated: counted by language and state (`notTranslated`).
        var unit: (language: String, state: String)?
    }

    static func read(_ bytes: [UInt8]) throws(StringsFileReader.Finding) -> Catalog {
        let document: JSONValue
        do {
            document = try JSONDecoding.decode(bytes)
        } catch {
            throw StringsFileReader.Finding(message: error.reason, position: error.position ?? SourcePosition(line: 1, column: 1, offset: 0))
        }
        let locator = JSONLocator(bytes: bytes)
        func place(_ pointer: JSONPointer) -> SourcePosition { locator.positions(of: [pointer])[0] ?? SourcePosition(line: 1, column: 1, offset: 0) }
        guard case .object(let root) = document else {
            throw StringsFileReader.Finding(message: "the catalog is \(document.typeDescription); a String Catalog is an object", position: place(.root))
        }
        guard let source = root["sourceLanguage"]?.stringValue, LanguageTag(source) != nil else {
            throw StringsFileReader.Finding(message: "\"sourceLanguage\" must name a language, as \"en\"", position: place(root["sourceLanguage"] == nil ? .root : .root / "sourceLanguage"))
        }
        guard case .object(let strings)? = root["strings"] else {
            throw StringsFileReader.Finding(message: "\"strings\" must be an object of the catalog's keys", position: place(root["strings"] == nil ? .root : .root / "strings"))
        }
        var catalog = Catalog(sourceLanguage: source)
        var problems: [Problem] = []
        var knownLanguages: [String: Bool] = [:]
        var found: [(language: String, key: String, text: Text, pointer: JSONPointer)] = []
        for (key, value) in strings.members {
            let at = JSONPointer.root / "strings" / key
            guard case .object(let entry) = value else {
                problems.append(Problem(message: "\"\(StringsFileReader.shown(key))\" is \(value.typeDescription), not an entry object", pointer: at))
                continue
            }
            // `shouldTranslate: false` is no warning: every language shows the source text, as
            // the developer meant.
            var localized: Set<String> = []
            if let localizations = entry["localizations"] {
                guard case .object(let languages) = localizations else {
                    problems.append(Problem(message: "\"localizations\" must be an object of languages", pointer: at / "localizations"))
                    continue
                }
                for (language, localization) in languages.members {
                    let place = at / "localizations" / language
                    // A catalog names its few languages once per key: each is parsed once (a
                    // 10,000-key catalog spent a tenth of its load parsing the same five tags).
                    let isLanguage = knownLanguages[language] ?? {
                        let parsed = LanguageTag(language) != nil
                        knownLanguages[language] = parsed
                        return parsed
                    }()
                    guard isLanguage else {
                        problems.append(Problem(message: "\"\(StringsFileReader.shown(language))\" is not a language tag", pointer: place))
                        continue
                    }
                    if let text = self.text(localization, at: place, key: key, language: language, isSource: language == source, problems: &problems) {
                        found.append((language, key, text, place))
                        localized.insert(language)
                    }
                }
            }
            // A key with no source-language text is its own source text, as Xcode extracts it.
            if !localized.contains(source) { found.append((source, key, .plain(key), at)) }
        }
        problems = countingUnits(problems)
        let positions = locator.positions(of: found.map(\.pointer) + problems.map(\.pointer))
        for (offset, item) in found.enumerated() {
            catalog.languages[item.language, default: []].append(Entry(key: item.key, text: item.text, position: positions[offset]))
        }
        catalog.warnings = problems.enumerated().map { offset, problem in
            StringsFileReader.Finding(message: problem.message, position: positions[found.count + offset] ?? SourcePosition(line: 1, column: 1, offset: 0))
        }
        return catalog
    }

    /// One localization: a `stringUnit`, or `variations` (by device, then plural), with
    /// `substitutions` naming plural variables.
    private static func text(
        _ value: JSONValue, at pointer: JSONPointer, key: String, language: String, isSource: Bool, problems: inout [Problem]
    ) -> Text? {
        guard case .object(let localization) = value else {
            problems.append(Problem(message: "a localization is \(value.typeDescription), not an object", pointer: pointer))
            return nil
        }
        var variables: [String: PluralVariable] = [:]
        if case .object(let substitutions)? = localization["substitutions"] {
            for (name, substitution) in substitutions.members {
                let at = pointer / "substitutions" / name
                guard case .object(let fields) = substitution, let forms = pluralForms(fields["variations"], at: at / "variations", problems: &problems) else {
                    problems.append(Problem(message: "the substitution \(name) has no plural variations", pointer: at))
                    continue
                }
                let argument = fields["argNum"]?.integerValue.map { Int($0) }
                let specifier = fields["formatSpecifier"]?.stringValue ?? "lld"
                // `%arg` in a substitution's forms is its own argument (docs/localization.md).
                let own = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                variables[name] = PluralVariable(
                    valueType: specifier, forms: forms.mapValues { $0.replacingArg(with: own) }, argument: argument)
            }
        }
        if case .object(let unit)? = localization["stringUnit"] {
            warnAboutState(unit, at: pointer / "stringUnit", language: language, isSource: isSource, problems: &problems)
            guard let text = unit["value"]?.stringValue else {
                problems.append(Problem(message: "a stringUnit without a string \"value\"", pointer: pointer / "stringUnit"))
                return nil
            }
            return variables.isEmpty ? .plain(text) : .plural(PluralFormat(format: text, variables: variables))
        }
        if case .object(let variations)? = localization["variations"] {
            // pushsim simulates an iPhone: its device variation, else `other`.
            if case .object(let devices)? = variations["device"] {
                let device = devices["iphone"] != nil ? "iphone" : "other"
                guard let chosen = devices[device] else {
                    problems.append(Problem(message: "device variations without \"iphone\" or \"other\": an iPhone shows the key", pointer: pointer / "variations" / "device"))
                    return nil
                }
                return text(chosen, at: pointer / "variations" / "device" / device, key: key, language: language, isSource: isSource, problems: &problems)
            }
            if let forms = pluralForms(localization["variations"], at: pointer / "variations", problems: &problems) {
                variables["value"] = PluralVariable(valueType: nil, forms: forms)
                return .plural(PluralFormat(format: "%#@value@", variables: variables))
            }
        }
        problems.append(Problem(message: "a localization with neither a stringUnit nor variations", pointer: pointer))
        return nil
    }

    /// `{"plural": {"one": {"stringUnit": {…}}, …}}` → the forms.
    private static func pluralForms(_ value: JSONValue?, at pointer: JSONPointer, problems: inout [Problem]) -> [PluralCategory: String]? {
        guard case .object(let variations)? = value, case .object(let plural)? = variations["plural"] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural.members {
            guard let category = PluralCategory(rawValue: name) else {
                problems.append(Problem(message: "\"\(StringsFileReader.shown(name))\" is no plural category (zero, one, two, few, many, other)", pointer: pointer / "plural" / name))
                continue
            }
            guard let text = form.objectValue?["stringUnit"]?.objectValue?["value"]?.stringValue else {
                problems.append(Problem(message: "the \(name) form has no stringUnit value", pointer: pointer / "plural" / name))
                continue
            }
            forms[category] = text
        }
        if forms[.other] == nil { problems.append(Problem(message: "no \"other\" form, the one every number can fall to", pointer: pointer / "plural")) }
        return forms
    }

    /// Xcode ships every unit whatever its state; one not yet translated is worth a warning.
    private static func warnAboutState(_ unit: JSONObject, at pointer: JSONPointer, language: String, isSource: Bool, problems: inout [Problem]) {
        guard !isSource, let state = unit["state"]?.stringValue, state == "new" || state == "needs_review" else { return }
        problems.append(Problem(message: "", pointer: pointer / "state", unit: (language, state)))
    }

    /// The units not yet translated as one warning per language and state, at the first: a
    /// real catalog has thousands (docs/localization.md, "String Catalogs").
    private static func countingUnits(_ problems: [Problem]) -> [Problem] {
        var counted: [Problem] = []
        var counts: [Int] = []
        var index: [String: Int] = [:]
        for problem in problems {
            guard let unit = problem.unit else {
                counted.append(problem)
                counts.append(0)
                continue
            }
            let name = unit.language + "\u{0}" + unit.state
            if let at = index[name] {
                counts[at] += 1
            } else {
                index[name] = counted.count
                counted.append(problem)
                counts.append(1)
            }
        }
        return zip(counted, counts).map { problem, count in
            guard let unit = problem.unit else { return problem }
            let what = unit.state == "new" ? "new" : "marked needs review"
            let message =
                count == 1
                ? "this \(unit.language) translation is \(what); iOS shows it as it is"
                : "\(count) \(unit.language) translations are \(what) (the first here); iOS shows them as they are"
            return Problem(message: message, pointer: problem.pointer)
        }
    }
}

extension String {
    /// `%arg` replaced: a catalog substitution's own argument.
    fileprivate func replacingArg(with specifier: String) -> String {
        var output = ""
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("arg") {
                output += specifier
                rest = after.dropFirst(3)
            } else if after.hasPrefix("%") {
                output += "%%"
                rest = after.dropFirst()
            } else {
                output += "%"
                rest = after
            }
        }
        return output + rest
    }
}
