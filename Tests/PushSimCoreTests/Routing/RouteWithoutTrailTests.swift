import Testing
import TestSupport

@testable import PushSimCore

/// Delivery routes without building the trail of attempts when nobody reads the trace
/// (docs/performance.md, "Delivery internals"): the result must be the one
/// with a trail, minus the trail and the routes set aside.
@Suite("Routing without a trail")
struct RouteWithoutTrailTests {
    static func trailless(_ result: RouteResult?) -> RouteResult? {
        guard var result else { return nil }
        result.trail = []
        result.setAside = []
        return result
    }

    /// Every fixture payload's URL, a URL made from each route's pattern (on its scheme, each
    /// of its hosts, and the app's schemes), and URLs no route takes.
    static func urls(for model: AppModel) throws -> [String] {
        var urls: [String] = ["", "x%zz", "nowhere://task/1", "https://example.com/task/1", "/task/42", "task/42"]
        for path in FileWalker(paths: [repositoryRoot + "/fixtures"]).map(\.path) {
            guard let payload = PayloadChecker().check(.path(path)).payload else { continue }
            if let url = AppNotification(payload: payload, model: model).routingURL { urls.append(url) }
        }
        for route in model.routes {
            // `/task/:id(/edit)` → `/task/42/edit` and `/task/42`; `*` → two segments.
            let filled = route.pattern.split(separator: "/").map { segment -> String in
                if segment.hasPrefix(":") { return "42" }
                return segment == "*" ? "a/b" : String(segment)
            }.joined(separator: "/")
            let paths = [filled.replacingOccurrences("(", "").replacingOccurrences(")", ""), filled.removingGroups()]
            let schemes = route.scheme.map { [$0] } ?? (model.urlSchemes + ["https"])
            for scheme in schemes {
                for path in paths {
                    let hosts = route.hosts.isEmpty ? [""] : route.hosts
                    for host in hosts {
                        urls.append(host.isEmpty ? "\(scheme)://\(path.drop { $0 == "/" })" : "\(scheme)://\(host)/\(path.drop { $0 == "/" })")
                    }
                    // A web link on a host the route does not allow (rule 3).
                    urls.append("https://elsewhere.example/\(path.drop { $0 == "/" })")
                    urls.append("\(scheme)://\(path.drop { $0 == "/" })?id=7&note=a+b")
                    urls.append("\(scheme)://\(path.drop { $0 == "/" })/extra")
                }
            }
        }
        return urls
    }

    @Test(arguments: ["genius", "taskrabbit"])
    func aResultWithoutATrailIsTheOneWithATrailMinusTheTrail(app name: String) throws {
        let model = try fixtureApp(name)
        let router = try #require(model.router)
        let urls = try Self.urls(for: model)
        #expect(urls.count > 20)
        var matched = 0
        var trailsSeen = 0
        for url in urls {
            let fields = ["id": "9", "note": "from the payload"]
            let full = router.match(url, payload: fields)
            if full.match != nil { matched += 1 }
            if !full.trail.isEmpty || !full.setAside.isEmpty { trailsSeen += 1 }
            let bare = router.match(url, payload: fields, keepsTrail: false)
            #expect(bare.trail.isEmpty && bare.setAside.isEmpty, "\(url)")
            #expect(bare == Self.trailless(full), "\(url)")
            #expect(bare.description == full.description, "\(url)")
            // A caller that declines every other structural match (rule 2) sees the same.
            func declining() -> (RouteMatch) -> RouteDecision {
                var count = 0
                return { _ in
                    count += 1
                    return count % 2 == 1 ? .decline(reason: "declined \(count)") : .accept
                }
            }
            #expect(router.match(url, payload: fields, keepsTrail: false, decide: declining())
                == Self.trailless(router.match(url, payload: fields, decide: declining())), "\(url)")
            // What delivery asks: the app model's routing input.
            let traced = model.routingInput(url, fields: fields)
            let untraced = model.routingInput(url, fields: fields, keepsTrail: false)
            #expect(untraced.result == Self.trailless(traced.result), "\(url)")
            #expect(untraced.target == traced.target, "\(url)")
        }
        // The URLs exercise both outcomes and real trails.
        #expect(matched > 5)
        #expect(matched < urls.count)
        #expect(trailsSeen > urls.count / 2)
    }

    /// The fixture apps' routes have no scheme and no hosts: these do, with a scheme that falls
    /// back to the global routes and one that does not (rules 3 and 10).
    @Test(arguments: [Set<String>(), ["taskrabbit"]])
    func schemesAndHostsGiveTheSameResultWithoutATrail(fallback: Set<String>) throws {
        let router = try RoutingTest.router([
            RouteDefinition(name: "task", pattern: "/task/:id(/edit)", parameterTypes: ["id": .int]),
            RouteDefinition(name: "search", pattern: "/search/*"),
            RouteDefinition(name: "web-task", pattern: "/task/:id", scheme: "https", hosts: ["www.taskrabbit.com"]),
            RouteDefinition(name: "own", pattern: "/own/:id", scheme: "taskrabbit", priority: 1),
            RouteDefinition(name: "other", pattern: "/task/:id", scheme: "other"),
        ], fallback: fallback)
        let urls = [
            "taskrabbit://task/42", "taskrabbit://task/42/edit", "taskrabbit://own/1", "taskrabbit://search/a/b",
            "https://www.taskrabbit.com/task/42", "https://elsewhere.example/task/42", "http://www.taskrabbit.com/task/42",
            "other://task/1", "other://own/1", "unknown://task/1", "/task/42", "taskrabbit://task/abc", "x%zz",
        ]
        for url in urls {
            let full = router.match(url, payload: ["id": "9"])
            #expect(router.match(url, payload: ["id": "9"], keepsTrail: false) == Self.trailless(full), "\(url)")
        }
    }
}

private extension String {
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        String(flatMap { $0 == target ? Array(replacement) : [$0] })
    }

    /// `/task/42(/edit)` → `/task/42`.
    func removingGroups() -> String {
        var depth = 0
        return String(filter { character in
            if character == "(" { depth += 1; return false }
            if character == ")" { depth -= 1; return false }
            return depth == 0
        })
    }
}
