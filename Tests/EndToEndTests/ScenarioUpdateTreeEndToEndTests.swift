#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `--update` over a directory (docs/scenarios.md, "--update"): `replay --update` records every
/// scenario of the tree it runs, and a scenario that is a symbolic link inside a directory named
/// on the command line is not written through, nor is what it points to.
@Suite("scenario --update over a tree end to end")
struct ScenarioUpdateTreeEndToEndTests {
    static let stale = ScenarioUpdateEndToEndTests.text

    @Test func replayUpdateRecordsEveryScenarioOfTheTree() throws {
        let directory = try scratchDirectory("replay-update-tree")
        try FileManager.default.createDirectory(atPath: directory + "/a/deeper", withIntermediateDirectories: true)
        let paths = [directory + "/a/one.scenario.json", directory + "/a/deeper/two.scenario.json"]
        for path in paths { try writeText(Self.stale, to: path) }
        let update = try Binary.run(["replay", directory, "--update"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        for path in paths {
            // The navigate step's empty expect records the app's facts too; the stated outcome changed.
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(#""expect": {"outcome": "suppressed"}"#), "\(path)")
            #expect(update.stdout.contains("UPDATED \(path): "), "\(update.stdout)")
            #expect(update.stderr.contains("pushsim: updated \(path)\n"))
        }
        let again = try Binary.run(["replay", directory])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stderr.contains("2 scenarios: 2 passed, 0 failed"), "\(again.stderr)")
    }

    @Test func aLinkedScenarioInsideANamedDirectoryIsNotWrittenThrough() throws {
        let directory = try scratchDirectory("scenario-update-linked")
        let target = try scratchDirectory("scenario-update-link-target") + "/s.scenario.json"
        try writeText(Self.stale, to: target)
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked.scenario.json", withDestinationPath: target)
        for command in ["scenario", "replay"] {
            let run = try Binary.run([command, directory, "--update"])
            #expect(run.status == 73, "\(command): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("\(directory)/linked.scenario.json is a symbolic link to \(target)"), "\(run.stderr)")
            #expect(run.stdout.contains("FAIL \(directory)/linked.scenario.json: "), "\(run.stdout)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.stale)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/linked.scenario.json") == target)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["linked.scenario.json"])
        }
    }
}
