import PushSimCore
import Testing

/// The harness itself (Binary.swift): a command that exits without reading the stdin it was
/// given (here `--version`) must not take the test process down with SIGPIPE. It did, now and
/// then, once the release binary started fast enough to exit before the harness had written.
@Suite("Running the binary under test")
struct BinaryRunTests {
    @Test func stdinTheCommandNeverReadsIsNotFatal() throws {
        let input = String(repeating: "{\"aps\":{}}\n", count: 100_000)
        let run = try Binary.run(["--version"], stdin: input)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(PushSimVersion.current), "\(run.stdout)")
    }
}
