#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation

/// Real devices, FIFOs, modes and owners for the tests of what pushsim writes
/// (docs/guarantees.md, "Nothing lost when writing"): nodes are made in scratch directories,
/// never under /dev, so a pushsim that replaced one would only harm the copy.
enum FileNodes {
    /// `mknod -m 666 PATH c MAJOR MINOR`: 1 3 is a null device, 1 7 a full one. Needs root.
    static func characterDevice(_ path: String, major: Int, minor: Int) throws {
        try run("/usr/bin/mknod", ["-m", "666", path, "c", String(major), String(minor)])
    }

    static func fifo(_ path: String) throws {
        try run("/usr/bin/mkfifo", ["-m", "644", path])
    }

    /// The file type of `path` itself, not following a link.
    static func type(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// The permission bits of `path`, as `chmod` takes them.
    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    static func owner(_ path: String) -> (user: uid_t, group: gid_t)? {
        var status = stat()
        return lstat(path, &status) == 0 ? (status.st_uid, status.st_gid) : nil
    }

    static func setMode(_ mode: mode_t, of path: String) {
        chmod(path, mode)
    }

    /// `nobody`'s user and group ids, when the system has that user.
    static let nobody: (user: uid_t, group: gid_t)? = {
        guard let entry = getpwnam("nobody") else { return nil }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }()

    /// Root, who can give files away, on a system with `nobody`.
    static let canGiveFilesToNobody = getuid() == 0 && nobody != nil

    static func giveToNobody(_ path: String) throws {
        guard let nobody, chown(path, nobody.user, nobody.group) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Every name in `directory`, sorted, hidden ones too.
    static func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: arguments.first ?? executable])
        }
    }
}
