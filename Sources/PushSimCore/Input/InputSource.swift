/// Where an input comes from: a path, or standard input spelled `-`.
public enum InputSource: Sendable, Hashable, CustomStringConvertible {
    case path(String)
    case standardInput

    public init(argument: String) {
        self = argument == "-" ? .standardInput : .path(argument)
    }

    /// The name reports use: the path as the user gave it, or `<stdin>`.
    public var description: String {
        switch self {
        case .path(let path): return path
        case .standardInput: return "<stdin>"
        }
    }

    /// The file name's extension, lowercased ("apns", "json"), if any.
    public var pathExtension: String? {
        guard case .path(let path) = self else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...]).lowercased()
    }
}

/// Why an input could not be read. The message names no file: reports put the file in front.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case notFound
        case permissionDenied
        case isDirectory
        case symlinkLoop
        /// Longer than the read cap. `size` is exact for regular files; for devices and pipes it
        /// is the number of bytes read before stopping (more were available).
        case tooLarge(size: Int, cap: Int, exact: Bool)
        /// A pipe or FIFO that delivered nothing for the whole time limit.
        case timedOut(seconds: Int)
        case other(errno: Int32)
    }

    public var kind: Kind
    public var reason: String

    public init(kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }
}
