import Dispatch
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program. A synchronous entry point: `deliver`, `validate` and `replay` read directly from the
/// command line (`DirectParse`) run at once, on this thread, with no asynchronous main and no
/// `dispatch_main` (docs/performance.md, "Start-up: the direct parse"); anything else goes to
/// swift-argument-parser (`PushSim.parseThenRun`).
@main
enum Entry {
    /// jansson's allocator first, before anything parses. Then signals, before any command
    /// writes: write failures become errors pushsim reports, and Ctrl-C or SIGTERM stops a
    /// command between two inputs (docs/exit-codes.md).
    static func main() {
        JSONArenaInstallation.install()
        WriteSignals.ignore()
        Interruption.install()
        let words = Array(CommandLine.arguments.dropFirst())
        guard let command = DirectParse.command(words) else { PushSim.parseThenRun(words) }
        startAtOnce { @MainActor in
            let status = await command.status()
            exit(status.rawValue)
        }
    }
}

/// Starts `body`, which ends by exiting, at once on this, the main, thread in its own isolation
/// (the main actor, for the simulated app); only if it waits for another thread does the main
/// queue run (`dispatchMain`), to resume it there as an asynchronous `main` would.
func startAtOnce(_ body: @escaping @Sendable @isolated(any) () async -> Void) -> Never {
    if #available(macOS 26, *) {
        Task.immediate(operation: body)
    } else {
        Task(operation: body)
    }
    dispatchMain()
}
