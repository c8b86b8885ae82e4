import PushSimCore
import Testing

/// Splitting and decoding URLs: scheme, host, segments, query, fragment.
@Suite("Route URL splitting")
struct RouteURLTests {
    struct SplitCase: Sendable, CustomTestStringConvertible {
        var url: String
        var scheme: String?
        var host: String?
        var segments: [String]
        var testDescription: String { url }
    }

    @Test("scheme, host and segments", arguments: [
        // Rule 3: a custom scheme's host is the first segment, dots or not.
        SplitCase(url: "taskrabbit://task/42", scheme: "taskrabbit", host: "task", segments: ["task", "42"]),
        SplitCase(url: "taskrabbit://www.task.com/42", scheme: "taskrabbit", host: "www.task.com",
                  segments: ["www.task.com", "42"]),
        SplitCase(url: "taskrabbit:///task/42", scheme: "taskrabbit", host: "task", segments: ["task", "42"]),
        SplitCase(url: "taskrabbit:task/42", scheme: "taskrabbit", host: "task", segments: ["task", "42"]),
        SplitCase(url: "taskrabbit://", scheme: "taskrabbit", host: nil, segments: []),
        // Rule 4: scheme and host lowercased; the path keeps its case.
        SplitCase(url: "TaskRabbit://TASK/Big", scheme: "taskrabbit", host: "task", segments: ["task", "Big"]),
        SplitCase(url: "HTTPS://User:pw@WWW.TaskRabbit.com:8443/Task/42", scheme: "https",
                  host: "www.taskrabbit.com", segments: ["Task", "42"]),
        SplitCase(url: "http://[::1]:8080/a", scheme: "http", host: "[::1]", segments: ["a"]),
        SplitCase(url: "https://www.taskrabbit.com", scheme: "https", host: "www.taskrabbit.com", segments: []),
        SplitCase(url: "https:///task", scheme: "https", host: nil, segments: ["task"]),
        // A bare path has no scheme and no host.
        SplitCase(url: "/task/42", scheme: nil, host: nil, segments: ["task", "42"]),
        SplitCase(url: "task/42", scheme: nil, host: nil, segments: ["task", "42"]),
        SplitCase(url: "/", scheme: nil, host: nil, segments: []),
        // Rule 8: trailing slashes dropped, empty middle segments kept.
        SplitCase(url: "taskrabbit://task/42///", scheme: "taskrabbit", host: "task", segments: ["task", "42"]),
        SplitCase(url: "taskrabbit://task//42", scheme: "taskrabbit", host: "task", segments: ["task", "", "42"]),
        SplitCase(url: "//a", scheme: nil, host: nil, segments: ["", "a"]),
        // Rule 9: the fragment is dropped, even one that looks like a query or a path.
        SplitCase(url: "taskrabbit://task/42#/other?x=1", scheme: "taskrabbit", host: "task", segments: ["task", "42"]),
        // Rule 5: split before decoding.
        SplitCase(url: "app://file/a%2Fb/c+d%2B", scheme: "app", host: "file", segments: ["file", "a/b", "c+d+"]),
        SplitCase(url: "app://city/caf%C3%A9/café/%F0%9F%9A%80", scheme: "app", host: "city",
                  segments: ["city", "café", "café", "🚀"]),
    ])
    func splits(_ testCase: SplitCase) throws {
        let url = try RouteURL(parsing: testCase.url)
        #expect(url.scheme == testCase.scheme)
        #expect(url.host == testCase.host)
        #expect(url.segments == testCase.segments)
    }

    struct QueryCase: Sendable, CustomTestStringConvertible {
        var url: String
        var items: [String]  // "name=value"
        var testDescription: String { url }
    }

