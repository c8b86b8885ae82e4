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
///
/// A model is resolved when the walk finds a file, before the workers deliver it, but what its
/// loading says (its warnings, or why it cannot be used) is reported by `announce` when the
/// first file using it is reported, as if it had been loaded then: the output does not depend
/// on how far ahead the workers are (docs/replay.md, "Scale").
///
/// A model found in a directory serves that directory and those below it; the walk goes
/// through them in one stretch (byte-wise sorted, depth first), so once it reaches a directory
/// outside, the cache lets the model go: it is freed when the last file using it is reported
/// and no worker's app holds it (`ReplayApps.release`). A replay of many large models keeps a
/// few at once, not all (docs/guarantees.md, "Amplification").
struct AppModelCache {
    /// A directory's model: `key` names it for `announce`; nil when it cannot be used. One
    /// instance per model, shared by every file that uses it.
    final class Resolved: Sendable {
        let key: String
        let model: AppModel?
        /// Whether `model` is there, and the model itself unwrapped (the built-in one when it is
        /// not): a worker passes `usable` down borrowed, where unwrapping `model` copied the
        /// whole model per file — a retain and a release of each of its arrays and strings,
        /// which every worker shares, so their reference counts bounced between the cores.
        let isUsable: Bool
        let usable: AppModel
        /// What loading it said, reported with the first file using it.
        let events: [RunEvent]
        /// The directory whose `pushsim.json` it is; nil for a model that serves every
        /// directory (`--app`, `PUSHSIM_APP`, the built-in app).
        let scope: String?
        /// The size of its file, for the walk's share of large models in flight.
        let fileSize: Int

        init(key: String, model: AppModel?, events: [RunEvent] = [], scope: String? = nil, fileSize: Int = 0) {
            self.key = key
            self.model = model
            isUsable = model != nil
            usable = model ?? .builtInDefault
            self.events = events
            self.scope = scope
            self.fileSize = fileSize
        }

        /// Whether `directory` is the scope or below it. A model found from the working
        /// directory up (a relative scope of `.`, or an absolute one for relative paths) serves
        /// every relative directory.
        func serves(_ directory: String) -> Bool {
            guard let scope else { return true }
            if scope == "." { return !directory.hasPrefix("/") }
            if scope.hasPrefix("/"), !directory.hasPrefix("/") { return true }
            if scope == "/" { return directory.hasPrefix("/") }
            return directory == scope || (directory.hasPrefix(scope) && directory.utf8.dropFirst(scope.utf8.count).first == UInt8(ascii: "/"))
        }
    }

    private let choice: AppModelChoice
    private let workingDirectory: String
    private var sources: [String: AppModelSource] = [:]
    /// The models loaded that serve the directory the walk is in.
    private var loaded: [String: Resolved] = [:]
    /// Models whose loading has been reported: a model let go and loaded again (a path given
    /// twice) is not reported twice.
    private var announced: Set<String> = []
    /// The directory asked for last and its model: most files are in the directory of the
    /// file before, whose model is then not looked up by hashing the directory's path again:
    /// the walk is serial, so what it does per file bounds `--jobs`.
    private var last: (directory: String, resolved: Resolved)?
    /// The model `announce` was asked of last, not kept alive by it.
    private weak var lastAnnounced: Resolved?

    init(choice: AppModelChoice) {
        self.choice = choice
        var buffer = [CChar](repeating: 0, count: 4096)
        workingDirectory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
    }

    /// The model for `directory`, loaded the first time it is asked for; nothing is reported.
    /// Models that do not serve `directory` are let go.
    mutating func model(for directory: String) -> Resolved {
        if let last, last.directory == directory { return last.resolved }
        loaded = loaded.filter { $0.value.serves(directory) }
        let resolved = load(for: directory)
        last = (directory, resolved)
        return resolved
    }

    /// The models the cache holds now (for tests).
    var heldKeys: [String] { loaded.keys.sorted() }

    private mutating func load(for directory: String) -> Resolved {
        let source = self.source(for: directory)
        let key = source.path ?? ""
        if let known = loaded[key] { return known }
        // Reported by its path alone, as the file it is, whichever way it was found.
        let reportedSource = source.path.map(AppModelSource.flag) ?? .builtIn
        let scope = Self.scope(of: source)
        let resolved: Resolved
        do {
            let result = try AppModelLoader.load(reportedSource)
            var model = result.model
            model.source = source
            resolved = Resolved(
                key: key, model: model, events: [.appModelLoaded(reportedSource, warnings: result.warnings)], scope: scope,
                fileSize: model.fileSize)
        } catch {
            resolved = Resolved(key: key, model: nil, events: [.appModelRejected(error)], scope: scope)
        }
        loaded[key] = resolved
        return resolved
    }

    /// The directory a discovered `pushsim.json` is in; nil for a model that serves all.
    private static func scope(of source: AppModelSource) -> String? {
        guard case .discovered(let path) = source else { return nil }
        let name = AppModelLoader.discoveredFileName
        if path == name { return "." }
        let directory = String(path.utf8.dropLast(name.utf8.count + 1)) ?? path
        return directory.isEmpty ? "/" : directory
    }

    /// Reports what loading the model `resolved` said, the first time a file using it is
    /// reported. Most files use the model of the file before, known announced without a look-up.
    mutating func announce(_ resolved: Resolved, reporter: RunReporter) {
        if resolved === lastAnnounced { return }
        lastAnnounced = resolved
        guard announced.insert(resolved.key).inserted else { return }
        for event in resolved.events { reporter.report(event) }
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
