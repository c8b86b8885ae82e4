/// Stage 2a of a replay: each directory's `pushsim.expect.json`, read once and kept for the
/// directories seen last (docs/replay.md). A manifest that cannot be used is reported once;
/// under `--update` what can be used of it is kept and it is written anew.
struct ManifestCache {
    private var manifests: [String: ExpectationManifest] = [:]
    private var broken: Set<String> = []

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
    }

    /// The walk's file with its case (stage 1 → 2).
    mutating func item(
        for entry: WalkEntry, root: String, updating: Bool, report: (RunEvent) -> Void, regenerate: (String) -> Void
    ) -> ReplayItem {
        let slash = entry.path.lastIndex(of: "/")
        let directory = slash.map { String(entry.path[..<$0]) } ?? "."
        let name = slash.map { String(entry.path[entry.path.index(after: $0)...]) } ?? entry.path
        let manifest = manifest(in: directory, updating: updating, report: report, regenerate: regenerate)
        let stated = manifest?.case(named: name)
        let merged = (stated ?? ReplayCase()).merged(over: manifest?.defaults ?? ReplayCase())
        return ReplayItem(
            entry: entry, directory: directory, name: name, replayCase: merged, hasCase: stated != nil,
            manifestUsable: manifest != nil, root: root, walked: entry.path != root)
    }
}
