#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

@Suite("pushsim init, end to end")
struct InitEndToEndTests {
    static let written = [
        "pushsim.json",
        "pushsim/payloads/new-message.json",
        "pushsim/payloads/new-message-conversation-open.json",
        "pushsim/payloads/order-shipped.json",
        "pushsim/payloads/order-link.json",
        "pushsim/payloads/pushsim.expect.json",
        ".github/workflows/pushsim.yml",
    ]

    @Test func scaffoldsFilesThatReplayGreen() throws {
        let root = try scratchDirectory("init")
        let run = try Binary.run(["init", "app"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines == Self.written.map { "created app/\($0)" })
        #expect(run.stderr.contains("Next:\n  cd app\n  pushsim replay pushsim/\n"))
        #expect(try snapshot(root + "/app").keys.sorted() == Self.written.sorted())

        let replay = try Binary.run(["replay", "pushsim/", "--junit", "pushsim-report.xml"], directory: root + "/app")
        #expect(replay.status == 0, "\(replay.stdout)")
        #expect(replay.stdoutLines == [
            "PASS pushsim/payloads/new-message-conversation-open.json: suppressed by Conversation(42)",
            "PASS pushsim/payloads/new-message.json: routed Inbox > Conversation(42) [badge unset → 1]",
            "PASS pushsim/payloads/order-link.json: routed Orders > Order(1187)",
            "PASS pushsim/payloads/order-shipped.json: toast \"Your order shipped — Order 1187 is on its way\" (sound default)",
        ])
        #expect(FileManager.default.fileExists(atPath: root + "/app/pushsim-report.xml"))
    }

    @Test func theExpectationsAreExactlyWhatReplayWouldRecord() throws {
        let root = try scratchDirectory("init")
        #expect(try Binary.run(["init"], directory: root).status == 0)
        let before = try snapshot(root)
        let update = try Binary.run(["replay", "pushsim/", "--update"], directory: root)
        #expect(update.status == 0)
        #expect(update.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") }, "\(update.stdout)")
        #expect(try snapshot(root) == before)
    }

    @Test func theStarterAppModelLoadsWithoutAWarning() throws {
        let root = try scratchDirectory("init")
        #expect(try Binary.run(["init"], directory: root).status == 0)
        let run = try Binary.run(
            ["deliver", "pushsim/payloads/new-message.json", "--state", "active", "--stack", "Inbox > Conversation(42)"],
            directory: root)
        #expect(run.status == 0)
        #expect(run.stderr == "pushsim: app model MyApp from \(root)/pushsim.json (found from the current directory)\n")
        #expect(run.stdout == "pushsim/payloads/new-message.json: suppressed by Conversation(42)\n")
        // Every section of the format is there, so the starter shows each one.
        let model = try record(try readText(root + "/pushsim.json"))
        #expect(model.keys == [
            "$schema", "schemaVersion", "app", "payload", "events", "screens", "launch", "categories", "strings", "registration",
            "routes", "routing",
        ])
    }

    @Test func theWorkflowReplaysWithAJUnitReport() throws {
        let root = try scratchDirectory("init")
        #expect(try Binary.run(["init"], directory: root).status == 0)
        let workflow = try readText(root + "/.github/workflows/pushsim.yml")
        #expect(workflow.contains("          path: pushsim/\n          junit: pushsim-report.xml\n          args: --require-expectations\n"))
        #expect(workflow.contains("path: pushsim-report.xml\n"))
        #expect(!workflow.contains("\t"))
        // docs/ci.md shows the same workflow, word for word.
        let recipes = try readText(repositoryRoot + "/docs/ci.md")
        #expect(recipes.contains("```yaml\n" + workflow + "```\n"), "docs/ci.md no longer shows the workflow init writes")
    }

    @Test func withCIGitLabTheJobIsGitLabsInsteadOfTheWorkflow() throws {
        let root = try scratchDirectory("init")
        let run = try Binary.run(["init", "--ci", "gitlab"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let written = Self.written.dropLast() + [".gitlab-ci.yml"]
        #expect(run.stdoutLines == written.map { "created \($0)" })
        #expect(run.stderr.hasSuffix("set where CI gets pushsim in\n.gitlab-ci.yml (docs/ci.md).\n"), "\(run.stderr)")
        #expect(try snapshot(root).keys.sorted() == written.sorted())
        let job = try readText(root + "/.gitlab-ci.yml")
        #expect(job.contains("PUSHSIM_VERSION: \"\(PushSimVersion.current)\"\n"))
        #expect(!job.contains("\t"))
        // docs/ci.md shows the same file, word for word.
        let recipes = try readText(repositoryRoot + "/docs/ci.md")
        #expect(recipes.contains("```yaml\n" + job + "```\n"), "docs/ci.md no longer shows the .gitlab-ci.yml init writes")
    }

    @Test func withCINoneNoCIFileIsWritten() throws {
        let root = try scratchDirectory("init")
        let run = try Binary.run(["init", "--ci", "none"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try snapshot(root).keys.sorted() == Self.written.dropLast().sorted())
        #expect(run.stderr.hasSuffix("and run pushsim replay pushsim/ in\nyour CI (docs/ci.md).\n"), "\(run.stderr)")
    }

    /// A GitLab project has its .gitlab-ci.yml already: init leaves it, says how to go on, and
    /// `--ci none` then writes the rest around it.
    @Test func anExistingGitLabFileIsKeptAndCINoneWritesTheRest() throws {
        let root = try scratchDirectory("init")
        let own = "build:\n  script:\n    - xcodebuild test\n"
        try writeText(own, to: root + "/.gitlab-ci.yml")
        let refused = try Binary.run(["init", "--ci", "gitlab"], directory: root)
        #expect(refused.status == 73)
        #expect(refused.stderr == """
            pushsim: error: .gitlab-ci.yml already exists
            pushsim: nothing written: pushsim init never replaces a file
            pushsim: to keep your .gitlab-ci.yml, run init with --ci none and add pushsim's job to it (docs/ci.md)

            """)
        #expect(try snapshot(root).keys.sorted() == [".gitlab-ci.yml"])
        #expect(try Binary.run(["init", "--ci", "none"], directory: root).status == 0)
        #expect(try readText(root + "/.gitlab-ci.yml") == own)
        #expect(try snapshot(root).count == Self.written.count)
    }

    @Test func aSecondInitRefusesAndChangesNothing() throws {
        let root = try scratchDirectory("init")
        #expect(try Binary.run(["init", root]).status == 0)
        try writeText("{\"aps\":{\"alert\":\"mine\"}}\n", to: root + "/pushsim/payloads/new-message.json")
        let before = try snapshot(root)
        let again = try Binary.run(["init", root])
        #expect(again.status == 73)
        #expect(again.stdout.isEmpty)
        for path in Self.written {
            #expect(again.stderr.contains("pushsim: error: \(root)/\(path) already exists\n"))
        }
        #expect(again.stderr.hasSuffix("pushsim: nothing written: pushsim init never replaces a file\n"))
        #expect(try snapshot(root) == before)
    }

    @Test func aSymlinkedDirectoryIsUsedAndASymlinkedFileIsAConflict() throws {
        let root = try scratchDirectory("init")
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: "real")
        #expect(try Binary.run(["init", "linked"], directory: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/real/pushsim.json"))

        let other = try scratchDirectory("init")
        try FileManager.default.createSymbolicLink(atPath: other + "/pushsim.json", withDestinationPath: "nowhere.json")
        let run = try Binary.run(["init"], directory: other)
        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("pushsim: error: pushsim.json already exists\n"))
        #expect(!FileManager.default.fileExists(atPath: other + "/nowhere.json"))
    }

    @Test func oneConflictStopsEveryWrite() throws {
        let root = try scratchDirectory("init")
        try FileManager.default.createDirectory(atPath: root + "/.github", withIntermediateDirectories: true)
        try writeText("not a directory\n", to: root + "/.github/workflows")
        try writeText("{}\n", to: root + "/pushsim.json")
        let run = try Binary.run(["init"], directory: root)
        #expect(run.status == 73)
        #expect(run.stderr.contains("pushsim: error: pushsim.json already exists\n"))
        #expect(run.stderr.contains("pushsim: error: .github/workflows exists and is not a directory\n"))
        #expect(try snapshot(root).keys.sorted() == [".github/workflows", "pushsim.json"])
    }
}
