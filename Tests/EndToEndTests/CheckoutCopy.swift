#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// A copy of a git checkout's files (tracked, and untracked ones git does not ignore: the work
/// tree as it is, whether a clean clone in CI or a change not yet committed) in a folder of its
/// own, for a build that must not share the checkout's `.build`: `swift test` holds that one's
/// lock. Each file keeps its modification time, and a file whose size and time already match is
/// left alone, so the copy's own `.build` stays and a build there is incremental; files that are
/// no longer in the checkout are removed.
enum CheckoutCopy {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func sync(from source: String, to destination: String) throws {
        let list = try Binary.run(
            ["git", "-C", source, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], executable: "/usr/bin/env")
        guard list.status == 0 else { throw Failure(description: "git ls-files in \(source) failed (a git checkout is needed): \(list.stderr)") }
        let files = Set(list.stdout.split(separator: "\0").map(String.init))
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        try removeFiles(notIn: files, under: destination)
        for file in files.sorted() {
            var from = stat()
            // Listed but deleted from the work tree: not part of it any more.
            guard lstat(source + "/" + file, &from) == 0, (from.st_mode & S_IFMT) == S_IFREG else { continue }
            let target = destination + "/" + file
            var to = stat()
            if lstat(target, &to) == 0, to.st_size == from.st_size, to.st_mtim.tv_sec == from.st_mtim.tv_sec,
                to.st_mtim.tv_nsec == from.st_mtim.tv_nsec, to.st_mode == from.st_mode
            {
                continue
            }
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: source + "/" + file, toPath: target)
            guard chmod(target, from.st_mode & 0o7777) == 0 else { throw Failure(description: "\(target): chmod failed") }
            let times = [from.st_atim, from.st_mtim]
            guard utimensat(AT_FDCWD, target, times, 0) == 0 else { throw Failure(description: "\(target): utimensat failed") }
        }
    }

    /// Everything under `root` but its `.build` that is not one of `files`.
    private static func removeFiles(notIn files: Set<String>, under root: String) throws {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: root) else { return }
        var stale: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative == ".build" {
                walker.skipDescendants()
                continue
            }
            var info = stat()
            guard lstat(root + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            if !files.contains(relative) { stale.append(relative) }
        }
        for relative in stale { try manager.removeItem(atPath: root + "/" + relative) }
    }
}
