#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path. Files pushsim creates are checked without following a final symlink,
/// so a dangling link still "exists" and pushsim never writes through one; directories it
/// writes into are followed, so a symlinked directory is used as the directory it names.
enum FileStatus {
    case missing
    case directory
    case other

    init(_ path: String, followingLinks: Bool = false) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            self = followingLinks && lstat(path, &info) == 0 ? .other : .missing
            return
        }
        self = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    static func exists(_ path: String) -> Bool { FileStatus(path) != .missing }
}
