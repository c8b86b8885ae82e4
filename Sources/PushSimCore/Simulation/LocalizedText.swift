/// Renders `loc-key`/`loc-args` the way iOS does: the key looked up in the app's strings
/// table (the key itself when missing), then `%@`, `%1$@` and the integer specifiers filled
/// with the arguments in order. `%%` is a percent sign; an argument that is missing prints as
/// `(null)`, as Foundation prints a nil object.
public enum LocalizedText {
    public static func render(key: String, arguments: [String], strings: [String: String]) -> String {
        format(strings[key] ?? key, arguments: arguments)
    }

    public static func format(_ format: String, arguments: [String]) -> String {
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
