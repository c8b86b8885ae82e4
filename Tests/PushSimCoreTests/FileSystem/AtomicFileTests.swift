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

    @Test func aReplacedFileKeepsItsMode() throws {
        let tree = TemporaryDirectory()
        let path = tree.file("out.json", "old")
        chmod(path, 0o604)
        try AtomicFile.write("new", to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o604)
        #expect(tree.read("out.json") == "new")
    }

    /// A new file gets what `open(…, 0644)` gives under the process's umask, as before.
    @Test func aNewFileGetsTheUsualMode() throws {
        let tree = TemporaryDirectory()
        let reference = tree.path + "/reference"
        close(open(reference, O_WRONLY | O_CREAT | O_EXCL, 0o644))
        try AtomicFile.write("new", to: tree.path + "/out.json")
        var expected = stat()
        var status = stat()
        #expect(stat(reference, &expected) == 0 && stat(tree.path + "/out.json", &status) == 0)
        #expect(status.st_mode & 0o7777 == expected.st_mode & 0o7777)
    }

    @Test func aReadOnlyFileIsNotReplaced() {
        let tree = TemporaryDirectory()
        let path = tree.file("out.json", "keep me")
        chmod(path, 0o444)
        #expect(throws: AtomicFile.WriteError(description: "\(path): cannot write: read-only file (mode 0444)")) {
            try AtomicFile.write("new", to: path)
        }
        #expect(tree.read("out.json") == "keep me")
        #expect(access(AtomicFile.temporaryPath(for: path), F_OK) != 0)
    }

    /// A JUnit report's cases wait in `.NAME.pushsim-PID.tmp.body`: stale ones go too.
    @Test func theBodyOfAReportOfAProcessThatIsGoneIsStale() {
        let tree = TemporaryDirectory()
        let report = tree.path + "/report.xml"
        let gone = AtomicFile.temporaryPath(for: report, process: 2_000_000_000) + ".body"
        let alive = AtomicFile.temporaryPath(for: report, process: getppid()) + ".body"
        let unrelated = AtomicFile.temporaryPath(for: report, process: 2_000_000_000) + ".other"
        for path in [gone, alive, unrelated] { tree.file(String(path.dropFirst(tree.path.count + 1)), "<testcase") }
        let (removed, failed) = AtomicFile.removeStaleTemporaries(for: report)
        #expect(removed == [gone])
        #expect(failed.isEmpty)
        #expect(access(alive, F_OK) == 0)
        #expect(access(unrelated, F_OK) == 0)
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
