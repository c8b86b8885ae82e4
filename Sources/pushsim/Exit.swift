import ArgumentParser
import PushSimCore

/// Every subcommand ends here, so exit codes are decided in one place (docs/exit-codes.md).
/// Output is flushed first: nothing pushsim writes is left half-written. A signal that stopped
/// the command is said after the results (130, 143); standard output that refused bytes is 73.
func finish(_ output: StandardStreams, with status: ExitStatus) throws {
    let status = output.finish(Interruption.conclude(status, output: output))
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a main-actor command (the simulated app lives on the main actor) with its own output.
func finishOnMainActor(_ body: @escaping @MainActor (StandardStreams) async -> ExitStatus) async throws {
    let status = await Task { @MainActor in
        let output = StandardStreams()
        return output.finish(Interruption.conclude(await body(output), output: output))
    }.value
    if status != .success { throw ExitCode(status.rawValue) }
}
