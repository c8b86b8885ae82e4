/// `pushsim scenario FILE|DIR...`: runs scenario files (docs/scenarios.md), each against its
/// app model, one line per step; a failed expectation fails the run (exit 4).
public struct ScenarioCommand: Sendable {
    public var inputs: [String]
    /// `--app`, `PUSHSIM_APP`: the model for scenarios that do not name one.
    public var app: AppModelChoice
    public var trace: Bool

    public init(inputs: [String], app: AppModelChoice, trace: Bool = false) {
        self.inputs = inputs
        self.app = app
        self.trace = trace
    }

    @MainActor
    public func run(reporter: RunReporter) async -> ExitStatus {
        var tally = ScenarioTally()
        var walker = FileWalker(paths: inputs, kind: .scenarios)
        while Interruption.received == nil, let entry = walker.next() {
            guard let (scenario, bytes) = read(entry, reporter: reporter) else {
                tally.rejected += 1
                continue
            }
            guard let model = AppModelChoice.load(source(for: scenario), reporting: reporter) else {
                tally.rejected += 1
                continue
            }
            reporter.report(.scenarioStarted(scenario, app: model))
            let locator = JSONLocator(bytes: bytes)
            var result = await ScenarioRunner(model: model, recordsTrace: trace || reporter.wantsTraces).run(scenario) { step in
                var located = step
                let positions = locator.positions(of: step.mismatches.map(\.pointer))
                for index in located.mismatches.indices { located.mismatches[index].position = positions[index] }
                reporter.report(.scenarioStep(located, scenario: scenario, app: model))
            }
            let positions = locator.positions(of: result.steps.flatMap { $0.mismatches.map(\.pointer) })
            var next = 0
            for step in result.steps.indices {
                for index in result.steps[step].mismatches.indices {
                    result.steps[step].mismatches[index].position = positions[next]
                    next += 1
                }
            }
            reporter.report(.scenarioFinished(result))
            tally.add(result)
        }
        if tally.scenarios + tally.rejected != 1 || tally.rejected > 0 { reporter.report(.scenarioSummary(tally)) }
        return reporter.finish()
    }

    /// The scenario file, read and checked; nil (reported) when it cannot be used.
    private func read(_ entry: WalkEntry, reporter: RunReporter) -> (Scenario, [UInt8])? {
        if let problem = entry.problem {
            reporter.report(.scenarioRejected(path: entry.path, issues: [Diagnostic(.error, .root, "cannot read the scenario: \(problem.reason)")]))
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try InputReader(cap: AppModelLoader.readCap).read(.path(entry.path))
        } catch {
            reporter.report(.scenarioRejected(path: entry.path, issues: [Diagnostic(.error, .root, "cannot read the scenario: \(error.reason)")]))
            return nil
        }
        do {
            let scenario = try ScenarioLoader.load(bytes: bytes, source: entry.path)
            if !scenario.warnings.isEmpty { reporter.report(.scenarioWarnings(path: entry.path, warnings: scenario.warnings)) }
            return (scenario, bytes)
        } catch {
            reporter.report(.scenarioRejected(path: entry.path, issues: error.issues))
            return nil
        }
    }

    /// The scenario's own `app` (relative to it), else `--app`, `PUSHSIM_APP`, or the
    /// `pushsim.json` found from the scenario's directory.
    private func source(for scenario: Scenario) -> AppModelSource {
        if let path = scenario.appPath { return .flag(ScenarioRunner.resolve(path, besides: scenario.source)) }
        let directory = scenario.source.lastIndex(of: "/").map { String(scenario.source[..<$0]) } ?? "."
        return AppModelLoader.locate(flag: app.flag, environment: app.environment, directory: directory)
    }
}
