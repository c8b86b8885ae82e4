#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// The `.gitlab-ci.yml` `pushsim init --ci gitlab` writes (docs/ci.md): read as GitLab reads it
/// (YAML, PyYAML from `make test-deps`), and its job run on this machine the way GitLab's
/// runner runs it with bash: the job's variables in the environment, `before_script` and
/// `script` as one script under `set -eo pipefail`, in the project's folder. Two changes keep
/// it on this machine: the image's package install (curl and ca-certificates, which this machine
/// has) is left out, and the release is unpacked into a folder rather than /usr/local. The
/// release assets are scripts/package-release.sh's from the binary under test, served from a
/// folder (file://). Releases carry Linux binaries only.
@Suite("The GitLab CI job, run locally")
struct GitLabJobEndToEndTests {
    static func job(_ project: String) throws -> [String: Any] {
        let file = try LocalActionRunner.parse(project + "/.gitlab-ci.yml")
        return try #require(file["pushsim"] as? [String: Any])
    }

    static func initProject() throws -> String {
        let root = try scratchDirectory("gitlab")
        let run = try Binary.run(["init", "app", "--ci", "gitlab"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        return root
    }

    @Test func theJobHandsGitLabTheJUnitReportReplayWrites() throws {
        let job = try Self.job(try Self.initProject() + "/app")
        let script = try #require(job["script"] as? [String])
        #expect(script == ["pushsim replay pushsim/ --junit pushsim-report.xml --require-expectations"])
        let artifacts = try #require(job["artifacts"] as? [String: Any])
        // `when: always`: the report is wanted most when the replay fails.
        #expect(artifacts["when"] as? String == "always")
        #expect(artifacts["paths"] as? [String] == ["pushsim-report.xml"])
        #expect((artifacts["reports"] as? [String: String])?["junit"] == "pushsim-report.xml")
        let variables = try #require(job["variables"] as? [String: String])
        #expect(variables["PUSHSIM_VERSION"] == PushSimVersion.current)
        #expect(variables["PUSHSIM_RELEASES"] == "https://github.com/YOUR-ORG/pushsim/releases/download")
        #expect(job["image"] as? String == "debian:bookworm-slim")
    }

    #if os(Linux)
    /// The folder the job runs in: `app/` (what init writes), `releases/` and `prefix/`.
    struct Setting {
        var root: String
        var app: String { root + "/app" }
        var releases: String { root + "/releases" }
        var prefix: String { root + "/prefix" }
        var asset: String { "pushsim-\(PushSimVersion.current)-linux-\(GitHubActionEndToEndTests.machine()).tar.gz" }

        init() throws {
            root = try GitLabJobEndToEndTests.initProject()
            try FileManager.default.createDirectory(atPath: root + "/prefix", withIntermediateDirectories: true)
            let package = try Binary.run(
                ["bash", repositoryRoot + "/scripts/package-release.sh", "--binary", Binary.path, "--version",
                 PushSimVersion.current, "--out", releases + "/v\(PushSimVersion.current)", "--os", "linux"],
                executable: "/usr/bin/env")
            #expect(package.status == 0, "\(package.stderr)")
        }

        func runJob() throws -> Binary.Run {
            let job = try GitLabJobEndToEndTests.job(app)
            let before = try #require(job["before_script"] as? [String])
            let script = try #require(job["script"] as? [String])
            #expect(before.first?.hasPrefix("apt-get ") == true)
            #expect(before.last == "tar -xzf \"$A\" --strip-components=1 -C /usr/local")
            let lines = before.dropFirst().map { $0.replacingOccurrences(of: "-C /usr/local", with: "-C \"$PUSHSIM_TEST_PREFIX\"") } + script
            var environment = try #require(job["variables"] as? [String: String])
            environment["PUSHSIM_RELEASES"] = "file://" + releases
            environment["PUSHSIM_TEST_PREFIX"] = prefix
            environment["PATH"] = prefix + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            return try Binary.run(
                ["bash", "--noprofile", "--norc", "-c", "set -eo pipefail\n" + lines.joined(separator: "\n")],
                environment: environment, directory: app, executable: "/usr/bin/env")
        }
    }

    @Test func theJobInstallsTheReleaseAfterItsChecksumAndReplaysWithAJUnitReport() throws {
        let setting = try Setting()
        let run = try setting.runJob()
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("\(setting.asset): OK\n"), "\(run.stdout)")
        #expect(FileManager.default.isExecutableFile(atPath: setting.prefix + "/bin/pushsim"))
        #expect(run.stdout.contains("PASS pushsim/payloads/new-message.json: routed Inbox > Conversation(42) [badge unset → 1]\n"), "\(run.stdout)")
        #expect(run.stderr.contains("replayed 4 files: 4 passed, 0 failed"), "\(run.stderr)")
        let report = setting.app + "/pushsim-report.xml"
        #expect(try CIFormatSchemaTests.checkJUnit([report]) == ["valid " + report])
    }

    @Test func aChecksumThatDoesNotMatchStopsTheJobBeforeAnythingIsInstalled() throws {
        let setting = try Setting()
        let checksum = setting.releases + "/v\(PushSimVersion.current)/\(setting.asset).sha256"
        try writeText(String(repeating: "0", count: 64) + "  \(setting.asset)\n", to: checksum)
        let run = try setting.runJob()
        #expect(run.status != 0)
        #expect(run.stdout.contains("\(setting.asset): FAILED"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: setting.prefix + "/bin/pushsim"))
        #expect(!FileManager.default.fileExists(atPath: setting.app + "/pushsim-report.xml"))
    }

    @Test func aFailingExpectationFailsTheJobAndKeepsTheReport() throws {
        let setting = try Setting()
        let manifest = setting.app + "/pushsim/payloads/pushsim.expect.json"
        try writeText(try readText(manifest).replacingOccurrences(of: "Conversation(42)", with: "Conversation(43)"), to: manifest)
        let run = try setting.runJob()
        #expect(run.status == 4, "\(run.stderr)")
        let report = try readText(setting.app + "/pushsim-report.xml")
        #expect(report.contains("<failure"), "\(report)")
    }
    #endif
}
