#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock that lets one pushsim at a time read, change and replace a manifest, so
/// two `replay --update` runs on one directory both keep their changes (docs/replay.md).
///
/// The lock is `flock` on `.pushsim.expect.json.lock` beside the manifest: hidden, so a replay
/// never takes it for a fixture. The holder removes the file when it is done, so a fixture tree
/// is left as it was. A waiter may then hold the lock on the removed file: it checks that the
/// file it locked is still the one at the path, and starts again if not. The kernel releases
/// the lock of a process that dies; the empty file it leaves is reused by the next run.
struct ManifestLock {
    let path: String
    private let descriptor: Int32

    struct Failure: Error {
        var reason: String
    }

    static func path(for manifest: String) -> String {
        let slash = manifest.lastIndex(of: "/")
        let directory = slash.map { String(manifest[...$0]) } ?? ""
        let name = slash.map { String(manifest[manifest.index(after: $0)...]) } ?? manifest
        return "\(directory).\(name).lock"
    }

    /// Waits for the lock on `manifest`; `release` lets it go.
    init(manifest: String) throws(Failure) {
        let path = Self.path(for: manifest)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure(reason: InputReader.error(errno: errno).reason) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = InputReader.error(errno: errno).reason
                    close(descriptor)
                    throw Failure(reason: "cannot lock \(path): \(reason)")
                }
            }
            var held = stat()
            var named = stat()
            if fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                self.path = path
                self.descriptor = descriptor
                return
            }
            // The holder before us removed the file we waited on: lock the one at the path now.
            close(descriptor)
        }
    }

    /// Removes the lock file, then lets go: a waiter wakes on the removed file and starts again.
    func release() {
        unlink(path)
        close(descriptor)
    }
}
