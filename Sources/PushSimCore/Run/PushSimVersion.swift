import CBuildInfo

/// pushsim's version, printed by `pushsim --version`: the one place it is written (the Makefile,
/// the release tarball's name and the GitHub Action read it from here; docs/releasing.md).
public enum PushSimVersion {
    public static let current = "0.1.0"

    /// The commit the binary was built from, when `make` built it from a git checkout
    /// (`git describe --always --dirty`: `-dirty` when the work tree had changes).
    public static var commit: String? {
        guard let text = pushsim_build_commit() else { return nil }
        return String(cString: text)
    }

    /// What `pushsim --version` prints: `0.1.0`, or `0.1.0 (commit 1a2b3c4d5e6f)`.
    public static var description: String {
        commit.map { "\(current) (commit \($0))" } ?? current
    }
}
