#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// Golden cases: each folder of Goldens/ holds `args` (one argument per line), and the
/// expected `stdout`, `stderr` and `status` of `pushsim` run with them from the repository
/// root. A case may also carry `stdin` (fed to the binary), `env` (`NAME=value` lines added to
/// its environment) and `scratch` (an empty file: run in a fresh empty directory instead, with
/// `{repo}` in args and env standing for the repository root; `files` then lists, one per line,
/// the files the run must have created there). A scratch case may hold `given/`: files copied
/// into the scratch directory before the run (`{repo}` replaced in them too), and `expected/`:
/// what those files must hold after it (`scenario --update`). `PUSHSIM_RECORD_GOLDENS=1 make test` re-records
/// them from the current binary (review the diff before committing).
@Suite("Golden end-to-end cases")
struct GoldenTests {
    static let directory = repositoryRoot + "/Tests/EndToEndTests/Goldens"

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func read(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: cases)
    func matchesItsGolden(_ name: String) throws {
        let folder = Self.directory + "/" + name
        let inScratch = FileManager.default.fileExists(atPath: folder + "/scratch")
        let directory = inScratch ? try scratchDirectory("golden-\(name)") : repositoryRoot
        func lines(_ file: String) -> [String] {
            (read(folder + "/" + file) ?? "").split(separator: "\n").map { String($0).replacing("{repo}", with: repositoryRoot) }
        }
        let arguments = try #require(read(folder + "/args")).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacing("{repo}", with: repositoryRoot) }.filter { !$0.isEmpty }
        var environment: [String: String] = [:]
        for line in lines("env") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let given = inScratch ? try snapshot(folder + "/given") : [:]
        for (name, text) in given { try writeText(text.replacing("{repo}", with: repositoryRoot), to: directory + "/" + name) }
        var run = try Binary.run(arguments, stdin: read(folder + "/stdin"), environment: environment, directory: directory)
        // The repository's place differs between clones: outputs say `{repo}` for it, as args do.
        run.stdout = run.stdout.replacing(repositoryRoot, with: "{repo}")
        run.stderr = run.stderr.replacing(repositoryRoot, with: "{repo}")
        let created = inScratch ? try snapshot(directory).keys.sorted().joined(separator: "\n") + "\n" : nil
        let after = try given.keys.sorted().map { ($0, try readText(directory + "/" + $0).replacing(repositoryRoot, with: "{repo}")) }
        if ProcessInfo.processInfo.environment["PUSHSIM_RECORD_GOLDENS"] == "1" {
            if !after.isEmpty { try FileManager.default.createDirectory(atPath: folder + "/expected", withIntermediateDirectories: true) }
            for (name, text) in after { try writeText(text, to: folder + "/expected/" + name) }
            try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/stdout"))
            try Data(run.stderr.utf8).write(to: URL(fileURLWithPath: folder + "/stderr"))
            try Data("\(run.status)\n".utf8).write(to: URL(fileURLWithPath: folder + "/status"))
            if let created { try Data(created.utf8).write(to: URL(fileURLWithPath: folder + "/files")) }
            return
        }
        #expect(run.stdout == read(folder + "/stdout"), "stdout of \(name)")
        #expect(run.stderr == read(folder + "/stderr"), "stderr of \(name)")
        #expect("\(run.status)\n" == read(folder + "/status"), "exit status of \(name)")
        if let created { #expect(created == read(folder + "/files"), "files created by \(name)") }
        for (file, text) in after { #expect(text == read(folder + "/expected/" + file), "\(file) after \(name)") }
    }

    /// Every subcommand is pinned by at least one golden.
    @Test func everySubcommandHasAGolden() throws {
        let commands = Set(try ManualTests.commands().keys)
        let covered = Set(Self.cases.compactMap { name in
            read(Self.directory + "/" + name + "/args")?.split(separator: "\n").first.map(String.init)
        })
        #expect(commands.subtracting(covered).isEmpty, "subcommands without a golden: \(commands.subtracting(covered).sorted())")
    }

    @Test func thereAreGoldens() {
        #expect(Self.cases.count >= 10)
    }
}
