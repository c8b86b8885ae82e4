#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old contents or the new, never half of either: the
/// bytes go to a temporary file in the same directory, are flushed to disk, the temporary file
/// is renamed over the target, and the directory is flushed so the rename survives a crash
/// (`PendingFile`). A file that is replaced keeps its mode and owner, and a read-only one is
/// not replaced (`ReplacedFile`). An interruption leaves at most a stray temporary file, which
/// `removeStaleTemporaries` clears. The temporary file is created anew, never through a
/// symbolic link planted in its place. With `replacing: false` the temporary file is
/// hard-linked into place instead, which fails when the target exists: a file that appears
/// between a check and the write is never lost.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ text: String, to path: String, replacing: Bool = true) throws(WriteError) {
        try write(Array(text.utf8), to: path, replacing: replacing)
    }

    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true) throws(WriteError) {
        let file = try PendingFile(target: path, replacing: replacing)
        try file.write(bytes)
        try file.commit()
    }

    /// `dir/.name.pushsim-PID.tmp`: hidden, so a replay never takes it for a fixture.
    static func temporaryPath(for path: String, process: Int32 = getpid()) -> String {
        let (directory, name) = split(path)
        return "\(directory).\(name).pushsim-\(process).tmp"
    }

    /// A temporary file is stale when the process that made it is gone, or, should its PID have
    /// been reused, when it is older than this: writing a file takes seconds, not an hour.
    static let staleAge: Int = 3600

    /// The suffixes of the temporary files of a write of `dir/name`, after
    /// `.name.pushsim-PID`: the file itself, and the cases of a JUnit report (`JUnitReport`).
    static let temporarySuffixes = [".tmp", ".tmp.body"]

    /// Removes the temporary files an interrupted write of `path` left behind, only those of
    /// processes that are gone (or older than `staleAge`): a run writing at this moment keeps
    /// its own. Returns what was removed, and what could not be, with the reason.
    public static func removeStaleTemporaries(for path: String) -> (removed: [String], failed: [String]) {
        let (directory, name) = split(path)
        let prefix = ".\(name).pushsim-"
        guard let listing = opendir(directory.isEmpty ? "." : directory) else { return ([], []) }
        var candidates: [(path: String, process: Int32)] = []
        while let entry = readdir(listing) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard file.hasPrefix(prefix), let suffix = temporarySuffixes.first(where: { file.hasSuffix($0) }) else { continue }
            let digits = file.dropFirst(prefix.count).dropLast(suffix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let process = Int32(digits), process > 0 else { continue }
            candidates.append((directory + file, process))
        }
        closedir(listing)
        var removed: [String] = []
        var failed: [String] = []
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for candidate in candidates where candidate.process != getpid() {
            var status = stat()
            guard lstat(candidate.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let gone = kill(candidate.process, 0) != 0 && errno == ESRCH
            #if canImport(Darwin)
                let modified = Int(status.st_mtimespec.tv_sec)
            #else
                let modified = Int(status.st_mtim.tv_sec)
            #endif
            let old = Int(now.tv_sec) - modified > staleAge
            guard gone || old else { continue }
            if unlink(candidate.path) == 0 {
                removed.append(candidate.path)
            } else if errno != ENOENT {
                failed.append("\(candidate.path): \(InputReader.error(errno: errno).reason)")
            }
        }
        return (removed, failed)
    }

    /// ("dir/", "name") for "dir/name"; ("", "name") for "name".
    private static func split(_ path: String) -> (directory: String, name: String) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return (directory, name)
    }
}
