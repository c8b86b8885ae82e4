import Testing
import TestSupport

@testable import PushSimCore

/// The walk takes what `readdir` says an entry is, and looks up only links and entries of an
/// unknown type (docs/performance.md, "The walk"): it must
/// find exactly what looking every entry up finds (docs/replay.md, "What it walks").
@Suite("Walking by the types readdir gives")
struct WalkEntryTypeTests {
    /// A tree with every kind of entry the walk treats apart, and the paths to walk it from.
    static func anomalousTree() -> (TemporaryDirectory, [String]) {
        let tree = TemporaryDirectory()
        for name in [
            "ok.json", "notes.txt", "s.scenario.json", "S2.SCENARIO.JSON", "é.json", "é.scenario.json", "pushsim.json",
            ".hidden/x.scenario.json", "dir.json/p.json", "dir.json/inner.scenario.json", "d.scenario.json/q.json",
            "d.scenario.json/deep.scenario.json", "sub/a.json", "sub/b.scenario.json", "sub/deeper/c.json",
        ] {
            tree.file(name, "{}")
        }
        tree.link("dangling.json", to: "nowhere.json")
        tree.link("dangling.scenario.json", to: "nowhere.json")
        tree.link("dangling.txt", to: "nowhere.txt")
        tree.link("self.json", to: "self.json")
        tree.link("self.txt", to: "self.txt")
        tree.link("self.scenario.json", to: "self.scenario.json")
        tree.link("sub/up", to: "..")
        tree.link("sub/up.json", to: "..")
        tree.link("sub/up.scenario.json", to: "..")
        tree.link("sub/deeper/top", to: "../..")
        tree.link("linked", to: "sub")
        tree.link("linked.json", to: "ok.json")
        tree.link("linked.scenario.json", to: "s.scenario.json")
        tree.fifo("pipe.json")
        tree.fifo("pipe.scenario.json")
        let roots = [
            tree.path, tree.path + "/missing.json", tree.path + "/missing.scenario.json", tree.path + "/s.scenario.json",
            tree.path + "/d.scenario.json", tree.path + "/ok.json", tree.path + "/dir.json/", tree.path + "/linked",
        ]
        return (tree, roots)
    }

    struct Seen: Equatable, CustomStringConvertible {
        var entry: WalkEntry
        var root: String?
        var description: String { "\(entry.path) [\(entry.directory) | \(entry.name)] \(entry.problem?.reason ?? "-") ← \(root ?? "-")" }
    }

    static func walk(_ roots: [String], kind: FileWalker.Kind = .payloads, collectsScenarios: Bool = false, readsEntryTypes: Bool)
        -> (entries: [Seen], scenarios: [Seen])
    {
        var walker = FileWalker(paths: roots, kind: kind, collectsScenarios: collectsScenarios)
        walker.readsEntryTypes = readsEntryTypes
        var entries: [Seen] = []
        while let entry = walker.next() { entries.append(Seen(entry: entry, root: walker.currentRoot)) }
        return (entries, walker.scenarios.map { Seen(entry: $0.entry, root: $0.root) })
    }

    @Test(arguments: [FileWalker.Kind.payloads, .scenarios])
    func findsWhatLookingUpEveryEntryFinds(kind: FileWalker.Kind) {
        let (_, roots) = Self.anomalousTree()
        let looked = Self.walk(roots, kind: kind, collectsScenarios: kind == .payloads, readsEntryTypes: false)
        let typed = Self.walk(roots, kind: kind, collectsScenarios: kind == .payloads, readsEntryTypes: true)
        #expect(typed.entries == looked.entries)
        #expect(typed.scenarios == looked.scenarios)
        #expect(looked.entries.count > 10)
        #expect(looked.entries.contains { $0.entry.problem?.reason == "dangling symbolic link" })
        #expect(looked.entries.contains { $0.entry.problem?.reason == "symlink loop: leads back to a directory being walked" })
    }

    /// Where each entry's manifest is looked for: the directory it was found in, whatever its
    /// name begins with (a combining mark glued to the "/" before it is not a path of its own).
    @Test func saysWhichDirectoryEachEntryIsIn() {
        let tree = TemporaryDirectory()
        tree.directory("sub")
        tree.file("sub/\u{301}x.json", "{}")
        tree.file("top.json", "{}")
        let walked = FileWalker(paths: [tree.path, tree.path + "/", tree.path + "/top.json"]).map { [$0.directory, $0.name] }
        #expect(
            walked == [
                [tree.path + "/sub", "\u{301}x.json"], [tree.path, "top.json"], [tree.path + "/sub", "\u{301}x.json"],
                [tree.path, "top.json"], [tree.path, "top.json"],
            ])
        #expect(WalkEntry(path: "top.json").directory == ".")
        #expect(WalkEntry(path: "/top.json").directory == "")
    }
}
