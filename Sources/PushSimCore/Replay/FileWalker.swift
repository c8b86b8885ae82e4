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
    /// `path` split at its last "/" (`.` and the whole path when there is none): where its
    /// manifest and app model are looked for. The walk knows both, so a replay does not split
    /// every path again, on the main actor, by `Character`.
    var directory: String
    var name: String
    /// Found by walking a directory, not named on the command line (`--update`, ManifestUpdater).
    var walked: Bool
    /// The directory, kept open while its files are read, for a file a payload walk found in it:
    /// the file is opened by `name` in it, and the kernel looks up one name rather than the whole
    /// path (docs/performance.md, "Reading"). Nil for a path named on the command line, a
    /// problem, or when the directory could not be kept open: the file is then opened by `path`.
    var openDirectory: OpenDirectory?

    /// What to give `InputReader` to open the file by its name in its directory, if kept open.
    var relativeName: RelativeName? { openDirectory.map { RelativeName(directory: $0, name: name) } }

    public init(path: String, problem: InputError? = nil) {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        self.init(
            path: path, problem: problem, directory: slash.map { String(path[..<$0]) } ?? ".",
            name: slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path, walked: false)
    }

    init(path: String, problem: InputError?, directory: String, name: String, walked: Bool, openDirectory: OpenDirectory? = nil) {
        self.path = path
        self.problem = problem
        self.directory = directory
        self.name = name
        self.walked = walked
        self.openDirectory = openDirectory
    }

    /// The same input: how it is opened is not part of what it is.
    public static func == (left: WalkEntry, right: WalkEntry) -> Bool {
        left.path == right.path && left.problem == right.problem && left.directory == right.directory && left.name == right.name
            && left.walked == right.walked
    }
}

/// A scenario file the payload walk came across (`FileWalker(paths:collectsScenarios:)`), with
/// the path on the command line it was found under.
struct FoundScenario: Sendable {
    var entry: WalkEntry
    var root: String
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
///
/// An entry `readdir` says is a regular file or a directory is taken as such without a `stat`:
/// only links (followed) and entries of an unknown type are looked up. The walk is serial, and a
/// `stat` per entry was one more system call per file on it (docs/performance.md, "The walk").
public struct FileWalker: Sequence, IteratorProtocol {
    public static let payloadExtensions = ["json", "apns"]
    public static let ignoredNames: Set<String> = [AppModelLoader.discoveredFileName, ExpectationManifest.fileName]

    struct DirectoryIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// A name in a directory, with its type as `readdir` gave it (`DT_REG`, `DT_DIR`, ...).
    struct DirectoryEntry {
        var name: String
        var type: UInt8
    }

    /// What is looked for below a directory: `primary` what `kind` names, `scenarios` the
    /// scenarios a payload walk collects on the way (false below a directory named like one).
    private struct Wanted {
        var primary: Bool
        var scenarios: Bool
    }

    private struct Frame {
        /// The directory's path ending with one "/", ready for a name.
        var prefix: String
        /// `prefix` without that "/": every entry's `directory`.
        var directory: String
        var identity: DirectoryIdentity
        var entries: [DirectoryEntry]
        var wanted: Wanted
        /// Whether the types `readdir` gave are taken: not in a directory that cannot be
        /// searched, where looking an entry up fails as it did before (`readDirectory`).
        var readsTypes: Bool
        /// The directory kept open for its files to be opened in (a payload walk's).
        var open: OpenDirectory?
        var next = 0
    }

    private var roots: [String]
    private var nextRoot = 0
    private var frames: [Frame] = []
    /// The directories this walk keeps open (`OpenDirectory.limit` at most).
    private let keptDirectories = OpenDirectory.Budget()

    /// What a walk collects: payload files (`replay`), or scenario files (`pushsim scenario`).
    public enum Kind: Sendable {
        case payloads, scenarios
    }

    private let kind: Kind
    private let collectsScenarios: Bool
    /// False: every entry is looked up with `stat`, as when `readdir` cannot tell its type
    /// (`DT_UNKNOWN`); the tests walk both ways.
    var readsEntryTypes = true
    /// The scenario files a payload walk found so far, in walk order (`collectsScenarios`):
    /// exactly the entries a walk of kind `.scenarios` over the same paths yields whose path is
    /// named like a scenario, so `replay` runs them without walking the tree again.
    private(set) var scenarios: [FoundScenario] = []

