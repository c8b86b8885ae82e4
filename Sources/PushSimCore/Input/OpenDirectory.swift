#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// A walked directory kept open while the files found in it are read: each is opened by its
/// name relative to it (`openat`), so the kernel does not look up every component of the file's
/// full path again (docs/performance.md, "Reading").
/// Every entry of the directory holds it; the descriptor is closed when the last one is gone.
final class OpenDirectory: Sendable {
    let descriptor: Int32
    private let budget: Budget

    /// At most this many are open at once in one walk: a walk far ahead of the reading, or a
    /// tree of many directories with a file each, must not use up the process's descriptors,
    /// which the payloads, manifests and directories still to walk need. Past it, a file is
    /// opened by its path, as it always was. The count is the walk's own, not the process's:
    /// how one walk reads never depends on what another walk beside it holds (docs/replay.md).
    static let limit = 64

    /// The directories one walk keeps open.
    final class Budget: Sendable {
        private let kept = Atomic<Int>(0)

        /// How many are open now (for the tests).
        var open: Int { kept.load(ordering: .relaxed) }

        fileprivate func take() -> Bool {
            guard kept.add(1, ordering: .relaxed).newValue <= OpenDirectory.limit else {
                kept.subtract(1, ordering: .relaxed)
                return false
            }
            return true
        }

        fileprivate func giveBack() {
            kept.subtract(1, ordering: .relaxed)
        }
    }

    private init(descriptor: Int32, budget: Budget) {
        self.descriptor = descriptor
        self.budget = budget
    }

    /// A descriptor of its own for the directory `descriptor` refers to, or nil when none can
    /// be kept (the walk keeps `limit` already, or no descriptor is left): its files are then
    /// opened by their path.
    static func keep(_ descriptor: Int32, within budget: Budget) -> OpenDirectory? {
        guard budget.take() else { return nil }
        let duplicate = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard duplicate >= 0 else {
            budget.giveBack()
            return nil
        }
        return OpenDirectory(descriptor: duplicate, budget: budget)
    }

    deinit {
        close(descriptor)
        budget.giveBack()
    }
}

/// A file to open by its name in a directory kept open, rather than by its full path.
struct RelativeName: Sendable {
    var directory: OpenDirectory
    var name: String
}
