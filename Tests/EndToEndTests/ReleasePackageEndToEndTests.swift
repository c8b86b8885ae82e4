#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// scripts/package-release.sh, which `make release` runs on the static binary, here run on the
/// binary under test: the tarball holds the installed layout, its checksum verifies, the same
/// inputs give the same bytes, and a failure leaves nothing behind (docs/ci.md).
@Suite("Release tarball")
struct ReleasePackageEndToEndTests {
    static let name = "pushsim-1.2.3-linux-testarch"

    static func package(binary: String = Binary.path, out: String) throws -> Binary.Run {
        try Binary.run(
            ["bash", repositoryRoot + "/scripts/package-release.sh", "--binary", binary, "--version", "1.2.3",
             "--out", out, "--os", "linux", "--arch", "testarch"],
            environment: ["SOURCE_DATE_EPOCH": "1700000000"], executable: "/usr/bin/env")
    }

    static func shell(_ command: String, in directory: String) throws -> Binary.Run {
        try Binary.run(["-c", command], directory: directory, executable: "/bin/sh")
    }

    @Test func theTarballHoldsTheInstalledLayoutAndItsChecksumVerifies() throws {
        let out = try scratchDirectory("package")
        let run = try Self.package(out: out)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            == ["pushsim", Self.name + ".tar.gz", Self.name + ".tar.gz.sha256"])
        let verify = try Self.shell("sha256sum -c \(Self.name).tar.gz.sha256", in: out)
        #expect(verify.stdout == "\(Self.name).tar.gz: OK\n", "\(verify.stderr)")

        let listing = try Self.shell("tar -tzf \(Self.name).tar.gz | grep -v '/$' | sort", in: out)
        let schemas = JSONSchemas.names.sorted().map { "\(Self.name)/share/pushsim/schema/\($0).schema.json" }
        #expect(listing.stdoutLines == ([
            "\(Self.name)/README.md",
            "\(Self.name)/bin/pushsim",
            "\(Self.name)/share/bash-completion/completions/pushsim",
            "\(Self.name)/share/fish/vendor_completions.d/pushsim.fish",
            "\(Self.name)/share/man/man1/pushsim.1",
            "\(Self.name)/share/zsh/site-functions/_pushsim",
        ] + schemas).sorted())

        #expect(try Self.shell("tar -xzf \(Self.name).tar.gz", in: out).status == 0)
        let root = out + "/" + Self.name
        #expect(try Binary.run(["--version"], executable: root + "/bin/pushsim").stdout
            == (try Binary.run(["--version"]).stdout))
        let fish = try Binary.run(["--generate-completion-script", "fish"])
        #expect(try readText(root + "/share/fish/vendor_completions.d/pushsim.fish") == fish.stdout)
        #expect(try readText(root + "/share/man/man1/pushsim.1") == (try readText(repositoryRoot + "/docs/man/pushsim.1")))
        #expect(try readText(root + "/share/pushsim/schema/payload.schema.json")
            == (try readText(repositoryRoot + "/docs/schema/payload.schema.json")))
    }

    @Test func theSameInputsGiveTheSameTarball() throws {
        let first = try scratchDirectory("package")
        let second = try scratchDirectory("package")
        #expect(try Self.package(out: first).status == 0)
        #expect(try Self.package(out: second).status == 0)
        #expect(try readText(first + "/\(Self.name).tar.gz.sha256") == (try readText(second + "/\(Self.name).tar.gz.sha256")))
    }

    @Test func aBinaryThatCannotWriteItsCompletionsLeavesNothing() throws {
        let out = try scratchDirectory("package")
        let run = try Self.package(binary: "/bin/false", out: out)
        #expect(run.status == 1)
        #expect(run.stderr.contains("package-release: /bin/false could not write the bash completions"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}
