#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stage 2b of a replay: the app model each directory's payloads go to — `--app` or
/// `PUSHSIM_APP`, else the nearest `pushsim.json` up from the directory, else the built-in app
/// (docs/app-model.md). It is located once per directory and loaded once per file.
struct AppModelCache {
    private let choice: AppModelChoice
    private let workingDirectory: String
    private var sources: [String: AppModelSource] = [:]
    private var models: [String: AppModel] = [:]
    private var broken: Set<String> = []

    init(choice: AppModelChoice) {
        self.choice = choice
        var buffer = [CChar](repeating: 0, count: 4096)
        workingDirectory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
    }

    /// The model for `directory`, or nil when it cannot be used (reported once).
    mutating func model(for directory: String, reporter: RunReporter) -> AppModel? {
        let source = self.source(for: directory)
        let key = source.path ?? ""
        if let model = models[key] { return model }
        if broken.contains(key) { return nil }
        // Reported by its path alone, as the file it is, whichever way it was found.
        guard var model = AppModelChoice.load(source.path.map(AppModelSource.flag) ?? .builtIn, reporting: reporter) else {
            broken.insert(key)
            return nil
        }
        model.source = source
        models[key] = model
        return model
    }

    private mutating func source(for directory: String) -> AppModelSource {
        if let located = sources[directory] { return located }
        let located: AppModelSource
        if choice.flag != nil || !(choice.environment ?? "").isEmpty {
            located = AppModelLoader.locate(flag: choice.flag, environment: choice.environment, directory: directory)
        } else {
            located = AppModelLoader.discover(from: directory, workingDirectory: workingDirectory).map(AppModelSource.discovered) ?? .builtIn
        }
        sources[directory] = located
        return located
    }
}
