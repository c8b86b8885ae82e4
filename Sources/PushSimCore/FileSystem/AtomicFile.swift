#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old contents or the new, never half of either: the
/// bytes go to a temporary file in the same directory, are flushed to disk, and the temporary
/// file is renamed over the target. An interruption leaves at most a stray temporary file.
/// With `replacing: false` the temporary file is hard-linked into place instead, which fails
/// when the target exists: a file that appears between a check and the write is never lost.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ text: String, to path: String, replacing: Bool = true) throws(WriteError) {
        try write(Array(text.utf8), to: path, replacing: replacing)
    }

    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true) throws(WriteError) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(description: "\(path): cannot write: \(InputReader.error(errno: errno).reason)") }
        var offset = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while offset < buffer.count {
                let written = Glibc_write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return fsync(descriptor) == 0
        }
        close(descriptor)
        guard ok, replacing ? rename(temporary, path) == 0 : link(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            if code == EEXIST { throw WriteError(description: "\(path): already exists") }
            throw WriteError(description: "\(path): cannot write: \(InputReader.error(errno: code).reason)")
        }
        if !replacing { unlink(temporary) }
    }

    /// `dir/.name.pushsim-PID.tmp`: hidden, so a replay never takes it for a fixture.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).pushsim-\(getpid()).tmp"
    }
}

private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
