#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lays files out under a directory without ever replacing one: every path is checked before
/// anything is written, and each file is written atomically and only if still absent.
public struct Scaffold: Sendable {
    public var directory: String
    public var files: [ScaffoldFile]

    public init(directory: String, files: [ScaffoldFile]) {
        self.directory = directory
        self.files = files
    }

    /// `DIR/relative`, or `relative` alone for the current directory, as a user would type it.
    public func path(_ relative: String) -> String {
        if directory.isEmpty || directory == "." { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Every path that stops the scaffold, with why: a file that exists, or a directory the
    /// files need that exists as something else.
    public func conflicts() -> [String] {
        var problems: [String] = []
        var seenDirectories: Set<String> = []
        for file in files {
            for directory in parentDirectories(of: file.path) where seenDirectories.insert(directory).inserted {
                if FileStatus(path(directory), followingLinks: true) == .other {
                    problems.append("\(path(directory)) exists and is not a directory")
                }
            }
            if FileStatus(path(file.path)) != .missing { problems.append("\(path(file.path)) already exists") }
        }
        if !directory.isEmpty, FileStatus(directory, followingLinks: true) == .other {
            problems.insert("\(directory) exists and is not a directory", at: 0)
        }
        return problems
    }

    public struct Failure: Error, Sendable {
        /// The files written before the failure.
        public var written: [String]
        public var message: String
    }

    /// Creates the directories and writes the files, in order; returns the paths written.
    public func write() throws(Failure) -> [String] {
        var written: [String] = []
        for file in files {
            for directory in [""] + parentDirectories(of: file.path) {
                let full = directory.isEmpty ? self.directory : path(directory)
                guard !full.isEmpty, full != "." else { continue }
                if let problem = Self.makeDirectories(full) { throw Failure(written: written, message: problem) }
            }
            let target = path(file.path)
            do {
                try AtomicFile.write(file.text, to: target, replacing: false)
            } catch {
                throw Failure(written: written, message: error.description)
            }
            written.append(target)
        }
        return written
    }

    /// "a/b/c.json" → ["a", "a/b"].
    private func parentDirectories(of relative: String) -> [String] {
        let parts = relative.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// `mkdir -p`: nil when the directory exists afterwards, else why not.
    static func makeDirectories(_ path: String) -> String? {
        switch FileStatus(path, followingLinks: true) {
        case .directory: return nil
        case .other: return "\(path) exists and is not a directory"
        case .missing: break
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            if let problem = makeDirectories(String(path[..<slash])) { return problem }
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            return "\(path): cannot create the directory: \(InputReader.error(errno: errno).reason)"
        }
        return nil
    }
}
