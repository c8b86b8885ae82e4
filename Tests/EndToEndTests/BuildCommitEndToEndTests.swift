#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// The commit the Makefile hands the builds (`pushsim --version`, docs/releasing.md): git's in a
/// git checkout, the one `git archive` wrote into scripts/archive-commit in a source tarball
/// (what GitHub unpacks a GitHub Action's checkout from), and none in a copy that is neither.
/// `make -n build` prints the build command without running it.
@Suite("The commit make builds in")
struct BuildCommitEndToEndTests {
    static func buildCommand(in directory: String) throws -> String {
        let run = try Binary.run(["make", "-n", "build"], directory: directory, executable: "/usr/bin/env")
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("swift build") }.map(String.init))
    }

    static func git(_ arguments: [String]) throws -> String {
        let run = try Binary.run(["git", "-C", repositoryRoot] + arguments, executable: "/usr/bin/env")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A folder holding what `make -n build` reads: the Makefile, the version file, and
    /// scripts/archive-commit, from `git archive HEAD` when `archived`, else from the work tree.
    static func makeFolder(in parent: String, archived: Bool) throws -> String {
        let folder = parent + "/source"
        try FileManager.default.createDirectory(atPath: folder + "/Sources/PushSimCore/Run", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
        for file in ["Makefile", "Sources/PushSimCore/Run/PushSimVersion.swift", "scripts/archive-commit"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + file, toPath: folder + "/" + file)
        }
        if archived {
            try FileManager.default.removeItem(atPath: folder + "/scripts/archive-commit")
            let unpack = try Binary.run(
                ["bash", "-c", "git -C \"$0\" archive HEAD scripts/archive-commit | tar -x -C \"$1\"", repositoryRoot, folder],
                executable: "/usr/bin/env")
            #expect(unpack.status == 0, "\(unpack.stderr)")
        }
        return folder
    }

    @Test func aGitCheckoutBuildsInItsDescribedCommit() throws {
        let described = try Self.git(["describe", "--always", "--dirty", "--abbrev=12", "--match=^$"])
        #expect(try Self.buildCommand(in: repositoryRoot).contains("-Xcc '-DPUSHSIM_COMMIT=\"\(described)\"'"))
    }

    @Test func aSourceTarballBuildsInTheCommitGitArchiveWroteIntoIt() throws {
        let folder = try Self.makeFolder(in: try scratchDirectory("commit"), archived: true)
        let head = try Self.git(["rev-parse", "HEAD"])
        #expect(try readText(folder + "/scripts/archive-commit") == head + "\n")
        #expect(try Self.buildCommand(in: folder).contains("-Xcc '-DPUSHSIM_COMMIT=\"\(head.prefix(12))\"'"))
    }

    @Test func aCopyThatIsNeitherNamesNoCommit() throws {
        let outside = try Self.makeFolder(in: try scratchDirectory("commit"), archived: false)
        #expect(try !Self.buildCommand(in: outside).contains("PUSHSIM_COMMIT"))
        // Inside this repository's tree (as .build-action/checkout is), git would describe this
        // repository, not the copy.
        let nested = repositoryRoot + "/.build-action/commit-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: nested) }
        let folder = try Self.makeFolder(in: nested, archived: false)
        #expect(try !Self.buildCommand(in: folder).contains("PUSHSIM_COMMIT"))
    }
}
