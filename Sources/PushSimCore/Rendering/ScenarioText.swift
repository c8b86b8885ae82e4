/// `pushsim scenario` for people (docs/scenarios.md, "Running scenarios"): the scenario's name,
/// one line per step, each failed expectation under its step with the place it is written,
/// then `PASS`/`FAIL`; the closing count on stderr.
enum ScenarioText {
    static func header(_ scenario: Scenario, appName: String) -> String {
        TerminalText.sanitize("\(scenario.source) (\(scenario.name.map { "\($0); " } ?? "")app \(appName))")
    }

    /// Under the header, what an app that starts running registered at its launch
    /// (docs/scenarios.md, "What the app registered").
    static func startLines(_ scenario: Scenario, app: AppModel) -> [String] {
        ScenarioRegistration.atStart(scenario, model: app).map { TerminalText.sanitize("     registered at launch: \($0)") }
    }

    static func stepLines(_ result: ScenarioStepResult, file: String, colour: Colour, trace: Bool) -> [String] {
        // The clock after the step, when the scenario uses time (docs/scenarios.md, "Time").
        let clock = result.showsClock ? "[\(result.snapshot.clock) ms] " : ""
        var lines = [TerminalText.sanitize("  \(result.index). \(clock)\(result.summary): \(phrase(result))")]
        // A payload that could not be pushed says where and why, as `validate` says it
        // (docs/scenarios.md, "Running scenarios").
        if let check = result.report?.check, check.verdict != .valid {
            lines += check.diagnostics.map { "     " + DiagnosticText.line($0, file: check.source.description, colour: colour) }
        }
        lines += result.registeredNow.map { TerminalText.sanitize("     registered at launch: \($0)") }
        // Each local notification the system delivered during the step (version 3).
        for local in result.local {
            lines.append(TerminalText.sanitize("     local \(JSONWriter.string(.string(local.identifier))) at \(local.at) ms: \(DeliveryText.phrase(local.report))"))
            if trace { lines += DeliveryText.traceLines(local.report).map { "  " + $0 } }
        }
        if trace, let report = result.report { lines += DeliveryText.traceLines(report).map { "  " + $0 } }
        if trace, !result.loads.isEmpty { lines += loadTraceLines(result.loads) }
        let mark = colour.paint("✗", ColourPalette.style(ReplayStatus.fail))
        if let problem = result.problem {
            lines.append(TerminalText.sanitize("     ") + mark + TerminalText.sanitize(" \(place(file, result.step.position)): \(problem)"))
        }
        for mismatch in result.mismatches {
            lines.append(TerminalText.sanitize("     ") + mismatchLine(mismatch, file: file, mark: mark))
        }
        return lines
    }

    /// `✗ FILE:L:C: KEY: expected X, got Y`; after `--update`, what it did with it.
    private static func mismatchLine(_ mismatch: ScenarioMismatch, file: String, mark: String) -> String {
        let place = "\(place(file, mismatch.position)): \(mismatch.key)"
        let expected = JSONWriter.string(mismatch.expected)
        let actual = JSONWriter.string(mismatch.actual)
        switch mismatch.update {
        case .recorded?: return TerminalText.sanitize("updated \(place): \(expected) → \(actual)")
        case .added?: return TerminalText.sanitize("added \(place): \(actual)")
        case .notRecorded(let why)?: return mark + TerminalText.sanitize(" \(place): expected \(expected), got \(actual); not recorded: \(why)")
        case nil: return mark + TerminalText.sanitize(" \(place): expected \(expected), got \(actual)")
        }
    }

    static func closing(_ result: ScenarioResult, colour: Colour) -> [String] {
        if let problem = result.problem {
            return [colour.paint("FAIL", ColourPalette.style(ReplayStatus.fail)) + TerminalText.sanitize(" \(result.scenario.source): \(problem)")]
        }
        let failed = result.failedSteps.count
        let steps = "\(result.steps.count) step\(result.steps.count == 1 ? "" : "s")"
        var text = failed == 0 ? steps : "\(failed) of \(steps) failed"
        var word = failed == 0 ? colour.paint("PASS", ColourPalette.style(ReplayStatus.pass)) : colour.paint("FAIL", ColourPalette.style(ReplayStatus.fail))
        switch result.update {
        case .written(let count)?:
            let recorded = "\(count) expectation\(count == 1 ? "" : "s") updated"
            if failed == 0 {
                word = colour.paint("UPDATED", ColourPalette.style(ReplayStatus.updated))
                text = "\(recorded) (\(steps))"
            } else {
                text += "; \(recorded)"
            }
        case .notWritten(let reason)?:
            word = colour.paint("FAIL", ColourPalette.style(ReplayStatus.fail))
            text += "; not updated: \(reason)"
        case nil: break
        }
        return [word + TerminalText.sanitize(" \(result.scenario.source): " + text)]
    }

    /// `replay`'s line for a scenario among the fixtures: `PASS`/`FAIL`, then each failed step
    /// with what did not hold.
    static func replayLines(_ result: ScenarioResult, colour: Colour) -> [String] {
        closing(result, colour: colour)
            + result.failedSteps.flatMap { stepLines($0, file: result.scenario.source, colour: colour, trace: false).map { "  " + $0 } }
    }

    /// The failed steps, for a JUnit failure: the first problem, then every line.
    static func failureLines(_ result: ScenarioResult) -> [String] {
        if let problem = result.problem { return [problem] }
        return result.failedSteps.flatMap { stepLines($0, file: result.scenario.source, colour: .off, trace: false) }
    }

    /// Under a wait, with `--trace`: each load it passed, then what presenting it decided.
    static func loadTraceLines(_ loads: [LoadCompletion]) -> [String] {
        let steps = loads.flatMap { [TraceStep(kind: .load, detail: $0.summary)] + $0.trace }
        return steps.enumerated().map { TerminalText.sanitize("    \($0.offset + 1). \($0.element.kind.rawValue): \($0.element.detail)") }
    }

    /// What the step did: the delivery's phrase, or what happened without one.
    static func phrase(_ result: ScenarioStepResult) -> String {
        if let report = result.report { return DeliveryText.phrase(report) }
        if let note = result.note { return note }
        return result.problem == nil ? "checked" : "not done"
    }

    static func place(_ file: String, _ position: SourcePosition?) -> String {
        position.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    /// "ran 3 scenarios: 2 passed, 1 failed (14 steps)".
    static func summary(_ tally: ScenarioTally) -> String {
        "ran \(tally.scenarios) scenario\(tally.scenarios == 1 ? "" : "s"): \(tally.passed) passed, \(tally.failed) failed"
            + (tally.rejected > 0 ? ", \(tally.rejected) unusable" : "") + " (\(tally.steps) step\(tally.steps == 1 ? "" : "s"))"
    }
}

/// The closing count of a `pushsim scenario` run.
public struct ScenarioTally: Sendable, Equatable {
    public var scenarios = 0
    public var passed = 0
    public var failed = 0
    /// Scenario files that could not be read or used.
    public var rejected = 0
    public var steps = 0

    public init() {}

    mutating func add(_ result: ScenarioResult) {
        scenarios += 1
        steps += result.steps.count
        if result.passed { passed += 1 } else { failed += 1 }
    }
}
