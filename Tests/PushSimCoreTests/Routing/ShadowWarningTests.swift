import PushSimCore
import Testing

/// Rule 1's load-time check: an earlier variant that matches every URL a later one could.
@Suite("Shadowed routes")
struct ShadowWarningTests {
    struct ShadowCase: Sendable, CustomTestStringConvertible {
        var label: String
        var routes: [RouteDefinition]
        var warnings: [String]
        var testDescription: String { label }
    }

    @Test("warnings name both routes and say the later one can never match", arguments: [
        ShadowCase(label: "parameter before literal", routes: [
            RouteDefinition(name: "task", pattern: "/task/:id"),
            RouteDefinition(name: "new-task", pattern: "/task/new"),
        ], warnings: ["route \"task\" (/task/:id) shadows route \"new-task\" (/task/new): it can never match"]),
        ShadowCase(label: "literal before parameter", routes: [
            RouteDefinition(name: "new-task", pattern: "/task/new"),
            RouteDefinition(name: "task", pattern: "/task/:id"),
        ], warnings: []),
        ShadowCase(label: "typed parameter can decline", routes: [
            RouteDefinition(name: "task", pattern: "/task/:id", parameterTypes: ["id": .int]),
            RouteDefinition(name: "new-task", pattern: "/task/new"),
        ], warnings: []),
        ShadowCase(label: "explicit string type still shadows", routes: [
            RouteDefinition(name: "task", pattern: "/task/:id", parameterTypes: ["id": .string]),
            RouteDefinition(name: "new-task", pattern: "/task/new"),
        ], warnings: ["route \"task\" (/task/:id) shadows route \"new-task\" (/task/new): it can never match"]),
        ShadowCase(label: "wildcard covers longer, shorter-by-nothing and wildcard routes", routes: [
            RouteDefinition(name: "search", pattern: "/search/*"),
            RouteDefinition(name: "deep", pattern: "/search/a/b"),
            RouteDefinition(name: "bare", pattern: "/search"),
            RouteDefinition(name: "sub", pattern: "/search/:q/*"),
            RouteDefinition(name: "other", pattern: "/find/*"),
        ], warnings: [
            "route \"search\" (/search/*) shadows route \"deep\" (/search/a/b): it can never match",
            "route \"search\" (/search/*) shadows route \"bare\" (/search): it can never match",
            "route \"search\" (/search/*) shadows route \"sub\" (/search/:q/*): it can never match",
        ]),
        ShadowCase(label: "a fixed route does not cover a wildcard", routes: [
            RouteDefinition(name: "one", pattern: "/a/:x"),
            RouteDefinition(name: "rest", pattern: "/a/*"),
        ], warnings: []),
        ShadowCase(label: "higher priority registered later", routes: [
            RouteDefinition(name: "new-task", pattern: "/task/new"),
            RouteDefinition(name: "task", pattern: "/task/:id", priority: 1),
        ], warnings: ["route \"task\" (/task/:id) shadows route \"new-task\" (/task/new): it can never match"]),
        ShadowCase(label: "different scheme scopes", routes: [
            RouteDefinition(name: "task", pattern: "/task/:id"),
            RouteDefinition(name: "new-task", pattern: "/task/new", scheme: "taskrabbit"),
        ], warnings: []),
        ShadowCase(label: "same scheme scope", routes: [
            RouteDefinition(name: "task", pattern: "/task/:id", scheme: "TaskRabbit"),
            RouteDefinition(name: "new-task", pattern: "/task/new", scheme: "taskrabbit"),
        ], warnings: ["route \"task\" (/task/:id) shadows route \"new-task\" (/task/new): it can never match"]),
        ShadowCase(label: "host-limited route leaves other hosts", routes: [
            RouteDefinition(name: "ours", pattern: "/task/:id", hosts: ["a.com"]),
            RouteDefinition(name: "any", pattern: "/task/new"),
        ], warnings: []),
        ShadowCase(label: "hosts that include the later route's hosts", routes: [
            RouteDefinition(name: "ours", pattern: "/task/:id", hosts: ["a.com", "B.com"]),
            RouteDefinition(name: "b", pattern: "/task/new", hosts: ["b.com"]),
            RouteDefinition(name: "c", pattern: "/task/old", hosts: ["c.com"]),
        ], warnings: ["route \"ours\" (/task/:id) shadows route \"b\" (/task/new): it can never match"]),
        ShadowCase(label: "an optional group's variant", routes: [
            RouteDefinition(name: "list", pattern: "/list(/*)"),
        ], warnings: ["route \"list\" (/list/*) shadows its own variant /list: that variant can never match"]),
        ShadowCase(label: "a parameter does not cover an empty literal", routes: [
            RouteDefinition(name: "p", pattern: "/a/:x/b"),
            RouteDefinition(name: "e", pattern: "/a//b"),
        ], warnings: []),
        ShadowCase(label: "unnamed routes are labelled by pattern", routes: [
            RouteDefinition(pattern: "/:kind/:id"),
            RouteDefinition(pattern: "/task/:id(/edit)"),
        ], warnings: ["route /:kind/:id shadows route /task/:id(/edit) as /task/:id: it can never match"]),
    ])
    func shadows(_ testCase: ShadowCase) throws {
        let router = try RoutingTest.router(testCase.routes)
        #expect(router.warnings.map(\.description) == testCase.warnings)
    }

    @Test("a warning carries both routes and variants")
    func structuredWarning() throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id"),
            RouteDefinition(name: "edit", pattern: "/task/new(/edit)"),
        ])
        #expect(router.warnings == [.shadowed(RouteShadow(
            shadowingName: "task", shadowingIndex: 0, shadowingPattern: "/task/:id", shadowingVariant: "/task/:id",
            shadowedName: "edit", shadowedIndex: 1, shadowedPattern: "/task/new(/edit)", shadowedVariant: "/task/new"))])
    }
}
