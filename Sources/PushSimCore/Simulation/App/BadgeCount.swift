/// The app's badge count, as pushsim is given it and as the app's own code sets it
/// (docs/delivery.md, "The badge"): an integer from 0 to 9223372036854775807 — iOS keeps it as
/// an `Int` (`setBadgeCount(_:)`) and a negative count means nothing. One wording for every place
/// that refuses one — `--badge`, a replay case's and a scenario's `badge`,
/// `PushSimulator.deliver(badge:)`, a value a handler or a service extension sets — so the same
/// mistake reads the same wherever it is made.
package enum BadgeCount {
    /// Why a value is not a badge count.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// `-3 is negative: a badge is an integer of at least 0`.
    static func negative(_ written: String) -> String { "\(written) is negative: a badge is an integer of at least 0" }

    /// `1.8e+19 is out of range: a badge is an integer from 0 to 9223372036854775807`.
    static func outOfRange(_ written: String) -> String { "\(written) is out of range: a badge is an integer from 0 to \(Int64.max)" }

    /// `--badge`'s value: the count, or why it is not one.
    package static func parse(_ text: String) -> Result<Int64, Problem> {
        digits(text, written: text)
            ?? .failure(Problem(message: "\(JSONWriter.string(.string(text))) is not an integer: a badge is an integer of at least 0"))
    }

    /// The count `text` writes as an optional sign and digits, or why it is none; nil when it
    /// is not written so (what `Int64(_:)` reads).
    private static func digits(_ text: String, written: String) -> Result<Int64, Problem>? {
        let unsigned = text.first.map { "+-".contains($0) } == true ? text.dropFirst() : Substring(text)
        guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let number = Int64(text) else {
            return .failure(Problem(message: text.hasPrefix("-") ? negative(written) : outOfRange(written)))
        }
        if let problem = problem(number, written: written) { return .failure(Problem(message: problem)) }
        return .success(number)
    }

    /// Why `number`, given as the badge an app starts with, cannot be one, or nil.
    package static func problem(_ number: Int64, written: String? = nil) -> String? {
        number < 0 ? negative(written ?? String(number)) : nil
    }

    /// The count a handler's or a service extension's value sets (an integer, a whole real, or
    /// a string of digits), or why it sets none.
    static func count(of value: JSONValue) -> Result<Int64, Problem> {
        // A value a model computed may be as large as the evaluation budget: shown whole only
        // when short (docs/conditions.md, "Limits").
        let written = JSONWriter.excerpt(value)
        switch value {
        case .integer(let number):
            if let problem = problem(number, written: written) { return .failure(Problem(message: problem)) }
            return .success(number)
        case .real(let number) where number.isFinite && number == number.rounded():
            if number < 0 { return .failure(Problem(message: negative(written))) }
            // 2^63 is the first whole real past Int64.max.
            guard number < 0x1p63 else { return .failure(Problem(message: outOfRange(written))) }
            return .success(Int64(number))
        case .string(let text):
            if let count = digits(text, written: written) { return count }
        default:
            break
        }
        return .failure(Problem(message: "\(written) is not a whole number ≥ 0"))
    }

    /// Why `value` sets no badge (`count(of:)` failed), for a report.
    static func problem(setting value: JSONValue) -> String {
        if case .failure(let problem) = count(of: value) { return problem.message }
        return "\(JSONWriter.excerpt(value)) is a badge count"
    }
}
