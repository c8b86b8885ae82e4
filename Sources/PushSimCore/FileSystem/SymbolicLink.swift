#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Symbolic links, as the messages of what pushsim will not write through name them: where a
/// link leads, by its real path, or what it says when it leads nowhere.
enum SymbolicLink {
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The real path `path` resolves to (every link followed), or nil with errno set.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the link says, as `readlink` gives it.
    static func contents(of link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The real path the link resolves to; for a dangling link, what it says.
    static func destination(of link: String) -> String {
        if let real = realPath(link) { return real }
        return contents(of: link).map { $0 + " (dangling)" } ?? "an unknown place"
    }
}
