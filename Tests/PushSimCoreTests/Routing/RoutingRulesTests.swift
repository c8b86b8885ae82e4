import PushSimCore
import Testing

/// docs/router.md, "Matching rules": one test (or table) per numbered rule.
@Suite("Routing rules")
struct RoutingRulesTests {
    // MARK: Rule 1 — order

    @Test("rule 1: higher priority first, then registration order")
    func rule1Order() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "first", pattern: "/task/:id"),
            RouteDefinition(name: "second", pattern: "/task/:taskId"),
            RouteDefinition(name: "urgent", pattern: "/task/:n", priority: 10),
        ])
        let result = router.match("taskrabbit://task/42")
        #expect(result.match?.route.name == "urgent")
        #expect(result.match?["n"] == .string("42"))

        let lower = try RoutingTest.router([
            RouteDefinition(name: "first", pattern: "/task/:id"),
            RouteDefinition(name: "second", pattern: "/task/:taskId"),
            RouteDefinition(name: "late", pattern: "/task/:n", priority: -1),
        ])
        #expect(lower.match("taskrabbit://task/42").match?.route.name == "first")
    }

    @Test("rule 1: a route that can never match is reported when the routes load")
    func rule1ShadowWarning() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id"),
            RouteDefinition(name: "new-task", pattern: "/task/new"),
        ])
        #expect(router.warnings.map(\.description) == [
            "route \"task\" (/task/:id) shadows route \"new-task\" (/task/new): it can never match",
        ])
        #expect(router.match("taskrabbit://task/new").match?.route.name == "task")
    }

    // MARK: Rule 2 — declining

    @Test("rule 2: a typed parameter that does not convert declines, and the next route is tried")
    func rule2TypedDecline() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "by-id", pattern: "/task/:id", parameterTypes: ["id": .int]),
            RouteDefinition(name: "by-slug", pattern: "/task/:slug"),
        ])
        let result = router.match("taskrabbit://task/abc")
        #expect(result.match?.route.name == "by-slug")
        #expect(result.match?["slug"] == .string("abc"))
        #expect(result.trail.first?.outcome == .declined(.wrongType(parameter: "id", value: "abc",
                                                                   expected: .int, outOfRange: false)))
        #expect(result.trail.first?.description == "route \"by-id\" (/task/:id): declined: id \"abc\" is not an int")
        #expect(router.match("taskrabbit://task/42").match?.route.name == "by-id")
    }

    @Test("rule 2: the caller declines a target it cannot build, and the next route is tried")
    func rule2CallerDecline() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id"),
            RouteDefinition(name: "fallback", pattern: "/task/*"),
        ])
        var seen: [String] = []
        let result = router.match("taskrabbit://task/404") { match in
            seen.append(match.route.name)
            return match.route.name == "task" ? .decline(reason: "no task 404 in the app model") : .accept
        }
        #expect(seen == ["task", "fallback"])
        #expect(result.match?.route.name == "fallback")
        #expect(result.match?.wildcard == ["404"])
        #expect(result.trail.map(\.description) == [
            "route \"task\" (/task/:id): declined: no task 404 in the app model",
            "route \"fallback\" (/task/*): matched",
        ])
    }

    struct TypeCase: Sendable, CustomTestStringConvertible {
        var type: RouteParameterType
        var value: String
        var accepted: Bool
        var testDescription: String { "\(type) \(value)" }
    }

    @Test("rule 2: what int and uuid accept", arguments: [
        TypeCase(type: .int, value: "42", accepted: true),
        TypeCase(type: .int, value: "-7", accepted: true),
        TypeCase(type: .int, value: "007", accepted: true),
        TypeCase(type: .int, value: "9223372036854775807", accepted: true),
        TypeCase(type: .int, value: "-9223372036854775808", accepted: true),
        TypeCase(type: .int, value: "9223372036854775808", accepted: false),
        TypeCase(type: .int, value: "-9223372036854775809", accepted: false),
        TypeCase(type: .int, value: "99999999999999999999999999", accepted: false),
        TypeCase(type: .int, value: "+5", accepted: false),
        TypeCase(type: .int, value: "-", accepted: false),
        TypeCase(type: .int, value: "4.2", accepted: false),
        TypeCase(type: .int, value: "١٢", accepted: false),
        TypeCase(type: .uuid, value: "123e4567-e89b-12d3-a456-426614174000", accepted: true),
        TypeCase(type: .uuid, value: "123E4567-E89B-12D3-A456-426614174000", accepted: true),
        TypeCase(type: .uuid, value: "123e4567e89b12d3a456426614174000", accepted: false),
        TypeCase(type: .uuid, value: "{123e4567-e89b-12d3-a456-426614174000}", accepted: false),
        TypeCase(type: .uuid, value: "123e4567-e89b-12d3-a456-42661417400g", accepted: false),
        TypeCase(type: .string, value: "anything at all", accepted: true),
    ])
    func rule2Types(_ testCase: TypeCase) throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "typed", pattern: "/x/:v", parameterTypes: ["v": testCase.type]),
        ])
        let result = router.match("app://x/" + testCase.value.replacingSpaces())
        #expect((result.match != nil) == testCase.accepted)
        // Typed values are kept as given, as strings.
        if testCase.accepted { #expect(result.match?["v"] == .string(testCase.value)) }
    }

    @Test("rule 2: an int too large for 64 bits says so")
    func rule2OutOfRangeWording() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id", parameterTypes: ["id": .int]),
        ])
        let result = router.match("app://task/99999999999999999999")
        #expect(result.trail.map(\.description) == [
            "route \"task\" (/task/:id): declined: id \"99999999999999999999\" is not an int (it does not fit in 64 bits)",
        ])
    }

    // MARK: Rule 3 — host

    @Test("rule 3: a custom scheme's host is the first segment, dots or not")
    func rule3CustomHost() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "dotted", pattern: "/www.taskrabbit.com/:id"),
            RouteDefinition(name: "task", pattern: "/task/:id"),
        ])
        #expect(router.match("taskrabbit://task/42").match?.route.name == "task")
        #expect(router.match("taskrabbit://www.taskrabbit.com/42").match?.route.name == "dotted")
    }

    @Test("rule 3: an http/https host is not part of the path, and routes may be limited to hosts")
    func rule3WebHost() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "ours", pattern: "/task/:id", hosts: ["www.taskrabbit.com", "taskrabbit.com"]),
            RouteDefinition(name: "any", pattern: "/t/:id"),
        ])
        let ours = router.match("https://taskrabbit.com/task/42")
        #expect(ours.match?.route.name == "ours")
        #expect(ours.match?.url.segments == ["task", "42"])
        #expect(router.match("https://cdn.example.com/t/1").match?.route.name == "any")

        let elsewhere = router.match("https://evil.example.com/task/42")
        #expect(elsewhere.match == nil)
        #expect(elsewhere.trail.first?.description == "route \"ours\" (/task/:id): host evil.example.com "
            + "is not one of the route's hosts (www.taskrabbit.com, taskrabbit.com)")
        // Hosts limit http/https only: a custom scheme's host is its first segment.
        #expect(router.match("taskrabbit://task/42").match?.route.name == "ours")
    }

    // MARK: Rule 4 — case

    @Test("rule 4: scheme and host ignore case; the path does not")
    func rule4Case() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "web", pattern: "/task/:id", scheme: "https", hosts: ["WWW.TaskRabbit.com"]),
            RouteDefinition(name: "app", pattern: "/Task/:id", scheme: "TaskRabbit"),
        ])
        #expect(router.match("HTTPS://www.TASKRABBIT.com/task/42").match?.route.name == "web")
        #expect(router.match("taskrabbit://TASK/42").match?.route.name == "app")
        #expect(router.match("TASKRABBIT://task/42").match?.route.name == "app")

        let wrongCase = router.match("https://www.taskrabbit.com/Task/42")
        #expect(wrongCase.match == nil)
        #expect(wrongCase.trail.map(\.description) == [
            "route \"web\" (/task/:id): segment 1: expected \"task\", got \"Task\"",
        ])
    }

    // MARK: Rule 5 — path decoding

    @Test("rule 5: split first, then decode; %2F stays in one value and + is a plus")
    func rule5PathDecoding() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "file", pattern: "/file/:name"),
            RouteDefinition(name: "space", pattern: "/my%20files/:name"),
        ])
        let slash = try RoutingTest.match(router, "app://file/reports%2F2024")
        #expect(slash["name"] == .string("reports/2024"))
        #expect(try RoutingTest.match(router, "app://file/a+b")["name"] == .string("a+b"))
        #expect(try RoutingTest.match(router, "app://file/a%2Bb")["name"] == .string("a+b"))
        #expect(try RoutingTest.match(router, "app://file/a%20b")["name"] == .string("a b"))
        // Literals compare decoded too.
        #expect(try RoutingTest.match(router, "app://my%20files/x").route.name == "space")
        #expect(router.match("app://file/a/b").match == nil)
    }

    // MARK: Rule 6 — query

    @Test("rule 6: + is a space, %2B a plus, repeated keys an array, a bare flag empty")
    func rule6Query() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "search", pattern: "/search")])
        let match = try RoutingTest.match(router, "app://search?q=a+b%2Bc&tag=x&tag=y+z&tag=%2B&flag&empty=")
        #expect(match.parameters == [
            RouteParameter(name: "q", value: .string("a b+c"), source: .query),
            RouteParameter(name: "tag", value: .array(["x", "y z", "+"]), source: .query),
            RouteParameter(name: "flag", value: .string(""), source: .query),
            RouteParameter(name: "empty", value: .string(""), source: .query),
        ])
    }

    // MARK: Rule 7 — precedence

    @Test("rule 7: path beats payload beats query; ?id=7 cannot redirect /task/42")
    func rule7Precedence() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id", parameterTypes: ["id": .int]),
        ])
        let match = try RoutingTest.match(router, "taskrabbit://task/42?id=7&source=query&extra=1",
                                          payload: ["id": "8", "source": "payload"])
        #expect(match.parameters == [
            RouteParameter(name: "id", value: .string("42"), source: .path, type: .int),
            RouteParameter(name: "source", value: .string("payload"), source: .payload),
            RouteParameter(name: "extra", value: .string("1"), source: .query),
        ])
        #expect(match.overriddenParameters == [
            RouteParameter(name: "id", value: .string("8"), source: .payload),
            RouteParameter(name: "id", value: .string("7"), source: .query),
            RouteParameter(name: "source", value: .string("query"), source: .query),
        ])
    }

    // MARK: Rule 8 — slashes

    struct SlashCase: Sendable, CustomTestStringConvertible {
        var pattern: String
        var url: String
        var matches: Bool
        var testDescription: String { "\(pattern) ← \(url)" }
    }

    @Test("rule 8: trailing slashes ignored on URL and pattern; empty middle segments kept", arguments: [
        SlashCase(pattern: "/task/:id", url: "taskrabbit://task/42/", matches: true),
        SlashCase(pattern: "/task/:id", url: "taskrabbit://task/42//", matches: true),
        SlashCase(pattern: "/task/:id/", url: "taskrabbit://task/42", matches: true),
        SlashCase(pattern: "/task/:id/", url: "https://x.com/task/42/", matches: true),
        SlashCase(pattern: "/task/:id", url: "taskrabbit://task//42", matches: false),
        SlashCase(pattern: "/task/:id/edit", url: "taskrabbit://task//edit", matches: false),
        SlashCase(pattern: "/a//b", url: "app://a//b", matches: true),
        SlashCase(pattern: "/a//b", url: "app://a/b", matches: false),
    ])
    func rule8Slashes(_ testCase: SlashCase) throws {
        let router = try RoutingTest.router([RouteDefinition(name: "r", pattern: testCase.pattern)])
        #expect((router.match(testCase.url).match != nil) == testCase.matches)
    }

    @Test("rule 8: an empty middle segment does not match :name, and the trail says so")
    func rule8EmptySegmentWording() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "edit", pattern: "/task/:id/edit")])
        let result = router.match("taskrabbit://task//edit")
        #expect(result.trail.map(\.outcome) == [.mismatched(.emptySegment(segment: 2, parameter: "id"))])
        #expect(result.trail.map(\.description) == [
            "route \"edit\" (/task/:id/edit): segment 2: :id needs a non-empty segment, got an empty one",
        ])
    }

    // MARK: Rule 9 — fragments

    @Test("rule 9: fragments are ignored")
    func rule9Fragments() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "task", pattern: "/task/:id")])
        let match = try RoutingTest.match(router, "taskrabbit://task/42?tab=notes#comments?tab=photos")
        #expect(RoutingTest.strings(match) == ["id": "42", "tab": "notes"])
        #expect(try RoutingTest.match(router, "taskrabbit://task/42#/task/43")["id"] == .string("42"))
    }

    // MARK: Rule 10 — schemes

    @Test("rule 10: scheme routes, fallback to global routes, global routes for other schemes")
    func rule10Schemes() throws {
        let routes = [
            RouteDefinition(name: "global-task", pattern: "/task/:id"),
            RouteDefinition(name: "global-help", pattern: "/help"),
            RouteDefinition(name: "tr-task", pattern: "/task/:id", scheme: "taskrabbit"),
            RouteDefinition(name: "other-inbox", pattern: "/inbox", scheme: "otherapp"),
        ]
        let router = try RoutingTest.router(routes, fallback: ["TaskRabbit"])
        // The scheme's own routes come first, even before a global route registered earlier.
        #expect(router.match("taskrabbit://task/1").match?.route.name == "tr-task")
        // It falls back to global routes.
        #expect(router.match("taskrabbit://help").match?.route.name == "global-help")
        // A scheme with no routes of its own uses the global routes.
        #expect(router.match("thirdapp://task/1").match?.route.name == "global-task")
        #expect(router.match("https://x.com/task/1").match?.route.name == "global-task")
        // A bare path uses the global routes only.
        #expect(router.match("/task/1").match?.route.name == "global-task")
        #expect(router.match("/inbox").match == nil)
        // otherapp has routes of its own and does not fall back: global routes are set aside.
        let other = router.match("otherapp://help")
        #expect(other.match == nil)
        #expect(other.outcome == .unmatched(.noRouteMatched))
        #expect(other.trail.map(\.routeName) == ["other-inbox"])
        #expect(other.setAside.map(\.description) == [
            "route \"global-task\" (/task/:id): a global route, and scheme otherapp has routes of its own "
                + "that do not fall back to global ones",
            "route \"global-help\" (/help): a global route, and scheme otherapp has routes of its own "
                + "that do not fall back to global ones",
            "route \"tr-task\" (/task/:id): only for scheme taskrabbit, and the URL's scheme is otherapp",
        ])
    }

    @Test("rule 10: without fallback, a scheme's own routes are the only ones tried")
    func rule10NoFallback() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "global-help", pattern: "/help"),
            RouteDefinition(name: "tr-task", pattern: "/task/:id", scheme: "taskrabbit"),
        ])
        let result = router.match("taskrabbit://help")
        #expect(result.match == nil)
        #expect(result.trail.map(\.routeName) == ["tr-task"])
        #expect(result.setAside.map(\.routeName) == ["global-help"])
    }

    @Test("rule 10: nothing matching is an explicit unmatched result")
    func rule10Unmatched() throws {
        let router = try RoutingTest.router([RouteDefinition(name: "task", pattern: "/task/:id")])
        let result = router.match("taskrabbit://nothing/here")
        #expect(result.outcome == .unmatched(.noRouteMatched))
        #expect(result.match == nil)
        #expect(result.trail.count == 1)
        let empty = try RoutingTest.router([])
        #expect(empty.match("taskrabbit://task/1").outcome == .unmatched(.noRouteMatched))
    }
}

extension String {
    /// Test values go into URLs: encode their spaces.
    fileprivate func replacingSpaces() -> String {
        split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20")
    }
}
