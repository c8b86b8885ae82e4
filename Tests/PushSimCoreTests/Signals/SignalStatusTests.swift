#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// The codes of a run stopped by a signal (docs/exit-codes.md); InterruptionEndToEndTests sends
/// the signals to the binary.
@Suite("Signals")
struct SignalStatusTests {
    @Test func aSignalGivesTheShellsCode() {
        #expect(PushSimCore.ExitStatus(stoppedBy: SIGINT) == .interrupted)
        #expect(PushSimCore.ExitStatus(stoppedBy: SIGTERM) == .terminated)
        #expect(PushSimCore.ExitStatus.interrupted.rawValue == 130)
        #expect(PushSimCore.ExitStatus.terminated.rawValue == 143)
    }

    @Test func withoutASignalARunEndsAsItWould() {
        let sink = CapturingSink()
        #expect(Interruption.conclude(.expectationFailed, output: sink) == .expectationFailed)
        #expect(sink.diagnostics.isEmpty)
    }

    @Test func aStopOutranksEveryResultButAUsageError() {
        #expect(PushSimCore.ExitStatus.interrupted > .cannotWrite)
        #expect(PushSimCore.ExitStatus.usage > .interrupted)
    }
}
