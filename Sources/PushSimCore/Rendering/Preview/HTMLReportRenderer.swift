/// `replay --html FILE`, `scenario --html FILE`: one self-contained page — the summary, then
/// failures first, each case with its notification drawn as the lock screen (or, in the
/// foreground, the banner) shows it, what was expected against what happened, and its file and
/// line; each scenario's steps with the badge and Notification Center after each. Written whole
/// when the run ends, or not at all, like `--junit` (docs/preview.md, "Reports").
public final class HTMLReportRenderer: Renderer {
    private let path: String
    private let destination: OutputDestination
    private let title: String
    private var failures: [String] = []
    private var passes: [String] = []
    private var summaries: [String] = []
    private var failed = 0
    private var passed = 0

    public init(path: String, title: String) throws(AtomicFile.WriteError) {
        self.path = path
        self.title = title
        destination = try OutputDestination(path)
        // A report that could not replace the file there stops the run before it starts.
        if case .file(let target) = destination, let refusal = ReplacedFile(at: target)?.refusal(of: target) { throw refusal }
    }

    public var showsTraces: Bool { false }

    public func render(_ event: RunEvent) {
        switch event {
        case .replayed(let result, _):
            let failing = [.fail, .invalid, .unreadable].contains(result.status)
            add(Self.section(result), failing: failing)
        case .scenarioReplayed(let result), .scenarioFinished(let result):
            add(Self.section(result), failing: !result.passed)
        case .scenarioRejected(let path, let issues):
            let lines = issues.map { DiagnosticText.line($0, file: path) }
            add(
                "<article class=\"case\">\n<h3><span class=\"fail\">UNUSABLE</span> <code>\(PreviewMarkup.named(path))</code></h3>\n"
                    + Self.pre(lines) + "</article>\n", failing: true)
        case .replaySummary(let tally):
            summaries.append(ReplayText.summary(tally))
        case .scenarioSummary(let tally):
            summaries.append(ScenarioText.summary(tally))
        default:
            break
        }
    }

    private func add(_ section: String, failing: Bool) {
        if failing {
            failures.append(section)
            failed += 1
        } else {
            passes.append(section)
            passed += 1
        }
    }

    /// A run cut short writes no report: nothing half-done.
    public func finish(completed: Bool) -> [RunEvent] {
        guard completed else { return [.reportNotWritten(path: path, reason: "interrupted", interrupted: true)] }
        do {
            try destination.write(Array(page().utf8), replacing: true)
            return []
        } catch {
            return [.reportNotWritten(path: path, reason: error.description, interrupted: false)]
        }
    }

    func page() -> String {
        var out = PreviewHTML.head(title: title, appearance: .light)
        out += "<h1>\(PreviewMarkup.named(title))</h1>\n"
        for summary in summaries { out += "<p class=\"summary\">\(PreviewMarkup.named(summary))</p>\n" }
        out += "<h2>\(failed) failed</h2>\n"
        out += failures.isEmpty ? "<p>Nothing failed.</p>\n" : failures.joined()
        // Passed cases folded: a native element, no script.
        out += "<details>\n<summary><h2>\(passed) passed</h2></summary>\n" + passes.joined() + "</details>\n"
        return out + "</main>\n</body>\n</html>\n"
    }

    // MARK: - Sections

