#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One input a replay reports on: a payload file to deliver, or something on the way that
/// could not be walked (reported as that path's error, never dropped).
public struct WalkEntry: Sendable, Equatable {
    public var path: String
    public var problem: InputError?

    public init(path: String, problem: InputError? = nil) {
        self.path = path
        self.problem = problem
    }
}

/// Walks paths depth-first in a stable order: the paths in the order given, and inside each
/// directory its entries sorted byte-wise by name. It takes `.json` and `.apns` files (any file
/// named explicitly), skips hidden entries and pushsim's own files (`pushsim.json` app models,
/// `pushsim.expect.json` manifests), and yields one entry at a time, so memory does not grow
/// with the number of files.
///
/// Symlinks are followed; a link back to a directory being walked (a loop), a dangling link
/// named like a payload, a directory named like a payload, and a directory that cannot be
/// opened each become an entry with a problem.
public struct FileWalker: Sequence, IteratorProtocol {
    public static let payloadExtensions = ["json", "apns"]
    public static let ignoredNames: Set<String> = [AppModelLoader.discoveredFileName, ExpectationManifest.fileName]

    private struct DirectoryIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    private struct Frame {
        var path: String
        var identity: DirectoryIdentity
        var names: [String]
        var next = 0
    }

    private var roots: [String]
    private var nextRoot = 0
    private var frames: [Frame] = []
    private var pending: [WalkEntry] = []

    /// What a walk collects: payload files (`replay`), or scenario files (`pushsim scenario`).
    public enum Kind: Sendable {
        case payloads, scenarios
    }

    private let kind: Kind

    public init(paths: [String], kind: Kind = .payloads) {
        roots = paths
        self.kind = kind
    }

    /// A scenario is a `.json` file too, but not a payload (docs/scenarios.md).
    public static let scenarioSuffix = ".scenario.json"

    func accepts(_ name: String) -> Bool {
        switch kind {
        case .payloads: return Self.isPayloadName(name) && !name.lowercased().hasSuffix(Self.scenarioSuffix)
        case .scenarios: return name.lowercased().hasSuffix(Self.scenarioSuffix)
        }
    }

    /// The path given on the command line that the entry `next()` returned last was found
    /// under (or is): `--update` writes nothing through a symbolic link below it (docs/replay.md).
    public var currentRoot: String? {
        nextRoot > 0 ? roots[nextRoot - 1] : nil
    }

    public mutating func next() -> WalkEntry? {
        while true {
            if !pending.isEmpty { return pending.removeFirst() }
            if var frame = frames.popLast() {
                guard frame.next < frame.names.count else { continue }
                let name = frame.names[frame.next]
                frame.next += 1
                frames.append(frame)
                visit(join(frame.path, name), name: name, explicit: false)
                continue
            }
            guard nextRoot < roots.count else { return nil }
            let root = roots[nextRoot]
            nextRoot += 1
            visit(root, name: root.split(separator: "/").last.map(String.init) ?? root, explicit: true)
        }
    }

    private func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func isPayloadName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return payloadExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private mutating func visit(_ path: String, name: String, explicit: Bool) {
        if !explicit && (name.hasPrefix(".") || Self.ignoredNames.contains(name)) { return }
        var status = stat()
        if stat(path, &status) != 0 {
            let code = errno
            // A dangling link or a loop named like a payload is an input that cannot be read;
            // anything else that vanished or loops is not an input at all.
            if explicit || accepts(name) || code == ELOOP {
                var problem = InputReader.error(errno: code)
                if code == ENOENT, lstat(path, &status) == 0 { problem.reason = "dangling symbolic link" }
                pending.append(WalkEntry(path: path, problem: problem))
            }
            return
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFDIR else {
            // A scenario named on the command line is still not a payload.
            let otherKind = kind == .payloads && name.lowercased().hasSuffix(Self.scenarioSuffix)
            if (explicit && !otherKind) || accepts(name) { pending.append(WalkEntry(path: path)) }
            return
        }
        if !explicit && accepts(name) {
            pending.append(
                WalkEntry(
                    path: path,
                    problem: InputError(kind: .isDirectory, reason: "is a directory named like a \(kind == .payloads ? "payload" : "scenario") file")))
            return
        }
        let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        if frames.contains(where: { $0.identity == identity }) {
            pending.append(
                WalkEntry(
                    path: path,
                    problem: InputError(kind: .symlinkLoop, reason: "symlink loop: leads back to a directory being walked")))
            return
        }
        switch Self.sortedNames(in: path) {
        case .success(let names):
            frames.append(Frame(path: path, identity: identity, names: names))
        case .failure(let problem):
            pending.append(WalkEntry(path: path, problem: problem))
        }
    }

    /// A directory's entries, sorted by their UTF-8 bytes so every machine agrees.
    static func sortedNames(in path: String) -> Result<[String], InputError> {
        guard let directory = opendir(path) else { return .failure(InputReader.error(errno: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        names.sort(by: utf8Precedes)
        return .success(names)
    }

    /// Byte-wise order of two names by `memcmp` over their UTF-8 (the generic
    /// `lexicographicallyPrecedes` cost 8 M instructions per 500 files: docs/performance.md).
    static func utf8Precedes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let common = Swift.min(leftBytes.count, rightBytes.count)
                if common > 0 {
                    let order = memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, common)
                    if order != 0 { return order < 0 }
                }
                return leftBytes.count < rightBytes.count
            }
        }
    }
}
