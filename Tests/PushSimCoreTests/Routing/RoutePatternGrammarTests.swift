import PushSimCore
import Testing

/// docs/router.md, "Grammar": `:name`, a final `*`, optional groups that nest; invalid patterns are
/// rejected when the routes load, naming the route and the reason.
@Suite("Route pattern grammar")
struct RoutePatternGrammarTests {
    struct VariantCase: Sendable, CustomTestStringConvertible {
        var pattern: String
        var variants: [String]
        var testDescription: String { pattern }
    }

    @Test("optional groups expand longest first", arguments: [
        VariantCase(pattern: "/task/:id(/edit)", variants: ["/task/:id/edit", "/task/:id"]),
        VariantCase(pattern: "/a(/b(/c))", variants: ["/a/b/c", "/a/b", "/a"]),
        VariantCase(pattern: "/the(/foo/:a)(/bar/:b)",
                    variants: ["/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the"]),
        VariantCase(pattern: "/search(/*)", variants: ["/search/*", "/search"]),
        VariantCase(pattern: "(/home)", variants: ["/home", "/"]),
        VariantCase(pattern: "/", variants: ["/"]),
        VariantCase(pattern: "task/:id/", variants: ["/task/:id"]),
        VariantCase(pattern: "/a(/)", variants: ["/a"]),
    ])
    func expandsGroups(_ testCase: VariantCase) throws {
        let router = try RoutingTest.router([RouteDefinition(name: "r", pattern: testCase.pattern)])
        // Each variant is tried in order: an empty URL path reaches all of them but the root.
        let trail = router.match("app://zzz").trail
        #expect(trail.map(\.variant) == testCase.variants)
    }

