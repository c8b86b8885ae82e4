/// One `name=value` item of a URL's query, decoded (routing rule 6).
public struct RouteQueryItem: Sendable, Equatable {
    public var name: String
    /// `""` for a bare `?flag`.
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Splits a query on `&`, each item at its first `=`, then decodes name and value: `+`
    /// becomes a space first, then percent-escapes are decoded (so `%2B` stays `+`).
    /// Empty items (`a=1&&b=2`) and items with an empty name (`=5`) are skipped.
    static func parse(_ query: ArraySlice<UInt8>, in url: [UInt8]) throws(RouteURLProblem) -> [RouteQueryItem] {
        var items: [RouteQueryItem] = []
        let parts = query.split(separator: RouteASCII.ampersand, omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() where !part.isEmpty {
            let equals = part.firstIndex(of: RouteASCII.equals)
            let rawName = part[..<(equals ?? part.endIndex)]
            let rawValue = equals.map { part[($0 + 1)...] } ?? part[part.endIndex...]
            let place = RouteURLProblem.Place.queryItem(index + 1)
            let name = try decode(rawName, part: part, place: place, in: url)
            let value = try decode(rawValue, part: part, place: place, in: url)
            if !name.isEmpty { items.append(RouteQueryItem(name: name, value: value)) }
        }
        return items
    }

    private static func decode(
        _ raw: ArraySlice<UInt8>, part: ArraySlice<UInt8>, place: RouteURLProblem.Place, in url: [UInt8]
    ) throws(RouteURLProblem) -> String {
        switch PercentDecoding.decode(raw, plusIsSpace: true) {
        case .success(let text): return text
        case .failure(let failure): throw RouteURLProblem(failure, place: place, raw: part, in: url)
        }
    }
}
