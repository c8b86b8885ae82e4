import ArgumentParser
import PushSimCore

/// Every subcommand ends here, so exit codes are decided in one place (docs/exit-codes.md).
/// Output is flushed first: nothing pushsim writes is left half-written.
func finish(_ output: StandardStreams, with status: ExitStatus) throws {
    output.flush()
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a main-actor command (the simulated app lives on the main actor) with its own output.
func finishOnMainActor(_ body: @escaping @MainActor (StandardStreams) async -> ExitStatus) async throws {
    let status = await Task { @MainActor in
        let output = StandardStreams()
        let status = await body(output)
        output.flush()
        return status
    }.value
    if status != .success { throw ExitCode(status.rawValue) }
}