    /// `collectsScenarios` (with `.payloads`): the walk also notes the scenarios it passes
    /// (`scenarios`), walking a directory named like a payload for them alone.
    public init(paths: [String], kind: Kind = .payloads) {
        self.init(paths: paths, kind: kind, collectsScenarios: false)
    }

    init(paths: [String], kind: Kind = .payloads, collectsScenarios: Bool) {
        precondition(!collectsScenarios || kind == .payloads, "a scenario walk collects scenarios already")
        roots = paths
        self.kind = kind
        self.collectsScenarios = collectsScenarios
    }

    /// A scenario is a `.json` file too, but not a payload (docs/scenarios.md).
    public static let scenarioSuffix = ".scenario.json"

    /// Names ending in `.scenario.json`, in any case.
    static func isScenarioName(_ name: String) -> Bool { kinds(of: name).scenario }

    /// The path given on the command line that the entry `next()` returned last was found
    /// under (or is): `--update` writes nothing through a symbolic link below it (docs/replay.md).
    public var currentRoot: String? {
        nextRoot > 0 ? roots[nextRoot - 1] : nil
    }

    public mutating func next() -> WalkEntry? {
        while true {
            if let top = frames.indices.last {
                guard frames[top].next < frames[top].entries.count else {
                    frames.removeLast()
                    continue
                }
                let entry = frames[top].entries[frames[top].next]
                frames[top].next += 1
                let (prefix, directory, wanted) = (frames[top].prefix, frames[top].directory, frames[top].wanted)
                let type = frames[top].readsTypes ? entry.type : nil
                if let found = visit(
                    prefix + entry.name, name: entry.name, type: type, in: directory, open: frames[top].open, wanted: wanted)
                {
                    return found
                }
                continue
            }
            guard nextRoot < roots.count else { return nil }
            let root = roots[nextRoot]
            nextRoot += 1
            let name = root.split(separator: "/").last.map(String.init) ?? root
            if let found = visit(root, name: name, type: nil, in: nil, open: nil, wanted: Wanted(primary: true, scenarios: collectsScenarios)) {
                return found
            }
        }
    }

    /// Names with a `.json` or `.apns` extension, in any case.
    static func isPayloadName(_ name: String) -> Bool { kinds(of: name).payload }

    /// What a name is named like: a payload (by its extension), a scenario (by its suffix).
    struct NameKinds {
        var payload: Bool
        var scenario: Bool
    }

    /// Both answers at once, from the name's bytes as the file system holds them (as a shell's
    /// `*.json` matches): the part after the last "." (not a leading one) is an extension, the
    /// end is the scenario suffix, ASCII letters in any case (docs/replay.md, "What it walks").
    /// One pass, no `String` made: the walk asks this of every entry.
    static func kinds(of name: String) -> NameKinds {
        var name = name
        return name.withUTF8 { bytes in
            var lastDot = -1
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") { lastDot = index }
            let scenario = bytes.count >= scenarioSuffixBytes.count
                && equalIgnoringASCIICase(bytes, from: bytes.count - scenarioSuffixBytes.count, scenarioSuffixBytes)
            let payload = lastDot > 0 && payloadExtensionBytes.contains { wanted in
                bytes.count - lastDot - 1 == wanted.count && equalIgnoringASCIICase(bytes, from: lastDot + 1, wanted)
            }
            return NameKinds(payload: payload, scenario: scenario)
        }
    }

    private static let scenarioSuffixBytes = Array(scenarioSuffix.utf8)
    private static let payloadExtensionBytes = payloadExtensions.map { Array($0.utf8) }

    /// `bytes[start...]` is `lowercase` (lowercase ASCII, as long as the rest) in any case.
    private static func equalIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ lowercase: [UInt8]) -> Bool {
        for offset in 0..<lowercase.count {
            let byte = bytes[start + offset]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if folded != lowercase[offset] { return false }
        }
        return true
    }

