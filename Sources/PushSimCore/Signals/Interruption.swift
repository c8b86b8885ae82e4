#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM (a CI runner cancelling a job), noted rather than obeyed at once:
/// commands look between two inputs, stop there, and the output decided so far is flushed whole
/// before pushsim exits 130 or 143 (docs/exit-codes.md). A second signal of the same kind stops
/// pushsim at once (the handler is reset to the default when it runs), for a run stuck in a read.
public enum Interruption {
    /// Installs the handlers, once, at start-up. A signal the parent ignores stays ignored, as
    /// for a command run in the background of a script.
    public static func install() {
        receivedSignal.pointee = 0
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !SignalDisposition.isIgnored(current) else { continue }
            var action = sigaction()
            SignalDisposition.setHandler(&action, noteSignal)
            sigemptyset(&action.sa_mask)
            // SA_RESTART: reads and writes in progress carry on; SA_RESETHAND: a second signal kills.
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESTART) | Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
    }

    /// The signal that asked pushsim to stop, or nil. One load: cheap enough for every input.
    public static var received: Int32? {
        let signal = receivedSignal.pointee
        return signal == 0 ? nil : signal
    }

    /// Ends a command: when a signal stopped it, says so on stderr (after the results, which
    /// the sink flushes first) and returns 130 or 143; otherwise returns `status` unchanged.
    public static func conclude(_ status: ExitStatus, output: OutputSink) -> ExitStatus {
        guard let signal = received else { return status }
        output.diagnostic("pushsim: interrupted by \(signal == SIGTERM ? "SIGTERM" : "SIGINT")")
        return max(status, ExitStatus(stoppedBy: signal))
    }
}

/// Where the handler stores the signal's number: allocated before any handler is installed
/// and never freed, so the handler does one aligned store and nothing that could allocate or
/// lock — the only kind of work that is safe in a signal handler.
private nonisolated(unsafe) let receivedSignal: UnsafeMutablePointer<sig_atomic_t> = {
    let storage = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    storage.initialize(to: 0)
    return storage
}()

/// The handler: keeps the first signal, nothing else.
private let noteSignal: @convention(c) (Int32) -> Void = { signal in
    if receivedSignal.pointee == 0 { receivedSignal.pointee = sig_atomic_t(signal) }
}
