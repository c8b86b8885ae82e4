#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file on its way to `target`: bytes go to a hidden temporary file beside it
/// (`AtomicFile.temporaryPath`), created anew and never through a link planted there; `commit`
/// gives it the replaced file's mode and owner (`ReplacedFile`), flushes it to disk and renames
/// it over the target — or, when not `replacing`, hard-links it into place, which fails if a
/// file appeared there meanwhile — then flushes the directory so the new entry survives a
/// crash. Readers see the old file or the new one, never half of either; `discard` leaves no
/// trace (docs/guarantees.md, "Nothing lost when writing").
final class PendingFile {
    let target: String
    let temporary: String
    private let replacing: Bool
    /// The file being replaced, whose mode and owner the new one takes.
    private let replaced: ReplacedFile?
    private var descriptor: Int32

    /// Refuses a target that is a read-only file (`ReplacedFile.isReadOnly`) before anything is
    /// written. A new file gets mode 0644, less the umask; a replacement starts private (0600)
    /// and gets the old file's mode when it is complete.
    init(target: String, replacing: Bool) throws(AtomicFile.WriteError) {
        self.target = target
        self.replacing = replacing
        temporary = AtomicFile.temporaryPath(for: target)
        replaced = replacing ? ReplacedFile(at: target) : nil
        if let refusal = replaced?.refusal(of: target) { throw refusal }
        // A leftover of an earlier process with this PID (or a link planted there) goes first.
        unlink(temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, replaced == nil ? 0o644 : 0o600)
        guard descriptor >= 0 else { throw Self.failure(target, errno: errno) }
    }

    deinit { discard() }

    /// Appends `bytes`; a short or failed write (a full disk, a file-size limit) is an error.
    func write(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        let code = bytes.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        if let code { throw Self.failure(target, errno: code) }
    }

    /// Puts the file in place, with the replaced file's mode and owner; on failure the target
    /// is as it was and the temporary file is gone.
    func commit() throws(AtomicFile.WriteError) {
        var failed = replaced.flatMap { $0.apply(to: descriptor) }
        if failed == nil, fsync(descriptor) != 0 { failed = errno }
        if close(descriptor) != 0, failed == nil { failed = errno }
        descriptor = -1
        if failed == nil, (replacing ? rename(temporary, target) : link(temporary, target)) != 0 { failed = errno }
        if let failed {
            unlink(temporary)
            if failed == EEXIST, !replacing { throw AtomicFile.WriteError(description: "\(target): already exists") }
            throw Self.failure(target, errno: failed)
        }
        if !replacing { unlink(temporary) }
        if let code = Self.syncDirectory(of: target) { throw Self.failure(target, errno: code) }
    }

    /// Drops what was written: the temporary file is removed, the target untouched.
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }

    /// fsync on the directory makes the new entry (the rename) durable. File systems that
    /// cannot sync a directory say EINVAL: nothing more can be done there.
    static func syncDirectory(of path: String) -> Int32? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return fsync(descriptor) != 0 && errno != EINVAL ? errno : nil
    }

    static func failure(_ path: String, errno code: Int32) -> AtomicFile.WriteError {
        AtomicFile.WriteError(description: "\(path): cannot write: \(InputReader.error(errno: code).reason)")
    }
}
