/// CLDR plural categories (Unicode TR35, "Language Plural Rules"), as a `.stringsdict` or a
/// String Catalog names its variations.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The plural rules of one language: which category a number falls in (docs/localization.md,
/// "Plurals"). The rules are CLDR's, generated into `CLDRPluralRules.swift` by
/// `scripts/generate-plural-rules.py`; their text is parsed here.
public struct PluralRules: Sendable {
    /// Each category's condition in CLDR's order; `other` is what none of them takes.
    let conditions: [(category: PluralCategory, condition: PluralCondition)]

    /// The categories a number can fall in, `other` included.
    public var categories: [PluralCategory] { conditions.map(\.category) + [.other] }

    /// The rules of `language` (a BCP 47 tag: `ru`, `pt-PT`, `zh-Hant`), by its most specific
    /// entry CLDR has, then its language; nil when CLDR has none (then every number is `other`).
    public static func of(_ language: String) -> PluralRules? {
        let parts = language.replacingUnderscores().split(separator: "-").map(String.init)
        var candidates: [String] = []
        for count in stride(from: parts.count, through: 1, by: -1) { candidates.append(parts[..<count].joined(separator: "_")) }
        for candidate in candidates {
            if let text = CLDRPluralRules.rules[candidate] ?? CLDRPluralRules.rules[candidate.lowercased()] {
                return try? PluralRules(text: text)
            }
        }
        return nil
    }

    /// `one: i = 1 and v = 0; few: …`: the generated form, one category per `;`.
    init(text: String) throws(PluralCondition.SyntaxError) {
        var conditions: [(PluralCategory, PluralCondition)] = []
        for part in text.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":"), let category = PluralCategory(rawValue: part[..<colon].trimmingSpaces()) else {
                throw PluralCondition.SyntaxError(message: "expected CATEGORY: CONDITION in \"\(part)\"")
            }
            conditions.append((category, try PluralCondition(parsing: String(part[part.index(after: colon)...]))))
        }
        self.conditions = conditions
    }

    /// The category of `operands`.
    public func category(of operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.condition.holds(for: operands) }?.category ?? .other
    }
}

/// The operands of TR35 for a number written in decimal: `n` its absolute value, `i` its
/// integer digits, `v`/`w` the count of its fraction digits with and without trailing zeros,
/// `f`/`t` those digits as a number, `e`/`c` its exponent (always 0 here).
public struct PluralOperands: Sendable, Equatable {
    /// The integer part, its last 18 digits, and whether it had more.
    let integer: Int
    let integerOverflows: Bool
    let fractionDigits: String

    /// `3`, `-1`, `1.50`; nil for anything else (an exponent, a sign alone, a space).
    public init?(_ text: String) {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || (!fraction.isEmpty && fraction.allSatisfy(\.isASCIIDigit)) else { return nil }
        let digits = whole.drop { $0 == "0" }
        integerOverflows = digits.count > 18
        integer = Int(digits.suffix(18)) ?? 0
        fractionDigits = String(fraction)
    }

    public init(_ value: Int) {
        integer = value.magnitude > 999_999_999_999_999_999 ? Int(value.magnitude % 1_000_000_000_000_000_000) : Int(value.magnitude)
        integerOverflows = value.magnitude > 999_999_999_999_999_999
        fractionDigits = ""
    }

    var v: Int { fractionDigits.count }
    var w: Int { fractionDigits.reversed().drop { $0 == "0" }.count }
    /// The fraction digits as a number, the last 18 of them.
    var f: Int { Int(fractionDigits.prefix(18)) ?? 0 }
    var t: Int { Int(String(fractionDigits.reversed().drop { $0 == "0" }.reversed()).prefix(18)) ?? 0 }
    var isInteger: Bool { w == 0 }
}

/// One category's condition: `or` of `and`s of relations (TR35 syntax, as the generated rules
/// write it: `i = 1 and v = 0`, `n % 100 = 3..10`, `i % 10 = 2..4 and i % 100 != 12..14`).
struct PluralCondition: Sendable {
    struct SyntaxError: Error, Sendable {
        let message: String
    }

    enum Operand: Character, Sendable {
        case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", e = "e", c = "c"
    }

    struct Relation: Sendable {
        let operand: Operand
        let modulus: Int?
        let negated: Bool
        /// Values and ranges, inclusive.
        let ranges: [ClosedRange<Int>]
    }

    /// Alternatives of conjunctions.
    let alternatives: [[Relation]]

    init(parsing text: String) throws(SyntaxError) {
        let words = text.split(whereSeparator: { $0 == " " }).map(String.init)
        var alternatives: [[Relation]] = [[]]
        var index = 0
        func fail(_ message: String) -> SyntaxError { SyntaxError(message: "\(message) in \"\(text.trimmingSpaces())\"") }
        while index < words.count {
            guard let letter = words[index].first, words[index].count == 1, let operand = Operand(rawValue: letter) else {
                throw fail("expected an operand (n i v w f t e c), found \"\(words[index])\"")
            }
            index += 1
            var modulus: Int?
            if index < words.count, words[index] == "%" || words[index] == "mod" {
                guard index + 1 < words.count, let value = Int(words[index + 1]), value > 0 else { throw fail("expected a modulus") }
                modulus = value
                index += 2
            }
            guard index + 1 < words.count, words[index] == "=" || words[index] == "!=" else { throw fail("expected = or !=") }
            let negated = words[index] == "!="
            var ranges: [ClosedRange<Int>] = []
            for item in words[index + 1].split(separator: ",") {
                let bounds = item.split(separator: ".", omittingEmptySubsequences: true)
                guard let low = bounds.first.flatMap({ Int($0) }), let high = Int(bounds.last ?? ""), bounds.count <= 2, low <= high else {
                    throw fail("expected a value or range, found \"\(item)\"")
                }
                ranges.append(low...high)
            }
            alternatives[alternatives.count - 1].append(Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges))
            index += 2
            guard index < words.count else { break }
            switch words[index] {
            case "and": break
            case "or": alternatives.append([])
            default: throw fail("expected and or or, found \"\(words[index])\"")
            }
            index += 1
            if index == words.count { throw fail("a condition ends with \(words[index - 1])") }
        }
        if alternatives.count == 1, alternatives[0].isEmpty { throw fail("an empty condition") }
        self.alternatives = alternatives
    }

    func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }
}

extension PluralCondition.Relation {
    /// TR35: a value with a fraction is in no integer range; `n % m` keeps the fraction.
    func holds(for operands: PluralOperands) -> Bool {
        let value: Int?
        switch operand {
        case .n:
            // n is the whole number only when there is no visible non-zero fraction.
            if !operands.isInteger {
                value = nil
            } else if operands.integerOverflows && modulus == nil {
                value = nil
            } else {
                value = operands.integer
            }
        case .i: value = operands.integerOverflows && modulus == nil ? nil : operands.integer
        case .v: value = operands.v
        case .w: value = operands.w
        case .f: value = operands.f
        case .t: value = operands.t
        case .e, .c: value = 0
        }
        let contained: Bool
        if let value {
            let reduced = modulus.map { value % $0 } ?? value
            contained = ranges.contains { $0.contains(reduced) }
        } else {
            contained = false
        }
        return negated ? !contained : contained
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
