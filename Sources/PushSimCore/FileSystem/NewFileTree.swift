#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// New files below one directory, written all or none (`pushsim init`, docs/getting-started.md):
/// every file is first written whole to a hidden temporary file in its own directory
/// (`AtomicFile.temporaryPath`) and flushed — where a full disk or a file-size limit stops it —
/// and only then are they all linked into place, none replacing anything. A failure anywhere
/// removes what was written, temporary files, files and the directories made for them, so the
/// directory is as it was and a rerun starts afresh.
///
/// The top directory is the caller's to choose (a link there is followed: that is where it was
/// asked to write); below it, every directory is opened relative to its parent and never
/// through a symbolic link, so a link found or planted below the top is refused, never written
/// through.
struct NewFileTree {
    /// The directory the files go below, as the user named it; created if missing.
    var top: String
    /// Paths relative to `top` ("a/b/c.json"), with their contents, in the order written.
    var files: [(path: String, bytes: [UInt8])]

    struct Failure: Error {
        var message: String
        /// What could not be removed after the failure, with why: normally nothing.
        var leftBehind: [String]
    }

    /// `top/relative` as the user would type it (`relative` alone for the current directory).
    func display(_ relative: String) -> String {
        Self.display(relative, below: top)
    }

    static func display(_ relative: String, below top: String) -> String {
        if top.isEmpty || top == "." { return relative }
        return top.hasSuffix("/") ? top + relative : top + "/" + relative
    }

    /// Writes every file, or none; returns the paths written, as `display` names them.
    func write() throws(Failure) -> [String] {
        var undo = Undo()
        do throws(WriteFailure) {
            let written = try write(undo: &undo)
            undo.commit()
            return written
        } catch {
            let leftBehind = undo.rollBack()
            throw Failure(message: error.message, leftBehind: leftBehind)
        }
    }

    private struct WriteFailure: Error {
        var message: String
    }

