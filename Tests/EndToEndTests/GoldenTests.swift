#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// Golden cases: each folder of Goldens/ holds `args` (one argument per line), and the
/// expected `stdout`, `stderr` and `status` of `pushsim` run with them from the repository
/// root. `PUSHSIM_RECORD_GOLDENS=1 make test` re-records them from the current binary (review
/// the diff before committing).
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
        let arguments = try #require(read(folder + "/args")).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.isEmpty }
        let run = try Binary.run(arguments)
        if ProcessInfo.processInfo.environment["PUSHSIM_RECORD_GOLDENS"] == "1" {
            try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/stdout"))
            try Data(run.stderr.utf8).write(to: URL(fileURLWithPath: folder + "/stderr"))
            try Data("\(run.status)\n".utf8).write(to: URL(fileURLWithPath: folder + "/status"))
            return
        }
        #expect(run.stdout == read(folder + "/stdout"), "stdout of \(name)")
        #expect(run.stderr == read(folder + "/stderr"), "stderr of \(name)")
        #expect("\(run.status)\n" == read(folder + "/status"), "exit status of \(name)")
    }

    @Test func thereAreGoldens() {
        #expect(Self.cases.count >= 10)
    }
}
