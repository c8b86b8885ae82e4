/// The specifiers of a table entry's format, as `LocalizedText.format` fills them: what
/// `validate --app` checks a payload's `…-loc-args` against (docs/localization.md,
/// "Formatting"; docs/validation.md, "Localized text").
enum FormatSpecifiers {
    /// One conversion, and the argument it takes (from 0).
    struct Use: Sendable, Equatable {
        let argument: Int
        let conversion: Character

        /// The integer and floating-point conversions: they print a number.
        var isNumeric: Bool { "diuxXfeEgGc".contains(conversion) }
    }

    /// Every conversion of `format`, in order: `%%` is none, `%n$…` takes argument n, an
    /// unpositioned one the next; a `%` not followed by a conversion is text, as the formatter
    /// prints it.
    static func uses(in format: String) -> [Use] {
        var uses: [Use] = []
        walk(format, text: { _ in }, conversion: { use in
            if use.argument >= 0 { uses.append(use) }
            return true
        })
        return uses
    }

    /// `format` in order, as text and conversions: the one reading of the grammar that
    /// `LocalizedText.format` fills and `uses` counts (its all-ASCII fast path walks bytes
    /// the same way). `%%` comes as the text "%"; `conversion` returns false to stop.
    static func walk(_ format: String, text: (Substring) -> Void, conversion: (Use) -> Bool) {
        var nextArgument = 0
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            text(rest[..<percent])
            var cursor = rest[rest.index(after: percent)...]
            if cursor.first == "%" {
                text("%")
                rest = cursor.dropFirst()
                continue
            }
            var position: Int?
            let digits = cursor.prefix(while: \.isASCIIDigit)
            if !digits.isEmpty, cursor.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                cursor = cursor.dropFirst(digits.count + 1)
            }
            cursor = cursor.drop { "lhqLzjt".contains($0) }
            guard let letter = cursor.first, "@diuxXfeEgGsc".contains(letter) else {
                text("%")
                rest = rest[rest.index(after: percent)...]
                continue
            }
            let argument = position.map { $0 - 1 } ?? nextArgument
            if position == nil { nextArgument += 1 }
            guard conversion(Use(argument: argument, conversion: letter)) else { return }
            rest = cursor.dropFirst()
        }
        text(rest)
    }

    /// How many arguments the format takes: one past the highest it uses.
    static func argumentCount(of uses: [Use]) -> Int {
        (uses.map(\.argument).max() ?? -1) + 1
    }
}
