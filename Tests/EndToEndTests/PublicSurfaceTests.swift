#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport
import Testing

/// What another package sees of PushSimCore: the built module, type-checked from outside the
/// package (no `-package-name`), so `package` declarations are hidden as they are to a user
/// (docs/library.md, docs/architecture.md "Public and package").
@Suite struct PublicSurfaceTests {
    /// The build's module folder, beside these tests' own executable: the binary under test
    /// may be another build (`make test-release` runs the tests on dist/pushsim).
    static let modules: String = {
        let tests = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: tests).deletingLastPathComponent().path + "/Modules"
    }()

    /// `swiftc -typecheck` of `file` as a client of the built PushSimCore: its diagnostics.
    static func typecheck(_ file: String) throws -> Binary.Run {
        try Binary.run(
            ["swiftc", "-typecheck", "-I", modules, "-I", repositoryRoot + "/Sources/CJansson", "-I", repositoryRoot + "/Sources/CBuildInfo",
                "-I", repositoryRoot + "/Sources/CJSONArena/include", file,
            ],
            executable: "/usr/bin/env")
    }

    @Test func theLibraryPageExampleNeedsOnlyThePublicAPI() throws {
        let run = try Self.typecheck(repositoryRoot + "/Tests/PushSimCoreTests/API/LibraryExampleTests.swift")
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func noCommandTypeIsPublic() throws {
        let commands = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Sources/PushSimCore/Commands")
            .filter { $0.hasSuffix("Command.swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
        #expect(commands.contains("DeliverCommand") && commands.contains("ScenarioCommand"))
        let names = commands + ["AppModelChoice"]
        let directory = TemporaryDirectory()
        let client = directory.file(
            "client.swift", "import PushSimCore\n" + names.map { "_ = \($0).self\n" }.joined() + "_ = PushSimulator.self\n")
        let run = try Self.typecheck(client)
        #expect(run.status != 0)
        for name in names { #expect(run.stderr.contains("cannot find '\(name)' in scope"), "\(name) is visible outside the package") }
        #expect(!run.stderr.contains("'PushSimulator'"), "\(run.stderr)")
    }

    /// The catalog (Sources/PushSimCore/PushSimCore.docc) against the public symbols: every
    /// symbol link resolves and every documented function's parameters are documented, as
    /// `docc convert` checks them (docs/library.md, "The DocC catalog").
    @Test func theDocCCatalogConvertsWithoutAWarning() throws {
        let info = try Binary.run(["swiftc", "-print-target-info"], executable: "/usr/bin/env")
        let target = try #require(
            (try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])?["target"] as? [String: Any])
        let triple = try #require(target["triple"] as? String)
        let directory = TemporaryDirectory()
        let symbols = directory.path + "/symbols"
        #expect(mkdir(symbols, 0o755) == 0)
        let extract = try Binary.run(
            [
                "swift-symbolgraph-extract", "-module-name", "PushSimCore", "-I", Self.modules, "-I", repositoryRoot + "/Sources/CJansson", "-I", repositoryRoot + "/Sources/CBuildInfo",
                "-I", repositoryRoot + "/Sources/CJSONArena/include",
                "-target", triple, "-minimum-access-level", "public", "-output-dir", symbols,
            ], executable: "/usr/bin/env")
        #expect(extract.status == 0, "\(extract.stderr)")
        let convert = try Binary.run(
            [
                "docc", "convert", repositoryRoot + "/Sources/PushSimCore/PushSimCore.docc", "--additional-symbol-graph-dir", symbols,
                "--fallback-display-name", "PushSimCore", "--fallback-bundle-identifier", "dev.pushsim.PushSimCore",
                "--output-path", directory.path + "/PushSimCore.doccarchive",
            ], executable: "/usr/bin/env")
        #expect(convert.status == 0)
        #expect(!(convert.stdout + convert.stderr).contains("warning:"), "\(convert.stdout)\(convert.stderr)")
        #expect(!(convert.stdout + convert.stderr).contains("error:"), "\(convert.stdout)\(convert.stderr)")
        // The article is in the archive, under the name the landing page links it by.
        let article = directory.path + "/PushSimCore.doccarchive/data/documentation/pushsimcore/testingpushhandling.json"
        #expect(FileManager.default.fileExists(atPath: article))
    }
}