    private func write(undo: inout Undo) throws(WriteFailure) -> [String] {
        for created in try Self.makeDirectories(top) { undo.createdDirectories.append((AT_FDCWD, created, created)) }
        let topDescriptor = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard topDescriptor >= 0 else { throw WriteFailure(message: "\(top): cannot open the directory: \(Self.reason(errno))") }
        undo.directories[""] = topDescriptor

        // Every file, whole, beside the place it goes.
        var staged: [(directory: Int32, temporary: String, name: String, path: String)] = []
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            let directory = try openDirectories(parts.dropLast(), undo: &undo)
            let name = parts.last ?? file.path
            let temporary = AtomicFile.temporaryPath(for: name)
            let shown = display(file.path)
            unlinkat(directory, temporary, 0)
            let descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw WriteFailure(message: "\(shown): cannot write: \(Self.reason(errno))") }
            undo.temporaries.append((directory, temporary))
            var failed = file.bytes.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
            if failed == nil, fsync(descriptor) != 0 { failed = errno }
            if close(descriptor) != 0, failed == nil { failed = errno }
            if let failed { throw WriteFailure(message: "\(shown): cannot write: \(Self.reason(failed))") }
            staged.append((directory, temporary, name, shown))
        }
        // Then each into place: a file that appeared meanwhile is never replaced.
        for file in staged {
            guard linkat(file.directory, file.temporary, file.directory, file.name, 0) == 0 else {
                if errno == EEXIST { throw WriteFailure(message: "\(file.path) already exists") }
                throw WriteFailure(message: "\(file.path): cannot write: \(Self.reason(errno))")
            }
            undo.linked.append((file.directory, file.name, file.path))
        }
        for directory in undo.directories.values where fsync(directory) != 0 && errno != EINVAL {
            throw WriteFailure(message: "\(top): cannot write: \(Self.reason(errno))")
        }
        return staged.map(\.path)
    }

    /// The directory `parts` below the top, each opened without following a link and made if
    /// missing; its descriptor, kept in `undo` for the other files in it.
    private func openDirectories(_ parts: ArraySlice<String>, undo: inout Undo) throws(WriteFailure) -> Int32 {
        var relative = ""
        guard var current = undo.directories[""] else { throw WriteFailure(message: "\(top): not open") }
        for part in parts {
            let parent = current
            relative = relative.isEmpty ? part : relative + "/" + part
            if let open = undo.directories[relative] {
                current = open
                continue
            }
            var descriptor = openat(parent, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT {
                if mkdirat(parent, part, 0o755) == 0 {
                    undo.createdDirectories.append((parent, part, display(relative)))
                } else if errno != EEXIST {
                    throw WriteFailure(message: "\(display(relative)): cannot create the directory: \(Self.reason(errno))")
                }
                // Made by another run meanwhile (EEXIST): used, and left to it.
                descriptor = openat(parent, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard descriptor >= 0 else {
                let code = errno
                var status = stat()
                if fstatat(parent, part, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFLNK {
                    throw WriteFailure(message: Self.linkRefusal(display(relative)))
                }
                if code == ENOTDIR { throw WriteFailure(message: "\(display(relative)) exists and is not a directory") }
                throw WriteFailure(message: "\(display(relative)): cannot open the directory: \(Self.reason(code))")
            }
            undo.directories[relative] = descriptor
            current = descriptor
        }
        return current
    }

    /// Why a directory below the top is not written into.
    static func linkRefusal(_ path: String) -> String {
        "\(path) is a symbolic link to \(SymbolicLink.destination(of: path)): init does not write through symbolic links"
    }

    /// `mkdir -p` for the top directory (links on the way followed); the directories it made,
    /// deepest last.
    private static func makeDirectories(_ path: String) throws(WriteFailure) -> [String] {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw WriteFailure(message: "\(path) exists and is not a directory") }
            return []
        }
        var made: [String] = []
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            made = try makeDirectories(String(path[..<slash]))
        }
        if mkdir(path, 0o755) == 0 {
            made.append(path)
        } else if errno != EEXIST {
            let reason = Self.reason(errno)
            for directory in made.reversed() { rmdir(directory) }
            throw WriteFailure(message: "\(path): cannot create the directory: \(reason)")
        }
        return made
    }

    private static func reason(_ code: Int32) -> String {
        InputReader.error(errno: code).reason
    }

    /// What a write did so far, to undo on failure: temporary files, files linked into place,
    /// directories made (undone deepest first), and the directories held open.
    private struct Undo {
        var temporaries: [(directory: Int32, name: String)] = []
        var linked: [(directory: Int32, name: String, path: String)] = []
        /// The directory it was made in (`AT_FDCWD` for the top's), its name there, and its path.
        var createdDirectories: [(parent: Int32, name: String, path: String)] = []
        var directories: [String: Int32] = [:]

        /// Success: only the temporary files go.
        mutating func commit() {
            for file in temporaries { unlinkat(file.directory, file.name, 0) }
            closeAll()
        }

        /// Failure: everything goes; returns what could not be removed, with why.
        mutating func rollBack() -> [String] {
            var left: [String] = []
            for file in temporaries { unlinkat(file.directory, file.name, 0) }
            for file in linked where unlinkat(file.directory, file.name, 0) != 0 && errno != ENOENT {
                left.append("\(file.path): \(NewFileTree.reason(errno))")
            }
            // A directory made here that another run has put files in since is theirs now: kept.
            for directory in createdDirectories.reversed()
            where unlinkat(directory.parent, directory.name, AT_REMOVEDIR) != 0 && ![ENOENT, ENOTEMPTY, EEXIST].contains(errno) {
                left.append("\(directory.path): \(NewFileTree.reason(errno))")
            }
            closeAll()
            return left
        }

        private mutating func closeAll() {
            for descriptor in directories.values { close(descriptor) }
            directories = [:]
        }
    }
}
