/// Stage 2a of a replay: each directory's `pushsim.expect.json`, read once and kept for the
/// directories seen last (docs/replay.md). A manifest that cannot be used is reported once;
/// under `--update` what can be used of it is kept and it is written anew.
struct ManifestCache {
    private var manifests: [String: ExpectationManifest] = [:]
    private var broken: Set<String> = []

    /// The directory of the file before, as `item` found it: most files are in the directory
    /// of the file before, whose manifest is then not looked up by hashing the directory's path
    /// again, and the case of a file the manifest says nothing of is its defaults, merged once:
    /// this runs on the main actor for every file, serially whatever `--jobs`.
    private struct Current {
        var directory: String
        var manifest: ExpectationManifest?
        /// An empty case merged over the manifest's defaults.
        var unstated: ReplayCase
    }

    private var current: Current?

    /// The manifest of `directory`, or nil when it cannot be used; `report` hears of its
    /// problems, `regenerate` of a directory whose manifest `--update` must write anew.
    mutating func manifest(
        in directory: String, updating: Bool, report: (RunEvent) -> Void, regenerate: (String) -> Void
    ) -> ExpectationManifest? {
        if let cached = manifests[directory] { return cached }
        if broken.contains(directory) { return nil }
        do {
            let manifest: ExpectationManifest
            if updating {
                let (salvaged, problems) = try ExpectationManifest.salvage(directory: directory)
                if let problems {
                    report(.manifest(.unusable(problems, writtenAnew: true)))
                    regenerate(directory)
                }
                manifest = salvaged
            } else {
                manifest = try ExpectationManifest.load(directory: directory)
            }
            if manifests.count > 64 { manifests.removeAll() }
            manifests[directory] = manifest
            return manifest
        } catch {
            broken.insert(directory)
            report(.manifest(.unusable(error, writtenAnew: false)))
            return nil
        }
    }

    /// The manifest as last read or written, if still kept.
    func cached(_ directory: String) -> ExpectationManifest? { manifests[directory] }

    /// After `--update` wrote it, it is forgotten: memory stays flat, and a later run of the
    /// directory reads what is on disk then.
    mutating func forget(_ directory: String) {
        manifests[directory] = nil
        if current?.directory == directory { current = nil }
    }

    /// The walk's file with its case (stage 1 → 2).
    mutating func item(
        for entry: WalkEntry, root: String, updating: Bool, report: (RunEvent) -> Void, regenerate: (String) -> Void
    ) -> ReplayItem {
        if current?.directory != entry.directory {
            let manifest = manifest(in: entry.directory, updating: updating, report: report, regenerate: regenerate)
            current = Current(
                directory: entry.directory, manifest: manifest, unstated: ReplayCase().merged(over: manifest?.defaults ?? ReplayCase()))
        }
        let stated = current!.manifest?.case(named: entry.name)
        let merged = stated.map { $0.merged(over: current!.manifest!.defaults) } ?? current!.unstated
        return ReplayItem(entry: entry, replayCase: merged, hasCase: stated != nil, manifestUsable: current!.manifest != nil, root: root)
    }
}
