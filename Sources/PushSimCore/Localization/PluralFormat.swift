/// A string with plural variations: a `.stringsdict` entry, or a String Catalog's plural
/// variations and substitutions, which Xcode compiles into one (docs/localization.md,
/// "Stringsdict files", "String Catalogs"). `format` names its variables as `%#@name@` (or
/// `%2$#@name@`); each variable's forms are chosen by the plural category of its argument.
public struct PluralFormat: Sendable, Equatable {
    public var format: String
    public var variables: [String: PluralVariable]

    public init(format: String, variables: [String: PluralVariable]) {
        self.format = format
        self.variables = variables
    }
}

public struct PluralVariable: Sendable, Equatable {
    /// `NSStringFormatValueTypeKey` (`d`, `ld`, `lld`, `f`…), or a catalog's `formatSpecifier`.
    public var valueType: String?
    public var forms: [PluralCategory: String]
    /// A catalog substitution's `argNum` (from 1); nil: the argument at the variable's place
    /// among the format's specifiers.
    public var argument: Int?

    public init(valueType: String?, forms: [PluralCategory: String], argument: Int? = nil) {
        self.valueType = valueType
        self.forms = forms
        self.argument = argument
    }
}

/// How a plural format becomes text (docs/localization.md, "Plurals"): each `%#@name@` is
/// replaced by the form its argument's category chooses, then the whole is formatted with the
/// arguments as a plain format is.
enum PluralFormatting {
    /// What choosing a form found, for the trace and `validate`.
    struct Choice: Sendable, Equatable {
        let variable: String
        /// Which argument chose the form, from 0.
        var index = 0
        let argument: String?
        let category: PluralCategory?
        /// Why no form was taken, when none was.
        let problem: String?
    }

    /// The format with every variable replaced by its chosen form (`%d` and the like left in
    /// it), and each choice. `rules` nil: the language has no CLDR rules, so every number is
    /// `other`.
    static func expand(_ plural: PluralFormat, arguments: [String], rules: PluralRules?) -> (format: String, choices: [Choice]) {
        var output = ""
        var choices: [Choice] = []
        var nextArgument = 0
        var rest = plural.format[...]
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            var cursor = rest.index(after: percent)
            if cursor < rest.endIndex, rest[cursor] == "%" {
                output += "%%"
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            let digits = rest[cursor...].prefix(while: \.isASCIIDigit)
            var position: Int?
            if !digits.isEmpty, rest[digits.endIndex...].first == "$" {
                position = Int(digits)
                cursor = rest.index(after: digits.endIndex)
            }
            // `%#@name@`: a variable.
            if rest[cursor...].hasPrefix("#@"), let close = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
                let variable = plural.variables[name]
                let index = variable?.argument.map { $0 - 1 } ?? position.map { $0 - 1 } ?? nextArgument
                if position == nil, variable?.argument == nil { nextArgument += 1 }
                let argument = arguments.indices.contains(index) ? arguments[index] : nil
                var (form, choice) = Self.form(of: variable, named: name, argument: argument, rules: rules)
                choice.index = index
                choices.append(choice)
                output += form
                rest = rest[rest.index(after: close)...]
                continue
            }
            // Any other specifier keeps its place and counts as an argument.
            if position == nil {
                let conversion = rest[cursor...].drop { "lhqLzjt".contains($0) }.first
                if let conversion, "@diuxXfeEgGsc".contains(conversion) { nextArgument += 1 }
            }
            // Its position, when it has one, is copied on as text: dropping it made `%2$@` the
            // next argument instead of the second.
            output += "%"
            rest = rest[rest.index(after: percent)...]
        }
        output += rest
        return (output, choices)
    }

    private static func form(of variable: PluralVariable?, named name: String, argument: String?, rules: PluralRules?) -> (String, Choice) {
        guard let variable else {
            return ("", Choice(variable: name, argument: argument, category: nil, problem: "the format names %#@\(name)@, which the entry does not define"))
        }
        guard let argument else {
            return (variable.forms[.other] ?? "", Choice(variable: name, argument: nil, category: .other, problem: "no argument for %#@\(name)@: pushsim takes other"))
        }
        guard let operands = PluralOperands(argument) else {
            return (variable.forms[.other] ?? "", Choice(variable: name, argument: argument, category: .other, problem: "\"\(argument)\" is not a number: its category is other"))
        }
        var category = rules?.category(of: operands) ?? .other
        // "If "zero" is present, the value is used for mapping the argument value zero
        // regardless of what CLDR rule specifies" (Foundation release notes, OS X 10.9).
        if variable.forms[.zero] != nil, operands.integer == 0, operands.isInteger, !operands.integerOverflows { category = .zero }
        if let form = variable.forms[category] { return (form, Choice(variable: name, argument: argument, category: category, problem: nil)) }
        guard let other = variable.forms[.other] else {
            return ("", Choice(variable: name, argument: argument, category: category, problem: "neither \(category.rawValue) nor other is given for %#@\(name)@"))
        }
        // A category the entry does not give falls to other (docs/localization.md, "Plurals").
        return (other, Choice(variable: name, argument: argument, category: .other, problem: nil))
    }
}
