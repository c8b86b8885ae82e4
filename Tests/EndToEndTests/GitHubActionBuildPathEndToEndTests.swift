#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// action.yml's build path, every step run for real (LocalActionRunner): no release asset, so
/// action/build-from-source.sh runs `make install` (a release build) from the action's checkout,
/// then the Replay step replays this repository's fixtures/ with the pushsim it built
/// (docs/ci.md). The action's checkout is a copy of this one in .build-action/checkout (git
/// ignores it): the build needs a `.build` of its own, since `swift test` holds this checkout's.
/// The copy and its build are kept between runs, so a second run only rebuilds what changed; on
/// a clean clone it is a whole release build (docs/ci.md gives the time).
/// `make test-release` skips it: it tests the binary built here, not dist/pushsim.
#if os(Linux)
@Suite("The GitHub Action's build path, run locally")
struct GitHubActionBuildPathEndToEndTests {
    static let checkout = repositoryRoot + "/.build-action/checkout"

    @Test(.timeLimit(.minutes(30)))
    func withoutAReleaseAssetTheActionBuildsPushsimAndReplaysTheFixtures() throws {
        try CheckoutCopy.sync(from: repositoryRoot, to: Self.checkout)
        let root = try scratchDirectory("action-build")
        let temp = root + "/temp"
        let releases = root + "/releases"
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: releases, withIntermediateDirectories: true)
        let report = root + "/pushsim-report.xml"
        let runner = LocalActionRunner(
            actionPath: Self.checkout, inputs: ["path": "fixtures/", "junit": report],
            environment: ["PUSHSIM_RELEASES_URL": "file://" + releases, "GITHUB_ACTION_REPOSITORY": "example/pushsim"],
            directory: repositoryRoot, runnerTemp: temp)
        let result = try runner.run()

        #expect(result.failed == nil, "\(result.stdout)\n\(result.stderr)")
        #expect(result.ran == [GitHubActionEndToEndTests.install, GitHubActionEndToEndTests.build, GitHubActionEndToEndTests.replay])
        #expect(result.outputs["release"]?["installed"] == "false")
        #expect(result.stderr.contains("no release asset file://\(releases)/v\(PushSimVersion.current)/"), "\(result.stderr)")
        // The SwiftPM cache holds the build folder the build step used.
        #expect(result.used[GitHubActionEndToEndTests.cache]?.with["path"] == Self.checkout + "/.build")

        // `make install` laid out the prefix, and put its bin/ on the PATH of the next steps. A
        // copy inside this repository's tree names no commit: not this repository's, which
        // is not the copy's (the Makefile's BUILD_COMMIT).
        let prefix = temp + "/pushsim-build"
        #expect(result.addedPaths == [prefix + "/bin"])
        #expect(result.stderr.contains("pushsim action: built \(PushSimVersion.current) into \(prefix)/bin\n"), "\(result.stderr)")
        for file in ["share/man/man1/pushsim.1", "share/bash-completion/completions/pushsim", "share/pushsim/schema/payload.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
        }
        #if os(Linux)
            // The Linux release build is a static PIE (docs/performance.md, "The static release
            // binary"): no shared library and no dynamic loader, yet placed at a random address.
            let elf = try Binary.run(["readelf", "--dynamic", "--program-headers", prefix + "/bin/pushsim"], executable: "/usr/bin/env")
            #expect(elf.status == 0, "\(elf.stderr)")
            #expect(!elf.stdout.contains("(NEEDED)"), "\(elf.stdout)")
            #expect(!elf.stdout.contains("INTERP"), "\(elf.stdout)")
            #expect(elf.stdout.contains("Flags: PIE"), "\(elf.stdout)")
        #endif

        // The built pushsim replays every fixture with its expectations, as the binary under
        // test does, with annotations for GitHub and a JUnit report.
        #expect(result.stderr.contains("+ pushsim replay fixtures/ --junit \(report) --format github\n"), "\(result.stderr)")
        let reference = try Binary.run(["replay", "fixtures/", "--format", "github"])
        #expect(reference.status == 0, "\(reference.stdout)")
        #expect(!reference.stdout.isEmpty)
        #expect(result.stdout.hasSuffix(reference.stdout), "\(result.stdout)")
        #expect(!result.stdout.contains("::error"))
        let summary = try #require(reference.stderr.split(separator: "\n").last)
        #expect(result.stderr.hasSuffix(summary + "\n"), "\(result.stderr)")
        let junit = try readText(report)
        #expect(junit.contains("failures=\"0\""), "\(junit)")
        #expect(try CIFormatSchemaTests.checkJUnit([report]) == ["valid " + report])
    }
}
#endif
