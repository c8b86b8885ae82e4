import ArgumentParser
import PushSimCore

/// How a subcommand's results are shown: the output format's renderer, chosen once here from
/// `--format` (and `--color`, `--trace` for text).
struct Rendering: Sendable {
    var format: OutputFormat = .text
    var colour: Colour = .off
    var trace = false
    /// A progress line on stderr (replay, on a terminal).
    var progress = false
    /// Also a JUnit report file (replay's `--junit`).
    var junit: String?

    /// The reporter for these choices, and whether the command can run: a report file that
    /// cannot even be created stops the run before it starts (exit 73).
    func reporter(_ output: StandardStreams) -> (RunReporter, ready: Bool) {
        let streams = format.renderer(sink: output, colour: colour, showsTraces: trace, showsProgress: progress)
        guard let junit else { return (RunReporter(renderer: streams), true) }
        do {
            let report = try JUnitRenderer(path: junit)
            let reporter = RunReporter(renderer: CompositeRenderer([streams, report]))
            report.staleTemporaryNotes.forEach(reporter.report)
            return (reporter, true)
        } catch {
            let reporter = RunReporter(renderer: streams)
            reporter.report(.reportNotWritten(path: junit, reason: error.description, interrupted: false))
            return (reporter, false)
        }
    }
}

/// Every subcommand ends here, so exit codes are decided in one place (docs/exit-codes.md).
/// Output is flushed first: nothing pushsim writes is left half-written. A signal that stopped
/// the command is said after the results (130, 143); standard output that refused bytes is 73.
func finish(_ output: StandardStreams, with status: ExitStatus) throws {
    let status = output.finish(Interruption.conclude(status, output: output))
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a command with a reporter for `rendering`.
func finish(_ rendering: Rendering, _ body: (RunReporter) -> ExitStatus) throws {
    let status = conclude(rendering, body)
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a command with a reporter for `rendering` and returns its exit status, its output
/// flushed and a signal that stopped it said (the direct parse's commands exit with it).
func conclude(_ rendering: Rendering, _ body: (RunReporter) -> ExitStatus) -> ExitStatus {
    let output = StandardStreams()
    let (reporter, ready) = rendering.reporter(output)
    return output.finish(Interruption.conclude(ready ? body(reporter) : reporter.finish(), output: output))
}

/// Runs a main-actor command (the simulated app lives on the main actor) with a reporter.
func finishOnMainActor(_ rendering: Rendering, _ body: @escaping @MainActor (RunReporter) async -> ExitStatus) async throws {
    let status = await Task { @MainActor in await concludeOnMainActor(rendering, body) }.value
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a main-actor command with a reporter for `rendering` and returns its exit status, as
/// `conclude` does.
@MainActor
func concludeOnMainActor(_ rendering: Rendering, _ body: @MainActor (RunReporter) async -> ExitStatus) async -> ExitStatus {
    await concludeOnMainActor { output in
        let (reporter, ready) = rendering.reporter(output)
        return ready ? await body(reporter) : reporter.finish()
    }
}

/// Runs a main-actor command with its own output.
func finishOnMainActor(_ body: @escaping @MainActor (StandardStreams) async -> ExitStatus) async throws {
    let status = await Task { @MainActor in await concludeOnMainActor(body) }.value
    if status != .success { throw ExitCode(status.rawValue) }
}

/// Runs a main-actor command with its own output and returns its exit status.
@MainActor
func concludeOnMainActor(_ body: @MainActor (StandardStreams) async -> ExitStatus) async -> ExitStatus {
    let output = StandardStreams()
    return output.finish(Interruption.conclude(await body(output), output: output))
}
