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
                if SymbolicLink.isLink(current) { return "\(current) is a symbolic link to \(SymbolicLink.destination(of: current))" }
            }
        }
        if SymbolicLink.isLink(manifest) { return "\(manifest) is a symbolic link to \(SymbolicLink.destination(of: manifest))" }
        return nil
    }
}
