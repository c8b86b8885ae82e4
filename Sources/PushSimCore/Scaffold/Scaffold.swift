/// Lays files out under a directory without ever replacing one and without writing through a
/// symbolic link below it: every path is checked before anything is written, and the files are
/// written all or none (`NewFileTree`), so a failure mid-way leaves the directory as it was
/// (docs/getting-started.md).
public struct Scaffold: Sendable {
    public var directory: String
    public var files: [ScaffoldFile]

    public init(directory: String, files: [ScaffoldFile]) {
        self.directory = directory
        self.files = files
    }

    /// `DIR/relative`, or `relative` alone for the current directory, as a user would type it.
    public func path(_ relative: String) -> String {
        NewFileTree.display(relative, below: directory)
    }

    /// Every path that stops the scaffold, with why: a file that exists, a directory the files
    /// need that exists as something else, or one that is a symbolic link (what is below a link
    /// is not looked at: nothing is written there).
    public func conflicts() -> [String] {
        var problems: [String] = []
        var seenDirectories: Set<String> = []
        var linkedDirectories: [String] = []
        for file in files {
            let parents = parentDirectories(of: file.path)
            if parents.contains(where: linkedDirectories.contains) { continue }
            for directory in parents where seenDirectories.insert(directory).inserted {
                if SymbolicLink.isLink(path(directory)) {
                    problems.append(NewFileTree.linkRefusal(path(directory)))
                    linkedDirectories.append(directory)
                    break
                }
                if FileStatus(path(directory)) == .other {
                    problems.append("\(path(directory)) exists and is not a directory")
                }
            }
            if parents.contains(where: linkedDirectories.contains) { continue }
            if FileStatus(path(file.path)) != .missing { problems.append("\(path(file.path)) already exists") }
        }
        if !directory.isEmpty, FileStatus(directory, followingLinks: true) == .other {
            problems.insert("\(directory) exists and is not a directory", at: 0)
        }
        return problems
    }

    public struct Failure: Error, Sendable {
        public var message: String
        /// What could not be removed after the failure, with why: normally nothing, for
        /// nothing is left of a scaffold that failed.
        public var leftBehind: [String]
    }

    /// Removes the temporary files that a scaffold killed mid-way left beside its files, only
    /// those of processes that are gone (`AtomicFile.removeStaleTemporaries`). Call it when
    /// there are no `conflicts`: no directory below is a link.
    public func removeStaleTemporaries() -> (removed: [String], failed: [String]) {
        var removed: [String] = []
        var failed: [String] = []
        for file in files {
            let found = AtomicFile.removeStaleTemporaries(for: path(file.path))
            removed += found.removed
            failed += found.failed
        }
        return (removed, failed)
    }

    /// Creates the directories and writes the files, all or none; returns the paths written.
    public func write() throws(Failure) -> [String] {
        let tree = NewFileTree(top: directory.isEmpty ? "." : directory, files: files.map { ($0.path, Array($0.text.utf8)) })
        do {
            return try tree.write()
        } catch {
            throw Failure(message: error.message, leftBehind: error.leftBehind)
        }
    }

    /// "a/b/c.json" → ["a", "a/b"].
    private func parentDirectories(of relative: String) -> [String] {
        let parts = relative.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
