import PushSimCore

/// What one command line asks for: the core's command, and how its results are shown. The
/// parser's command makes it from its properties (`DirectlyParsed.invocation`), the direct
/// parse from the command's option table (`OptionTable`); either way it runs here.
struct Invocation<Command: CoreCommand>: Executable {
    var command: Command
    var rendering: Rendering

    @MainActor
    func execute(output: StandardStreams) async -> ExitStatus {
        await rendering.run(output) { await command.run(reporter: $0) }
    }
}

/// A core command that reports through a `RunReporter`.
protocol CoreCommand: Sendable {
    @MainActor func run(reporter: RunReporter) async -> ExitStatus
}

extension DeliverCommand: CoreCommand {}
extension ValidateCommand: CoreCommand {}
extension ReplayCommand: CoreCommand {}
