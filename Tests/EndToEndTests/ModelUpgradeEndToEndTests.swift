#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// `pushsim model upgrade`: a version 1 or 2 model as version 3, with the same behaviour — proven by
/// replaying each fixture app's payloads against both (docs/app-model.md, "Upgrading").
@Suite("model upgrade")
struct ModelUpgradeEndToEndTests {
    /// Every replay record, its `app` member left out (the two models live in different files),
    /// and the notification's `requestIdentifier` and `local`, which a version 3 model's records add: what
    /// the app does is the same, the record says one fact more (docs/json-output.md).
    private func records(_ run: Binary.Run, seeing moved: (from: String, to: String)? = nil) throws -> [String] {
        try run.stdoutLines.map { line in
            // The tables of an app with `localization` are read beside the upgraded model: the
            // trace names them there.
            var object = try record(moved.map { line.replacingOccurrences(of: $0.from, with: $0.to) } ?? line)
            object["app"] = nil
            if case .object(var notification)? = object["notification"] {
                notification["requestIdentifier"] = nil
                notification["local"] = nil
                object["notification"] = .object(notification)
            }
            return JSONWriter.string(.object(object))
        }
    }

    @Test(arguments: ["genius", "taskrabbit", "glucose-alarm"])
    func anUpgradedModelReplaysItsFixturesExactlyAsBefore(app: String) throws {
        let scratch = try scratchDirectory("upgrade-\(app)")
        let upgrade = try Binary.run(["model", "upgrade", "fixtures/apps/\(app)/pushsim.json"])
        #expect(upgrade.status == 0)
        #expect(upgrade.stderr.isEmpty)
        try writeText(upgrade.stdout, to: scratch + "/pushsim.json")
        // The model's `localization` tables are relative to it: they go beside the upgraded copy.
        let resources = repositoryRoot + "/fixtures/apps/\(app)/Resources"
        if FileManager.default.fileExists(atPath: resources) { try FileManager.default.copyItem(atPath: resources, toPath: scratch + "/Resources") }
        let upgraded = try #require(try JSONDecoding.decode(Array(upgrade.stdout.utf8)).objectValue)
        #expect(upgraded["schemaVersion"] == .integer(3))
        var original = try #require(try JSONDecoding.decode(Array(try readText(repositoryRoot + "/fixtures/apps/\(app)/pushsim.json").utf8)).objectValue)
        original["schemaVersion"] = .integer(3)
        #expect(upgraded == original, "only the version changes, every key kept in its order")

        let before = try Binary.run(["replay", "fixtures/apps/\(app)", "--format", "json", "--jobs", "1"])
        let after = try Binary.run(["replay", "fixtures/apps/\(app)", "--format", "json", "--jobs", "1", "--app", scratch + "/pushsim.json"])
        #expect(before.status == 0)
        #expect(after.status == before.status)
        #expect(try records(after, seeing: (scratch + "/", "fixtures/apps/\(app)/")) == records(before))
        #expect(try records(before).count >= 3)
    }

    /// The Mattermost fixture is version 3 because it declares its servers as accounts
    /// (fixtures/apps/mattermost/README.md, "Per-server state") and its communication
    /// notifications (the rules' `sender`, the `communication` entitlement); without them it is
    /// the version 2 model it was, which must upgrade to a model that replays every payload
    /// exactly as before.
    @Test func theMattermostModelWithoutItsAccountsUpgradesFromVersionTwo() throws {
        let scratch = try scratchDirectory("upgrade-mattermost-v2")
        var model = try #require(try JSONDecoding.decode(Array(try readText(repositoryRoot + "/fixtures/apps/mattermost/pushsim.json").utf8)).objectValue)
        var session = try #require(model["session"]?.objectValue)
        #expect(session["accounts"] != nil)
        session["accounts"] = nil
        model["session"] = .object(session)
        #expect(model["entitlements"] == .object(["communication": true]))
        model["entitlements"] = nil
        var extensions = try #require(model["extensions"]?.objectValue)
        var service = try #require(extensions["notificationService"]?.objectValue)
        service["rules"] = .array(try #require(service["rules"]?.arrayValue).map { rule in
            var rule = rule.objectValue ?? [:]
            var rewrite = rule["rewrite"]?.objectValue ?? [:]
            rewrite["sender"] = nil
            rule["rewrite"] = .object(rewrite)
            return .object(rule)
        })
        extensions["notificationService"] = .object(service)
        model["extensions"] = .object(extensions)
        model["schemaVersion"] = .integer(2)
        model["$schema"] = nil
        try writeText(JSONWriter.string(.object(model)), to: scratch + "/v2.json")
        let upgrade = try Binary.run(["model", "upgrade", scratch + "/v2.json"])
        #expect(upgrade.status == 0)
        #expect(upgrade.stderr.isEmpty)
        try writeText(upgrade.stdout, to: scratch + "/v3.json")

