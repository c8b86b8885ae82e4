/// One payload the walk found, with its case: the work before delivery.
struct ReplayItem: Sendable {
    var entry: WalkEntry
    var directory: String
    var name: String
    /// The file's case merged over the manifest's defaults.
    var replayCase: ReplayCase
    /// Whether the manifest states a case for the file itself.
    var hasCase: Bool
    /// False when the directory's manifest cannot be used.
    var manifestUsable: Bool
    /// The command-line path it was found under, and whether it was found by walking a
    /// directory (not named itself): for `--update` (ManifestUpdater).
    var root: String
    var walked: Bool
}
