import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a subcommand's results are shown: the output format's renderer, chosen once here from
/// `--format` (and `--color`, `--trace` for text).
struct Rendering: Sendable {
    var format: OutputFormat = .text
    /// `--color`, decided when the output is made (docs/colour.md).
    var colour: ColourMode = .never
    var trace = false
    /// A progress line on stderr (replay, on a terminal).
    var progress = false
    /// Also a JUnit report file (replay's `--junit`).
    var junit: String?
    /// Also an HTML report file (`--html` of replay and scenario), and its title.
    var html: String?
    var htmlTitle = "pushsim replay"

    /// The reporter for these choices, and whether the command can run: a report file that
    /// cannot even be created stops the run before it starts (exit 73).
    func reporter(_ output: StandardStreams) -> (RunReporter, ready: Bool) {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        let term = getenv("TERM").map { String(cString: $0) }
        let colour = colour.colour(stdoutIsTerminal: isatty(1) == 1, noColor: noColor, term: term)
        let streams = format.renderer(sink: output, colour: colour, showsTraces: trace, showsProgress: progress)
        guard junit != nil || html != nil else { return (RunReporter(renderer: streams), true) }
        var renderers: [any Renderer] = [streams]
        var notes: [RunEvent] = []
        var refused: RunEvent?
        if let junit {
            do {
                let report = try JUnitRenderer(path: junit)
                renderers.append(report)
                notes += report.staleTemporaryNotes
            } catch {
                refused = .reportNotWritten(path: junit, reason: error.description, interrupted: false)
            }
        }
        if let html, refused == nil {
            do {
                renderers.append(try HTMLReportRenderer(path: html, title: htmlTitle))
            } catch {
                refused = .reportNotWritten(path: html, reason: error.description, interrupted: false)
            }
        }
        if let refused {
            let reporter = RunReporter(renderer: streams)
            reporter.report(refused)
            return (reporter, false)
        }
        let reporter = RunReporter(renderer: CompositeRenderer(renderers))
        notes.forEach(reporter.report)
        return (reporter, true)
    }

    /// Runs `body` with the reporter for these choices, or, when a report file cannot even be
    /// created, says so and runs nothing (exit 73).
    @MainActor
    func run(_ output: StandardStreams, _ body: @MainActor (RunReporter) async -> ExitStatus) async -> ExitStatus {
        let (reporter, ready) = reporter(output)
        return ready ? await body(reporter) : reporter.finish()
    }
}

/// What a command line runs: a subcommand as the parser decoded it, or what the direct parse
/// read (`Invocation`). Every one ends through `status()`.
protocol Executable: Sendable {
    /// Runs the command, its results and diagnostics going to `output`, and returns its exit
    /// status. On the main actor, where the simulated app lives.
    @MainActor func execute(output: StandardStreams) async -> ExitStatus
}

extension Executable {
    /// How every run ends, so exit codes are decided in one place (docs/exit-codes.md): output
    /// is flushed first, and nothing pushsim writes is left half-written; a signal that stopped
    /// the command is said after the results (130, 143); standard output that refused bytes is 73.
    @MainActor
    func status() async -> ExitStatus {
        let output = StandardStreams()
        return output.finish(Interruption.conclude(await execute(output: output), output: output))
    }
}

/// A pushsim subcommand, as swift-argument-parser decodes it.
protocol Subcommand: AsyncParsableCommand, Executable {}

extension Subcommand {
    /// swift-argument-parser's way in: the status, as the exit code.
    func run() async throws {
        let status = await status()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
