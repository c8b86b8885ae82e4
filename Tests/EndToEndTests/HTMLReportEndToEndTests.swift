#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `replay --html` and `scenario --html` (docs/preview.md, "Reports"): one self-contained page,
/// the summary then failures first, each case with its notification drawn and what was expected
/// against what happened; every name escaped; the same bytes whatever the job count; written
/// whole or not at all.
@Suite("HTML reports, end to end")
struct HTMLReportEndToEndTests {
    /// A copy of the Genius fixtures whose case for new-message-42.json expects another toast,
    /// and a payload under a hostile name that fails too.
    static func failingCopy() throws -> String {
        let root = try scratchDirectory("html-report")
        try FileManager.default.copyItem(atPath: repositoryRoot + "/fixtures/apps/genius", toPath: root + "/genius")
        let manifest = root + "/genius/payloads/pushsim.expect.json"
        var text = try readText(manifest)
        text = text.replacingOccurrences(of: #""new-message-42.json": {"#, with: #""new-message-42.json": {"toast": "Bob", "#)
        try writeText(text, to: manifest)
        try writeText(#"{"aps": {"alert": {"title": "<img src=x onerror=alert(1)>", "body": "x"}, "badge": "3"}}"#, to: root + "/genius/payloads/<script>\u{202E}x.json")
        return root
    }

    @Test func failuresComeFirstWithWhatWasExpected() throws {
        let root = try Self.failingCopy()
        let report = root + "/report.html"
        let run = try Binary.run(["replay", "genius", "--html", report], directory: root)
        #expect(run.status == 4 || run.status == 1, "\(run.stderr)")
        let page = try readText(report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<p class=\"summary\">replayed 34 files: 32 passed, 1 failed, 1 invalid, 0 unreadable"))
        let failed = try #require(page.range(of: "<h2>2 failed</h2>"))
        let passed = try #require(page.range(of: "<summary><h2>44 passed</h2></summary>"))
        let failingCase = try #require(page.range(of: "<code>genius/payloads/new-message-42.json</code>"))
        #expect(failed.upperBound < failingCase.lowerBound && failingCase.upperBound < passed.lowerBound)
        #expect(page.contains("<tr><td><code>toast</code></td><td><code>&quot;Bob&quot;</code></td><td><code>&quot;Alice — Alice sent you 2 new messages&quot;</code></td>"))
        #expect(page.contains("expected in <code>genius/payloads/pushsim.expect.json:30:"))
        // The notification the failing case delivered, drawn.
        #expect(page.contains(">Alice sent you 2 new messages</text>"))
        // Nothing from a name or a payload runs.
        #expect(!page.contains("<script") && !page.contains("<img"))
        #expect(page.contains("&lt;script&gt;\\u{202E}x.json"))
        #expect(page.contains("BadgeNotInteger"))
    }

    @Test func theSameBytesWhateverTheJobCount() throws {
        let root = try Self.failingCopy()
        for jobs in ["1", "2", "3"] {
            _ = try Binary.run(["replay", "genius", "--jobs", jobs, "--html", "report-\(jobs).html"], directory: root)
        }
        let one = try readText(root + "/report-1.html")
        #expect(try readText(root + "/report-2.html") == one)
        #expect(try readText(root + "/report-3.html") == one)
    }

    /// A report that cannot be written stops the run before it starts (73), as `--junit` does.
    @Test func aDirectoryIsRefusedBeforeTheRun() throws {
        let root = try scratchDirectory("html-report")
        try FileManager.default.createDirectory(atPath: root + "/report.html", withIntermediateDirectories: false)
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--html", root + "/report.html"])
        #expect(run.status == 73)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("report.html"))
    }

    /// Each step of a scenario, with the badge and Notification Center after it.
    @Test func scenarioStepsShowTheBadgeAndNotificationCenter() throws {
        let root = try scratchDirectory("html-report")
        let run = try Binary.run(["scenario", "fixtures/apps/genius/scenarios", "--html", root + "/scenarios.html"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try readText(root + "/scenarios.html")
        #expect(page.contains("<h1>pushsim scenario</h1>"))
        #expect(page.contains("<p class=\"summary\">ran 12 scenarios: 12 passed, 0 failed"))
        #expect(page.contains("<th>badge after</th><th>Notification Center after</th>"))
        #expect(page.contains("<td>1. push "))
        #expect(page.contains("<ul><li>"))
    }

    /// A failed expectation of a step says where it is written, as the text output does.
    @Test func aScenarioMismatchNamesWhereTheExpectationIs() throws {
        let root = try scratchDirectory("html-report")
        let scenario = "Tests/EndToEndTests/Data/failing.scenario.json"
        let run = try Binary.run(["scenario", scenario, "--html", root + "/failing.html"])
        #expect(run.status == 4)
        let page = try readText(root + "/failing.html")
        #expect(page.contains("<span class=\"fail\">\(scenario):8:28: outcome: expected &quot;toast&quot;, got &quot;suppressed&quot;</span>"), "\(page)")
    }
}
