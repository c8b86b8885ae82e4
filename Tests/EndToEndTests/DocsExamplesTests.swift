#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// Every `$ …` example of the user docs is run, and what it prints must be what the page shows
/// (conventions: docs/README.md, "Examples in these pages are run").
@Suite("Examples in the docs")
struct DocsExamplesTests {
    /// Pages whose examples are not run (yet). docs/app-model.md is being rewritten: delete it
    /// from here to run its examples too.
    static let pagesNotRun: Set<String> = []

    /// README.md, docs/*.md and every README.md under fixtures/.
    static var pages: [String] {
        var pages = ["README.md"]
        pages += ((try? files(in: "docs")) ?? []).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let walker = FileManager.default.enumerator(atPath: repositoryRoot + "/fixtures")
        while let relative = walker?.nextObject() as? String {
            if relative == "README.md" || relative.hasSuffix("/README.md") { pages.append("fixtures/" + relative) }
        }
        return pages.filter { !pagesNotRun.contains($0) }.sorted()
    }

    @Test(arguments: pages)
    func examplesPrintWhatThePageShows(_ page: String) throws {
        let examples = try DocExamples(file: page, text: readRepositoryFile(page))
        for tool in ["jq", "git"] where examples.steps.contains(where: { Self.uses(tool, $0) }) && !Self.onPath(tool) {
            Issue.record("\(page) runs \(tool): install it to run the docs' examples")
        }
        let session = try DocSession(examples)
        if !session.shellOutput.isEmpty { Issue.record("\(page): bash said:\n\(session.shellOutput)") }
        for failure in session.setupFailures {
            Issue.record("\(page):\(failure.line): the setup failed (exit \(failure.status)):\n\(failure.printed)")
        }
        for run in session.runs {
            guard let printed = run.printed else {
                Issue.record("\(page):\(run.example.line): $ \(run.example.command)\nnot run: the session ended before it")
                continue
            }
            if !DocOutputPattern(lines: run.example.expected).matches(printed) {
                Issue.record(Comment(rawValue: Self.mismatch(run.example, printed: printed)))
            }
        }
    }

    /// Guards against a parser that silently finds nothing.
    @Test func thePagesHaveExamples() throws {
        var count = 0
        for page in Self.pages {
            let examples = try DocExamples(file: page, text: readRepositoryFile(page))
            count += examples.examples.count
        }
        #expect(Self.pages.contains("docs/getting-started.md"))
        #expect(count >= 100, "only \(count) examples found")
    }

    static func mismatch(_ example: DocExample, printed: [String]) -> String {
        var message = "\(example.file):\(example.line): $ \(example.command)\n"
        let lineByLine = !example.expected.contains(String(DocOutputPattern.elision))
        let compared = min(example.expected.count, printed.count)
        if lineByLine, let first = (0..<compared).first(where: { !DocOutputPattern.line(printed[$0], matches: example.expected[$0]) }) {
            message += "first difference at output line \(first + 1):\n  page:    \(example.expected[first])\n  printed: \(printed[first])\n"
        } else if lineByLine {
            message += "the page shows \(example.expected.count) lines, pushsim printed \(printed.count)\n"
        }
        message += "--- the page shows:\n" + example.expected.map { "  " + $0 + "\n" }.joined()
        message += "+++ printed:\n" + printed.map { "  " + $0 + "\n" }.joined()
        return message
    }

    private static func uses(_ tool: String, _ step: DocExamples.Step) -> Bool {
        let text: String
        switch step {
        case .setup(_, let script): text = script
        case .example(let example): text = example.command
        }
        return text.hasPrefix(tool + " ") || text.contains("| " + tool + " ") || text.contains("&& " + tool + " ")
    }

    private static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }
}
