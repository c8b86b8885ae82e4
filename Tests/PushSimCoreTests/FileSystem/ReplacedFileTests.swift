#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// Whether a file may be replaced, from its mode bits (docs/guarantees.md, "Nothing lost when
/// writing"): the write bit of the caller's class; for root, any write bit.
@Suite("Replaced files")
struct ReplacedFileTests {
    static let alice: uid_t = 1000
    static let staff: gid_t = 50

    private func file(_ mode: mode_t) -> ReplacedFile {
        ReplacedFile(mode: mode, owner: Self.alice, group: Self.staff)
    }

    @Test func theOwnerIsHeldToTheOwnersBit() {
        #expect(!file(0o600).isReadOnly(user: Self.alice, groups: [Self.staff]))
        #expect(file(0o466).isReadOnly(user: Self.alice, groups: [Self.staff]), "the group and others' bits do not count for the owner")
    }

    @Test func aMemberOfTheGroupIsHeldToTheGroupsBit() {
        #expect(!file(0o464).isReadOnly(user: 1001, groups: [7, Self.staff]))
        #expect(file(0o646).isReadOnly(user: 1001, groups: [7, Self.staff]))
    }

    @Test func anyoneElseIsHeldToTheOthersBit() {
        #expect(file(0o644).isReadOnly(user: 1001, groups: [7]))
        #expect(!file(0o442).isReadOnly(user: 1001, groups: [7]))
    }

    @Test func rootIsHeldToAnyWriteBit() {
        #expect(file(0o444).isReadOnly(user: 0, groups: [0]))
        #expect(file(0o555).isReadOnly(user: 0, groups: [0]))
        #expect(!file(0o400 | 0o020).isReadOnly(user: 0, groups: [0]), "someone may write it")
        #expect(!file(0o600).isReadOnly(user: 0, groups: [0]))
    }

    @Test func theModeIsWrittenAsChmodTakesIt() {
        #expect(ReplacedFile.octal(0o444) == "0444")
        #expect(ReplacedFile.octal(0o7) == "0007")
        #expect(ReplacedFile.octal(0o4755) == "04755")
    }

    @Test func onlyARegularFileIsReplaced() {
        let tree = TemporaryDirectory()
        tree.file("a.json", "{}")
        tree.link("link.json", to: "a.json")
        tree.directory("dir")
        #expect(ReplacedFile(at: tree.path + "/a.json") != nil)
        #expect(ReplacedFile(at: tree.path + "/link.json") == nil)
        #expect(ReplacedFile(at: tree.path + "/dir") == nil)
        #expect(ReplacedFile(at: tree.path + "/missing") == nil)
    }

    @Test func theModeIsAppliedToTheNewFile() throws {
        let tree = TemporaryDirectory()
        let path = tree.file("new", "x")
        let descriptor = open(path, O_WRONLY)
        defer { close(descriptor) }
        #expect(ReplacedFile(mode: 0o640, owner: geteuid(), group: getegid()).apply(to: descriptor) == nil)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o640)
    }
}
