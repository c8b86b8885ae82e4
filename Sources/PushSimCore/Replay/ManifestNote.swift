/// What `replay` has to say about a directory's `pushsim.expect.json`, besides its cases'
/// results (docs/replay.md): problems in it, and what `--update` did to it.
public enum ManifestNote: Sendable, Equatable {
    /// The manifest cannot be used as it is: every problem in it. With `--update` it is then
    /// written anew from what happens; without, its directory's files fail.
    case unusable(ExpectationManifest.LoadError, writtenAnew: Bool)
    /// A temporary file of an interrupted run, removed.
    case staleTemporaryRemoved(String)
    /// One that could not be removed, and why.
    case staleTemporaryNotRemoved(String)
    /// `--update` does not write through a symbolic link: where it leads.
    case refused(manifest: String, reason: String)
    /// The manifest could not be written, and why (its files are not updated).
    case notWritten(reason: String)
    /// A case for a file that is gone, dropped from the manifest.
    case caseDropped(manifest: String, name: String)
    /// The manifest was written.
    case updated(String)
}
