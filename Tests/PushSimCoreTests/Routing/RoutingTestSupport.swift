import PushSimCore
import Testing

/// Shorthands shared by the routing tests.
enum RoutingTest {
    /// A router over `routes`; the test fails (rather than crashes) when they do not load.
    static func router(
        _ routes: [RouteDefinition], fallback: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Router {
        do {
            return try Router(routes: routes, schemesFallingBackToGlobal: fallback)
        } catch {
            Issue.record("routes did not load: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The match for `url`, or a recorded failure that shows the explanation.
    static func match(
        _ router: Router, _ url: String, payload: [String: String] = [:],
        decide: (RouteMatch) -> RouteDecision = { _ in .accept },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RouteMatch {
        let result = router.match(url, payload: payload, decide: decide)
        return try #require(result.match, "expected a match:\n\(result.explanation)", sourceLocation: sourceLocation)
    }

    /// Path, payload and query parameters flattened to `name: value` for single strings.
    static func strings(_ match: RouteMatch) -> [String: String] {
        var values: [String: String] = [:]
        for parameter in match.parameters {
            if case .string(let text) = parameter.value { values[parameter.name] = text }
        }
        return values
    }
}
