import ArgumentParser
import PushSimCore

/// A word where a subcommand belongs that names none, as in `pushsim replya` or
/// `pushsim help replya`: a usage error (64, docs/exit-codes.md) that names the nearest
/// subcommand. swift-argument-parser suggests misspelt options, not misspelt subcommands, and
/// `help` with an unknown name would print the top-level help and succeed.
enum SubcommandSpelling {
    /// The error for `arguments` (without the program's name), or nil when every word in a
    /// subcommand's place names one (the parser then takes them as usual).
    static func error(in arguments: [String], root: any ParsableCommand.Type) -> ValidationError? {
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        var command = root
        while let word = words.first, !word.hasPrefix("-"), word != "help" {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            let names = subcommands.map { $0._commandName }
            guard let index = names.firstIndex(of: word) else {
                let hint = Suggestion.nearest(to: word, in: names).map { " Did you mean '\($0)'?" }
                    ?? " The subcommands are \(names.joined(separator: ", "))."
                return ValidationError("Unknown subcommand '\(word)'.\(hint)")
            }
            command = subcommands[index]
            words = words.dropFirst()
        }
        return nil
    }
}