    @Test("a nested optional group matches with and without each level")
    func nestedGroupsMatch() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "abc", pattern: "/a(/b(/c))")])
        #expect(router.match("app://a/b/c").match?.variant == "/a/b/c")
        #expect(router.match("app://a/b").match?.variant == "/a/b")
        #expect(router.match("app://a").match?.variant == "/a")
        #expect(router.match("app://a/c").match == nil)
    }

    struct InvalidCase: Sendable, CustomTestStringConvertible {
        var pattern: String
        var problem: RouterError.Problem
        var words: String
        var testDescription: String { pattern }
    }

    @Test("invalid patterns are rejected naming the route and the reason", arguments: [
        InvalidCase(pattern: "/a/*/b", problem: .wildcardNotLast(variant: "/a/*/b"),
                    words: "\"*\" must be the last segment, but /a/*/b has segments after it"),
        InvalidCase(pattern: "/a(/*)/b", problem: .wildcardNotLast(variant: "/a/*/b"),
                    words: "\"*\" must be the last segment, but /a/*/b has segments after it"),
        InvalidCase(pattern: "/task/:", problem: .emptyParameterName(variant: "/task/:"),
                    words: "a \":\" in /task/: has no parameter name after it"),
        InvalidCase(pattern: "/task/:(/x)", problem: .emptyParameterName(variant: "/task/:/x"),
                    words: "a \":\" in /task/:/x has no parameter name after it"),
        InvalidCase(pattern: "/task/:id(/edit", problem: .unclosedGroup(column: 10),
                    words: "the \"(\" at character 10 is never closed"),
        InvalidCase(pattern: "/task/:id)/edit", problem: .unopenedGroup(column: 10),
                    words: "the \")\" at character 10 has no matching \"(\""),
        InvalidCase(pattern: "/task()", problem: .emptyGroup(column: 6),
                    words: "the optional group \"()\" at character 6 is empty"),
        InvalidCase(pattern: "/a(())", problem: .emptyGroup(column: 4),
                    words: "the optional group \"()\" at character 4 is empty"),
        InvalidCase(pattern: "/a/:id/b/:id", problem: .duplicateParameterName("id", variant: "/a/:id/b/:id"),
                    words: "parameter :id appears twice in /a/:id/b/:id"),
        InvalidCase(pattern: "/a/:id(/b/:id)", problem: .duplicateParameterName("id", variant: "/a/:id/b/:id"),
                    words: "parameter :id appears twice in /a/:id/b/:id"),
        InvalidCase(pattern: "", problem: .emptyPattern, words: "the pattern is empty (the root is \"/\")"),
        InvalidCase(pattern: "/search?q=:q", problem: .queryOrFragment("?"),
                    words: "a pattern matches paths only, so \"?\" is not allowed "
                        + "(query parameters reach the route by name, with no pattern)"),
        InvalidCase(pattern: "myapp://task/:id", problem: .containsScheme,
                    words: "a pattern is a path: give the scheme in the route's scheme, not as \"scheme://\" in the pattern"),
        InvalidCase(pattern: "/files/a*", problem: .wildcardInsideSegment(segment: "a*"),
                    words: "\"*\" must be a whole segment, not part of \"a*\" (a literal asterisk is %2A)"),
        InvalidCase(pattern: "/task/:task id", problem: .invalidParameterName("task id"),
                    words: "parameter name \"task id\" may contain only ASCII letters, digits, \"_\" and \"-\""),
        InvalidCase(pattern: "/caf%zz", problem: .malformedLiteral(segment: "caf%zz", reason: "malformed percent-escape \"%zz\""),
                    words: "segment \"caf%zz\" cannot be percent-decoded: malformed percent-escape \"%zz\""),
        InvalidCase(pattern: "/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)", problem: .tooManyVariants(limit: 128),
                    words: "its optional groups expand to more than 128 variants"),
    ])
    func rejectsInvalidPattern(_ testCase: InvalidCase) {
        let routes = [
            RouteDefinition(name: "fine", pattern: "/ok"),
            RouteDefinition(name: "broken", pattern: testCase.pattern),
        ]
        #expect(throws: RouterError(invalidRoutes: [
            .init(index: 1, name: "broken", pattern: testCase.pattern, problem: testCase.problem),
        ])) {
            try Router(routes: routes)
        }
        #expect(testCase.problem.description == testCase.words)
    }

    @Test("the error lists every invalid route, one line each")
    func reportsEveryInvalidRoute() {
        do {
            _ = try Router(routes: [
                RouteDefinition(name: "new-task", pattern: "/task/:"),
                RouteDefinition(name: "ok", pattern: "/task/:id"),
                RouteDefinition(name: "search", pattern: "/search/*/more"),
            ])
            Issue.record("the routes loaded")
        } catch {
            #expect(error.invalidRoutes.map(\.index) == [0, 2])
            #expect(error.description == """
                route "new-task" (/task/:) is invalid: a ":" in /task/: has no parameter name after it
                route "search" (/search/*/more) is invalid: "*" must be the last segment, but /search/*/more has segments after it
                """)
        }
    }

    struct DefinitionCase: Sendable, CustomTestStringConvertible {
        var route: RouteDefinition
        var problem: RouterError.Problem
        var testDescription: String { "\(route.pattern) \(route.scheme ?? "global") \(route.hosts)" }
    }

    @Test("a route's other fields are checked too", arguments: [
        DefinitionCase(route: RouteDefinition(pattern: "/task/:id", parameterTypes: ["idd": .int]),
                       problem: .typeForUnknownParameter("idd")),
        DefinitionCase(route: RouteDefinition(pattern: "/task/:id", scheme: "myapp://"),
                       problem: .invalidScheme("myapp://")),
        DefinitionCase(route: RouteDefinition(pattern: "/task/:id", scheme: "myapp", hosts: ["x.com"]),
                       problem: .hostsOnCustomScheme("myapp")),
        DefinitionCase(route: RouteDefinition(pattern: "/task/:id", hosts: [""]), problem: .emptyHost),
    ])
    func rejectsInvalidDefinition(_ testCase: DefinitionCase) {
        #expect(throws: RouterError(invalidRoutes: [
            .init(index: 0, name: testCase.route.name, pattern: testCase.route.pattern, problem: testCase.problem),
        ])) {
            try Router(routes: [testCase.route])
        }
    }

    @Test("a parameter typed in only one variant's group is still a parameter of the pattern")
    func typeForOptionalParameter() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "page", pattern: "/list(/:page)", parameterTypes: ["page": .int]),
        ])
        #expect(router.match("app://list/3").match?["page"] == .string("3"))
        #expect(router.match("app://list").match?.variant == "/list")
    }

    @Test("a literal asterisk and parentheses are written percent-encoded")
    func encodedSpecialCharacters() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "star", pattern: "/a%2A/%28b%29")])
        #expect(router.match("app://a*/(b)").match?.route.name == "star")
        #expect(router.match("app://a%2A/%28b%29").match?.route.name == "star")
    }
}
