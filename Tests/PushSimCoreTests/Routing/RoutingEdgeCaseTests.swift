import PushSimCore
import Testing

/// Inputs at the edges: encodings, sizes, empty pieces, wildcards.
@Suite("Routing edge cases")
struct RoutingEdgeCaseTests {
    struct ValueCase: Sendable, CustomTestStringConvertible {
        var url: String
        var value: String
        var testDescription: String { url }
    }

    @Test("path values decode exactly once, split before decoding", arguments: [
        ValueCase(url: "app://v/a%2Fb", value: "a/b"),
        ValueCase(url: "app://v/a%2fb", value: "a/b"),
        ValueCase(url: "app://v/a+b", value: "a+b"),
        ValueCase(url: "app://v/a%2Bb", value: "a+b"),
        ValueCase(url: "app://v/a%252F", value: "a%2F"),
        ValueCase(url: "app://v/café", value: "café"),
        ValueCase(url: "app://v/caf%C3%A9", value: "café"),
        ValueCase(url: "app://v/%E6%9D%B1%E4%BA%AC", value: "東京"),
        ValueCase(url: "app://v/東京", value: "東京"),
        ValueCase(url: "app://v/%F0%9F%9A%80", value: "🚀"),
        ValueCase(url: "app://v/a b", value: "a b"),
        ValueCase(url: "app://v/a:b@c", value: "a:b@c"),
    ])
    func pathValues(_ testCase: ValueCase) throws {
        let router = try RoutingTest.router([RouteDefinition(name: "v", pattern: "/v/:value")])
        #expect(try RoutingTest.match(router, testCase.url)["value"] == .string(testCase.value))
    }

