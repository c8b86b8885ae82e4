/// `--format github`: the text format for the job log, with each finding as a GitHub Actions
/// workflow command instead of an indented line, so GitHub shows it on the pull request at
/// its file and line (docs/ci-formats.md): an invalid payload at its line:column, a failed
/// expectation where `pushsim.expect.json` states it, a failed scenario step at the step.
/// Each file's own line (`FAIL file: …`, `file: invalid (…)`) stays, so the log still reads as
/// text; the summary goes to stderr as in every format.
public final class GitHubAnnotationsRenderer: Renderer {
    /// Where the workflow commands go, as they are.
    private let commands: any OutputSink
    /// Where every other line goes: none of them can be taken for a command
    /// (`CICommandGuard`; a file named `::error title=Forged::x.json` starts a line).
    private let lines: any OutputSink
    private let text: TextRenderer
    public let showsTraces: Bool

    public init(sink: any OutputSink, showsTraces: Bool = false, showsProgress: Bool = false) {
        commands = sink
        lines = GuardedSink.wrapping(sink, results: .text)
        self.showsTraces = showsTraces
        text = TextRenderer(sink: lines, colour: .off, showsTraces: showsTraces, showsProgress: showsProgress)
    }

    public func render(_ event: RunEvent) {
        let annotations = CIFindings.of(event).map(WorkflowCommand.annotation)
        switch event {
        case .validated(let check):
            annotations.forEach(commands.result)
            if let verdict = ValidationText.lines(check).last { lines.result(verdict) }
        case .replayed(let result, _):
            if let line = ReplayText.lines(result, colour: .off).first { lines.result(line) }
            // Nothing checks it: the line says so; a notice per file would bury the failures.
            // Its warnings are still annotated.
            CIFindings.of(event).filter { result.status != .unchecked || $0.level != .note }.map(WorkflowCommand.annotation).forEach(commands.result)
        case .scenarioStep(let step, let scenario, _):
            stepLines(step, file: scenario.source, indent: "").forEach(lines.result)
            annotations.forEach(commands.result)
        case .scenarioReplayed(let result):
            ScenarioText.closing(result, colour: .off).forEach(lines.result)
            for step in result.failedSteps { stepLines(step, file: result.scenario.source, indent: "  ").forEach(lines.result) }
            annotations.forEach(commands.result)
        case .scenarioFinished:
            text.render(event)
            annotations.forEach(commands.result)
        case .manifest(.unusable(_, let writtenAnew)):
            annotations.forEach(commands.diagnostic)
            // The closing line, when there is one, as text shows it.
            if writtenAnew, case .manifest(let note) = event, let last = ReplayText.lines(note).last { lines.diagnostic(last) }
        case .appModelRejected(let error):
            annotations.forEach(commands.diagnostic)
            if let last = PeopleText.rejectionLines(error).last { lines.diagnostic(last) }
        case .appModelLoaded, .scenarioWarnings:
            annotations.forEach(commands.diagnostic)
        case .scenarioRejected(let path, let issues):
            annotations.forEach(commands.diagnostic)
            let errors = issues.filter { $0.severity == .error }.count
            lines.diagnostic(TerminalText.sanitize("pushsim: the scenario \(path) cannot be used (\(errors) \(errors == 1 ? "error" : "errors"))"))
        default:
            text.render(event)
        }
    }

    /// A step's line (and its trace), and the expectations `--update` recorded: what failed is
    /// an annotation instead.
    private func stepLines(_ step: ScenarioStepResult, file: String, indent: String) -> [String] {
        var shown = step
        if step.problem != nil, step.report == nil, step.note == nil { shown.note = "not done" }
        shown.problem = nil
        shown.mismatches = step.mismatches.filter { $0.update?.isWritten == true }
        return ScenarioText.stepLines(shown, file: file, colour: .off, trace: showsTraces).map { indent + $0 }
    }
}
