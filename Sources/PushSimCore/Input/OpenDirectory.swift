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

    /// At most this many are open at once: a walk far ahead of the reading, or a tree of many
    /// directories with a file each, must not use up the process's descriptors, which the
    /// payloads, manifests and directories still to walk need. Past it, a file is opened by
    /// its path, as it always was.
    static let limit = 64
    private static let kept = Atomic<Int>(0)

    /// How many are open now (for the tests).
    static var open: Int { kept.load(ordering: .relaxed) }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A descriptor of its own for the directory `descriptor` refers to, or nil when none can
    /// be kept (too many kept, or no descriptor left): its files are then opened by their path.
    static func keep(_ descriptor: Int32) -> OpenDirectory? {
        guard kept.add(1, ordering: .relaxed).newValue <= limit else {
            kept.subtract(1, ordering: .relaxed)
            return nil
        }
        let duplicate = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard duplicate >= 0 else {
            kept.subtract(1, ordering: .relaxed)
            return nil
        }
        return OpenDirectory(descriptor: duplicate)
    }

    deinit {
        close(descriptor)
        Self.kept.subtract(1, ordering: .relaxed)
    }
}

/// A file to open by its name in a directory kept open, rather than by its full path.
struct RelativeName: Sendable {
    var directory: OpenDirectory
    var name: String
}
