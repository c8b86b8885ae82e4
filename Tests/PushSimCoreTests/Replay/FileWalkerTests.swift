import Testing
import TestSupport

@testable import PushSimCore

@Suite("Walking fixture directories")
struct FileWalkerTests {
    @Test func walksInByteWiseOrderTakingOnlyPayloadsAndSkippingPushsimFiles() {
        let tree = TemporaryDirectory()
        for name in ["b.json", "B.json", "a/z.json", "a/y.apns", "a/notes.txt", "Z.JSON", "é.json", "pushsim.json", "pushsim.expect.json", ".hidden.json", ".git/x.json"] {
            tree.file(name, "{}")
        }
        let walked = FileWalker(paths: [tree.path]).map { String($0.path.dropFirst(tree.path.count + 1)) }
        #expect(walked == ["B.json", "Z.JSON", "a/y.apns", "a/z.json", "b.json", "é.json"])
    }

    @Test func ordersNamesByTheirUTF8BytesLikeTheGenericComparison() {
        let names = ["", "a", "ab", "a b", "aB", "B", "b", "é", "e\u{301}", "ß", "z", "Z", "🎉", "\u{7F}", "0", "00", "a.json", "a.json~", "d000", "d0001", "p000000.json", "p000001.json"]
        for left in names {
            for right in names {
                #expect(FileWalker.utf8Precedes(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) < \(right)")
            }
        }
    }

    /// A directory is sorted by its names' first 16 bytes as integers, and by all their bytes
    /// when those are alike (names longer than that): byte-wise, ASCII or not.
    @Test(arguments: [false, true])
    func sortsADirectoryByteWiseWithOrWithoutNonASCIINames(withNonASCII: Bool) throws {
        let tree = TemporaryDirectory()
        var names = ["a", "ab", "a b", "aB", "B", "b", "z", "Z", "_", "~", "0", "00", "a.json", "a.json~", "p000000.json", "p0000001.json", "a-very-long-name-past-fifteen-bytes.json", "a-very-long-name-past-fifteen-bytes.JSON"]
        if withNonASCII { names += ["é", "e\u{301}", "🎉"] }
        for name in names { tree.file(name, "") }
        let sorted = try FileWalker.readDirectory(tree.path).get().0.map(\.name)
        #expect(sorted == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// Names are read as bytes, ASCII letters in any case: what the file system holds, as a
    /// shell's `*.json` matches it — not by `Character`, which joins a prepended mark with the
    /// "." after it (U+0600 is a prepend character) and would hide the extension.
    @Test func recognizesExtensionsByTheNamesBytes() {
        let expected: [(String, payload: Bool, scenario: Bool)] = [
            ("é.JSON", true, false), ("日本.scenario.json", true, true), ("x\u{0600}.json", true, false), ("x.jsoñ", false, false),
            ("x.json\u{301}", false, false), ("\u{212A}.apns", true, false), ("a.scenario.js", false, false),
        ]
        for (name, payload, scenario) in expected {
            #expect(FileWalker.kinds(of: name).payload == payload, "\(name.debugDescription)")
            #expect(FileWalker.kinds(of: name).scenario == scenario, "\(name.debugDescription)")
        }
    }

    /// For ASCII names, the bytes answer as `lowercased()` and `Character` comparison do.
    @Test func recognizesExtensionsOfASCIINamesAsTheGeneralPathDoes() {
        let names = ["a.json", "A.JSON", "a.Json", ".json", "json", "a.jsonx", "a.json.", "x.apns", "X.APNs", "a.b.apns", "a..json", "s.scenario.json", "S.SCENARIO.JSON", "scenario.json", "x.scenario.json~", "a\r\n.json", "", "."]
        for name in names {
            let dot = name.lastIndex(of: ".")
            let general = dot.map { $0 != name.startIndex && FileWalker.payloadExtensions.contains(name[name.index(after: $0)...].lowercased()) } ?? false
            #expect(FileWalker.isPayloadName(name) == general, "\(name)")
            #expect(FileWalker.isScenarioName(name) == name.lowercased().hasSuffix(FileWalker.scenarioSuffix), "\(name)")
        }
    }

    @Test func reportsEveryAnomalyAsAnEntryOfItsOwn() {
        let tree = TemporaryDirectory()
        tree.file("ok.json", "{}")
        tree.directory("dir.json")
        tree.link("dangling.json", to: "nowhere.json")
        tree.link("self.json", to: "self.json")
        tree.directory("sub")
        tree.link("sub/up", to: "..")
        tree.fifo("pipe.json")
        let entries = FileWalker(paths: [tree.path, tree.path + "/missing.json"]).map { entry in
            (String(entry.path.dropFirst(tree.path.count + 1)), entry.problem?.reason)
        }
        let byPath = Dictionary(entries.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        #expect(entries.count == byPath.count, "an entry appears twice: \(entries)")
        #expect(byPath["ok.json"] == .some(nil))
        #expect(byPath["pipe.json"] == .some(nil))
        #expect(byPath["dir.json"] == "is a directory named like a payload file")
        #expect(byPath["dangling.json"] == "dangling symbolic link")
        #expect(byPath["self.json"] == "too many levels of symbolic links (a symlink loop?)")
        #expect(byPath["sub/up"] == "symlink loop: leads back to a directory being walked")
        #expect(byPath["missing.json"] == "no such file")
    }

    @Test func takesAFileNamedExplicitlyWhateverItsExtension() {
        let tree = TemporaryDirectory()
        let path = tree.file("payload.txt", "{}")
        #expect(FileWalker(paths: [path]).map(\.path) == [path])
    }
}
