#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// action.yml, run step by step on this machine (LocalActionRunner) against a fixture tree
/// `pushsim init` writes, with the release assets scripts/package-release.sh makes from the
/// binary under test, served from a folder (PUSHSIM_RELEASES_URL=file://…) instead of GitHub's
/// releases (docs/ci.md). Releases carry Linux binaries only.
#if os(Linux)
@Suite("The GitHub Action, run locally")
struct GitHubActionEndToEndTests {
    static let install = "Install pushsim from its release"
    static let cache = "Restore the SwiftPM build"
    static let build = "Build pushsim from the action's checkout"
    static let replay = "Replay"

    /// A scratch folder with `app/` (what `pushsim init` writes), `releases/` and `temp/`.
    struct Setting {
        var root: String
        var app: String { root + "/app" }
        var releases: String { root + "/releases" }
        var temp: String { root + "/temp" }

        init(released: Bool) throws {
            root = try scratchDirectory("action")
            #expect(try Binary.run(["init", "app"], directory: root).status == 0)
            try FileManager.default.createDirectory(atPath: root + "/temp", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/releases", withIntermediateDirectories: true)
            if released {
                let package = try Binary.run(
                    ["bash", repositoryRoot + "/scripts/package-release.sh", "--binary", Binary.path, "--version",
                     PushSimVersion.current, "--out", releases + "/v\(PushSimVersion.current)", "--os", "linux"],
                    executable: "/usr/bin/env")
                #expect(package.status == 0, "\(package.stderr)")
            }
        }

        func runner(_ inputs: [String: String], stopBefore: String? = nil) -> LocalActionRunner {
            LocalActionRunner(
                inputs: inputs, environment: ["PUSHSIM_RELEASES_URL": "file://" + releases, "GITHUB_ACTION_REPOSITORY": "example/pushsim"],
                directory: app, runnerTemp: temp, stopBefore: stopBefore)
        }
    }

    static func machine() -> String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    @Test func aReleaseIsInstalledAfterItsChecksumAndReplaysWithAJUnitReport() throws {
        let setting = try Setting(released: true)
        let result = try setting.runner(["path": "pushsim/", "junit": "pushsim-report.xml"]).run()
        #expect(result.failed == nil, "\(result.stderr)")
        #expect(result.ran == [Self.install, Self.replay])
        #expect(result.skipped == [Self.cache, Self.build])
        #expect(result.outputs["release"]?["installed"] == "true")
        #expect(result.outputs["release"]?["version"] == PushSimVersion.current)
        #expect(result.stderr.contains("SHA-256"), "\(result.stderr)")
        let bin = try #require(result.addedPaths.first)
        #expect(bin == setting.temp + "/pushsim-\(PushSimVersion.current)/pushsim-\(PushSimVersion.current)-linux-\(Self.machine())/bin")
        #expect(result.stderr.contains("+ pushsim replay pushsim/ --junit pushsim-report.xml --format github\n"), "\(result.stderr)")
        #expect(result.stdout.contains("PASS pushsim/payloads/new-message.json: routed Inbox > Conversation(42) [badge unset → 1]\n"))
        let report = try readText(setting.app + "/pushsim-report.xml")
        #expect(report.contains("<testcase"))
    }

    @Test func aChecksumThatDoesNotMatchInstallsNothing() throws {
        let setting = try Setting(released: true)
        let name = "pushsim-\(PushSimVersion.current)-linux-\(Self.machine()).tar.gz"
        let checksum = setting.releases + "/v\(PushSimVersion.current)/\(name).sha256"
        try writeText(String(repeating: "0", count: 64) + "  \(name)\n", to: checksum)
        let result = try setting.runner(["path": "pushsim/"]).run()
        #expect(result.failed?.step == Self.install)
        #expect(result.stdout.contains("::error title=pushsim action::\(name): SHA-256 "), "\(result.stdout)")
        #expect(result.stdout.contains("does not match"))
        #expect(result.addedPaths.isEmpty)
        #expect(!result.ran.contains(Self.replay))
    }

    @Test func withoutAReleaseAssetTheActionBuildsFromItsCheckoutWithACache() throws {
        let setting = try Setting(released: false)
        let result = try setting.runner(["path": "pushsim/"], stopBefore: Self.build).run()
        #expect(result.failed == nil, "\(result.stderr)")
        #expect(result.outputs["release"]?["installed"] == "false")
        #expect(result.stderr.contains("no release asset"), "\(result.stderr)")
        let cache = try #require(result.used[Self.cache])
        #expect(cache.action == "actions/cache@v5")
        #expect(cache.with["path"] == repositoryRoot + "/.build")
        let hash = try #require(result.outputs["release"]?["package-hash"])
        #expect(hash.count == 16)
        #expect(cache.with["key"] == "pushsim-swiftpm-Linux-X64-v\(PushSimVersion.current)-\(hash)")
    }

    @Test func anotherVersionWithoutAnAssetIsAnErrorNotAnotherBuild() throws {
        let setting = try Setting(released: false)
        let result = try setting.runner(["path": "pushsim/", "version": "v99.0.0"]).run()
        #expect(result.failed?.step == Self.install)
        #expect(result.stdout.contains("the action's checkout is pushsim \(PushSimVersion.current), not 99.0.0"), "\(result.stdout)")
    }

    @Test func shardAndArgumentsReachReplay() throws {
        let setting = try Setting(released: true)
        let result = try setting.runner(["path": "pushsim/", "shard": "2/2", "args": "--jobs 1  --color never"]).run()
        #expect(result.failed == nil, "\(result.stderr)")
        #expect(result.stderr.contains("+ pushsim replay pushsim/ --shard 2/2 --format github --jobs 1 --color never\n"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.count == 2, "\(result.stdout)")
    }

    @Test func aFailingReplayFailsTheStep() throws {
        let setting = try Setting(released: true)
        let manifest = setting.app + "/pushsim/payloads/pushsim.expect.json"
        try writeText(try readText(manifest).replacingOccurrences(of: "Conversation(42)", with: "Conversation(43)"), to: manifest)
        let result = try setting.runner(["path": "pushsim/", "junit": "report.xml"]).run()
        #expect(result.failed?.step == Self.replay)
        #expect(result.failed?.status == 4)
        #expect(FileManager.default.fileExists(atPath: setting.app + "/report.xml"))
        // The failure is an annotation on the pull request, at the case's line in the manifest.
        #expect(result.stdout.contains("::error file=pushsim/payloads/pushsim.expect.json,line="), "\(result.stdout)")
    }
}
#endif
