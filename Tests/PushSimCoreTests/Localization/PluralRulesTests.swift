import Testing

@testable import PushSimCore

/// CLDR plural rules (Unicode TR35, "Language Plural Rules"; docs/localization.md, "Plurals"),
/// generated from babel's CLDR data by scripts/generate-plural-rules.py.
@Suite("CLDR plural rules")
struct PluralRulesTests {
    /// Every generated language gives every sample number the category babel gives it: the
    /// evaluator reads CLDR's rules as CLDR's own implementation does.
    @Test func everyLanguageAgreesWithCLDRsOwnImplementation() throws {
        let letters: [Character: PluralCategory] = ["z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other]
        #expect(CLDRPluralSamples.categories.count == CLDRPluralRules.rules.count)
        #expect(CLDRPluralRules.rules.count > 200)
        for (identifier, expected) in CLDRPluralSamples.categories {
            let text = try #require(CLDRPluralRules.rules[identifier])
            let rules = try PluralRules(text: text)
            for (number, letter) in zip(CLDRPluralSamples.numbers, expected) {
                let operands = try #require(PluralOperands(number))
                #expect(rules.category(of: operands) == letters[letter], "\(identifier) \(number)")
            }
        }
    }

    /// The fixture languages, by hand from CLDR's tables: Russian's few and many, Arabic's six
    /// categories, Japanese's one, English's decimals.
    @Test(arguments: [
        ("ru", "1", PluralCategory.one), ("ru", "21", .one), ("ru", "2", .few), ("ru", "22", .few), ("ru", "5", .many),
        ("ru", "11", .many), ("ru", "111", .many), ("ru", "0", .many), ("ru", "1.5", .other),
        ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "103", .few), ("ar", "11", .many),
        ("ar", "99", .many), ("ar", "100", .other), ("ar", "102", .other),
        ("ja", "1", .other), ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other), ("de", "1", .one),
        ("pl", "21", .many), ("pl", "22", .few),
    ])
    func theFixtureLanguages(language: String, number: String, category: PluralCategory) throws {
        let rules = try #require(PluralRules.of(language))
        #expect(rules.category(of: try #require(PluralOperands(number))) == category)
    }

    /// A region's own rules where CLDR has them (`pt-PT`), else its language's; a script or
    /// region CLDR does not list falls back to the language.
    @Test func aLocaleFindsItsMostSpecificRules() throws {
        let portugal = try #require(PluralRules.of("pt-PT"))
        let brazil = try #require(PluralRules.of("pt-BR"))
        let zero = try #require(PluralOperands("0"))
        #expect(portugal.category(of: zero) == .other)
        #expect(brazil.category(of: zero) == .one)
        #expect(PluralRules.of("zh-Hant-TW")?.categories == [.other])
        #expect(PluralRules.of("ar")?.categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.of("xx") == nil)
    }

    /// Operands from the text of a `loc-args` string: digits with an optional sign and
    /// fraction; anything else is no number.
    @Test func operandsFromText() throws {
        let decimal = try #require(PluralOperands("-1.50"))
        #expect((decimal.integer, decimal.v, decimal.w, decimal.f, decimal.t) == (1, 2, 1, 50, 5))
        for text in ["", "-", "1e3", " 1", "1.", ".5", "one", "١"] { #expect(PluralOperands(text) == nil, "\(text)") }
        let huge = try #require(PluralOperands("123456789012345678901"))
        #expect(huge.integerOverflows)
        #expect(try #require(PluralRules.of("ru")).category(of: huge) == .one)
    }

    @Test func aMalformedRuleIsRefused() {
        for text in ["one i = 1", "one: q = 1", "one: i = 1 and", "one: i == 1", "one: i % 0 = 1", "one: i = 3..1"] {
            #expect(throws: PluralCondition.SyntaxError.self, "\(text)") { try PluralRules(text: text) }
        }
    }
}
