/// Small wording helpers shared by the router's messages.
enum RouteQuote {
    /// Values longer than this are shortened in messages (the result keeps them whole).
    static let maximumShown = 60

    /// `"value"`, quoted and escaped as JSON writes strings, a long value shortened to its
    /// start and an ellipsis.
    static func text(_ value: String, limit: Int? = maximumShown) -> String {
        var shown = value
        if let limit, value.count > limit { shown = String(value.prefix(limit - 1)) + "…" }
        var quoted = ""
        JSONWriter.writeString(shown, into: &quoted)
        return quoted
    }

    /// `1 segment`, `3 segments`.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// `"a", "b", "c"`, at most `limit` values, then `and 5 more`.
    static func list(_ values: [String], limit: Int = 3) -> String {
        let shown = values.prefix(limit).map { text($0) }.joined(separator: ", ")
        return values.count > limit ? "\(shown) and \(values.count - limit) more" : shown
    }
}
