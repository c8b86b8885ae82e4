#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and loads the app model: `--app FILE`, else `PUSHSIM_APP`, else a `pushsim.json` in the
/// current directory or one of its parents, else the built-in default app.
public enum AppModelLoader {
    /// App models are read up to 16 MiB.
    public static let readCap = 16 << 20
    public static let discoveredFileName = "pushsim.json"

    public struct Loaded: Sendable {
        public var model: AppModel
        /// Warnings found while loading (unknown keys, shadowed routes…).
        public var warnings: [Diagnostic]
    }

    /// - Parameters:
    ///   - flag: the `--app` value, if given.
    ///   - environment: the `PUSHSIM_APP` value, if set (an empty value counts as unset).
    ///   - directory: where the search for `pushsim.json` starts.
    public static func locate(flag: String?, environment: String?, directory: String) -> AppModelSource {
        if let flag { return .flag(flag) }
        if let environment, !environment.isEmpty { return .environment(environment) }
        return discover(from: directory, workingDirectory: nil).map(AppModelSource.discovered) ?? .builtIn
    }

    /// The nearest `pushsim.json` in `directory` or a parent. A relative directory is searched
    /// up to the working directory with relative paths (so reports name the same file on every
    /// machine), then on from the working directory's parents.
    public static func discover(from directory: String, workingDirectory: String?) -> String? {
        var current = directory
        while true {
            let candidate = current.isEmpty || current == "." ? discoveredFileName
                : (current == "/" ? "" : current) + "/" + discoveredFileName
            if access(candidate, F_OK) == 0 { return candidate }
            if current.isEmpty || current == "." || current == "/" { break }
            guard let slash = current.lastIndex(of: "/") else {
                current = "."
                continue
            }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        guard !directory.hasPrefix("/"), let workingDirectory, workingDirectory != "/" else { return nil }
        guard let slash = workingDirectory.lastIndex(of: "/") else { return nil }
        let parent = slash == workingDirectory.startIndex ? "/" : String(workingDirectory[..<slash])
        return discover(from: parent, workingDirectory: nil)
    }

    public static func load(_ source: AppModelSource) throws(AppModelError) -> Loaded {
        guard let path = source.path else { return Loaded(model: .builtInDefault, warnings: []) }
        let bytes: [UInt8]
        do {
            bytes = try InputReader(cap: readCap).read(InputSource(argument: path))
        } catch {
            throw AppModelError(source: source, issues: [Diagnostic(.error, .root, "cannot read the app model: \(error.reason)")])
        }
        return try load(bytes: bytes, source: source)
    }

    public static func load(bytes: [UInt8], source: AppModelSource) throws(AppModelError) -> Loaded {
        let value: JSONValue
        do {
            value = try JSONDecoding.decode(bytes)
        } catch {
            var issue = Diagnostic(.error, .root, "not JSON pushsim reads: \(error.reason)")
            issue.position = error.position
            throw AppModelError(source: source, issues: [issue])
        }
        guard let document = value.objectValue else {
            throw AppModelError(
                source: source, issues: [Diagnostic(.error, .root, "an app model is a JSON object, not \(value.typeDescription)")])
        }
        var decoder = AppModelDecoder()
        var model = decoder.decode(document, source: source)
        // References are checked even when parts failed to decode, so one run lists every
        // problem; a part that failed decodes to an empty value and adds no false reference.
        var checker = AppModelChecker(model: model)
        checker.check()
        var issues = decoder.issues + checker.issues
        model.router = checker.router
        let positions = JSONLocator(bytes: bytes).positions(of: issues.map { $0.pointer ?? .root })
        for index in issues.indices { issues[index].position = positions[index] }
        model.evaluationLimit = EvaluationBudget.limit(forModelOf: bytes.count)
        model.fileBytes = bytes
        // Errors first, each group in file order.
        issues = issues.enumerated().sorted { lhs, rhs in
            (lhs.element.severity == .error ? 0 : 1, lhs.element.position?.offset ?? .max, lhs.offset)
                < (rhs.element.severity == .error ? 0 : 1, rhs.element.position?.offset ?? .max, rhs.offset)
        }.map(\.element)
        if issues.contains(where: { $0.severity == .error }) { throw AppModelError(source: source, issues: issues) }
        return Loaded(model: model, warnings: issues)
    }
}

extension AppModel {
    /// The app used when no model is given: every `event_type` routes to one screen named after
    /// it (`new_message` → `NewMessage(42)`), nothing suppresses or observes, the app starts on
    /// `Home`.
    public static let builtInDefault = AppModel(
        name: "Default app", screens: [ScreenDefinition(name: "Home")], source: .builtIn, isGeneric: true)
}
