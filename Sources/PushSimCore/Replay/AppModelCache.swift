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
struct AppModelCache {
    /// A directory's model: `key` names it for `announce`; nil when it cannot be used. One
    /// instance per model, shared by every file that uses it.
    final class Resolved: Sendable {
        let key: String
        let model: AppModel?
        /// Whether `model` is there, and the model itself unwrapped (the built-in one when it is
        /// not): a worker passes `usable` down borrowed, where unwrapping `model` copied the
        /// whole model per file — a retain and a release of each of its arrays and strings,
        /// which every worker shares, so their reference counts bounced between the cores
        /// (docs/performance.md, "`--jobs 2`: the third round").
        let isUsable: Bool
        let usable: AppModel

        init(key: String, model: AppModel?) {
            self.key = key
            self.model = model
            isUsable = model != nil
            usable = model ?? .builtInDefault
        }
    }

    private struct Loaded {
        var resolved: Resolved
        var events: [RunEvent]
        var announced = false
    }

    private let choice: AppModelChoice
    private let workingDirectory: String
    private var sources: [String: AppModelSource] = [:]
    private var loaded: [String: Loaded] = [:]
    /// The directory asked for last and its model: most files are in the directory of the
    /// file before, whose model is then not looked up by hashing the directory's path again
    /// (docs/performance.md, "The walk and the main actor: the fourth round").
    private var last: (directory: String, resolved: Resolved)?
    /// The model `announce` was asked of last.
    private var lastAnnounced: Resolved?

    init(choice: AppModelChoice) {
        self.choice = choice
        var buffer = [CChar](repeating: 0, count: 4096)
        workingDirectory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
    }

    /// The model for `directory`, loaded the first time it is asked for; nothing is reported.
    mutating func model(for directory: String) -> Resolved {
        if let last, last.directory == directory { return last.resolved }
        let resolved = load(for: directory)
        last = (directory, resolved)
        return resolved
    }

    private mutating func load(for directory: String) -> Resolved {
        let source = self.source(for: directory)
        let key = source.path ?? ""
        if let known = loaded[key] { return known.resolved }
        // Reported by its path alone, as the file it is, whichever way it was found.
        let reportedSource = source.path.map(AppModelSource.flag) ?? .builtIn
        let entry: Loaded
        do {
            let result = try AppModelLoader.load(reportedSource)
            var model = result.model
            model.source = source
            entry = Loaded(resolved: Resolved(key: key, model: model), events: [.appModelLoaded(reportedSource, warnings: result.warnings)])
        } catch {
            entry = Loaded(resolved: Resolved(key: key, model: nil), events: [.appModelRejected(error)])
        }
        loaded[key] = entry
        return entry.resolved
    }

    /// Reports what loading the model `resolved` said, the first time a file using it is
    /// reported. Most files use the model of the file before, known announced without a look-up.
    mutating func announce(_ resolved: Resolved, reporter: RunReporter) {
        if resolved === lastAnnounced { return }
        lastAnnounced = resolved
        let key = resolved.key
        guard let entry = loaded[key], !entry.announced else { return }
        loaded[key]?.announced = true
        for event in entry.events { reporter.report(event) }
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
