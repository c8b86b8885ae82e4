/// The stack grammar (docs/app-model.md, "Hierarchies and stacks") read over Unicode scalars,
/// for every text the byte-by-byte reader (`ASCIIStackParser`) leaves: text that is not plain
/// ASCII, text with a quoted id, and every mistake, with its message.
///
/// Scalars, not `Character`s: a `Character` can hold a separator with its neighbours — `>`
/// followed by a combining mark, a `"` after a prepended mark — and an id from a payload can
/// hold anything, so the structure is found scalar by scalar. Screen names, which the model
/// declares, are still checked by `Character` (`Café`, `e` and a combining accent).
enum StackSyntax {
    typealias Scalars = Substring.UnicodeScalarView

    /// `text` cut at every `separator` (`>`, `|` or `^`) that is not inside a quoted id.
    static func split(_ text: Scalars, at separator: Unicode.Scalar) -> [Scalars] {
        var parts: [Scalars] = []
        var reader = QuoteTracker()
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            let next = text.index(after: index)
            if scalar == separator, reader.isOutsideQuotes {
                parts.append(text[start..<index])
                start = next
            }
            reader.read(scalar)
            index = next
        }
        parts.append(text[start...])
        return parts
    }

    /// The screens of a stack or hierarchy.
    static func screens(_ text: String, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> [ScreenTemplate] {
        let scalars = Substring(text).unicodeScalars
        guard !isBlank(scalars) else { throw .init(message: "the stack is empty") }
        var screens: [ScreenTemplate] = []
        for (index, part) in split(scalars, at: ">").enumerated() {
            let item = trimmed(part)
            guard !item.isEmpty else {
                throw .init(message: "screen \(index + 1) of \"\(text)\" is empty (two '>' in a row?)")
            }
            screens.append(try screen(item, allowPlaceholders: allowPlaceholders))
        }
        return screens
    }

    /// One screen, already trimmed: `Name`, `Name(id)`, `Name("quoted id")`, or with
    /// placeholders allowed `Name(:parameter)` and `Name(:parameter?)`.
    static func screen(_ item: Scalars, allowPlaceholders: Bool) throws(StackDescription.ParseError) -> ScreenTemplate {
        let whole = string(item)
        guard let open = item.firstIndex(of: "(") else { return ScreenTemplate(name: try name(item)) }
        let inside = trimmedLeading(item[item.index(after: open)...])
        if inside.first == "\"" {
            let (id, end) = try quoted(inside, in: whole)
            guard trimmed(inside[end...]).elementsEqual([")"]) else { throw onePairOfParentheses(whole) }
            return ScreenTemplate(name: try name(trimmed(item[..<open])), argument: .literal(id))
        }
        guard item.last == ")", item.count(where: { $0 == ")" }) == 1 else { throw onePairOfParentheses(whole) }
        let argument = trimmed(item[item.index(after: open)..<item.index(before: item.endIndex)])
        guard !argument.isEmpty else { throw .init(message: "\"\(whole)\": empty parentheses; give the argument or leave them out") }
        var value = ScreenTemplate.Argument.literal(string(argument))
        if argument.first == ":" {
            guard allowPlaceholders else {
                throw .init(message: "\"\(whole)\": a stack names concrete screens; placeholders like (:id) belong in hierarchies")
            }
            let optional = argument.last == "?"
            let parameter = string(argument.dropFirst().dropLast(optional ? 1 : 0))
            guard let first = parameter.first, first.isLetter || first == "_", parameter.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw .init(message: "\"\(whole)\": a placeholder is : and a name, as in (:id) or (:id?)")
            }
            value = .placeholder(parameter, optional: optional)
        }
        return ScreenTemplate(name: try name(trimmed(item[..<open])), argument: value)
    }

    /// A quoted id from its opening `"`: the id, and where the text after the closing `"` starts.
    private static func quoted(_ text: Scalars, in whole: String) throws(StackDescription.ParseError) -> (String, Scalars.Index) {
        var id = String.UnicodeScalarView()
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let scalar = text[index]
            index = text.index(after: index)
            switch scalar {
            case "\"":
                return (String(id), index)
            case "\\":
                guard index < text.endIndex else { break }
                id.append(try escape(text, at: &index, in: whole))
            default:
                id.append(scalar)
            }
        }
        throw .init(message: "\"\(whole)\": the quoted id has no closing quote")
    }

    /// The character an escape names, `index` at the scalar after its backslash; moves past it.
    private static func escape(_ text: Scalars, at index: inout Scalars.Index, in whole: String) throws(StackDescription.ParseError)
        -> Unicode.Scalar
    {
        let letter = text[index]
        index = text.index(after: index)
        switch letter {
        case "\"", "\\": return letter
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "e": return "\u{1B}"
        case "u":
            // `{`, at most 8 digits: never more scanned, however long the text.
            let digits = text[index...].prefix(10).prefix { $0 != "}" }
            let hex = digits.dropFirst()
            guard text[index...].first == "{", (1...8).contains(hex.count), hex.allSatisfy(\.properties.isASCIIHexDigit),
                digits.endIndex < text.endIndex, let value = UInt32(string(hex), radix: 16)
            else { throw .init(message: "\"\(whole)\": \\u{…} takes 1 to 8 hexadecimal digits") }
            index = text.index(after: digits.endIndex)
            guard let scalar = Unicode.Scalar(value) else {
                throw .init(message: "\"\(whole)\": \\u{\(string(hex))} is not a character")
            }
            return scalar
        default:
            throw .init(message: "\"\(whole)\": \\\(letter) is not an escape of a quoted id; write \\\", \\\\, \\n, \\r, \\t, \\e or \\u{…}")
        }
    }

    /// A screen name: a letter or `_`, then letters, digits or `_`.
    private static func name(_ scalars: Scalars) throws(StackDescription.ParseError) -> String {
        let name = string(scalars)
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw .init(message: "\"\(name)\" is not a screen name (a letter or _, then letters, digits or _)")
        }
        return name
    }

    private static func onePairOfParentheses(_ item: String) -> StackDescription.ParseError {
        .init(message: "\"\(item)\": an argument goes in one pair of parentheses at the end, as in Conversation(42)")
    }

    static func isBlank(_ scalars: Scalars) -> Bool {
        scalars.allSatisfy(\.properties.isWhitespace)
    }

    static func trimmed(_ scalars: Scalars) -> Scalars {
        let start = trimmedLeading(scalars)
        guard let last = start.lastIndex(where: { !$0.properties.isWhitespace }) else { return start }
        return start[...last]
    }

    private static func trimmedLeading(_ scalars: Scalars) -> Scalars {
        scalars.drop(while: \.properties.isWhitespace)
    }

    /// The scalars as a `String`, exactly: a slice can start or end inside a `Character`.
    static func string(_ scalars: Scalars) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}

/// Whether the reader of a stack is inside a quoted id: a `"` opens one only as the first
/// character (after spaces) of a screen's parentheses; inside, a backslash escapes the next
/// character and `"` closes it.
struct QuoteTracker {
    private enum Place {
        case name, argumentStart, argument, quoted, escaped
    }

    private var place = Place.name

    var isOutsideQuotes: Bool { place != .quoted && place != .escaped }

    mutating func read(_ scalar: Unicode.Scalar) {
        switch place {
        case .quoted:
            if scalar == "\\" { place = .escaped } else if scalar == "\"" { place = .argument }
        case .escaped:
            place = .quoted
        case .name, .argumentStart, .argument:
            if scalar == ">" || scalar == "|" || scalar == "^" {
                place = .name
            } else if place == .name {
                if scalar == "(" { place = .argumentStart }
            } else if place == .argumentStart, !scalar.properties.isWhitespace {
                place = scalar == "\"" ? .quoted : .argument
            }
        }
    }
}
