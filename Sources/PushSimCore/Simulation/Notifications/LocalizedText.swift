/// Renders `loc-key`/`loc-args` the way iOS does: the key looked up in the app's strings
/// table (the key itself when missing), then `%@`, `%1$@` and the integer specifiers filled
/// with the arguments in order. `%%` is a percent sign; an argument that is missing prints as
/// `(null)`, as Foundation prints a nil object.
public enum LocalizedText {
    public static func render(key: String, arguments: [String], strings: [String: String]) -> String {
        format(strings[key] ?? key, arguments: arguments)
    }

    public static func format(_ format: String, arguments: [String]) -> String {
        Self.format(format, arguments: arguments, limit: .max) ?? ""
    }

    /// The text, or nil when it would be longer than `limit` UTF-8 bytes: it is not made then.
    /// A format of a thousand `%1$@` with a long argument makes a thousand times the argument
    /// (docs/conditions.md, "Limits").
    static func format(_ format: String, arguments: [String], limit: Int) -> String? {
        // An ASCII format has one character per byte: the same walk over its bytes is exact
        // and avoids grapheme breaking, which cost most of a delivery's text formatting
        // (docs/performance.md, "Delivery internals").
        if format.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFormat(format, arguments: arguments, limit: limit) }
        var output = ""
        var tooLong = false
        FormatSpecifiers.walk(format, text: { output += $0 }, conversion: { use in
            let argument = arguments.indices.contains(use.argument) ? arguments[use.argument] : "(null)"
            guard output.utf8.count + argument.utf8.count <= limit else {
                tooLong = true
                return false
            }
            output += argument
            return true
        })
        return tooLong || output.utf8.count > limit ? nil : output
    }

    /// `format` for an all-ASCII format: the same specifiers, walked byte by byte, over the
    /// format's own storage (no copy of it into an array) and with the specifier letters
    /// matched by a `switch` rather than searched in arrays: it runs for every alert delivered.
    private static func asciiFormat(_ format: String, arguments: [String], limit: Int) -> String? {
        var format = format
        var tooLong = false
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
                let argument = arguments.indices.contains(index) ? arguments[index].utf8 : "(null)".utf8
                guard output.count + argument.count <= limit else {
                    tooLong = true
                    return nil
                }
                output.append(contentsOf: argument)
                cursor = rest + 1
            }
            guard output.count + (bytes.count - cursor) <= limit else {
                tooLong = true
                return nil
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
            return String(decoding: output, as: UTF8.self)
        }
        if tooLong { return nil }
        // No specifier: the format is the text.
        return formatted ?? (format.utf8.count <= limit ? format : nil)
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

    /// The presentation of an alert, rendered through the model's strings table. A text made
    /// from an entry with format specifiers is charged to `budget` (docs/conditions.md,
    /// "Limits"): past it, that text is left out and the budget says why.
    static func presentation(
        of notification: AppNotification, model: AppModel, budget: EvaluationBudget, badge: Int64?, languages: [String] = []
    ) -> Presentation {
        let alert = notification.alert
        // The app's own tables, in the language iOS chooses (docs/localization.md).
        let localized = model.localization.map { ($0, $0.choose(preferred: languages).localization) }
        func charged(_ format: String, _ arguments: [String], what: String, site: Int) -> String? {
            guard let text = Self.format(format, arguments: arguments, limit: budget.remaining) else {
                _ = budget.refuse(what: what, site: site, size: .max)
                return nil
            }
            do {
                try budget.charge(text.utf8.count, what: what, site: site)
            } catch {
                return nil
            }
            return text
        }
        func text(_ plain: String?, _ key: String?, _ arguments: [String]?) -> String? {
            guard let key else { return plain }
            if let (tables, language) = localized, let site = model.localizationSite {
                let what = "the table entry \(JSONWriter.string(.string(key))) (\(language))"
                switch tables.lookup(key, in: language) {
                case .missing:
                    // No other language is asked: iOS shows the key itself.
                    return charged(key, arguments ?? [], what: what, site: site)
                case .plain(let format, _, _):
                    return charged(format, arguments ?? [], what: what, site: site)
                case .plural(let plural, _, _):
                    let (format, _) = PluralFormatting.expand(plural, arguments: arguments ?? [], rules: PluralRules.of(language))
                    return charged(format, arguments ?? [], what: what, site: site)
                }
            }
            guard let site = model.stringSites[key], let format = model.strings[key] else {
                return render(key: key, arguments: arguments ?? [], strings: model.strings)
            }
            return charged(format, arguments ?? [], what: "the strings entry \(JSONWriter.string(.string(key)))", site: site)
        }
        return Presentation(
            title: text(alert?.title, alert?.titleLocKey, alert?.titleLocArgs),
            subtitle: text(alert?.subtitle, alert?.subtitleLocKey, alert?.subtitleLocArgs),
            body: text(alert?.body, alert?.locKey, alert?.locArgs), sound: notification.sound, badge: badge,
            category: notification.category)
    }
}