    static func section(_ result: ReplayCaseResult) -> String {
        let status = ReplayText.word(result.status)
        let failing = [.fail, .invalid, .unreadable].contains(result.status)
        var out = "<article class=\"case\">\n<h3><span class=\"\(failing ? "fail" : "pass")\">\(status)</span> <code>\(PreviewMarkup.named(result.label))</code></h3>\n"
        let phrase = ReplayText.phrase(result)
        if !phrase.isEmpty { out += "<p>\(PreviewMarkup.named(phrase))</p>\n" }
        if !result.mismatches.isEmpty {
            if let manifest = result.manifest {
                out += "<p class=\"place\">expected in <code>\(PreviewMarkup.named(manifest + (result.casePosition.map { ":\($0)" } ?? "")))</code></p>\n"
            }
            out += "<table>\n<tr><th>key</th><th>expected</th><th>actual</th><th>at</th></tr>\n"
            for mismatch in result.mismatches {
                out += "<tr><td><code>\(PreviewMarkup.named(mismatch.key))</code></td><td><code>\(PreviewMarkup.named(JSONWriter.string(mismatch.expected)))</code></td>"
                    + "<td><code>\(PreviewMarkup.named(JSONWriter.string(mismatch.actual)))</code></td><td>\(mismatch.position.map { "\($0)" } ?? "")</td></tr>\n"
            }
            out += "</table>\n"
        }
        let diagnostics = result.explainingDiagnostics.map { DiagnosticText.line($0, file: result.file) }
        if !diagnostics.isEmpty { out += pre(diagnostics) }
        if let delivery = result.delivery { out += drawn(delivery.report, app: delivery.app) }
        return out + "</article>\n"
    }

    /// A scenario: its verdict, then each step with what happened, its mismatches, the badge
    /// and Notification Center after it, and the notification it delivered drawn.
    static func section(_ result: ScenarioResult) -> String {
        let file = result.scenario.source
        var out = "<article class=\"case\">\n<h3><span class=\"\(result.passed ? "pass" : "fail")\">\(result.passed ? "PASS" : "FAIL")</span> "
            + "<code>\(PreviewMarkup.named(file))</code> scenario, app \(PreviewMarkup.named(result.appName))</h3>\n"
        if let problem = result.problem { out += "<p class=\"fail\">\(PreviewMarkup.named(problem))</p>\n" }
        out += "<table>\n<tr><th>step</th><th>what happened</th><th>badge after</th><th>Notification Center after</th></tr>\n"
        for step in result.steps {
            var happened = PreviewMarkup.named(ScenarioText.phrase(step))
            if let problem = step.problem { happened += "<br><span class=\"fail\">\(PreviewMarkup.named(problem))</span>" }
            for mismatch in step.mismatches {
                // Where the expectation is written, as the text output gives it.
                let place = ScenarioText.place(file, mismatch.position)
                happened += "<br><span class=\"fail\">\(PreviewMarkup.named("\(place): \(mismatch.key): expected \(JSONWriter.string(mismatch.expected)), got \(JSONWriter.string(mismatch.actual))"))</span>"
            }
            let groups = step.snapshot.groups
            let centre = groups.isEmpty
                ? "empty"
                : "<ul>" + groups.map { group in "<li>" + group.map(PreviewMarkup.named).joined(separator: "<br>") + "</li>" }.joined() + "</ul>"
            out += "<tr><td>\(step.index). \(PreviewMarkup.named(step.summary))</td><td>\(happened)</td>"
                + "<td>\(step.snapshot.badge.map(String.init) ?? "none")</td><td>\(centre)</td></tr>\n"
        }
        out += "</table>\n"
        return out + "</article>\n"
    }

    /// The notification a delivery shows, on the surface its state shows it on, or why none.
    static func drawn(_ report: DeliveryReport, app: AppModel) -> String {
        let preview = NotificationPreview(report: report, app: app)
        if let notShown = preview.notShown { return "<p class=\"not-shown\">Not shown: \(PreviewMarkup.named(notShown))</p>\n" }
        let surface: PreviewSurface = report.state.isForeground ? .banner : .lockScreen
        return "<div class=\"cards\">\n" + PreviewHTML.figure(PreviewCard.make(preview, on: surface, of: .standard), appearance: .light) + "</div>\n"
    }

    static func pre(_ lines: [String]) -> String {
        "<pre>" + lines.map(PreviewMarkup.named).joined(separator: "\n") + "</pre>\n"
    }
}
