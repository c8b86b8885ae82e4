/// One payload the walk found, with its case: the work before delivery. A class, never changed
/// once made: the scheduler copies each item into a batch, a result and a delivery, and a copy
/// of a class is one retain, where a copy of the struct it was retained each of its strings and
/// its case's fields.
final class ReplayItem: Sendable {
    let entry: WalkEntry
    /// The file's case merged over the manifest's defaults.
    let replayCase: ReplayCase
    /// Whether the manifest states a case for the file itself.
    let hasCase: Bool
    /// False when the directory's manifest cannot be used.
    let manifestUsable: Bool
    /// The command-line path it was found under: for `--update` (ManifestUpdater).
    let root: String

    var directory: String { entry.directory }
    var name: String { entry.name }
    /// Whether it was found by walking a directory (not named itself): for `--update`.
    var walked: Bool { entry.walked }

    init(entry: WalkEntry, replayCase: ReplayCase, hasCase: Bool, manifestUsable: Bool, root: String) {
        self.entry = entry
        self.replayCase = replayCase
        self.hasCase = hasCase
        self.manifestUsable = manifestUsable
        self.root = root
    }
}
