#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// A payload the walk found is opened by its name in its directory, kept open while its files
/// are read and closed after (docs/performance.md, "Reading"); the reports and the errors are
/// those of opening it by its path.
@Suite("Files opened in their directory")
struct OpenDirectoryTests {
    /// The descriptors of this process open on something below `path`: counted by what they
    /// name, so the tests that run meanwhile in the same process do not count.
    private static func descriptors(below path: String) -> Int {
        guard let directory = opendir("/proc/self/fd") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        var target = [CChar](repeating: 0, count: 4096)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != ".." else { continue }
            let length = readlink("/proc/self/fd/" + name, &target, target.count - 1)
            guard length > 0 else { continue }
            let named = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if named == path || named.hasPrefix(path + "/") { count += 1 }
        }
        return count
    }

    /// A tree of `directories` directories of three payloads each, with an app model.
    private static func tree(directories: Int) -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        for index in 0..<directories {
            for file in 0..<3 {
                tree.file("d\(index)/p\(file).json", #"{"aps": {"alert": "hello \#(index) \#(file)"}}"#)
            }
        }
        return tree
    }

    @Test(arguments: [1, 2]) @MainActor
    func aReplayOfManyDirectoriesLeavesNoneOpen(jobs: Int) async {
        let tree = Self.tree(directories: 80)
        let command = ReplayCommand(
            paths: [tree.path], app: AppModelChoice(flag: repositoryRoot + "/fixtures/apps/genius/pushsim.json", environment: nil, directory: tree.path),
            state: .active, headers: RequestHeaders(), update: false, jobs: jobs, shard: nil)
        let sink = CapturingSink()
        _ = await command.run(reporter: RunReporter(renderer: TextRenderer(sink: sink)))
        #expect(sink.results.count >= 240)
        #expect(Self.descriptors(below: tree.path) == 0)
    }

    @Test func aWalkedFileIsOpenedInItsDirectoryAndClosedAfter() throws {
        let tree = Self.tree(directories: 1)
        do {
            let entries = Array(FileWalker(paths: [tree.path]))
            #expect(entries.count == 3)
            #expect(entries.allSatisfy { $0.openDirectory != nil })
            // Opened in the directory, not by its path: it is still read after the directory moved.
            #expect(rename(tree.path + "/d0", tree.path + "/moved") == 0)
            let reader = InputReader(cap: PayloadChecker.readCap, relative: entries[0].relativeName)
            #expect(try reader.read(.path(entries[0].path)) == Array(#"{"aps": {"alert": "hello 0 0"}}"#.utf8))
            #expect(Self.descriptors(below: tree.path) == 1)
        }
        #expect(Self.descriptors(below: tree.path) == 0)
    }

    @Test func aFileGoneMeanwhileIsReportedAsByItsPath() {
        let tree = Self.tree(directories: 1)
        let entries = Array(FileWalker(paths: [tree.path]))
        #expect(unlink(tree.path + "/d0/p1.json") == 0)
        #expect(mkdir(tree.path + "/d0/p1.json", 0o755) == 0)
        #expect(unlink(tree.path + "/d0/p2.json") == 0)
        for (entry, reason) in [(entries[1], "is a directory, not a file"), (entries[2], "no such file")] {
            let relative = InputReader(cap: PayloadChecker.readCap, relative: entry.relativeName)
            let byPath = InputReader(cap: PayloadChecker.readCap)
            #expect(throws: InputError.self) { try relative.read(.path(entry.path)) }
            #expect(readError(relative, entry.path) == reason)
            #expect(readError(byPath, entry.path) == reason)
        }
    }

    private func readError(_ reader: InputReader, _ path: String) -> String? {
        do {
            _ = try reader.read(.path(path))
            return nil
        } catch {
            return error.reason
        }
    }

    /// Past the limit a directory is not kept open, and its files are opened by their paths.
    @Test func pastTheLimitFilesAreOpenedByTheirPaths() throws {
        let tree = Self.tree(directories: OpenDirectory.limit + 6)
        let entries = Array(FileWalker(paths: [tree.path]))
        #expect(entries.count == 3 * (OpenDirectory.limit + 6))
        let kept = Set(entries.compactMap { $0.openDirectory.map(ObjectIdentifier.init) })
        #expect(kept.count <= OpenDirectory.limit)
        #expect(entries.contains { $0.openDirectory == nil })
        for entry in entries {
            let bytes = try InputReader(cap: PayloadChecker.readCap, relative: entry.relativeName).read(.path(entry.path))
            #expect(bytes.count > 20)
        }
        #expect(Self.descriptors(below: tree.path) == kept.count)
    }

    /// The limit is each walk's own: a walk holding its full share (another replay in the same
    /// process, or a test running beside this one) does not change how another walk reads.
    @Test func eachWalkHasItsOwnLimit() {
        let crowded = Self.tree(directories: OpenDirectory.limit + 2)
        let held = Array(FileWalker(paths: [crowded.path]))
        // The walk used its whole share: its last directories' files are opened by their paths.
        #expect(held.contains { $0.openDirectory == nil })
        let tree = Self.tree(directories: 1)
        let entries = Array(FileWalker(paths: [tree.path]))
        #expect(entries.count == 3)
        #expect(entries.allSatisfy { $0.openDirectory != nil })
        withExtendedLifetime(held) {}
    }

    /// Paths named on the command line are opened by their path.
    @Test func namedPathsAreOpenedByTheirPaths() {
        let tree = Self.tree(directories: 1)
        let entries = Array(FileWalker(paths: [tree.path + "/d0/p0.json"]))
        #expect(entries.count == 1)
        #expect(entries[0].openDirectory == nil)
    }
}
