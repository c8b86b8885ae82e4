import ArgumentParser

/// A command's option table: the one list of its arguments the direct parse reads
/// (`DirectParse`, docs/performance.md, "Start-up: the direct parse"). A command declares it
/// as a function that calls this once per argument (its positional, each `@Option` and
/// `@Flag`, each `@OptionGroup`'s options, in the order they are declared), giving the name,
/// what it takes, the function its `@Option` decodes with, the `@Option`'s default, and where
/// the value goes in the core's command or its rendering:
///
///     table.value("format", initial: OutputFormat.text) { $0.rendering.format = $1 }
///
/// The direct parse runs that function twice: once to learn the names (`OptionNames`), which sort
/// the command line's words (`OptionScan`); then to store what it gave, each entry setting its
/// value or its default. `OptionTableTests` compares the names with swift-argument-parser's own
/// description of the command, `DirectParseAgreementTests` what a table makes of command lines
/// with what the parser makes of them.
///
/// A function, not an array of entries: its closures are never stored, so nothing is allocated
/// and no generic type's metadata is made at start-up (with an array of entries, `validate ONE`
/// executed 0.717 M instructions instead of 0.700 M; docs/performance.md, "Start-up: the direct
/// parse").
struct OptionTable<Root> {
    /// The names learnt in the first run.
    private var names = OptionNames()
    /// What the command line gave; nil while the names are learnt.
    private let scan: OptionScan?
    /// The value filled in.
    private var root: Root
    /// A value was refused, or a required one is missing.
    private var refused = false

    private init(scan: OptionScan?, root: Root) {
        self.scan = scan
        self.root = root
    }

    /// The names `declare` reads; `root` is left as it is.
    static func names(_ declare: (inout Self) -> Void, root: Root) -> OptionNames {
        var table = Self(scan: nil, root: root)
        declare(&table)
        return table.names
    }

    /// What `words` (after the command's name) ask for, as the parser would decode it, filled
    /// into `start` by `declare`; or nil to leave the command line to the parser.
    static func read(_ words: ArraySlice<String>, into start: Root, _ declare: (inout Self) -> Void) -> Root? {
        guard let scan = OptionScan(words, names: names(declare, root: start)) else { return nil }
        var table = Self(scan: scan, root: start)
        declare(&table)
        return table.refused ? nil : table.root
    }

    /// Stores what `decode` reads from the command line, or notes that the parser would refuse it.
    private mutating func read<Value>(_ decode: (OptionScan) throws -> Value, into store: (inout Root, Value) -> Void) {
        guard let scan, !refused else { return }
        do {
            let value = try decode(scan)
            store(&root, value)
        } catch {
            refused = true
        }
    }

    /// The positional arguments: at least one, as the parser requires.
    mutating func positional(_ store: (inout Root, [String]) -> Void) {
        guard scan != nil else { return names.positional = true }
        read({ scan in
            guard !scan.files.isEmpty else { throw RefusedValue() }
            return scan.files
        }, into: store)
    }

    /// A flag: true when given.
    mutating func flag(_ name: String, _ store: (inout Root, Bool) -> Void) {
        guard scan != nil else { return names.flags.append(name) }
        read({ $0.flag(name) }, into: store)
    }

    /// An option without a default: nil when not given.
    mutating func value<Value>(_ name: String, _ decode: (String) throws -> Value, _ store: (inout Root, Value?) -> Void) {
        guard scan != nil else { return names.valued.append(name) }
        read({ try $0.value(name).map(decode) }, into: store)
    }

    mutating func value<Value: ExpressibleByArgument>(_ name: String, _ store: (inout Root, Value?) -> Void) {
        value(name, Value.decoded, store)
    }

    /// An option with a default: `initial`, its `@Option`'s, when not given.
    mutating func value<Value>(_ name: String, initial: Value, _ decode: (String) throws -> Value, _ store: (inout Root, Value) -> Void) {
        guard scan != nil else { return names.valued.append(name) }
        read({ try $0.value(name).map(decode) ?? initial }, into: store)
    }

    mutating func value<Value: ExpressibleByArgument>(_ name: String, initial: Value, _ store: (inout Root, Value) -> Void) {
        value(name, initial: initial, Value.decoded, store)
    }

    /// An option the command needs: without it, the parser says so.
    mutating func required<Value: ExpressibleByArgument>(_ name: String, _ store: (inout Root, Value) -> Void) {
        guard scan != nil else {
            names.valued.append(name)
            return names.required.append(name)
        }
        read({ scan in
            guard let text = scan.value(name) else { throw RefusedValue() }
            return try Value.decoded(text)
        }, into: store)
    }

    /// An option given any number of times: every value, in order.
    mutating func repeated<Value>(_ name: String, _ decode: (String) throws -> Value, _ store: (inout Root, [Value]) -> Void) {
        guard scan != nil else { return names.repeatable.append(name) }
        read({ try $0.all(name).map(decode) }, into: store)
    }
}

/// The names an option table reads (`OptionTable`), by what each takes.
struct OptionNames {
    /// `--name VALUE` or `--name=VALUE`, at most once.
    var valued: [String] = []
    /// `--name VALUE`, any number of times.
    var repeatable: [String] = []
    /// `--name` alone.
    var flags: [String] = []
    /// The options the command needs.
    var required: [String] = []
    /// Whether it takes files or directories, at least one.
    var positional = false
}

/// A value the parser would refuse, or a required one missing: the direct parse leaves the
/// whole command line to the parser, which says why.
struct RefusedValue: Error {}

extension ExpressibleByArgument {
    /// The value the parser decodes `text` to, or `RefusedValue`.
    static func decoded(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else { throw RefusedValue() }
        return value
    }
}
