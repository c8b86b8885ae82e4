import Testing
import TestSupport

@testable import PushSimCore

/// A replay holds a directory's app model only while the walk is in the directory or below it
/// (docs/guarantees.md, "Amplification"): the walk goes through a directory's tree in one
/// stretch, so a model it has left is not needed again.
@Suite("The replay's app-model cache")
struct AppModelCacheTests {
    /// Keeps the events it is given.
    private final class CollectingRenderer: Renderer {
        var events: [RunEvent] = []
        var showsTraces: Bool { false }
        func render(_ event: RunEvent) { events.append(event) }
    }

    private static let model = #"{"app": {"name": "M"}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}"#

    @Test func aModelIsHeldWhileTheWalkIsInItsTree() throws {
        let tree = TemporaryDirectory()
        for directory in ["a", "a/x", "b"] { tree.file(directory + "/pushsim.json", Self.model) }
        var cache = AppModelCache(choice: AppModelChoice(flag: nil, environment: nil, directory: tree.path))
        let root = tree.path
        // The order of a walk: a, a/x, a/y (a's model), a again, then b.
        #expect(cache.model(for: root + "/a").key == root + "/a/pushsim.json")
        #expect(cache.model(for: root + "/a/x").key == root + "/a/x/pushsim.json")
        #expect(cache.heldKeys == [root + "/a/pushsim.json", root + "/a/x/pushsim.json"])
        let a = cache.model(for: root + "/a/y")
        #expect(a.key == root + "/a/pushsim.json")
        #expect(cache.heldKeys == [root + "/a/pushsim.json"])
        #expect(cache.model(for: root + "/a") === a)
        #expect(cache.model(for: root + "/b").key == root + "/b/pushsim.json")
        #expect(cache.heldKeys == [root + "/b/pushsim.json"])
    }

    @Test func aModelServesItsDirectoryAndThoseBelow() {
        func serves(_ scope: String?, _ directory: String) -> Bool {
            AppModelCache.Resolved(key: "", model: nil, scope: scope).serves(directory)
        }
        #expect(serves("fixtures/apps", "fixtures/apps") && serves("fixtures/apps", "fixtures/apps/x/y"))
        #expect(!serves("fixtures/apps", "fixtures/apps2") && !serves("fixtures/apps", "fixtures"))
        #expect(serves(nil, "/anything") && serves(".", "fixtures") && !serves(".", "/tmp"))
        #expect(serves("/", "/tmp") && serves("/home/me", "fixtures") && !serves("/home/me", "/home/meg"))
    }

    @Test func aModelLetGoAndLoadedAgainIsReportedOnce() throws {
        let tree = TemporaryDirectory()
        for directory in ["a", "b"] { tree.file(directory + "/pushsim.json", Self.model) }
        var cache = AppModelCache(choice: AppModelChoice(flag: nil, environment: nil, directory: tree.path))
        let renderer = CollectingRenderer()
        let reporter = RunReporter(renderer: renderer)
        cache.announce(cache.model(for: tree.path + "/a"), reporter: reporter)
        cache.announce(cache.model(for: tree.path + "/b"), reporter: reporter)
        // A path given twice on the command line: the walk comes back to a.
        cache.announce(cache.model(for: tree.path + "/a"), reporter: reporter)
        #expect(renderer.events.count == 2)
    }
}
