import PushSimCore
import Testing

/// What `pushsim route URL` prints: plain sentences, one step per line.
@Suite("Route explanations")
struct RouteExplanationTests {
    static let routes = [
        RouteDefinition(name: "task", pattern: "/task/:id(/edit)", parameterTypes: ["id": .int]),
        RouteDefinition(name: "search", pattern: "/search/*"),
        RouteDefinition(name: "web-task", pattern: "/task/:id", scheme: "https", hosts: ["www.taskrabbit.com"]),
    ]

    @Test("an unmatched result lists every attempt in order, then the routes set aside")
    func unmatched() throws {
        let router = try RoutingTest.router(Self.routes)
        let result = router.match("taskrabbit://tasks/42")
        #expect(result.explanation == """
            no route matched "taskrabbit://tasks/42"
            tried, in order:
              1. route "task" (/task/:id/edit): segment 1 (the host): expected "task", got "tasks"
              2. route "task" (/task/:id): segment 1 (the host): expected "task", got "tasks"
              3. route "search" (/search/*): segment 1 (the host): expected "search", got "tasks"
            set aside for the URL's scheme:
              - route "web-task" (/task/:id): only for scheme https, and the URL's scheme is taskrabbit
            """)
    }

    struct WordingCase: Sendable, CustomTestStringConvertible {
        var url: String
        var lines: [String]
        var testDescription: String { url }
    }

    @Test("each kind of attempt reads as a sentence", arguments: [
        WordingCase(url: "taskrabbit://task", lines: [
            "route \"task\" (/task/:id/edit): segment 2: expected :id, but the URL has only 1 segment",
            "route \"task\" (/task/:id): segment 2: expected :id, but the URL has only 1 segment",
            "route \"search\" (/search/*): segment 1 (the host): expected \"search\", got \"task\"",
        ]),
        WordingCase(url: "taskrabbit://task/abc", lines: [
            "route \"task\" (/task/:id/edit): segment 3: expected \"edit\", but the URL has only 2 segments",
            "route \"task\" (/task/:id): declined: id \"abc\" is not an int",
            "route \"search\" (/search/*): segment 1 (the host): expected \"search\", got \"task\"",
        ]),
        WordingCase(url: "taskrabbit://task/1/edit/now", lines: [
            "route \"task\" (/task/:id/edit): the URL has 1 segment more than the pattern's 3 (\"now\")",
            "route \"task\" (/task/:id): the URL has 2 segments more than the pattern's 2 (\"edit\", \"now\")",
            "route \"search\" (/search/*): segment 1 (the host): expected \"search\", got \"task\"",
        ]),
        WordingCase(url: "https://taskrabbit.com/task/1", lines: [
            "route \"web-task\" (/task/:id): host taskrabbit.com is not one of the route's hosts (www.taskrabbit.com)",
        ]),
        WordingCase(url: "https:/task/1", lines: [
            "route \"web-task\" (/task/:id): the URL has no host, and the route is limited to hosts (www.taskrabbit.com)",
        ]),
        WordingCase(url: "/", lines: [
            "route \"task\" (/task/:id/edit): segment 1: expected \"task\", but the URL has no segments",
            "route \"task\" (/task/:id): segment 1: expected \"task\", but the URL has no segments",
            "route \"search\" (/search/*): segment 1: expected \"search\", but the URL has no segments",
        ]),
    ])
    func attemptWording(_ testCase: WordingCase) throws {
        let router = try RoutingTest.router(Self.routes)
        let result = router.match(testCase.url)
        #expect(result.match == nil)
        #expect(result.trail.map(\.description) == testCase.lines)
    }

    @Test("an unreadable URL says what is wrong and where")
    func unreadable() throws {
        let router = try RoutingTest.router(Self.routes)
        let result = router.match("taskrabbit://task/4%2")
        #expect(result.explanation == "cannot route \"taskrabbit://task/4%2\": malformed percent-escape \"%2\" "
            + "at character 20, in segment 2 (\"4%2\"): a \"%\" must be followed by two hexadecimal digits "
            + "(write a literal \"%\" as \"%25\")")
    }

    @Test("a scheme whose routes are all elsewhere, and a router with no routes")
    func nothingApplies() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "web-task", pattern: "/task/:id", scheme: "https"),
        ])
        #expect(router.match("taskrabbit://task/1").explanation == """
            no route matched "taskrabbit://task/1"
            no route applies to this URL's scheme
            set aside for the URL's scheme:
              - route "web-task" (/task/:id): only for scheme https, and the URL's scheme is taskrabbit
            """)
        #expect(router.match("/task/1").setAside.map(\.description) == [
            "route \"web-task\" (/task/:id): only for scheme https, and the URL has no scheme",
        ])
        let empty = try RoutingTest.router([])
        #expect(empty.match("taskrabbit://task/1").explanation == """
            no route matched "taskrabbit://task/1"
            no routes are registered
            """)
    }

    @Test("a match explains itself too: the line, the trail, and what lost on precedence")
    func matched() throws {
        let router = try RoutingTest.router(Self.routes)
        let result = router.match("taskrabbit://search/a/b?id=7&tag=x&tag=y")
        #expect(result.description
            == "matched route \"search\" (/search/*): id = \"7\" (query), tag = [\"x\", \"y\"] (query), * = \"a\", \"b\"")
        let task = router.match("taskrabbit://task/42?id=7", payload: ["kind": "reminder"])
        #expect(task.explanation == """
            matched route "task" (/task/:id): id = "42" (path), kind = "reminder" (payload)
            tried, in order:
              1. route "task" (/task/:id/edit): segment 3: expected "edit", but the URL has only 2 segments
              2. route "task" (/task/:id): matched
            ignored, because a higher source has the same name (path > payload > query):
              - id = "7" (query)
            set aside for the URL's scheme:
              - route "web-task" (/task/:id): only for scheme https, and the URL's scheme is taskrabbit
            """)
    }

    @Test("quoted values escape quotes and control characters")
    func escaping() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "t", pattern: "/t/literal")])
        let result = router.match("app://t/say%20%22hi%22%0A")
        #expect(result.trail.map(\.description) == [
            "route \"t\" (/t/literal): segment 2: expected \"literal\", got \"say \\\"hi\\\"\\n\"",
        ])
    }
}
