/// Renders `loc-key`/`loc-args` the way iOS does: the key looked up in the app's strings
/// table (the key itself when missing), then `%@`, `%1$@` and the integer specifiers filled
/// with the arguments in order. `%%` is a percent sign; an argument that is missing prints as
/// `(null)`, as Foundation prints a nil object.
public enum LocalizedText {
    public static func render(key: String, arguments: [String], strings: [String: String]) -> String {
        format(strings[key] ?? key, arguments: arguments)
    }

    public static func format(_ format: String, arguments: [String]) -> String {
        // An ASCII format has one character per byte: the same walk over its bytes is exact
        // and avoids grapheme breaking (docs/performance.md, "What changed").
        if format.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFormat(format, arguments: arguments) }
        var output = ""
        var nextArgument = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                characters = rest.dropFirst()
                continue
            }
            // An optional position: digits followed by '$'.
            var position: Int?
            let digits = rest.prefix(while: \.isASCIIDigit)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            }
            // Length modifiers, then the conversion.
            rest = rest.drop { "lhqLzjt".contains($0) }
            guard let conversion = rest.first, "@diuxXfeEgGsc".contains(conversion) else {
                output += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position.map { $0 - 1 } ?? nextArgument
            if position == nil { nextArgument += 1 }
            output += arguments.indices.contains(index) ? arguments[index] : "(null)"
            characters = rest.dropFirst()
        }
        return output + characters
    }

    /// `format` for an all-ASCII format: the same specifiers, walked byte by byte, over the
    /// format's own storage (no copy of it into an array) and with the specifier letters
    /// matched by a `switch` rather than searched in arrays (docs/performance.md, "Delivery and
    /// reporting: the fourth round").
    private static func asciiFormat(_ format: String, arguments: [String]) -> String {
        var format = format
        let formatted: String? = format.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "%")) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 32)
            var nextArgument = 0
            var cursor = 0
            while let percent = bytes[cursor...].firstIndex(of: UInt8(ascii: "%")) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<percent]))
                var rest = percent + 1
                if rest < bytes.count, bytes[rest] == UInt8(ascii: "%") {
                    output.append(UInt8(ascii: "%"))
                    cursor = rest + 1
                    continue
                }
                // An optional position: digits followed by '$'.
                var position: Int?
                var digitsEnd = rest
                while digitsEnd < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) { digitsEnd += 1 }
                if digitsEnd > rest, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
                    position = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[rest..<digitsEnd]), as: UTF8.self))
                    rest = digitsEnd + 1
                }
                // Length modifiers, then the conversion.
                while rest < bytes.count, isLengthModifier(bytes[rest]) { rest += 1 }
                guard rest < bytes.count, isConversion(bytes[rest]) else {
                    output.append(UInt8(ascii: "%"))
                    cursor = percent + 1
                    continue
                }
                let index = position.map { $0 - 1 } ?? nextArgument
                if position == nil { nextArgument += 1 }
                output.append(contentsOf: arguments.indices.contains(index) ? arguments[index].utf8 : "(null)".utf8)
                cursor = rest + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
            return String(decoding: output, as: UTF8.self)
        }
        return formatted ?? format
    }

    /// `l h q L z j t`.
    private static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"),
            UInt8(ascii: "t"):
            return true
        default: return false
        }
    }

    /// `@ d i u x X f e E g G s c`.
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
            UInt8(ascii: "f"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "s"),
            UInt8(ascii: "c"):
            return true
        default: return false
        }
    }

    /// The presentation of an alert, rendered through the strings table.
    static func presentation(of notification: AppNotification, strings: [String: String], badge: Int64?) -> Presentation {
        let alert = notification.alert
        func text(_ plain: String?, _ key: String?, _ arguments: [String]?) -> String? {
            if let key { return render(key: key, arguments: arguments ?? [], strings: strings) }
            return plain
        }
        return Presentation(
            title: text(alert?.title, alert?.titleLocKey, alert?.titleLocArgs),
            subtitle: text(alert?.subtitle, alert?.subtitleLocKey, alert?.subtitleLocArgs),
            body: text(alert?.body, alert?.locKey, alert?.locArgs), sound: notification.sound, badge: badge,
            category: notification.category)
    }
}
