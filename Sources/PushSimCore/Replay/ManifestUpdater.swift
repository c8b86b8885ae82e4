#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `replay --update`: the new expectations of one directory's run of files (the walk's files of
/// one directory in a row), and how they reach its `pushsim.expect.json` (docs/replay.md).
///
/// A run is written when the walk leaves it: under the manifest's lock, the manifest is read
/// afresh, this run's cases are merged into it, and it is replaced atomically, so another
/// pushsim updating other files of the directory at the same time keeps its changes too.
/// Cases are kept by file name, so recording and merging cost one lookup per file.
struct ManifestUpdater {
    struct Run {
        var directory: String
        /// The path named on the command line the run was reached from (ManifestPlace).
        var root: String
        /// Reached by walking its directory with no `--shard`: every payload in it is replayed,
        /// so a case whose file is gone can be dropped.
        var whole: Bool
        /// New expectations, by file name.
        var changes: [String: [String: JSONValue]] = [:]
        /// The files replayed in this run (kept only when `whole`): those exist.
        var seen: Set<String> = []
    }

    enum Outcome {
        /// Nothing changed: the manifest was left as it was.
        case unchanged
        case written(ExpectationManifest)
        /// `reason` goes on each file's line, after "not updated: ".
        case notUpdated(reason: String)
    }

    private(set) var run: Run?
    /// The largest manifest written: what pushsim reads back (tests make it smaller).
    let sizeLimit: Int
    /// Directories whose manifest could not be used as it was: written anew even if no case changes.
    private var regenerating: Set<String> = []
    /// Directories already cleared of stale temporary files by this process.
    private var cleaned: Set<String> = []

    /// Starts the run `directory` belongs to, or goes on with it; returns the run that ended.
    init(sizeLimit: Int = ExpectationManifest.readCap) {
        self.sizeLimit = sizeLimit
    }

    mutating func enter(directory: String, root: String, walked: Bool, wholeAllowed: Bool) -> Run? {
        if var current = run, current.directory == directory {
            current.whole = current.whole || (walked && wholeAllowed)
            if root.count < current.root.count { current.root = root }
            run = current
            return nil
        }
        let ended = run
        run = Run(directory: directory, root: root, whole: walked && wholeAllowed)
        return ended
    }

    mutating func finish() -> Run? {
        defer { run = nil }
        return run
    }

    mutating func saw(_ name: String) {
        if run?.whole == true { run?.seen.insert(name) }
    }

    mutating func record(_ name: String, expectations: [String: JSONValue]) {
        run?.changes[name] = expectations
    }

    mutating func regenerate(_ directory: String) {
        regenerating.insert(directory)
    }

    /// Writes `run`'s changes into its manifest if there are any. `loaded` is the manifest as
    /// the run read it (nil if it was not kept): whether there are stale cases is checked
    /// against it before taking the lock, so an unchanged directory costs no write.
    mutating func write(_ run: Run, loaded: ExpectationManifest?, notes: inout [ManifestNote]) -> Outcome {
        let manifestPath = ExpectationManifest.path(in: run.directory)
        if cleaned.insert(run.directory).inserted { removeStaleTemporaries(of: manifestPath, notes: &notes) }
        let regenerate = regenerating.contains(run.directory)
        let before = loaded ?? (try? ExpectationManifest.salvage(directory: run.directory).manifest)
        let stale = run.whole ? staleCases(in: before, of: run) : []
        guard !run.changes.isEmpty || !stale.isEmpty || regenerate else { return .unchanged }

        if let refusal = ManifestPlace.refusal(manifest: manifestPath, directory: run.directory, root: run.root) {
            notes.append(.refused(manifest: manifestPath, reason: refusal))
            return .notUpdated(reason: refusal)
        }
        let lock: ManifestLock
        do { lock = try ManifestLock(manifest: manifestPath) } catch {
            return notUpdated("\(manifestPath): cannot write: \(error.reason)", notes: &notes)
        }
        defer { lock.release() }
        var manifest: ExpectationManifest
        do {
            let fresh = try ExpectationManifest.salvage(directory: run.directory)
            manifest = fresh.manifest
            if let problems = fresh.problems, !regenerate { notes.append(.unusable(problems, writtenAnew: true)) }
        } catch {
            return notUpdated("\(manifestPath): cannot read: \(error.description)", notes: &notes)
        }
        for (name, expectations) in run.changes {
            var replayCase = manifest.cases[name] ?? ReplayCase()
            replayCase.expect = expectations
            manifest.cases[name] = replayCase
        }
        let dropped = run.whole ? staleCases(in: manifest, of: run) : []
        for name in dropped { manifest.cases[name] = nil }
        let text = manifest.text()
        guard text.utf8.count <= sizeLimit else {
            return notUpdated(
                "\(manifestPath): cannot write: \(text.utf8.count) bytes, over the \(sizeLimit)-byte limit pushsim reads; split the directory",
                notes: &notes)
        }
        do {
            try AtomicFile.write(text, to: manifestPath)
        } catch {
            return notUpdated(error.description, notes: &notes)
        }
        regenerating.remove(run.directory)
        for name in dropped.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            notes.append(.caseDropped(manifest: manifestPath, name: name))
        }
        notes.append(.updated(manifestPath))
        return .written(manifest)
    }

    private func notUpdated(_ reason: String, notes: inout [ManifestNote]) -> Outcome {
        notes.append(.notWritten(reason: reason))
        return .notUpdated(reason: reason)
    }

    /// Cases no file answers to: not replayed in this run, not changed, and no such file now.
    private func staleCases(in manifest: ExpectationManifest?, of run: Run) -> [String] {
        guard let manifest else { return [] }
        let prefix = (run.directory.isEmpty ? "." : run.directory) + "/"
        var status = stat()
        return manifest.cases.keys.filter { name in
            !run.seen.contains(name) && run.changes[name] == nil && !name.isEmpty && !name.contains("/")
                && lstat(prefix + name, &status) != 0 && errno == ENOENT
        }
    }

    private func removeStaleTemporaries(of manifestPath: String, notes: inout [ManifestNote]) {
        let (removed, failed) = AtomicFile.removeStaleTemporaries(for: manifestPath)
        notes += removed.map(ManifestNote.staleTemporaryRemoved) + failed.map(ManifestNote.staleTemporaryNotRemoved)
    }
}
