#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// Files written whole or not at all (docs/guarantees.md, "Nothing lost when writing").
@Suite("Atomic files")
struct AtomicFileTests {
    @Test func aWriteReplacesTheWholeFile() throws {
        let tree = TemporaryDirectory()
        tree.file("out.json", "old contents, longer than the new")
        try AtomicFile.write("new", to: tree.path + "/out.json")
        #expect(tree.read("out.json") == "new")
    }

    @Test func withoutReplacingAnExistingFileIsKept() throws {
        let tree = TemporaryDirectory()
        tree.file("out.json", "mine")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("theirs", to: tree.path + "/out.json", replacing: false) }
        #expect(tree.read("out.json") == "mine")
    }

    @Test func theTemporaryFileIsHiddenBesideTheTarget() {
        let path = AtomicFile.temporaryPath(for: "dir/pushsim.expect.json", process: 42)
        #expect(path == "dir/.pushsim.expect.json.pushsim-42.tmp")
    }

    @Test func aFailedWriteSaysWhereAndWhy() {
        do {
            try AtomicFile.write("x", to: "/no/such/directory/out.json")
            Issue.record("written")
        } catch {
            #expect(error.description.hasPrefix("/no/such/directory/out.json: cannot write: "))
        }
    }

    @Test func aTemporaryFileIsNeverWrittenThroughALinkPlantedInItsPlace() throws {
        let tree = TemporaryDirectory()
        tree.file("elsewhere.txt", "keep me")
        let target = tree.path + "/out.json"
        tree.link(String(AtomicFile.temporaryPath(for: target).dropFirst(tree.path.count + 1)), to: "elsewhere.txt")
        try AtomicFile.write("new", to: target)
        #expect(tree.read("elsewhere.txt") == "keep me")
        #expect(tree.read("out.json") == "new")
        var status = stat()
        #expect(lstat(target, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    }

    @Test func onlyTheTemporaryFilesOfProcessesThatAreGoneAreStale() {
        let tree = TemporaryDirectory()
        let manifest = tree.path + "/pushsim.expect.json"
        let gone = AtomicFile.temporaryPath(for: manifest, process: 2_000_000_000)
        let alive = AtomicFile.temporaryPath(for: manifest, process: getppid())
        let other = AtomicFile.temporaryPath(for: tree.path + "/report.xml", process: 2_000_000_000)
        for path in [gone, alive, other] { tree.file(String(path.dropFirst(tree.path.count + 1)), "{") }
        let (removed, failed) = AtomicFile.removeStaleTemporaries(for: manifest)
        #expect(removed == [gone])
        #expect(failed.isEmpty)
        #expect(access(alive, F_OK) == 0)
        #expect(access(other, F_OK) == 0)
    }
}
