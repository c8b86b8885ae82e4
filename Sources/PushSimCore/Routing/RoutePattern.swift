/// One segment of a pattern variant.
public enum RoutePatternSegment: Sendable, Equatable {
    /// Matches exactly this segment (already percent-decoded).
    case literal(String)
    /// `:name`: matches exactly one non-empty segment and captures it.
    case parameter(String)
    /// `*`: matches the remaining zero or more segments. Only ever last.
    case wildcard
}

/// One concrete path a pattern registers, its optional groups resolved: `/task/:id(/edit)`
/// has the variants `/task/:id/edit` and `/task/:id`.
public struct RouteVariant: Sendable, Equatable {
    /// The variant as text, with one leading slash and no trailing slash: `/task/:id/edit`.
    public var text: String
    public var segments: [RoutePatternSegment]

    public var hasWildcard: Bool { segments.last == .wildcard }

    /// The segments before a trailing `*` (all of them when there is none).
    var fixedSegments: ArraySlice<RoutePatternSegment> {
        hasWildcard ? segments.dropLast() : segments[...]
    }

    var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }
}

/// The pattern grammar (docs/router.md, "Grammar"): `/literal`, `/:name`, a final `/*`, and
/// optional groups `( … )` that may nest and sit side by side.
enum RoutePatternParser {
    /// Side-by-side groups multiply: this bounds the work one pattern can cause.
    static let variantLimit = 128

    /// The pattern's variants, longest first; for equal lengths, variants that keep an
    /// earlier group come first.
    static func variants(of pattern: String) throws(RouterError.Problem) -> [RouteVariant] {
        if pattern.isEmpty { throw .emptyPattern }
        if containsSchemeSeparator(pattern) { throw .containsScheme }
        // By bytes first: comparing every `Character` with "?" and "#" was most of this
        // function's own cost, paid for every route at every start-up. Only a
        // pattern holding one of the two bytes is searched by `Character`, as before.
        if pattern.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
            let mark = pattern.first(where: { $0 == "?" || $0 == "#" })
        {
            throw .queryOrFragment(mark)
        }

        var variants: [RouteVariant] = []
        // Most patterns have no optional group: their one variant is the pattern itself.
        let hasGroups = pattern.utf8.contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
        for text in hasGroups ? try expand(try groups(of: pattern)) : [pattern] {
            let variant = try variant(from: text)
            if !variants.contains(where: { $0.segments == variant.segments }) { variants.append(variant) }
        }
        // Stable: `sorted(by:)` is not guaranteed stable, so sort the indices.
        return variants.indices
            .sorted { (variants[$0].segments.count, $1) > (variants[$1].segments.count, $0) }
            .map { variants[$0] }
    }

    // MARK: Optional groups

    private indirect enum Node {
        case text(String)
        case group([Node])
    }

    /// Parses the parentheses into a tree; positions in errors count characters from 1.
    private static func groups(of pattern: String) throws(RouterError.Problem) -> [Node] {
        var stack: [[Node]] = [[]]
        var openedAt: [Int] = []
        var text = ""
        func flushText() {
            if !text.isEmpty { stack[stack.count - 1].append(.text(text)) }
            text = ""
        }
        for (offset, character) in pattern.enumerated() {
            switch character {
            case "(":
                flushText()
                stack.append([])
                openedAt.append(offset + 1)
            case ")":
                flushText()
                guard stack.count > 1, let group = stack.popLast(), let opened = openedAt.popLast() else {
                    throw .unopenedGroup(column: offset + 1)
                }
                if group.isEmpty { throw .emptyGroup(column: opened) }
                stack[stack.count - 1].append(.group(group))
            default:
                text.append(character)
            }
        }
        flushText()
        if let unclosed = openedAt.first { throw .unclosedGroup(column: unclosed) }
        return stack[0]
    }

    /// Every combination of groups present or absent, present first.
    private static func expand(_ nodes: [Node]) throws(RouterError.Problem) -> [String] {
        var results = [""]
        for node in nodes {
            switch node {
            case .text(let text):
                results = results.map { $0 + text }
            case .group(let inner):
                let options = try expand(inner) + [""]
                guard results.count * options.count <= variantLimit else {
                    throw .tooManyVariants(limit: variantLimit)
                }
                results = results.flatMap { prefix in options.map { prefix + $0 } }
            }
        }
        return results
    }

    // MARK: Segments

    private static func variant(from text: String) throws(RouterError.Problem) -> RouteVariant {
        var path = Substring(text)
        while path.last == "/" { path = path.dropLast() }
        if path.first == "/" { path = path.dropFirst() }
        let rawSegments: [Substring]
        if path.isEmpty {
            rawSegments = []
        } else if path.utf8.allSatisfy({ $0 < 0x80 }) {
            // In ASCII every byte is a character: splitting the bytes is the same split, faster.
            rawSegments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Substring.init)
        } else {
            rawSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        }
        // The segments joined by "/" again. `String(path)`: `String + Substring` is generic and
        // made the runtime look up `Substring: Collection` among every conformance record when
        // the first model loads (docs/performance.md, "Start-up: loading the app model").
        let canonical = "/" + String(path)

        var segments: [RoutePatternSegment] = []
        var names: Set<String> = []
        for (index, raw) in rawSegments.enumerated() {
            let segment = try parseSegment(raw, variant: canonical)
            switch segment {
            case .wildcard where index != rawSegments.count - 1:
                throw .wildcardNotLast(variant: canonical)
            case .parameter(let name) where !names.insert(name).inserted:
                throw .duplicateParameterName(name, variant: canonical)
            default:
                segments.append(segment)
            }
        }
        return RouteVariant(text: canonical, segments: segments)
    }

    private static func parseSegment(_ raw: Substring, variant: String) throws(RouterError.Problem) -> RoutePatternSegment {
        if raw == "*" { return .wildcard }
        if raw.first == ":" {
            let name = raw.dropFirst()
            if name.isEmpty { throw .emptyParameterName(variant: variant) }
            guard name.utf8.allSatisfy(isNameByte) else { throw .invalidParameterName(String(name)) }
            return .parameter(String(name))
        }
        if raw.utf8.contains(UInt8(ascii: "*")) { throw .wildcardInsideSegment(segment: String(raw)) }
        let bytes = Array(raw.utf8)
        switch PercentDecoding.decode(bytes[...], plusIsSpace: false) {
        case .success(let literal):
            return .literal(literal)
        case .failure(.malformedEscape(let escape, _)):
            throw .malformedLiteral(segment: String(raw), reason: "malformed percent-escape \"\(escape)\"")
        case .failure(.invalidUTF8):
            throw .malformedLiteral(segment: String(raw), reason: "it percent-decodes to bytes that are not valid UTF-8")
        }
    }

    /// Whether `pattern` holds "://". A byte loop: the standard library's generic substring
    /// search cost more than the rest of parsing a pattern.
    private static func containsSchemeSeparator(_ pattern: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in pattern.utf8 {
            if previous == (UInt8(ascii: ":"), UInt8(ascii: "/")), byte == UInt8(ascii: "/") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        RouteASCII.isLetter(byte) || RouteASCII.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
