/// An app's `Localizable` tables, every language of them, as iOS finds them for a push
/// (docs/localization.md, "The app's tables"): for a language, its own `.strings` file, or
/// failing that Base's, the development language's, then any other's; its `.stringsdict`
/// found the same way on its own; the `.stringsdict`'s entries over the `.strings`'.
public struct AppLocalization: Sendable {
    /// A table file's problem, at its line:column when it has one.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let position: SourcePosition?
        public let message: String
        /// An error: iOS reads none of the file. Otherwise a warning.
        public let isError: Bool

        public var description: String { "\(path)\(position.map { ":\($0)" } ?? ""): \(isError ? "error" : "warning"): \(message)" }
    }

    /// What a key gives in one localization.
    public enum Lookup: Sendable, Equatable {
        case plain(String, path: String, position: SourcePosition?)
        case plural(PluralFormat, path: String, position: SourcePosition?)
        /// No table of that language has the key: iOS shows the key itself.
        case missing
    }

    public let developmentLanguage: String
    /// The app's localizations: its `.lproj` folders and its catalog's languages, `Base` aside,
    /// in byte order.
    public let localizations: [String]
    public let problems: [Problem]

    /// One file's entries, by key.
    private struct FileTable: Sendable {
        let path: String
        var entries: [String: Lookup] = [:]
    }

    /// By `.lproj` folder (or catalog language): the `.strings` table and the `.stringsdict` one.
    private let stringsFiles: [String: FileTable]
    private let stringsdictFiles: [String: FileTable]

    /// Tables larger than this are not read: 16 MiB holds a catalog of far more than 10,000 keys.
    static let readCap = 16 << 20

    public static func load(patterns: [String], relativeTo directory: String, developmentLanguage: String) -> AppLocalization {
        let (files, found) = LocalizationFile.find(patterns, relativeTo: directory)
        var problems = found.map { Problem(path: $0.path, position: nil, message: $0.message, isError: true) }
        var strings: [String: FileTable] = [:]
        var stringsdicts: [String: FileTable] = [:]
        let reader = InputReader(cap: readCap)
        for file in files {
            let bytes: [UInt8]
            do throws(InputError) {
                bytes = try reader.read(.path(file.path))
            } catch {
                problems.append(Problem(path: file.path, position: nil, message: error.reason, isError: true))
                continue
            }
            var table = FileTable(path: file.path)
            do throws(StringsFileReader.Finding) {
                switch file.kind {
                case .strings:
                    let read = try StringsFileReader.read(bytes)
                    for entry in read.entries { table.entries[entry.key] = .plain(entry.value, path: file.path, position: entry.position) }
                    problems += read.warnings.map { Problem(path: file.path, position: $0.position, message: $0.message, isError: false) }
                    strings[file.folder!] = table
                case .stringsdict:
                    let read = try StringsdictReader.read(bytes)
                    for entry in read.entries { table.entries[entry.key] = .plural(entry.plural, path: file.path, position: entry.position) }
                    problems += read.warnings.map { Problem(path: file.path, position: $0.position, message: $0.message, isError: false) }
                    stringsdicts[file.folder!] = table
                case .catalog:
                    let catalog = try StringCatalogReader.read(bytes)
                    problems += catalog.warnings.map { Problem(path: file.path, position: $0.position, message: $0.message, isError: false) }
                    // In byte order, so the problems come out the same on every run.
                    for language in catalog.languages.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                        let entries = catalog.languages[language]!
                        var plain = FileTable(path: file.path)
                        var plural = FileTable(path: file.path)
                        for entry in entries {
                            switch entry.text {
                            case .plain(let text): plain.entries[entry.key] = .plain(text, path: file.path, position: entry.position)
                            case .plural(let format): plural.entries[entry.key] = .plural(format, path: file.path, position: entry.position)
                            }
                        }
                        // Xcode compiles the catalog into each language's two files; an .lproj
                        // file of the same name would be a second producer of it.
                        if strings[language] != nil || stringsdicts[language] != nil {
                            problems.append(Problem(path: file.path, position: nil, message: "\(language) has both this catalog and \(language).lproj files: Xcode refuses two tables of one name", isError: true))
                        }
                        strings[language] = plain
                        stringsdicts[language] = plural
                    }
                }
            } catch {
                // iOS drops a table it cannot parse whole: every key of it shows itself.
                problems.append(Problem(path: file.path, position: error.position, message: error.message, isError: true))
                switch file.kind {
                case .strings: strings[file.folder!] = table
                case .stringsdict: stringsdicts[file.folder!] = table
                case .catalog: break
                }
            }
        }
        let names = Set(strings.keys).union(stringsdicts.keys).subtracting(["Base"])
        return AppLocalization(
            developmentLanguage: developmentLanguage, localizations: names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) },
            problems: problems, stringsFiles: strings, stringsdictFiles: stringsdicts)
    }

    private init(
        developmentLanguage: String, localizations: [String], problems: [Problem], stringsFiles: [String: FileTable],
        stringsdictFiles: [String: FileTable]
    ) {
        self.developmentLanguage = developmentLanguage
        self.localizations = localizations
        self.problems = problems
        self.stringsFiles = stringsFiles
        self.stringsdictFiles = stringsdictFiles
    }

    /// The localization a device with `preferred` languages shows (docs/localization.md,
    /// "Which language").
    public func choose(preferred: [String]) -> LanguageChoice {
        LanguageChoice.choose(preferred: preferred, available: localizations, developmentLanguage: developmentLanguage)
    }

    /// What `key` gives in `localization`: its `.stringsdict` entry over its `.strings` one,
    /// each file found for the language as iOS finds it. No other language is asked for a
    /// missing key.
    public func lookup(_ key: String, in localization: String) -> Lookup {
        if let file = file(of: stringsdictFiles, for: localization), let found = file.entries[key] { return found }
        if let file = file(of: stringsFiles, for: localization), let found = file.entries[key] { return found }
        return .missing
    }

    /// Every key `localization` finds, in no order: what a mistyped key is compared with.
    public func keys(in localization: String) -> [String] {
        [file(of: stringsdictFiles, for: localization), file(of: stringsFiles, for: localization)].flatMap { $0.map { Array($0.entries.keys) } ?? [] }
    }

    /// The path of the file of `localization`'s table that iOS reads, for the trace.
    public func tablePaths(for localization: String) -> [String] {
        let paths = [file(of: stringsFiles, for: localization), file(of: stringsdictFiles, for: localization)].compactMap { $0?.path }
        // A String Catalog is both files of each of its languages: named once.
        return paths.count == 2 && paths[0] == paths[1] ? [paths[0]] : paths
    }

    /// The language whose `.stringsdict` `localization` reads when it has none of its own and
    /// no `Base.lproj` one: CFBundle's file-level fallback takes another language's, whose
    /// plurals then show in that language's words (docs/localization.md, "The app's tables").
    public func borrowedStringsdict(for localization: String) -> String? {
        guard stringsdictFiles[localization] == nil, stringsdictFiles["Base"] == nil,
            let path = file(of: stringsdictFiles, for: localization)?.path
        else { return nil }
        return stringsdictFiles.first { $0.value.path == path }?.key
    }

    /// The parse error of a table file `localization` reads, when one cannot be read: iOS
    /// reads none of that file (docs/localization.md, "The app's tables").
    public func unreadableTable(for localization: String) -> Problem? {
        let paths = tablePaths(for: localization)
        return problems.first { $0.isError && $0.position != nil && paths.contains($0.path) }
    }

    /// The language's own file, else Base's, the development language's, then the others' in
    /// byte order: CFBundle's search for one resource.
    private func file(of files: [String: FileTable], for localization: String) -> FileTable? {
        if let own = files[localization] { return own }
        if let base = files["Base"] { return base }
        if let development = files[developmentLanguage] { return development }
        return localizations.lazy.compactMap { files[$0] }.first
    }
}
