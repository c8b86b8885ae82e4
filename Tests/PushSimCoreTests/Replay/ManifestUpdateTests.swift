#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// The pieces of `replay --update` (docs/replay.md); ReplayUpdateSafetyTests runs them in the binary.
@Suite("Updating manifests")
struct ManifestUpdateTests {
    @Test func theWalkSkipsTheLockAndTemporaryFilesOfAManifest() {
        let tree = TemporaryDirectory()
        tree.file("a.json", "{}")
        tree.file(".pushsim.expect.json.lock", "")
        tree.file(".pushsim.expect.json.pushsim-123.tmp", "{}")
        #expect(ManifestLock.path(for: tree.path + "/pushsim.expect.json") == tree.path + "/.pushsim.expect.json.lock")
        #expect(FileWalker(paths: [tree.path]).map(\.path) == [tree.path + "/a.json"])
    }

    @Test func theWalkSaysWhichCommandLinePathAnEntryCameFrom() {
        let tree = TemporaryDirectory()
        tree.file("d/a.json", "{}")
        tree.file("e.json", "{}")
        var walker = FileWalker(paths: [tree.path + "/d", tree.path + "/e.json"])
        var roots: [String?] = []
        while walker.next() != nil { roots.append(walker.currentRoot) }
        #expect(roots == [tree.path + "/d", tree.path + "/e.json"])
    }

