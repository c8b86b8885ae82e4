#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// Where an output named on the command line goes (docs/guarantees.md, "Nothing lost when
/// writing"): a file is replaced whole, anything else written into, a link followed.
@Suite("Output destinations")
struct OutputDestinationTests {
    private func real(_ path: String) -> String {
        SymbolicLink.realPath(path) ?? path
    }

    @Test func aFileOrNothingYetIsAFile() throws {
        let tree = TemporaryDirectory()
        tree.file("report.xml", "old")
        #expect(try OutputDestination(tree.path + "/report.xml") == .file(tree.path + "/report.xml"))
        #expect(try OutputDestination(tree.path + "/new.xml") == .file(tree.path + "/new.xml"))
    }

    @Test func aLinkToAFileIsTheFileItNames() throws {
        let tree = TemporaryDirectory()
        tree.directory("real")
        tree.file("real/report.xml", "old")
        tree.link("report.xml", to: "real/report.xml")
        #expect(try OutputDestination(tree.path + "/report.xml") == .file(real(tree.path + "/real/report.xml")))
    }

    @Test func aFIFOOrALinkToOneIsWrittenIntoAsNamed() throws {
        let tree = TemporaryDirectory()
        tree.fifo("pipe")
        tree.link("link", to: "pipe")
        #expect(try OutputDestination(tree.path + "/pipe") == .stream(tree.path + "/pipe"))
        #expect(try OutputDestination(tree.path + "/link") == .stream(tree.path + "/link"))
    }

    @Test func aDirectoryOrALinkToOneIsRefused() {
        let tree = TemporaryDirectory()
        tree.directory("dir")
        tree.link("link", to: "dir")
        for name in ["dir", "link"] {
            #expect(throws: AtomicFile.WriteError(description: "\(tree.path)/\(name): cannot write: is a directory, not a file")) {
                try OutputDestination(tree.path + "/" + name)
            }
        }
    }

    @Test func aDanglingLinkIsRefusedSayingWhereItLeads() {
        let tree = TemporaryDirectory()
        tree.link("report.xml", to: "gone/report.xml")
        #expect(throws: AtomicFile.WriteError(description: "\(tree.path)/report.xml: cannot write: it is a symbolic link to gone/report.xml, which does not exist")) {
            try OutputDestination(tree.path + "/report.xml")
        }
    }

    @Test func aFileWrittenThroughALinkKeepsTheLink() throws {
        let tree = TemporaryDirectory()
        tree.directory("real")
        tree.file("real/out.apns", "old")
        tree.link("out.apns", to: "real/out.apns")
        try OutputDestination(tree.path + "/out.apns").write(Array("new".utf8), replacing: true)
        #expect(tree.read("real/out.apns") == "new")
        #expect(SymbolicLink.contents(of: tree.path + "/out.apns") == "real/out.apns")
    }
}
