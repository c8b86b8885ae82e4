#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `replay --update` may write a manifest: inside the tree named on the command line
/// (docs/replay.md). Below the path given there, a symbolic link to a directory may lead
/// anywhere, and a manifest that is a link is shared with whatever else points at it:
/// `--update` writes through neither, and says where the link leads.
enum ManifestPlace {
    /// Why `manifest`, in `directory`, must not be written, or nil. `root` is the path named on
    /// the command line that the directory was reached from; the links on the way to it, and
    /// the path itself, are the user's own choice.
    static func refusal(manifest: String, directory: String, root: String) -> String? {
        var trimmedRoot = Substring(root)
        while trimmedRoot.count > 1, trimmedRoot.hasSuffix("/") { trimmedRoot = trimmedRoot.dropLast() }
        let base = trimmedRoot == "/" ? "" : String(trimmedRoot)
        if directory.hasPrefix(base + "/") {
            var current = base
            for component in directory.dropFirst(base.count + 1).split(separator: "/") {
                current += "/" + component
                if isLink(current) { return "\(current) is a symbolic link to \(destination(of: current))" }
            }
        }
        if isLink(manifest) { return "\(manifest) is a symbolic link to \(destination(of: manifest))" }
        return nil
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The real path the link resolves to; for a dangling link, what it says.
    private static func destination(of link: String) -> String {
        if let resolved = realpath(link, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return "an unknown place" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) + " (dangling)"
    }
}
