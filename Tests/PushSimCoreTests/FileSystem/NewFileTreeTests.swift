#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// New files below a directory, all or none, never through a link below it
/// (docs/getting-started.md, docs/guarantees.md).
@Suite("New file trees")
struct NewFileTreeTests {
    private func tree(in directory: TemporaryDirectory, top: String = "app") -> NewFileTree {
        NewFileTree(
            top: directory.path + "/" + top,
            files: [("a.json", Array("a".utf8)), ("sub/deeper/b.json", Array("b".utf8)), ("sub/c.json", Array("c".utf8))])
    }

    /// Every name below `path`, hidden ones too, relative to it.
    private func listing(_ path: String) -> [String] {
        var names: [String] = []
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            names.append(name)
            var status = stat()
            if lstat(path + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                names += listing(path + "/" + name).map { name + "/" + $0 }
            }
        }
        return names.sorted()
    }

    @Test func everyFileIsWrittenAndNoTemporaryFileIsLeft() throws {
        let directory = TemporaryDirectory()
        let written = try tree(in: directory).write()
        #expect(written == ["a.json", "sub/deeper/b.json", "sub/c.json"].map { directory.path + "/app/" + $0 })
        #expect(listing(directory.path) == ["app", "app/a.json", "app/sub", "app/sub/c.json", "app/sub/deeper", "app/sub/deeper/b.json"])
    }

    /// The last file exists already when the files are moved into place: the others, and the
    /// directories made for them, are removed again.
    @Test func aFailureRemovesEverythingItWrote() {
        let directory = TemporaryDirectory()
        directory.file("app/sub/c.json", "mine")
        do {
            _ = try tree(in: directory).write()
            Issue.record("written over an existing file")
        } catch {
            #expect(error.message == directory.path + "/app/sub/c.json already exists")
            #expect(error.leftBehind.isEmpty)
        }
        #expect(listing(directory.path) == ["app", "app/sub", "app/sub/c.json"])
        #expect(directory.read("app/sub/c.json") == "mine")
    }

    @Test func theTopDirectoryMadeForAFailedWriteIsRemoved() {
        let directory = TemporaryDirectory()
        // A name longer than any file system takes: its file cannot be created.
        let failing = NewFileTree(top: directory.path + "/new/top", files: [("a.json", [1]), ("sub/" + String(repeating: "x", count: 300), [2])])
        #expect(throws: (any Error).self) { try failing.write() }
        #expect(listing(directory.path) == [])
        let blocked = NewFileTree(top: directory.path + "/made", files: [("a.json", [1]), ("x/b.json", [2])])
        directory.directory("made")
        directory.file("made/x", "not a directory")
        do {
            _ = try blocked.write()
            Issue.record("written")
        } catch {
            #expect(error.message == directory.path + "/made/x exists and is not a directory")
        }
        #expect(listing(directory.path + "/made") == ["x"])
    }

    @Test func aLinkBelowTheTopIsNeverWrittenThrough() {
        let directory = TemporaryDirectory()
        directory.directory("elsewhere")
        directory.directory("app")
        directory.link("app/sub", to: directory.path + "/elsewhere")
        do {
            _ = try tree(in: directory).write()
            Issue.record("written through a link")
        } catch {
            let real = SymbolicLink.realPath(directory.path + "/elsewhere") ?? ""
            #expect(error.message == "\(directory.path)/app/sub is a symbolic link to \(real): init does not write through symbolic links")
        }
        #expect(listing(directory.path + "/elsewhere") == [])
        #expect(listing(directory.path + "/app") == ["sub"])
    }

    @Test func theTopMayBeALink() throws {
        let directory = TemporaryDirectory()
        directory.directory("real")
        directory.link("app", to: "real")
        _ = try tree(in: directory).write()
        #expect(directory.read("real/sub/deeper/b.json") == "b")
    }
}
