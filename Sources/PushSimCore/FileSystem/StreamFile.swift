#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Something that is not a file — a device, a FIFO, what `/dev/stdout` leads to — opened to be
/// written into (`OutputDestination.stream`): never created, never truncated, never replaced.
/// Every byte is checked: a device that refuses some (`/dev/full`) is an error, not a success.
final class StreamFile {
    let path: String
    private var descriptor: Int32

    /// Opens `path` as found. Something that became a regular file since it was looked at is
    /// not written into (its old bytes would stay after the new ones): the write is refused.
    init(_ path: String) throws(AtomicFile.WriteError) {
        self.path = path
        var descriptor: Int32
        repeat { descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw PendingFile.failure(path, errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
            close(descriptor)
            throw AtomicFile.WriteError(description: "\(path): cannot write: it became a file while pushsim wrote it")
        }
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    func write(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        let code = bytes.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        if let code { throw PendingFile.failure(path, errno: code) }
    }

    /// Closes it; a device may report a failed write only now.
    func finish() throws(AtomicFile.WriteError) {
        let closed = close(descriptor)
        let code = errno
        descriptor = -1
        if closed != 0, code != EINTR { throw PendingFile.failure(path, errno: code) }
    }
}