    @Test func eachOfManyCasesIsFoundByName() throws {
        let tree = TemporaryDirectory()
        let count = 20_000
        let cases = (0..<count).map { #""p\#($0).json": {"outcome": "opened"}"# }.joined(separator: ",")
        tree.file("pushsim.expect.json", #"{"schemaVersion": 1, "cases": {"# + cases + "}}")
        let manifest = try ExpectationManifest.load(directory: tree.path)
        var found = 0
        for index in 0..<count where manifest.case(named: "p\(index).json")?.expect["outcome"] == .string("opened") { found += 1 }
        #expect(found == count)
        #expect(manifest.case(named: "p\(count).json") == nil)
    }

    @Test func salvagingKeepsWhatCanBeUsedAndSaysWhatCannot() throws {
        let tree = TemporaryDirectory()
        tree.file(
            "pushsim.expect.json",
            #"{"defaults": {"state": "active"}, "cases": {"a.json": {"state": "inactive", "expect": {"outcome": "toast"}}, "b.json": 3}}"#)
        let (manifest, problems) = try ExpectationManifest.salvage(directory: tree.path)
        #expect(manifest.defaults.state == .active)
        #expect(manifest.case(named: "a.json") == ReplayCase(state: .inactive))
        #expect(manifest.case(named: "b.json") == ReplayCase())
        #expect(problems?.problems.count == 3)
        #expect(throws: ExpectationManifest.LoadError.self) { try ExpectationManifest.load(directory: tree.path) }

        tree.file("pushsim.expect.json", "{\"cases\": ")
        let broken = try ExpectationManifest.salvage(directory: tree.path)
        #expect(broken.manifest.cases.isEmpty)
        let first = try #require(broken.problems?.problems.first)
        #expect(DiagnosticText.line(first, file: broken.problems?.path ?? "").contains("pushsim.expect.json:1:") == true)
    }

    @Test func aSecondLockWaitsForTheFirstAndTheLockFileIsRemovedAfterwards() async throws {
        let tree = TemporaryDirectory()
        let manifest = tree.path + "/pushsim.expect.json"
        let first = try ManifestLock(manifest: manifest)
        #expect(access(first.path, F_OK) == 0)
        let waiter = Task.detached { () -> ContinuousClock.Instant in
            let second = try ManifestLock(manifest: manifest)
            defer { second.release() }
            return ContinuousClock.now
        }
        try await Task.sleep(for: .milliseconds(300))
        let released = ContinuousClock.now
        first.release()
        let acquired = try await waiter.value
        #expect(acquired >= released)
        #expect(access(ManifestLock.path(for: manifest), F_OK) != 0)
    }

    @Test func aLinkBelowTheCommandLinePathOrAsTheManifestIsRefused() {
        let tree = TemporaryDirectory()
        tree.file("outside/a.json", "{}")
        tree.directory("tree")
        tree.link("tree/link", to: "../outside")
        tree.file("tree/own/a.json", "{}")
        tree.file("shared.json", "{}")
        tree.link("tree/own/pushsim.expect.json", to: "../../shared.json")
        let root = tree.path + "/tree"
        let real = realPath(tree.path + "/outside")
        #expect(
            ManifestPlace.refusal(manifest: root + "/link/pushsim.expect.json", directory: root + "/link", root: root + "/")
                == "\(root)/link is a symbolic link to \(real)")
        // The path named on the command line may itself be a link: that is where the user asked.
        #expect(ManifestPlace.refusal(manifest: root + "/link/pushsim.expect.json", directory: root + "/link", root: root + "/link") == nil)
        #expect(
            ManifestPlace.refusal(manifest: root + "/own/pushsim.expect.json", directory: root + "/own", root: root)
                == "\(root)/own/pushsim.expect.json is a symbolic link to \(realPath(tree.path + "/shared.json"))")
    }

    @Test func aRunIsMergedIntoTheManifestAsItIsOnDiskAtTheTimeOfWriting() throws {
        let tree = TemporaryDirectory()
        tree.file("a.json", "{}")
        tree.file("pushsim.expect.json", #"{"schemaVersion": 1, "defaults": {"state": "active"}, "cases": {"a.json": {"stack": "Inbox"}}}"#)
        var updater = ManifestUpdater()
        _ = updater.enter(directory: tree.path, root: tree.path + "/a.json", walked: false, wholeAllowed: true)
        let loaded = try ExpectationManifest.load(directory: tree.path)
        updater.saw("a.json")
        updater.record("a.json", expectations: ["outcome": "routed"])
        // Another run writes its case meanwhile.
        tree.file(
            "pushsim.expect.json",
            #"{"schemaVersion": 1, "defaults": {"state": "active"}, "cases": {"a.json": {"stack": "Inbox"}, "b.json": {"outcome": "toast"}}}"#)
        var notes: [ManifestNote] = []
        let finished = updater.finish()
        let run = try #require(finished)
        guard case .written = updater.write(run, loaded: loaded, notes: &notes) else {
            Issue.record("not written: \(notes)")
            return
        }
        let written = try ExpectationManifest.load(directory: tree.path)
        #expect(written.defaults.state == .active)
        #expect(written.case(named: "a.json") == ReplayCase(stack: "Inbox", expect: ["outcome": "routed"]))
        #expect(written.case(named: "b.json") == ReplayCase(expect: ["outcome": "toast"]))
        #expect(notes == [.updated("\(tree.path)/pushsim.expect.json")])
        #expect(tree.read(".pushsim.expect.json.lock") == nil)
    }

    @Test func aManifestLargerThanPushsimReadsIsNotWritten() throws {
        let tree = TemporaryDirectory()
        tree.file("a.json", "{}")
        var updater = ManifestUpdater(sizeLimit: 40)
        _ = updater.enter(directory: tree.path, root: tree.path, walked: true, wholeAllowed: true)
        updater.record("a.json", expectations: ["outcome": "opened"])
        var notes: [ManifestNote] = []
        let finished = updater.finish()
        let run = try #require(finished)
        guard case .notUpdated(let reason) = updater.write(run, loaded: nil, notes: &notes) else {
            Issue.record("written")
            return
        }
        #expect(reason.hasPrefix("\(tree.path)/pushsim.expect.json: cannot write: "))
        #expect(reason.contains("bytes, over the 40-byte limit pushsim reads"))
        #expect(tree.read("pushsim.expect.json") == nil)
    }

    @Test func theSummaryCountsAFileNotUpdatedAsFailed() async throws {
        let model = try fixtureApp("genius")
        let report = try await deliver(#"{"aps": {"alert": "x"}}"#, to: model, state: .background)
        let updated = ReplayCaseResult(file: "a.json", status: .updated, verdict: .valid, report: report, app: model)
        var held = HeldResults()
        held.hold(updated)
        held.hold(updated)
        let released = held.release(failing: "a.json: cannot write: No space left on device")
        var tally = ReplayTally()
        for result in released { tally.count(result) }
        let sink = CapturingSink()
        TextRenderer(sink: sink).render(.replaySummary(tally))
        #expect(sink.diagnostics == ["replayed 2 files: 0 passed, 2 failed (2 not updated), 0 invalid, 0 unreadable (outcomes: opened 2)"])
        #expect(released.map { PushSimCore.ExitStatus(for: $0) } == [.cannotWrite, .cannotWrite])
    }

    private func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
