#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The table files an app model's `localization.tables` patterns name (docs/localization.md,
/// "The app's tables"): `*.lproj/Localizable.strings` and `.stringsdict`, each in the language
/// its `.lproj` folder names, and `Localizable.xcstrings`, which holds every language.
struct LocalizationFile: Sendable, Equatable {
    enum Kind: String, Sendable {
        case strings, stringsdict, catalog = "xcstrings"
    }

    let path: String
    let kind: Kind
    /// The `.lproj` folder's name (`de`, `zh-Hans`, `Base`); nil for a String Catalog.
    let folder: String?

    /// What the path says the file is, or why iOS would never read push keys from it.
    static func classify(_ path: String) -> Result<LocalizationFile, Problem> {
        let parts = path.split(separator: "/")
        guard let name = parts.last else { return .failure(Problem(path: path, message: "not a file")) }
        let kinds: [(String, Kind)] = [(".stringsdict", .stringsdict), (".strings", .strings), (".xcstrings", .catalog)]
        guard let (suffix, kind) = kinds.first(where: { name.hasSuffix($0.0) }) else {
            return .failure(Problem(path: path, message: "not a .strings, .stringsdict or .xcstrings file"))
        }
        guard name.dropLast(suffix.count) == "Localizable" else {
            return .failure(Problem(path: path, message: "not the Localizable table: iOS looks a push's loc-key up in Localizable only"))
        }
        if kind == .catalog { return .success(LocalizationFile(path: path, kind: kind, folder: nil)) }
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else {
            return .failure(Problem(path: path, message: "not in a LANGUAGE.lproj folder: iOS reads a table in the language of its folder"))
        }
        let folder = String(parts[parts.count - 2].dropLast(".lproj".count))
        guard folder == "Base" || LanguageTag(folder) != nil else {
            return .failure(Problem(path: path, message: "\"\(StringsFileReader.shown(folder)).lproj\" names no language (as de.lproj, zh-Hans.lproj, Base.lproj)"))
        }
        return .success(LocalizationFile(path: path, kind: kind, folder: folder))
    }

    struct Problem: Error, Sendable, Equatable {
        let path: String
        let message: String
    }

    /// The files `patterns` match, relative to `directory` (the model's), in byte order of
    /// their paths, each once; a pattern that matches nothing is a problem of its own.
    static func find(_ patterns: [String], relativeTo directory: String) -> (files: [LocalizationFile], problems: [Problem]) {
        var paths: Set<String> = []
        var problems: [Problem] = []
        for pattern in patterns {
            let full = pattern.hasPrefix("/") || directory.isEmpty ? pattern : (directory.hasSuffix("/") ? directory : directory + "/") + pattern
            let matched = Self.paths(matching: full)
            if matched.isEmpty { problems.append(Problem(path: pattern, message: "the pattern matches no file")) }
            paths.formUnion(matched)
        }
        var files: [LocalizationFile] = []
        for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            switch classify(path) {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (files, problems)
    }

    /// POSIX `glob(3)`: `*`, `?` and `[…]` in any component, no `~` or braces; only paths
    /// that exist.
    private static func paths(matching pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(result.gl_pathc) {
            if let path = result.gl_pathv[index] { paths.append(String(cString: path)) }
        }
        return paths
    }
}
