/// Whether a captured value has its parameter's declared type (routing rule 2).
enum ParameterTypeCheck: Equatable {
    case conforms
    /// Not of the type at all ("abc" for an int).
    case wrongForm
    /// Digits that do not fit in a 64-bit signed integer.
    case outOfRange

    static func check(_ value: String, as type: RouteParameterType) -> ParameterTypeCheck {
        switch type {
        case .string: return .conforms
        case .int: return checkInt(value)
        case .uuid: return isUUID(value) ? .conforms : .wrongForm
        }
    }

    /// An optional `-`, then one or more ASCII digits, within `Int64.min...Int64.max`.
    private static func checkInt(_ value: String) -> ParameterTypeCheck {
        var digits = value.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(RouteASCII.isDigit) else { return .wrongForm }
        var total: Int64 = 0
        for byte in digits {
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (shifted, overflowShift) = total.multipliedReportingOverflow(by: 10)
            // Accumulating downwards for negatives reaches Int64.min without overflowing.
            let (next, overflowAdd) = negative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            if overflowShift || overflowAdd { return .outOfRange }
            total = next
        }
        return .conforms
    }

    /// 8-4-4-4-12 hexadecimal digits, any case, no braces.
    private static func isUUID(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if PercentDecoding.hexValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
