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
        /// `path` ending with one "/", ready for a name.
        var prefix: String
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
        case .payloads: return Self.isPayloadName(name) && !Self.isScenarioName(name)
        case .scenarios: return Self.isScenarioName(name)
        }
    }

    /// Names ending in `.scenario.json`, in any case.
    static func isScenarioName(_ name: String) -> Bool {
        if let ascii = ASCIIName(name) { return ascii.hasSuffixIgnoringCase(scenarioSuffix) }
        return name.lowercased().hasSuffix(scenarioSuffix)
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
                visit(frame.prefix + name, name: name, explicit: false)
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
        if let ascii = ASCIIName(name) { return payloadExtensions.contains(where: ascii.hasExtensionIgnoringCase) }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return payloadExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private mutating func visit(_ path: String, name: String, explicit: Bool) {
        if !explicit && (name.utf8.first == UInt8(ascii: ".") && name.hasPrefix(".") || Self.isIgnored(name)) { return }
        var status = stat()
        if path.withCString({ stat($0, &status) }) != 0 {
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
            let otherKind = kind == .payloads && Self.isScenarioName(name)
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
            frames.append(Frame(path: path, prefix: join(path, ""), identity: identity, names: names))
        case .failure(let problem):
            pending.append(WalkEntry(path: path, problem: problem))
        }
    }

    /// `ignoredNames.contains(name)`, without hashing the name.
    private static func isIgnored(_ name: String) -> Bool {
        name == AppModelLoader.discoveredFileName || name == ExpectationManifest.fileName
    }

    /// A directory's entries, sorted by their UTF-8 bytes so every machine agrees.
    static func sortedNames(in path: String) -> Result<[String], InputError> {
        guard let directory = path.withCString({ opendir($0) }) else { return .failure(InputReader.error(errno: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        var allASCII = true
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            // The name read in place: copying `d_name` (256 bytes) out of the entry cost more.
            let start = UnsafeRawPointer(entry) + nameOffset
            let bytes = UnsafeBufferPointer(
                start: start.assumingMemoryBound(to: UInt8.self), count: strlen(start.assumingMemoryBound(to: CChar.self)))
            if allASCII && bytes.contains(where: { $0 >= 0x80 }) { allASCII = false }
            let name = String(decoding: bytes, as: UTF8.self)
            if name != "." && name != ".." { names.append(name) }
        }
        // ASCII strings compare by their bytes (`<`'s fast path); others by `memcmp`, since
        // `<` compares non-ASCII text by its normalized form.
        if allASCII { names.sort() } else { names.sort(by: utf8Precedes) }
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

/// A file name known to be ASCII, whose suffix and extension are compared byte by byte: the
/// same answers as `lowercased()` and `Character` comparison give for ASCII, without their
/// cost per file (docs/performance.md). Other names take the general path.
private struct ASCIIName {
    let name: String

    init?(_ name: String) {
        guard !name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        self.name = name
    }

    /// `suffix` is lowercase ASCII.
    func hasSuffixIgnoringCase(_ suffix: String) -> Bool {
        let bytes = name.utf8, wanted = suffix.utf8
        guard bytes.count >= wanted.count else { return false }
        return Self.equalIgnoringCase(bytes[bytes.index(bytes.endIndex, offsetBy: -wanted.count)...], wanted)
    }

    /// Whether the part after the last "." (not the first byte) is `pathExtension`, lowercase ASCII.
    func hasExtensionIgnoringCase(_ pathExtension: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
        return Self.equalIgnoringCase(bytes[bytes.index(after: dot)...], pathExtension.utf8)
    }

    /// Plain loops over the two views: no generic adaptors (`zip`) whose metadata the runtime
    /// would look up at first use.
    private static func equalIgnoringCase(_ bytes: Substring.UTF8View, _ lowercase: String.UTF8View) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        var index = bytes.startIndex
        for wanted in lowercase {
            let byte = bytes[index]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if folded != wanted { return false }
            index = bytes.index(after: index)
        }
        return true
    }
}
