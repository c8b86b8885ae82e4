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
    /// `--locales all`: the one of the app's localizations this run of the file is in.
    let localization: String?

    var directory: String { entry.directory }
    var name: String { entry.name }
    /// Whether it was found by walking a directory (not named itself): for `--update`.
    var walked: Bool { entry.walked }

    init(entry: WalkEntry, replayCase: ReplayCase, hasCase: Bool, manifestUsable: Bool, root: String, localization: String? = nil) {
        self.entry = entry
        self.replayCase = replayCase
        self.hasCase = hasCase
        self.manifestUsable = manifestUsable
        self.root = root
        self.localization = localization
    }

    /// The user's languages this run delivers in: `--locales all`'s localization, else the
    /// case's `locale`, else `--locale`'s (`defaults`), else none (the development language).
    func languages(defaults: [String]?) -> [String] {
        localization.map { [$0] } ?? replayCase.locale ?? defaults ?? []
    }

    /// The same file, run in one of the app's localizations (`--locales all`).
    func run(in localization: String) -> ReplayItem {
        ReplayItem(entry: entry, replayCase: replayCase, hasCase: hasCase, manifestUsable: manifestUsable, root: root, localization: localization)
    }
}
