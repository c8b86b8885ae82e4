#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM (a CI runner cancelling a job), noted rather than obeyed at once:
/// commands look between two inputs, stop there, and the output decided so far is flushed whole
/// before pushsim exits 130 or 143 (docs/exit-codes.md). A signal that comes a moment after the
/// first (a second Ctrl-C) stops pushsim at once, for a run stuck in a slow read; one that comes
/// with the first is the same request delivered twice (`timeout` signals the process and its
/// group) and changes nothing.
public enum Interruption {
    /// Installs the handlers, once, at start-up. A signal the parent ignores stays ignored, as
    /// for a command run in the background of a script.
    public static func install() {
        noted.update(repeating: 0, count: 2)
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !SignalDisposition.isIgnored(current) else { continue }
            var action = sigaction()
            SignalDisposition.setHandler(&action, noteSignal)
            sigemptyset(&action.sa_mask)
            // Reads and writes in progress carry on.
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESTART)
            sigaction(signal, &action, nil)
        }
    }

    /// The signal that asked pushsim to stop, or nil. One load: cheap enough for every input.
    public static var received: Int32? {
        let signal = noted[0]
        return signal == 0 ? nil : Int32(truncatingIfNeeded: signal)
    }

    /// Ends a command: when a signal stopped it, says so on stderr (after the results, which
    /// the sink flushes first) and returns 130 or 143; otherwise returns `status` unchanged.
    public static func conclude(_ status: ExitStatus, output: OutputSink) -> ExitStatus {
        guard let signal = received else { return status }
        output.diagnostic("pushsim: interrupted by \(signal == SIGTERM ? "SIGTERM" : "SIGINT")")
        return max(status, ExitStatus(stoppedBy: signal))
    }
}

/// Where the handler notes the first signal ([0]) and when it came ([1], monotonic milliseconds):
/// allocated before any handler is installed and never freed, so the handler does aligned stores
/// and calls only functions POSIX lists as async-signal-safe (`clock_gettime`, `signal`,
/// `raise`) — nothing that could allocate or lock.
private nonisolated(unsafe) let noted: UnsafeMutablePointer<Int> = {
    let storage = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    storage.initialize(repeating: 0, count: 2)
    return storage
}()

/// The handler: notes the first signal; a later one, not a duplicate, ends pushsim at once.
private let noteSignal: @convention(c) (Int32) -> Void = { number in
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let milliseconds = Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    if noted[0] == 0 {
        noted[1] = milliseconds
        noted[0] = Int(number)
    } else if milliseconds - noted[1] >= 250 {  // sooner: a duplicate, not a person insisting
        signal(number, SIG_DFL)
        raise(number)
    }
}
