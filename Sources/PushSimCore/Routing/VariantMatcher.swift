/// Matches one pattern variant against a URL's segments, segment by segment (rules 3, 4, 5, 8).
enum VariantMatcher {
    struct Captures {
        /// Path parameters, in pattern order.
        var parameters: [(name: String, value: String)]
        /// What a trailing `*` took; `nil` when the variant has none.
        var wildcard: [String]?
    }

    enum Outcome {
        case fits(Captures)
        case mismatch(RouteMismatch)
    }

    /// The captures, or the first place the URL departs from the variant.
    static func match(_ variant: RouteVariant, _ url: RouteURL) -> Outcome {
        let segments = url.segments
        var captures = Captures(parameters: [], wildcard: nil)
        for (index, patternSegment) in variant.segments.enumerated() {
            if case .wildcard = patternSegment {
                captures.wildcard = Array(segments[min(index, segments.count)...])
                return .fits(captures)
            }
            guard index < segments.count else {
                return .mismatch(.urlTooShort(segment: index + 1, expected: patternSegment,
                                             urlSegmentCount: segments.count))
            }
            let segment = segments[index]
            switch patternSegment {
            case .literal(let literal):
                // Rule 4: a custom scheme's host (segment 1) ignores case; the path does not.
                let isHost = index == 0 && url.firstSegmentIsHost
                let equal = isHost ? literal.lowercased() == segment : literal == segment
                if !equal {
                    return .mismatch(.literal(segment: index + 1, expected: literal, got: segment, isHost: isHost))
                }
            case .parameter(let name):
                if segment.isEmpty { return .mismatch(.emptySegment(segment: index + 1, parameter: name)) }
                captures.parameters.append((name, segment))
            case .wildcard:
                break  // handled above
            }
        }
        if segments.count > variant.segments.count {
            return .mismatch(.urlTooLong(patternSegmentCount: variant.segments.count,
                                        extra: Array(segments[variant.segments.count...])))
        }
        return .fits(captures)
    }
}
