/// Evaluates a condition as JSON Logic does, over the values of a `ConditionContext`
/// (docs/conditions.md). A missing variable is null (or the `var`'s default). Evaluation fails
/// only past the delivery's evaluation budget (`EvaluationBudget`, docs/conditions.md "Limits"):
/// the value is then null, the condition does not hold, and the budget says why, for the
/// delivery to stop with it.
extension Condition {
    public func holds(in context: ConditionContext) -> Bool {
        evaluate(in: context).isTruthy
    }

    /// The value, charged to the context's budget (a budget of its own, of the smallest
    /// limit, for a context without one); null past it.
    func evaluate(in context: ConditionContext) -> JSONValue {
        let budget = context.budget ?? EvaluationBudget(limit: EvaluationBudget.floor)
        do {
            return try value(in: context, budget: budget)
        } catch {
            return .null
        }
    }

    func value(in context: ConditionContext, budget: EvaluationBudget) throws(EvaluationLimitExceeded) -> JSONValue {
        switch self {
        case .literal(let value):
            return value
        case .list(let elements):
            // Not charged: the array holds its elements' values without copying them. What it
            // stands for is measured when it is written or kept (`cat`, `setState`).
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try element.value(in: context, budget: budget)) }
            return .array(values)
        case .variable(let variable, let fallback):
            return context.value(of: variable) ?? fallback ?? .null
        case .not(let inner):
            return .bool(!(try inner.value(in: context, budget: budget)).isTruthy)
        case .truthy(let inner):
            return .bool(try inner.value(in: context, budget: budget).isTruthy)
        case .and(let all):
            // JSON Logic returns the first false value, else the last.
            var last = JSONValue.bool(true)
            for condition in all {
                last = try condition.value(in: context, budget: budget)
                if !last.isTruthy { return last }
            }
            return last
        case .or(let all):
            var last = JSONValue.bool(false)
            for condition in all {
                last = try condition.value(in: context, budget: budget)
                if last.isTruthy { return last }
            }
            return last
        case .equal(let left, let right):
            return .bool(Self.same(try left.value(in: context, budget: budget), try right.value(in: context, budget: budget)))
        case .notEqual(let left, let right):
            return .bool(!Self.same(try left.value(in: context, budget: budget), try right.value(in: context, budget: budget)))
        case .compare(let comparison, let left, let right):
            let leftValue = try left.value(in: context, budget: budget)
            let rightValue = try right.value(in: context, budget: budget)
            guard let lhs = Self.number(leftValue), let rhs = Self.number(rightValue) else { return .bool(false) }
            switch comparison {
            case .less: return .bool(lhs < rhs)
            case .greater: return .bool(lhs > rhs)
            case .lessOrEqual: return .bool(lhs <= rhs)
            case .greaterOrEqual: return .bool(lhs >= rhs)
            }
        case .isIn(let needle, let haystack):
            let value = try needle.value(in: context, budget: budget)
            switch try haystack.value(in: context, budget: budget) {
            case .array(let elements): return .bool(elements.contains { Self.same($0, value) })
            case .string(let text):
                guard case .string(let part) = value else { return .bool(false) }
                return .bool(text.contains(part))
            default: return .bool(false)
            }
        case .sum(let all):
            var values: [JSONValue] = []
            for condition in all { values.append(try condition.value(in: context, budget: budget)) }
            return Self.arithmetic(values, negatingAfterFirst: false)
        case .difference(let all):
            var values: [JSONValue] = []
            for condition in all { values.append(try condition.value(in: context, budget: budget)) }
            // `{"-": a}` is the negation of a, as in JSON Logic.
            return values.count == 1 ? Self.arithmetic([0, values[0]], negatingAfterFirst: true) : Self.arithmetic(values, negatingAfterFirst: true)
        case .concatenate(let all, let site):
            return .string(try Self.concatenate(all, site: site, in: context, budget: budget))
        }
    }

    /// `cat`: each part's text counted before the result is built, and the whole charged to the
    /// budget; a part that is not text is measured before it is written, so an array that
    /// repeats another (`[s, s]`) is refused before its text is made.
    private static func concatenate(
        _ all: [Condition], site: Int, in context: ConditionContext, budget: EvaluationBudget
    ) throws(EvaluationLimitExceeded) -> String {
        var parts: [String] = []
        parts.reserveCapacity(all.count)
        var total = 0
        for condition in all {
            let value = try condition.value(in: context, budget: budget)
            let part: String
            switch value {
            case .string(let text): part = text
            case .null: part = ""
            default:
                guard let size = value.textSize(upTo: budget.remaining - total) else {
                    throw budget.refuseDepth(what: "\"cat\"", site: site)
                }
                // Refused as the whole would be: the text is not made.
                if total + size > budget.remaining { try budget.charge(total + size, what: "\"cat\"", site: site) }
                part = JSONWriter.string(value)
            }
            total += part.utf8.count
            if total > budget.remaining { try budget.charge(total, what: "\"cat\"", site: site) }
            parts.append(part)
        }
        try budget.charge(total, what: "\"cat\"", site: site)
        return parts.joined()
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
