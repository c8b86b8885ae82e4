import PushSimCore
import Testing

/// The examples in docs/router.md, "Examples": routes in order → URL → result.
@Suite("docs/router.md examples")
struct RoutingExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var patterns: [String]
        var url: String
        var variant: String
        var parameters: [String: String]
        var wildcard: [String]?
        var testDescription: String { url }
    }

    @Test("each example routes as documented", arguments: [
        Example(patterns: ["/task/:id"], url: "taskrabbit://task/42", variant: "/task/:id",
                parameters: ["id": "42"], wildcard: nil),
        Example(patterns: ["/search/*"], url: "taskrabbit://search/a/b", variant: "/search/*",
                parameters: [:], wildcard: ["a", "b"]),
        Example(patterns: ["/task/:id"], url: "https://www.taskrabbit.com/task/42", variant: "/task/:id",
                parameters: ["id": "42"], wildcard: nil),
        Example(patterns: ["/task/:id"], url: "taskrabbit://task/42?id=7&note=a+b%2Bc", variant: "/task/:id",
                parameters: ["id": "42", "note": "a b+c"], wildcard: nil),
    ])
    func example(_ example: Example) throws {
        let router = try RoutingTest.router(example.patterns.map { RouteDefinition(pattern: $0) })
        let match = try RoutingTest.match(router, example.url)
        #expect(match.route.pattern == example.patterns[0])
        #expect(match.variant == example.variant)
        #expect(RoutingTest.strings(match) == example.parameters)
        #expect(match.parameters.count == example.parameters.count)
        #expect(match.wildcard == example.wildcard)
    }
}
