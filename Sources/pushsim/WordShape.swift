/// How swift-argument-parser reads one word of the command line, by its leading dashes (its
/// `parseIndividualArg` and `ParsedArgument`), for the shapes the direct parse takes
/// (`DirectParse`). Characters are compared as the parser
/// compares them, as `String`s.
enum WordShape: Equatable {
    /// A value: no leading dash, or the word is empty or `-` (standard input).
    case value
    /// `--`: every word after it is a value.
    case terminator
    /// `--name` or `--name=value`. An empty value (`--name=`) is `--name` alone, as for the
    /// parser, which then takes the next word as the value.
    case long(name: String, value: String?)
    /// `-x`, `-xyz`, `-x=1` (short options, which pushsim has only for help), or three dashes
    /// or more (a usage error): left to the parser.
    case other

    init(_ word: String) {
        guard let firstOther = word.firstIndex(where: { $0 != "-" }) else {
            switch word.count {
            case 0, 1: self = .value
            case 2: self = .terminator
            default: self = .other
            }
            return
        }
        switch word.distance(from: word.startIndex, to: firstOther) {
        case 0:
            self = .value
        case 2:
            let rest = word[firstOther...]
            let equals = rest.firstIndex(of: "=") ?? rest.endIndex
            let value = rest[equals...].dropFirst()
            self = .long(name: String(rest[..<equals]), value: value.isEmpty ? nil : String(value))
        default:
            self = .other
        }
    }
}