    /// Looks at one path: a root named on the command line (`directory` nil, `type` unknown),
    /// or the entry `name` of the directory being walked, whose type `readdir` gave (nil: look
    /// it up), `open` if that directory is kept open. Returns the
    /// entry it yields, if any (at most one); notes the scenario it finds (`collectsScenarios`);
    /// enters a directory to walk.
    private mutating func visit(
        _ path: String, name: String, type: UInt8?, in directory: String?, open: OpenDirectory?, wanted: Wanted
    ) -> WalkEntry? {
        let explicit = directory == nil
        if !explicit && (name.utf8.first == UInt8(ascii: ".") && name.hasPrefix(".") || Self.isIgnored(name)) { return nil }
        func entry(_ problem: InputError? = nil) -> WalkEntry {
            if let directory {
                return WalkEntry(
                    path: path, problem: problem, directory: directory, name: name, walked: true,
                    openDirectory: problem == nil ? open : nil)
            }
            return WalkEntry(path: path, problem: problem)
        }
        let kinds = Self.kinds(of: name)
        let scenarioNamed = kinds.scenario
        let accepted: Bool
        switch kind {
        case .payloads: accepted = !scenarioNamed && kinds.payload
        case .scenarios: accepted = scenarioNamed
        }
        // What the scenario walk replay used to make after the payloads would keep: an entry
        // whose path is named like a scenario (the filter of `ReplayRun.replayScenarios`).
        let scenarioKept =
            collectsScenarios && wanted.scenarios && (explicit ? Self.isScenarioPathForFilter(path) : scenarioNamed)
        var isDirectory: Bool
        var identity: DirectoryIdentity?
        if let type, type != UInt8(DT_LNK), type != UInt8(DT_UNKNOWN) {
            isDirectory = type == UInt8(DT_DIR)
        } else {
            var status = stat()
            if path.withCString({ stat($0, &status) }) != 0 {
                let code = errno
                // A dangling link or a loop named like a payload is an input that cannot be read;
                // anything else that vanished or loops is not an input at all.
                let yields = wanted.primary && (explicit || accepted || code == ELOOP)
                guard yields || scenarioKept else { return nil }
                var problem = InputReader.error(errno: code)
                if code == ENOENT, lstat(path, &status) == 0 { problem.reason = "dangling symbolic link" }
                let found = entry(problem)
                if scenarioKept { noteScenario(found) }
                return yields ? found : nil
            }
            isDirectory = status.st_mode & S_IFMT == S_IFDIR
            identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        }
        guard isDirectory else {
            if scenarioKept { noteScenario(entry()) }
            // A scenario named on the command line is still not a payload.
            let otherKind = kind == .payloads && scenarioNamed
            return wanted.primary && ((explicit && !otherKind) || accepted) ? entry() : nil
        }
        var walkFor = wanted
        var found: WalkEntry?
        if !explicit && accepted && wanted.primary {
            found = entry(
                InputError(kind: .isDirectory, reason: "is a directory named like a \(kind == .payloads ? "payload" : "scenario") file"))
            walkFor.primary = false
        }
        if !explicit && scenarioKept {
            noteScenario(entry(InputError(kind: .isDirectory, reason: "is a directory named like a scenario file")))
            walkFor.scenarios = false
        }
        guard walkFor.primary || walkFor.scenarios else { return found }
        if let identity, isWalked(identity) { return walkFor.primary ? entry(Self.loopProblem) : found }
        switch Self.readDirectory(path, keepingOpenWithin: kind == .payloads ? keptDirectories : nil) {
        case .success(let (entries, opened, searchable, kept)):
            // The identity of the directory opened (a directory `readdir` named was not looked
            // up before), checked too: it is the one a loop is known by.
            if isWalked(opened) { return walkFor.primary ? entry(Self.loopProblem) : found }
            let prefix = path.utf8.last == UInt8(ascii: "/") ? path : path + "/"
            frames.append(
                Frame(
                    prefix: prefix, directory: String(prefix.dropLast()), identity: opened, entries: entries, wanted: walkFor,
                    readsTypes: readsEntryTypes && searchable, open: kept))
            return found
        case .failure(let problem):
            let failed = entry(problem)
            if walkFor.scenarios && scenarioKept { noteScenario(failed) }
            return walkFor.primary ? failed : found
        }
    }

