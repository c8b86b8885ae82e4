import ArgumentParser
import PushSimCore

/// Every subcommand ends here, so exit codes are decided in one place (docs/exit-codes.md).
/// Output is flushed first: nothing pushsim writes is left half-written.
func finish(_ output: StandardStreams, with status: ExitStatus) throws {
    output.flush()
    if status != .success { throw ExitCode(status.rawValue) }
}
