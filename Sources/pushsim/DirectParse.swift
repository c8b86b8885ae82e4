import ArgumentParser
import PushSimCore

/// `deliver` and `validate`, the commands CI runs once per payload, and `replay`, the one it runs
/// once per job, read straight from the command line: swift-argument-parser's reflection costs
/// three quarters of a `deliver`'s instructions and nearly all of a `replay`'s start-up
/// (docs/performance.md, "Start-up: the direct parse"). Each of them lists its arguments in a
/// table (`OptionTable`), which drives this: only plain shapes of the table's names are taken
/// (`OptionScan`), each value decoded by the function its `@Option` decodes with, into the same
/// core command and rendering the parser's command makes (`Invocation`). For anything else
/// (help, `--version`, completions, an unknown or malformed option, a value missing or refused,
/// a required argument left out) this returns nil and the parser reads the whole command line,
/// so its output, errors and exit status are the parser's.
enum DirectParse {
    /// A command line the direct parse read.
    enum Command: Executable {
        case deliver(Invocation<DeliverCommand>)
        case validate(Invocation<ValidateCommand>)
        case replay(Invocation<ReplayCommand>)

        @MainActor
        func execute(output: StandardStreams) async -> ExitStatus {
            switch self {
            case .deliver(let invocation): await invocation.execute(output: output)
            case .validate(let invocation): await invocation.execute(output: output)
            case .replay(let invocation): await invocation.execute(output: output)
            }
        }
    }

    /// What `words` (the arguments after the program's name) ask for, or nil to ask the parser.
    static func command(_ words: [String]) -> Command? {
        switch words.first {
        case PushSim.Deliver.configuration.commandName: read(PushSim.Deliver.self, words).map(Command.deliver)
        case PushSim.Validate.configuration.commandName: read(PushSim.Validate.self, words).map(Command.validate)
        case PushSim.Replay.configuration.commandName: read(PushSim.Replay.self, words).map(Command.replay)
        default: nil
        }
    }

    static func read<Parsed: DirectlyParsed>(_ command: Parsed.Type, _ words: [String]) -> Invocation<Parsed.Command>? {
        // A combination of options the parser's `validate()` refuses is left to the parser, for its error.
        OptionTable.read(words.dropFirst(), into: command.start, command.options).flatMap { command.accepts($0) ? $0 : nil }
    }
}

/// A subcommand the direct parse reads, by its table.
protocol DirectlyParsed: Subcommand {
    associatedtype Command: CoreCommand

    /// Every argument the command declares, and where each goes (`OptionTable`).
    static func options(_ table: inout OptionTable<Invocation<Command>>)

    /// What the table fills in.
    static var start: Invocation<Command> { get }

    /// What the parsed command line asks for.
    var invocation: Invocation<Command> { get }

    /// Whether the options go together, as `validate()` checks them.
    static func accepts(_ invocation: Invocation<Command>) -> Bool
}

extension DirectlyParsed {
    static func accepts(_ invocation: Invocation<Command>) -> Bool { true }
}

extension DirectlyParsed {
    @MainActor
    func execute(output: StandardStreams) async -> ExitStatus { await invocation.execute(output: output) }
}
