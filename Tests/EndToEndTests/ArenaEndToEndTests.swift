import Testing
import TestSupport

/// The binary hands jansson its per-thread arena at start-up (docs/architecture.md, "Speed
/// behind a fence"; docs/performance.md, "jansson's allocations"): a replay whose workers
/// decode on four threads at once gives, byte for byte, what one thread gives. With the arena
/// shared between threads instead of one per thread, trees overwrite each other and this
/// differs or crashes.
@Suite("jansson's arena in the binary")
struct ArenaEndToEndTests {
    @Test func fourWorkersDecodingAtOnceReplayAsOneDoes() throws {
        let arguments = ["replay", "fixtures", "--format", "json"]
        let one = try Binary.run(arguments + ["--jobs", "1"], directory: repositoryRoot)
        let four = try Binary.run(arguments + ["--jobs", "4"], directory: repositoryRoot)
        #expect(one.stdout.count > 100_000, "\(one.stderr)")
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(four.status == one.status)
    }
}
