/// The words after a subcommand's name, sorted into files, option values and flags as
/// swift-argument-parser sorts them, when every word has a plain shape: a file, `-`, `--`,
/// `--name value`, `--name=value`, a flag, each name one of the command's table
/// (`OptionTable`). Nil for anything else (a short option, a name not in the table, a value
/// missing or looking like an option, a flag given a value, an option given twice that takes
/// one value), which the parser then reads, and explains when it is wrong.
///
/// Arrays, not sets or dictionaries: the first `Set<String>` makes the Swift runtime look up
/// `String: Hashable` among every conformance record of the binary, a quarter of a million
/// instructions at start-up.
struct OptionScan {
    private(set) var files: [String] = []
    /// Each option's name and value, in the order given.
    private var values: [(name: String, value: String)] = []
    private var flags: [String] = []

    init?(_ words: ArraySlice<String>, names: OptionNames) {
        var words = words
        while let word = words.popFirst() {
            switch WordShape(word) {
            case .value:
                files.append(word)
            case .terminator:
                files.append(contentsOf: words)
                words = []
            case .long(let name, let attached):
                if names.flags.contains(name) {
                    guard attached == nil, !flags.contains(name) else { return nil }
                    flags.append(name)
                    continue
                }
                let repeatable = names.repeatable.contains(name)
                guard repeatable || names.valued.contains(name) else { return nil }
                guard repeatable || value(name) == nil else { return nil }
                if let attached {
                    values.append((name, attached))
                } else {
                    guard let next = words.first, WordShape(next) == .value else { return nil }
                    values.append((name, next))
                    words = words.dropFirst()
                }
            case .other:
                return nil
            }
        }
    }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`, or nil when it was not given.
    func value(_ name: String) -> String? { values.first { $0.name == name }?.value }

    /// Every value of the repeatable `--name`, in order.
    func all(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }
}
