#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output named on the command line goes — `export --output`, `replay --junit` — taken
/// as a shell's `>` takes it, except that a file is never left half-written: a regular file (or
/// none yet) is written beside it and renamed into place; a device, a FIFO or a socket is
/// written into, never replaced by a file; a symbolic link is followed, so the link stays and
/// what it names is written (a file replaced whole, a device written into: `/dev/stdout`). A
/// directory, or a link that leads nowhere — pushsim does not create a file through a link — is
/// refused, saying why (docs/guarantees.md, "Nothing lost when writing").
enum OutputDestination: Equatable {
    /// A regular file, or none yet, at this path: the real path of a link to one.
    case file(String)
    /// Not a file (a device, a FIFO): written into, at the path as given.
    case stream(String)

    init(_ path: String) throws(AtomicFile.WriteError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw PendingFile.failure(path, errno: errno) }
            self = .file(path)
            return
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &status) == 0 else {
                guard errno == ENOENT else { throw PendingFile.failure(path, errno: errno) }
                throw AtomicFile.WriteError(
                    description: "\(path): cannot write: it is a symbolic link to \(SymbolicLink.contents(of: path) ?? "?"), which does not exist")
            }
            if status.st_mode & S_IFMT == S_IFREG {
                guard let real = SymbolicLink.realPath(path) else { throw PendingFile.failure(path, errno: errno) }
                self = .file(real)
                return
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file(path)
        case S_IFDIR: throw PendingFile.failure(path, errno: EISDIR)
        default: self = .stream(path)
        }
    }

    /// Writes `bytes` there: a file whole (kept if it exists, unless `replacing`), a stream as
    /// it comes.
    func write(_ bytes: [UInt8], replacing: Bool) throws(AtomicFile.WriteError) {
        switch self {
        case .file(let target):
            try AtomicFile.write(bytes, to: target, replacing: replacing)
        case .stream(let target):
            let stream = try StreamFile(target)
            try stream.write(bytes)
            try stream.finish()
        }
    }
}
