/// Evaluates a condition as JSON Logic does, over the values of a `ConditionContext`
/// (docs/conditions.md). A missing variable is null (or the `var`'s default); evaluation never
/// fails.
extension Condition {
    public func holds(in context: ConditionContext) -> Bool {
        evaluate(in: context).isTruthy
    }

    func evaluate(in context: ConditionContext) -> JSONValue {
        switch self {
        case .literal(let value):
            return value
        case .list(let elements):
            return .array(elements.map { $0.evaluate(in: context) })
        case .variable(let variable, let fallback):
            return context.value(of: variable) ?? fallback ?? .null
        case .not(let inner):
            return .bool(!inner.evaluate(in: context).isTruthy)
        case .truthy(let inner):
            return .bool(inner.evaluate(in: context).isTruthy)
        case .and(let all):
            // JSON Logic returns the first false value, else the last.
            var last = JSONValue.bool(true)
            for condition in all {
                last = condition.evaluate(in: context)
                if !last.isTruthy { return last }
            }
            return last
        case .or(let all):
            var last = JSONValue.bool(false)
            for condition in all {
                last = condition.evaluate(in: context)
                if last.isTruthy { return last }
            }
            return last
        case .equal(let left, let right):
            return .bool(Self.same(left.evaluate(in: context), right.evaluate(in: context)))
        case .notEqual(let left, let right):
            return .bool(!Self.same(left.evaluate(in: context), right.evaluate(in: context)))
        case .compare(let comparison, let left, let right):
            guard let lhs = Self.number(left.evaluate(in: context)), let rhs = Self.number(right.evaluate(in: context)) else {
                return .bool(false)
            }
            switch comparison {
            case .less: return .bool(lhs < rhs)
            case .greater: return .bool(lhs > rhs)
            case .lessOrEqual: return .bool(lhs <= rhs)
            case .greaterOrEqual: return .bool(lhs >= rhs)
            }
        case .isIn(let needle, let haystack):
            let value = needle.evaluate(in: context)
            switch haystack.evaluate(in: context) {
            case .array(let elements): return .bool(elements.contains { Self.same($0, value) })
            case .string(let text):
                guard case .string(let part) = value else { return .bool(false) }
                return .bool(text.contains(part))
            default: return .bool(false)
            }
        case .sum(let all):
            return Self.arithmetic(all.map { $0.evaluate(in: context) }, negatingAfterFirst: false)
        case .difference(let all):
            let values = all.map { $0.evaluate(in: context) }
            // `{"-": a}` is the negation of a, as in JSON Logic.
            return values.count == 1 ? Self.arithmetic([0, values[0]], negatingAfterFirst: true) : Self.arithmetic(values, negatingAfterFirst: true)
        case .concatenate(let all):
            return .string(all.map { Self.text($0.evaluate(in: context)) }.joined())
        }
    }

    /// How `cat` writes a value, as JSON Logic joins them: text as it is, `null` as nothing,
    /// anything else as its JSON.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .null: return ""
        default: return JSONWriter.string(value)
        }
    }

    /// `+` and `-` over numbers (or numeric strings, as JSON Logic reads them): an integer when
    /// every operand is one and nothing overflows, else a real; null when an operand is not a
    /// number (JSON Logic's NaN).
    static func arithmetic(_ values: [JSONValue], negatingAfterFirst: Bool) -> JSONValue {
        var integers: [Int64] = []
        for value in values {
            switch value {
            case .integer(let number): integers.append(number)
            case .string(let text): if let number = Int64(text) { integers.append(number) }
            default: break
            }
        }
        if integers.count == values.count {
            var total: Int64 = 0
            for (index, number) in integers.enumerated() {
                let (result, overflow) = index > 0 && negatingAfterFirst ? total.subtractingReportingOverflow(number) : total.addingReportingOverflow(number)
                if overflow { return real(values, negatingAfterFirst: negatingAfterFirst) }
                total = result
            }
            return .integer(total)
        }
        return real(values, negatingAfterFirst: negatingAfterFirst)
    }

    private static func real(_ values: [JSONValue], negatingAfterFirst: Bool) -> JSONValue {
        var total = 0.0
        for (index, value) in values.enumerated() {
            guard let number = number(value), number.isFinite else { return .null }
            total = index > 0 && negatingAfterFirst ? total - number : total + number
        }
        return total.isFinite ? .real(total) : .null
    }

    /// Strict equality (JSON Logic's `===`), except that an integer and a real of the same value
    /// are the same number.
    static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let left = number(lhs), let right = number(rhs), lhs.isNumber, rhs.isNumber { return left == right }
        return lhs == rhs
    }

    /// A number, or a string that is one (JSON Logic compares `"5" < 10` as numbers).
    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .string(let text): return Double(text)
        default: return nil
        }
    }
}

extension JSONValue {
    var isNumber: Bool {
        switch self {
        case .integer, .real: return true
        default: return false
        }
    }
}
