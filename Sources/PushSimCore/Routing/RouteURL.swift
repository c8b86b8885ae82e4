/// A URL split the way the router needs it (routing rules 3, 4, 5, 8 and 9).
///
/// - `scheme` is lowercased; `nil` for a bare path such as `/task/42`.
/// - For `http`/`https`, `host` is the authority's host (lowercased, without user or port) and
///   `segments` are the path's segments only.
/// - For any other scheme the host is the first routing segment, dots or not:
///   `taskrabbit://task/42`, `taskrabbit:///task/42` and `taskrabbit:task/42` all have the
///   segments `["task", "42"]`, and `host` is `"task"`. That segment is lowercased.
/// - Segments are split on `/` while still encoded, then percent-decoded, so `%2F` stays inside
///   one segment and `+` is a literal plus. Trailing slashes are dropped; empty segments in the
///   middle are kept.
/// - The query is split into ordered items; the fragment is dropped.
public struct RouteURL: Sendable, Equatable {
    public var scheme: String?
    public var host: String?
    public var segments: [String]
    public var queryItems: [RouteQueryItem]

    /// `http` and `https`: the host is not part of the path and routes may be limited to hosts.
    public var isWeb: Bool { scheme.map(Self.isWebScheme) ?? false }

    /// True when segment 1 is a custom scheme's host, which compares case-insensitively.
    public var firstSegmentIsHost: Bool { scheme != nil && !isWeb && !segments.isEmpty }

    public init(scheme: String?, host: String?, segments: [String], queryItems: [RouteQueryItem]) {
        self.scheme = scheme
        self.host = host
        self.segments = segments
        self.queryItems = queryItems
    }

    /// Reads `url`; throws when it is empty or a part of it cannot be percent-decoded.
    public init(parsing url: String) throws(RouteURLProblem) {
        let bytes = Array(url.utf8)
        guard !bytes.isEmpty else { throw RouteURLProblem(kind: .empty) }
        let all = bytes[...]
        // Rule 9: the fragment is ignored.
        let withoutFragment = all[..<(all.firstIndex(of: RouteASCII.hash) ?? all.endIndex)]
        let questionMark = withoutFragment.firstIndex(of: RouteASCII.question)
        let beforeQuery = withoutFragment[..<(questionMark ?? withoutFragment.endIndex)]

        let (scheme, rest) = Self.splitScheme(beforeQuery)
        var host: String?
        var rawSegments: [ArraySlice<UInt8>]
        let hasAuthority = scheme != nil && rest.starts(with: [RouteASCII.slash, RouteASCII.slash])
        if hasAuthority {
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex(of: RouteASCII.slash) ?? rest.endIndex
            let authority = rest[authorityStart..<authorityEnd]
            let path = rest[authorityEnd...]
            if let scheme, Self.isWebScheme(scheme) {
                let hostBytes = Self.hostBytes(of: authority)
                let decoded = try Self.decode(hostBytes, place: .host, in: bytes)
                host = decoded.isEmpty ? nil : decoded.lowercased()
                rawSegments = Self.splitPath(path)
            } else if authority.isEmpty {
                rawSegments = Self.splitPath(path)  // taskrabbit:///task/42
            } else {
                rawSegments = [authority] + Self.splitPath(path)
            }
        } else {
            rawSegments = Self.splitPath(rest)
        }

        var segments: [String] = []
        segments.reserveCapacity(rawSegments.count)
        for (index, raw) in rawSegments.enumerated() {
            segments.append(try Self.decode(raw, place: .segment(index + 1), in: bytes))
        }
        // Rule 3: a custom scheme's host is its first segment; rule 4: hosts ignore case.
        if let scheme, !Self.isWebScheme(scheme), let first = segments.first {
            segments[0] = first.lowercased()
            host = first.isEmpty ? nil : segments[0]
        }

        var queryItems: [RouteQueryItem] = []
        if let questionMark {
            let query = withoutFragment[(questionMark + 1)...]
            queryItems = try RouteQueryItem.parse(query, in: bytes)
        }
        self.init(scheme: scheme, host: host, segments: segments, queryItems: queryItems)
    }

    static func isWebScheme(_ scheme: String) -> Bool { scheme == "http" || scheme == "https" }

    /// A letter, digit, `+`, `-` or `.`: what follows a scheme's first letter.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        RouteASCII.isLetter(byte) || RouteASCII.isDigit(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `scheme:` at the start (a letter, then letters, digits, `+`, `-`, `.`), lowercased.
    private static func splitScheme(_ text: ArraySlice<UInt8>) -> (String?, ArraySlice<UInt8>) {
        guard let first = text.first, RouteASCII.isLetter(first) else { return (nil, text) }
        for index in text.indices.dropFirst() {
            let byte = text[index]
            if byte == RouteASCII.colon {
                let scheme = String(decoding: text[text.startIndex..<index], as: UTF8.self)
                return (scheme.lowercased(), text[(index + 1)...])
            }
            guard isSchemeByte(byte) else { return (nil, text) }
        }
        return (nil, text)
    }

    /// The host inside an authority: without `user@` and without `:port`; an IPv6 literal
    /// keeps its brackets.
    private static func hostBytes(of authority: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { hostPort = authority[(at + 1)...] }
        if hostPort.first == UInt8(ascii: "["), let close = hostPort.firstIndex(of: UInt8(ascii: "]")) {
            return hostPort[...close]
        }
        return hostPort[..<(hostPort.firstIndex(of: RouteASCII.colon) ?? hostPort.endIndex)]
    }

    /// Rule 8: trailing slashes are dropped, one leading slash is the root, and every other
    /// slash separates segments (so `a//b` has an empty middle segment).
    static func splitPath(_ path: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var trimmed = path
        while trimmed.last == RouteASCII.slash { trimmed = trimmed.dropLast() }
        if trimmed.first == RouteASCII.slash { trimmed = trimmed.dropFirst() }
        if trimmed.isEmpty { return [] }
        return trimmed.split(separator: RouteASCII.slash, omittingEmptySubsequences: false)
    }

    private static func decode(
        _ raw: ArraySlice<UInt8>, place: RouteURLProblem.Place, in url: [UInt8]
    ) throws(RouteURLProblem) -> String {
        switch PercentDecoding.decode(raw, plusIsSpace: false) {
        case .success(let text): return text
        case .failure(let failure): throw RouteURLProblem(failure, place: place, raw: raw, in: url)
        }
    }
}

extension RouteURLProblem {
    /// A decoding failure located in the URL it came from.
    init(_ failure: PercentDecoding.Failure, place: Place, raw: ArraySlice<UInt8>, in url: [UInt8]) {
        let text = String(decoding: raw, as: UTF8.self)
        switch failure {
        case .malformedEscape(let escape, let offset):
            self.init(kind: .malformedPercentEscape(escape: escape), place: place, text: text,
                      column: Self.column(ofByte: offset, in: url))
        case .invalidUTF8:
            self.init(kind: .invalidUTF8, place: place, text: text,
                      column: Self.column(ofByte: raw.startIndex, in: url))
        }
    }

    /// The 1-based character position of a byte offset that starts a character.
    static func column(ofByte offset: Int, in url: [UInt8]) -> Int {
        String(decoding: url[..<min(offset, url.count)], as: UTF8.self).count + 1
    }
}

/// The ASCII bytes URL splitting looks at.
enum RouteASCII {
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
