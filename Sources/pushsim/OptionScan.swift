/// The words after a subcommand's name, sorted into files, option values and flags as
/// swift-argument-parser sorts them, when every word has a plain shape: a file, `-`, `--`,
/// `--name value`, `--name=value`, a flag. Nil for anything else (a short option, an unknown
/// name, a value missing or looking like an option, a flag given a value, an option given twice
/// that takes one value), which the parser then reads, and explains when it is wrong.
///
/// Arrays, not sets or dictionaries: the first `Set<String>` makes the Swift runtime look up
/// `String: Hashable` among every conformance record of the binary, a quarter of a million
/// instructions at start-up.
struct OptionScan {
    private(set) var files: [String] = []
    /// Each option's name and value, in the order given.
    private var values: [(name: String, value: String)] = []
    private var flags: [String] = []

    /// `valued` names take a value, `repeatable` ones of them any number of times; `flags` none.
    init?(_ words: ArraySlice<String>, valued: [String], repeatable: [String] = [], flags flagNames: [String]) {
        var words = words
        while let word = words.popFirst() {
            switch WordShape(word) {
            case .value:
                files.append(word)
            case .terminator:
                files.append(contentsOf: words)
                words = []
            case .long(let name, let attached) where flagNames.contains(name):
                guard attached == nil, !flags.contains(name) else { return nil }
                flags.append(name)
            case .long(let name, let attached) where valued.contains(name):
                guard repeatable.contains(name) || value(name) == nil else { return nil }
                if let attached {
                    values.append((name, attached))
                } else {
                    guard let next = words.first, WordShape(next) == .value else { return nil }
                    values.append((name, next))
                    words = words.dropFirst()
                }
            case .long, .other:
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

    /// The value of `--name` as `decode` reads it (the parser's own `init(argument:)` or
    /// transform): nil when absent; `Refused` when `decode` fails, so the parser says why.
    func decoded<Value>(_ name: String, _ decode: (String) throws -> Value?) throws(Refused) -> Value? {
        guard let text = value(name) else { return nil }
        guard let value = try? decode(text) else { throw Refused() }
        return value
    }

    /// A value the parser would refuse: the direct parse leaves the whole command line to it.
    struct Refused: Error {}
}
