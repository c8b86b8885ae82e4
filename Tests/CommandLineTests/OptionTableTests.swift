import ArgumentParser
import Testing

@testable import pushsim

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Each option table the direct parse reads (`CommandOption`) against swift-argument-parser's own
/// description of the command (the JSON of `--experimental-dump-help`): the same arguments,
/// each with the same names, kind, repetition and need. An option declared with `@Option` and
/// not in the table, or in the table and not declared, fails here, so a new option cannot leave
/// its command lines to the slower parser unnoticed (docs/performance.md, "Start-up: the direct
/// parse"). What each entry decodes and stores is `DirectParseAgreementTests`' part.
@Suite struct OptionTableTests {
    /// One argument, as either side describes it.
    struct Argument: Comparable, CustomStringConvertible {
        /// `--name`, `-n`; none for a positional.
        var names: [String]
        /// positional, option or flag, as the parser's description words it.
        var kind: String
        var isRepeating: Bool
        var isRequired: Bool

        var description: String {
            "\(names.isEmpty ? "<positional>" : names.joined(separator: "/")) \(kind)"
                + "\(isRepeating ? ", repeating" : "")\(isRequired ? ", required" : "")"
        }

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
    }

    /// The parts of `ToolInfoV0` compared here.
    struct Dump: Decodable {
        struct Command: Decodable {
            var commandName: String
            var arguments: [Argument]?
        }

        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }

            var kind: String
            var names: [Name]?
            var isOptional: Bool
            var isRepeating: Bool
            var parsingStrategy: String
        }

        var command: Command
    }

    /// The flags the parser gives every command, which the direct parse leaves to it.
    static let parsersOwn = [["-h", "--help"], ["--version"]]

    static func dump(_ command: any ParsableCommand.Type) throws -> Dump {
        try JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8))
    }

    /// The arguments the parser reads for `command`, less its own flags.
    static func parserView(_ command: any ParsableCommand.Type) throws -> [Argument] {
        try (dump(command).command.arguments ?? []).map { argument in
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : $0.kind == "long" ? "--" : "-") + $0.name }
            return Argument(names: names, kind: argument.kind, isRepeating: argument.isRepeating, isRequired: !argument.isOptional)
        }
        .filter { !parsersOwn.contains($0.names) }.sorted()
    }

    /// The arguments a table reads.
    static func tableView(_ names: OptionNames) -> [Argument] {
        let positional = names.positional ? [Argument(names: [], kind: "positional", isRepeating: true, isRequired: true)] : []
        let valued = names.valued.map {
            Argument(names: ["--" + $0], kind: "option", isRepeating: false, isRequired: names.required.contains($0))
        }
        let repeatable = names.repeatable.map { Argument(names: ["--" + $0], kind: "option", isRepeating: true, isRequired: false) }
        let flags = names.flags.map { Argument(names: ["--" + $0], kind: "flag", isRepeating: false, isRequired: false) }
        return (positional + valued + repeatable + flags).sorted()
    }

    static func names<Parsed: DirectlyParsed>(_ command: Parsed.Type) -> OptionNames {
        OptionTable.names(command.options, root: command.start)
    }

    /// The subcommands read by a table.
    static let commands = PushSim.configuration.subcommands.compactMap { $0 as? any DirectlyParsed.Type }

    @Test func eachTableListsTheArgumentsTheParserReads() throws {
        #expect(Self.commands.map { $0.configuration.commandName } == ["validate", "deliver", "replay"])
        for command in Self.commands {
            let parser = try Self.parserView(command)
            let table = Self.tableView(Self.names(command))
            let name = command.configuration.commandName ?? "?"
            #expect(!parser.isEmpty, "\(name): the parser's description lists no arguments")
            let missing = parser.filter { !table.contains($0) }.map(\.description)
            let extra = table.filter { !parser.contains($0) }.map(\.description)
            #expect(
                table == parser,
                "\(name): declared but not in the table: \(missing); in the table but not declared (or not so): \(extra)")
        }
    }

    /// The scan reads a value as the next word or after `=`, and leaves a value that looks like
    /// an option to the parser: right for the parser's default strategy and for
    /// `.unconditional` (`--badge -1`), which it defers. Another strategy (a value that may
    /// start with a dash anywhere, several words per option, everything after a word) would be
    /// read differently, so it must not reach a table unnoticed.
    @Test func everyArgumentIsParsedTheWayTheScanReadsIt() throws {
        for command in Self.commands {
            for argument in try Self.dump(command).command.arguments ?? [] {
                let names = argument.names?.map(\.name) ?? ["<positional>"]
                let allowed = argument.kind == "option" ? ["default", "unconditional"] : ["default"]
                #expect(
                    allowed.contains(argument.parsingStrategy),
                    "\(command.configuration.commandName ?? "?") \(names): \(argument.parsingStrategy)")
            }
        }
    }

    /// The comparison above sees a difference of each kind.
    @Test func theComparisonSeesEachDifference() {
        let names = OptionNames(valued: ["state"], positional: true)
        let table = Self.tableView(names)
        #expect(table.map(\.description) == ["--state option", "<positional> positional, repeating, required"])
        for changed in [
            OptionNames(valued: ["state"], required: ["state"], positional: true),
            OptionNames(repeatable: ["state"], positional: true),
            OptionNames(flags: ["state"], positional: true),
            OptionNames(valued: ["stat"], positional: true),
            OptionNames(valued: ["state", "state"], positional: true),
            OptionNames(valued: ["state"]),
        ] {
            #expect(Self.tableView(changed) != table, "\(changed)")
        }
    }
}
