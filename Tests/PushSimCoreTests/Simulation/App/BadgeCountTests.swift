import Testing

@testable import PushSimCore

/// One wording for a badge count wherever one is refused (docs/delivery.md, "The badge").
@Suite("Badge counts")
struct BadgeCountTests {
    @Test func theCommandLineValue() {
        #expect(BadgeCount.parse("3") == .success(3))
        #expect(BadgeCount.parse("+7") == .success(7))
        #expect(BadgeCount.parse("0") == .success(0))
        #expect(BadgeCount.parse("-0") == .success(0))
        #expect(BadgeCount.parse("9223372036854775807") == .success(Int64.max))
        let refused: [(String, String)] = [
            ("-1", "-1 is negative: a badge is an integer of at least 0"),
            ("-9223372036854775809", "-9223372036854775809 is negative: a badge is an integer of at least 0"),
            ("9223372036854775808", "9223372036854775808 is out of range: a badge is an integer from 0 to 9223372036854775807"),
            ("many", #""many" is not an integer: a badge is an integer of at least 0"#),
            ("", #""" is not an integer: a badge is an integer of at least 0"#),
            ("3.0", #""3.0" is not an integer: a badge is an integer of at least 0"#),
            ("١٢", #""١٢" is not an integer: a badge is an integer of at least 0"#),
        ]
        for (text, message) in refused {
            #expect(BadgeCount.parse(text) == .failure(BadgeCount.Problem(message: message)), "\(text)")
        }
    }

    @Test func whatAHandlerOrAServiceExtensionSets() {
        #expect(BadgeCount.count(of: .integer(4)) == .success(4))
        #expect(BadgeCount.count(of: .real(4)) == .success(4))
        #expect(BadgeCount.count(of: .string("12")) == .success(12))
        // Whole reals up to the last one below 2^63 are counts; 2^63 and past are out of range.
        #expect(BadgeCount.count(of: .real(9.21e18)) == .success(9_210_000_000_000_000_000))
        #expect(BadgeCount.count(of: .real(0x1p63)).failureMessage == "9.223372036854776e+18 is out of range: a badge is an integer from 0 to 9223372036854775807")
        #expect(BadgeCount.count(of: .real(1.8e19)).failureMessage == "1.8e+19 is out of range: a badge is an integer from 0 to 9223372036854775807")
        #expect(BadgeCount.count(of: .string("99999999999999999999")).failureMessage == #""99999999999999999999" is out of range: a badge is an integer from 0 to 9223372036854775807"#)
        #expect(BadgeCount.count(of: .integer(-3)).failureMessage == "-3 is negative: a badge is an integer of at least 0")
        #expect(BadgeCount.count(of: .real(-2)).failureMessage == "-2.0 is negative: a badge is an integer of at least 0")
        #expect(BadgeCount.count(of: .real(2.5)).failureMessage == "2.5 is not a whole number ≥ 0")
        #expect(BadgeCount.count(of: .null).failureMessage == "null is not a whole number ≥ 0")
        #expect(BadgeCount.count(of: .string("x")).failureMessage == #""x" is not a whole number ≥ 0"#)
    }
}

extension Result where Failure == BadgeCount.Problem {
    fileprivate var failureMessage: String? {
        if case .failure(let problem) = self { return problem.message }
        return nil
    }
}