    @Test("query + and %2B differ; the path keeps + as a plus")
    func plusInQueryAndPath() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "tag", pattern: "/tag/:name")])
        let match = try RoutingTest.match(router, "app://tag/c++?a=c++&b=c%2B%2B&c=c%20%2B")
        #expect(RoutingTest.strings(match) == ["name": "c++", "a": "c  ", "b": "c++", "c": "c +"])
    }

    @Test("non-ASCII literals match raw and encoded URLs alike")
    func nonASCIILiteral() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "city", pattern: "/ville/Montréal/:quartier")])
        #expect(try RoutingTest.match(router, "app://ville/Montr%C3%A9al/Plateau")["quartier"] == .string("Plateau"))
        #expect(try RoutingTest.match(router, "app://ville/Montréal/Vieux-Port")["quartier"] == .string("Vieux-Port"))
        #expect(router.match("app://ville/Montreal/x").match == nil)
    }

    @Test("invalid UTF-8 after decoding is an unreadable URL with a reason")
    func invalidUTF8() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "v", pattern: "/v/:value")])
        let result = router.match("app://v/%C3%28")
        #expect(result.outcome == .unmatched(.unreadableURL(
            RouteURLProblem(kind: .invalidUTF8, place: .segment(2), text: "%C3%28", column: 9))))
        #expect(result.trail.isEmpty)
    }

    @Test("300 segments: a wildcard takes them all, an exact pattern matches, a short one explains")
    func manySegments() throws {
        let segments = (1...300).map { "s\($0)" }
        let url = "app://" + segments.joined(separator: "/")
        let exact = "/" + segments.joined(separator: "/")
        let router = try RoutingTest.router([
            RouteDefinition(name: "short", pattern: "/s1/:next"),
            RouteDefinition(name: "exact", pattern: exact),
            RouteDefinition(name: "deep", pattern: "/s1/*"),
        ])
        let match = try RoutingTest.match(router, url)
        #expect(match.route.name == "exact")
        #expect(match.url.segments.count == 300)
        let result = router.match(url)
        #expect(result.trail.first?.description == "route \"short\" (/s1/:next): the URL has 298 segments "
            + "more than the pattern's 2 (\"s3\", \"s4\", \"s5\" and 295 more)")

        let deep = try RoutingTest.match(router, url + "/s301")
        #expect(deep.route.name == "deep")
        #expect(deep.wildcard?.count == 300)
        #expect(deep.wildcard?.first == "s2")
        #expect(deep.wildcard?.last == "s301")
    }

    @Test("a 4000-character value is kept whole; messages shorten it")
    func longValue() throws {
        let value = String(repeating: "x", count: 3999) + "y"
        let router = try RoutingTest.router([
            RouteDefinition(name: "n", pattern: "/note/:id", parameterTypes: ["id": .int]),
            RouteDefinition(name: "text", pattern: "/note/:text"),
        ])
        let result = router.match("app://note/\(value)?q=\(value)")
        let match = try #require(result.match)
        #expect(match["text"] == .string(value))
        #expect(match["q"] == .string(value))
        #expect(result.trail.first?.description
            == "route \"n\" (/note/:id): declined: id \"\(String(repeating: "x", count: 59))…\" is not an int")
    }

    @Test("200 query parameters arrive in order")
    func manyQueryParameters() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "q", pattern: "/q")])
        let query = (1...200).map { "k\($0)=v\($0)" }.joined(separator: "&")
        let match = try RoutingTest.match(router, "app://q?" + query)
        #expect(match.parameters.count == 200)
        #expect(match.parameters.map(\.name) == (1...200).map { "k\($0)" })
        #expect(match["k200"] == .string("v200"))
        #expect(match.parameters.allSatisfy { $0.source == .query })
    }

    struct WildcardCase: Sendable, CustomTestStringConvertible {
        var url: String
        var wildcard: [String]?
        var testDescription: String { url }
    }

    @Test("a wildcard takes zero or more segments, empty ones included", arguments: [
        WildcardCase(url: "taskrabbit://search", wildcard: []),
        WildcardCase(url: "taskrabbit://search/", wildcard: []),
        WildcardCase(url: "taskrabbit://search/a", wildcard: ["a"]),
        WildcardCase(url: "taskrabbit://search/a//b%2Fc", wildcard: ["a", "", "b/c"]),
        WildcardCase(url: "taskrabbit://searches/a", wildcard: nil),
    ])
    func wildcard(_ testCase: WildcardCase) throws {
        let router = try RoutingTest.router([RouteDefinition(name: "search", pattern: "/search/*")])
        let result = router.match(testCase.url)
        #expect(result.match?.wildcard == testCase.wildcard)
        #expect((result.match != nil) == (testCase.wildcard != nil))
    }

    @Test(":name never matches an empty segment, even the host's")
    func emptySegments() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "any", pattern: "/:kind/:id")])
        #expect(router.match("app://task/").match == nil)
        #expect(router.match("app:////42").match == nil)
        #expect(router.match("app://task//").match == nil)
        #expect(try RoutingTest.match(router, "app://task/42")["kind"] == .string("task"))
    }

    @Test("a custom scheme's host is lowercased where a parameter captures it")
    func hostCapture() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "any", pattern: "/:kind/:id")])
        let match = try RoutingTest.match(router, "app://Task/AbC")
        #expect(RoutingTest.strings(match) == ["kind": "task", "id": "AbC"])
    }

    @Test("the root pattern matches an empty path")
    func root() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "home", pattern: "/")])
        #expect(router.match("app://").match?.route.name == "home")
        #expect(router.match("https://x.com/").match?.route.name == "home")
        #expect(router.match("https://x.com?tab=1").match?["tab"] == .string("1"))
        #expect(router.match("app://home").match == nil)
    }

    @Test("priority reorders routes whatever their registration order")
    func priorityOrdering() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "c", pattern: "/x/*", priority: -5),
            RouteDefinition(name: "a", pattern: "/x/:id", priority: 3, parameterTypes: ["id": .uuid]),
            RouteDefinition(name: "b", pattern: "/x/:id", parameterTypes: ["id": .int]),
        ])
        let result = router.match("app://x/zzz")
        #expect(result.trail.map(\.routeName) == ["a", "b", "c"])
        #expect(result.match?.route.name == "c")
        #expect(router.match("app://x/12").match?.route.name == "b")
        #expect(router.match("app://x/123e4567-e89b-12d3-a456-426614174000").match?.route.name == "a")
    }

    @Test("declining tries the route's next variant, then the next route")
    func declineWalksVariants() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "list", pattern: "/list(/*)"),
            RouteDefinition(name: "other", pattern: "/list"),
        ])
        let result = router.match("app://list") { match in
            match.variant == "/list/*" ? .decline(reason: "no page") : .accept
        }
        #expect(result.trail.map(\.description) == [
            "route \"list\" (/list/*): declined: no page",
            "route \"list\" (/list): matched",
        ])
    }

    @Test("garbage never crashes", arguments: [
        "%", "%%%", "://", ":", "?", "#", "app:", "app:?", "https://", "https://@:/", "http://[::1",
        "a:b:c", "😀://x", "app://%00/x", "\u{0}", "app://x?%", "app://x?&&&", "////", "..", "app://../..",
    ])
    func garbage(_ url: String) throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "any", pattern: "/*"),
            RouteDefinition(name: "task", pattern: "/task/:id(/edit)", scheme: "https", hosts: ["x.com"]),
        ])
        let result = router.match(url)
        #expect(!result.description.isEmpty)
        #expect(!result.explanation.isEmpty)
    }
}