        let before = try Binary.run(["replay", "fixtures/apps/mattermost/payloads", "--format", "json", "--jobs", "1", "--app", scratch + "/v2.json"])
        let after = try Binary.run(["replay", "fixtures/apps/mattermost/payloads", "--format", "json", "--jobs", "1", "--app", scratch + "/v3.json"])
        #expect(before.status == 0)
        #expect(after.status == before.status)
        #expect(try records(after) == records(before))
        #expect(try records(before).count >= 3)
    }

    @Test func inPlaceRewritesTheFileOnce() throws {
        let scratch = try scratchDirectory("upgrade-in-place")
        try writeText(try readText(repositoryRoot + "/fixtures/apps/taskrabbit/pushsim.json"), to: scratch + "/pushsim.json")
        let first = try Binary.run(["model", "upgrade", "pushsim.json", "--in-place"], directory: scratch)
        #expect(first.status == 0)
        #expect(first.stdout.isEmpty)
        #expect(first.stderr == "pushsim: upgraded pushsim.json from version 1 to 3\n")
        #expect(try readText(scratch + "/pushsim.json").contains(#""schemaVersion": 3"#))
        let second = try Binary.run(["model", "upgrade", "pushsim.json", "--in-place"], directory: scratch)
        #expect(second.status == 0)
        #expect(second.stderr == "pushsim: pushsim.json is already version 3; not rewritten\n")
    }

    /// A model that is a link (to a model several projects share) is not replaced by a file, and
    /// what it names is not changed behind the other projects' backs: refused, naming where it
    /// leads, as `replay --update` refuses a linked manifest.
    @Test func inPlaceDoesNotWriteThroughASymbolicLink() throws {
        let scratch = try scratchDirectory("upgrade-link")
        try FileManager.default.createDirectory(atPath: scratch + "/shared", withIntermediateDirectories: true)
        let original = try readText(repositoryRoot + "/fixtures/apps/taskrabbit/pushsim.json")
        try writeText(original, to: scratch + "/shared/pushsim.json")
        try FileManager.default.createDirectory(atPath: scratch + "/project", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/project/pushsim.json", withDestinationPath: "../shared/pushsim.json")
        let real = try #require(realpath(scratch + "/shared/pushsim.json", nil).map { String(cString: $0) })
        let run = try Binary.run(["model", "upgrade", "pushsim.json", "--in-place"], directory: scratch + "/project")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            pushsim: error: pushsim.json: not upgraded: pushsim.json is a symbolic link to \(real); --in-place does not write through symbolic links (docs/app-model.md)

            """)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch + "/project/pushsim.json") == "../shared/pushsim.json")
        #expect(try readText(scratch + "/shared/pushsim.json") == original)
        #expect(try FileNodes.names(in: scratch + "/project") == ["pushsim.json"])
        #expect(try FileNodes.names(in: scratch + "/shared") == ["pushsim.json"])
        // The real path, named on the command line, is upgraded.
        let direct = try Binary.run(["model", "upgrade", real, "--in-place"])
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(try readText(scratch + "/project/pushsim.json").contains(#""schemaVersion": 3"#))
    }

    @Test func aModelWithMistakesIsNotUpgraded() throws {
        let scratch = try scratchDirectory("upgrade-broken")
        let broken = try readText(repositoryRoot + "/Tests/EndToEndTests/Data/broken-app.json")
        try writeText(broken, to: scratch + "/pushsim.json")
        let run = try Binary.run(["model", "upgrade", "pushsim.json", "--in-place"], directory: scratch)
        #expect(run.status == 5)
        #expect(run.stderr.contains("cannot be used"))
        #expect(try readText(scratch + "/pushsim.json") == broken)
    }
}