    private static let loopProblem = InputError(
        kind: .symlinkLoop, reason: "symlink loop: leads back to a directory being walked")

    /// Whether a directory being walked is this one: a link back to it is a loop.
    private func isWalked(_ identity: DirectoryIdentity) -> Bool {
        frames.contains(where: { $0.identity == identity })
    }

    private mutating func noteScenario(_ entry: WalkEntry) {
        var entry = entry
        // Scenarios are kept until the payloads are done and read by their path: they keep no
        // directory open meanwhile.
        entry.openDirectory = nil
        scenarios.append(FoundScenario(entry: entry, root: roots[nextRoot - 1]))
    }

    /// How `replay` told a scenario from a payload named on the command line: by the path.
    private static func isScenarioPathForFilter(_ path: String) -> Bool {
        path.lowercased().hasSuffix(scenarioSuffix)
    }

    /// `ignoredNames.contains(name)`, without hashing the name.
    private static func isIgnored(_ name: String) -> Bool {
        name == AppModelLoader.discoveredFileName || name == ExpectationManifest.fileName
    }

    /// A directory's entries, sorted by their UTF-8 bytes so every machine agrees, each with the
    /// type `readdir` gave; the directory's identity, from the descriptor it was read with; and
    /// whether it can be searched (a directory that can be read and not searched lists its
    /// entries, and none of them can be looked up or opened); with a budget, the directory kept
    /// open for its files to be opened in, when it can be searched and the budget allows.
    static func readDirectory(_ path: String, keepingOpenWithin budget: OpenDirectory.Budget? = nil) -> Result<
        ([DirectoryEntry], DirectoryIdentity, searchable: Bool, kept: OpenDirectory?), InputError
    > {
        guard let directory = path.withCString({ opendir($0) }) else { return .failure(InputReader.error(errno: errno)) }
        defer { closedir(directory) }
        var status = stat()
        guard fstat(dirfd(directory), &status) == 0 else { return .failure(InputReader.error(errno: errno)) }
        let searchable = faccessat(dirfd(directory), ".", X_OK, 0) == 0
        var entries: [DirectoryEntry] = []
        var keys: [SortKey] = []
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        while let entry = readdir(directory) {
            // The name read in place: copying `d_name` (256 bytes) out of the entry cost more.
            let start = UnsafeRawPointer(entry) + nameOffset
            let bytes = UnsafeBufferPointer(
                start: start.assumingMemoryBound(to: UInt8.self), count: strlen(start.assumingMemoryBound(to: CChar.self)))
            let name = String(decoding: bytes, as: UTF8.self)
            if name != "." && name != ".." {
                keys.append(SortKey(bytes, index: entries.count))
                entries.append(DirectoryEntry(name: name, type: (UnsafeRawPointer(entry) + typeOffset).load(as: UInt8.self)))
            }
        }
        // By their bytes: the first 16 as two integers (comparing two strings cost about 60
        // instructions), all of them when those are alike.
        keys.sort { left, right in
            if left.high != right.high { return left.high < right.high }
            if left.low != right.low { return left.low < right.low }
            return utf8Precedes(entries[left.index].name, entries[right.index].name)
        }
        entries = keys.map { entries[$0.index] }
        let kept = searchable && !entries.isEmpty ? budget.flatMap { OpenDirectory.keep(dirfd(directory), within: $0) } : nil
        return .success((entries, DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)), searchable, kept))
    }

    /// A name's first 16 bytes, big-endian, the rest zero: two names compare as these do, unless
    /// they are alike (a name holds no zero byte, so a shorter one comes first, as byte-wise).
    private struct SortKey {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var index: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, index: Int) {
            self.index = index
            for offset in 0..<Swift.min(bytes.count, 8) { high |= UInt64(bytes[offset]) << (56 - 8 * offset) }
            if bytes.count > 8 {
                for offset in 8..<Swift.min(bytes.count, 16) { low |= UInt64(bytes[offset]) << (56 - 8 * (offset - 8)) }
            }
        }
    }

    /// Byte-wise order of two names by `memcmp` over their UTF-8: the generic
    /// `lexicographicallyPrecedes` cost more than the rest of the walk.
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