    @Test("query items, in order", arguments: [
        // Rule 6: `+` is a space before percent-decoding, so `%2B` stays a plus.
        QueryCase(url: "app://x?note=a+b%2Bc", items: ["note=a b+c"]),
        QueryCase(url: "app://x?flag", items: ["flag="]),
        QueryCase(url: "app://x?flag=", items: ["flag="]),
        QueryCase(url: "app://x?a=1&&b=2&", items: ["a=1", "b=2"]),
        QueryCase(url: "app://x?=5&a=1", items: ["a=1"]),
        QueryCase(url: "app://x?a=1=2", items: ["a=1=2"]),
        QueryCase(url: "app://x?t=a&t=b&u=%26&t=c", items: ["t=a", "t=b", "u=&", "t=c"]),
        QueryCase(url: "app://x?q=caf%C3%A9+au+lait#q=no", items: ["q=café au lait"]),
        QueryCase(url: "app://x?a%20b=c", items: ["a b=c"]),
        QueryCase(url: "app://x?", items: []),
    ])
    func query(_ testCase: QueryCase) throws {
        let url = try RouteURL(parsing: testCase.url)
        #expect(url.queryItems.map { "\($0.name)=\($0.value)" } == testCase.items)
    }

    struct ProblemCase: Sendable, CustomTestStringConvertible {
        var url: String
        var problem: RouteURLProblem
        var words: String
        var testDescription: String { url }
    }

    @Test("unreadable URLs are a clear problem, never a crash", arguments: [
        ProblemCase(url: "", problem: RouteURLProblem(kind: .empty), words: "the URL is empty"),
        ProblemCase(
            url: "app://task/4%zz2",
            problem: RouteURLProblem(kind: .malformedPercentEscape(escape: "%zz"), place: .segment(2),
                                     text: "4%zz2", column: 13),
            words: "malformed percent-escape \"%zz\" at character 13, in segment 2 (\"4%zz2\"): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"),
        ProblemCase(
            url: "app://task/%4",
            problem: RouteURLProblem(kind: .malformedPercentEscape(escape: "%4"), place: .segment(2),
                                     text: "%4", column: 12),
            words: "malformed percent-escape \"%4\" at character 12, in segment 2 (\"%4\"): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"),
        ProblemCase(
            url: "app://é/%",
            problem: RouteURLProblem(kind: .malformedPercentEscape(escape: "%"), place: .segment(2),
                                     text: "%", column: 9),
            words: "malformed percent-escape \"%\" at character 9, in segment 2 (\"%\"): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"),
        ProblemCase(
            url: "app://x?a=1&b=100%",
            problem: RouteURLProblem(kind: .malformedPercentEscape(escape: "%"), place: .queryItem(2),
                                     text: "b=100%", column: 18),
            words: "malformed percent-escape \"%\" at character 18, in query item 2 (\"b=100%\"): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"),
        ProblemCase(
            url: "https://exa%mple.com/x",
            problem: RouteURLProblem(kind: .malformedPercentEscape(escape: "%mp"), place: .host,
                                     text: "exa%mple.com", column: 12),
            words: "malformed percent-escape \"%mp\" at character 12, in the host (\"exa%mple.com\"): "
                + "a \"%\" must be followed by two hexadecimal digits (write a literal \"%\" as \"%25\")"),
        ProblemCase(
            url: "app://x/%C3%28",
            problem: RouteURLProblem(kind: .invalidUTF8, place: .segment(2), text: "%C3%28", column: 9),
            words: "segment 2 (\"%C3%28\") percent-decodes to bytes that are not valid UTF-8 at character 9"),
        ProblemCase(
            url: "app://x?name=%FF",
            problem: RouteURLProblem(kind: .invalidUTF8, place: .queryItem(1), text: "name=%FF", column: 9),
            words: "query item 1 (\"name=%FF\") percent-decodes to bytes that are not valid UTF-8 at character 9"),
    ])
    func problems(_ testCase: ProblemCase) {
        #expect(throws: testCase.problem) { try RouteURL(parsing: testCase.url) }
        #expect(testCase.problem.description == testCase.words)
    }

    @Test("a malformed escape in the fragment is ignored with the fragment")
    func fragmentEscapeIgnored() throws {
        let url = try RouteURL(parsing: "app://task/42#%zz")
        #expect(url.segments == ["task", "42"])
    }
}
