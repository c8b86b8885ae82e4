/// `pushsim scenario FILE|DIR...`: runs scenario files (docs/scenarios.md), each against its
/// app model, one line per step; a failed expectation fails the run (exit 4).
package struct ScenarioCommand: Sendable {
    package var inputs: [String]
    /// `--app`, `PUSHSIM_APP`: the model for scenarios that do not name one.
    package var app: AppModelChoice
    package var trace: Bool
    /// `--update`: what happened is written into each file's expectations (docs/scenarios.md).
    package var update: Bool
    /// `--expo-project`: what converting a provider's message needs besides it (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()
    /// `--locale`: the user's languages for scenarios whose `start` names none (docs/localization.md).
    package var languages: [String]?

    package init(inputs: [String], app: AppModelChoice, trace: Bool = false, update: Bool = false) {
        self.inputs = inputs
        self.app = app
        self.trace = trace
        self.update = update
    }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        var tally = ScenarioTally()
        var walker = FileWalker(paths: inputs, kind: .scenarios)
        var files = ScenarioFiles(app: app, trace: trace || reporter.wantsTraces)
        files.conversion = conversion
        files.languages = languages
        while Interruption.received == nil, let entry = walker.next() {
            let result: ScenarioResult?
            if update {
                // As replay's lines wait for their manifest (docs/replay.md), a scenario's lines
                // wait for its file to be written: `updated` then means it is on disk.
                let ran = await files.runAgainstModel(entry, reporter: reporter, startsReported: false, updatingFrom: walker.currentRoot ?? entry.path)
                if let (result, model) = ran {
                    reporter.report(.scenarioStarted(result.scenario, app: model))
                    for step in result.steps { reporter.report(.scenarioStep(step, scenario: result.scenario, app: model)) }
                }
                result = ran?.result
            } else {
                result = await files.run(entry, reporter: reporter) { step, scenario, model in
                    reporter.report(.scenarioStep(step, scenario: scenario, app: model))
                }
            }
            guard let result else {
                tally.rejected += 1
                continue
            }
            reporter.report(.scenarioFinished(result))
            tally.add(result)
        }
        if tally.scenarios + tally.rejected != 1 || tally.rejected > 0 { reporter.report(.scenarioSummary(tally)) }
        return reporter.finish()
    }
}

/// One scenario file, read, checked, given its app model and run (`pushsim scenario`, and
/// `replay` for the scenarios it finds).
struct ScenarioFiles {
    /// `--app`, `PUSHSIM_APP`: the model for scenarios that do not name one.
    let app: AppModelChoice
    let trace: Bool
    /// `--expo-project` (docs/providers.md, "Expo").
    var conversion = ConversionOptions()
    /// `--locale`: the user's languages for scenarios whose `start` names none.
    var languages: [String]?

    /// nil (reported) when the file or its app model cannot be used; `eachStep` hears every
    /// step as it is done, with the places of its failed expectations. `updatingFrom` (the path
    /// named on the command line the file was found from): `--update` writes what happened
    /// into the file's expectations (`ScenarioUpdater`) once it has run.
    @MainActor
    func run(
        _ entry: WalkEntry, reporter: RunReporter, startsReported: Bool = true, updatingFrom root: String? = nil,
        eachStep: (ScenarioStepResult, Scenario, AppModel) -> Void = { _, _, _ in }
    ) async -> ScenarioResult? {
        await runAgainstModel(entry, reporter: reporter, startsReported: startsReported, updatingFrom: root, eachStep: eachStep)?.result
    }

    /// `run`, with the app model the scenario ran against.
    @MainActor
    func runAgainstModel(
        _ entry: WalkEntry, reporter: RunReporter, startsReported: Bool = true, updatingFrom root: String? = nil,
        eachStep: (ScenarioStepResult, Scenario, AppModel) -> Void = { _, _, _ in }
    ) async -> (result: ScenarioResult, model: AppModel)? {
        guard let (scenario, bytes) = read(entry, reporter: reporter) else { return nil }
        guard let model = AppModelChoice.load(source(for: scenario), reporting: reporter) else { return nil }
        let startProblems = ScenarioStartCheck.problems(scenario.start, model: model, locatedIn: bytes)
        if !startProblems.isEmpty {
            reporter.report(.scenarioRejected(path: entry.path, issues: startProblems))
            return nil
        }
        if startsReported { reporter.report(.scenarioStarted(scenario, app: model)) }
        // The runner places each failed expectation as it goes: locating every step again
        // afterwards copied each step's whole result twice.
        var runner = ScenarioRunner(model: model, recordsTrace: trace)
        runner.conversion = conversion
        runner.languages = languages
        runner.locator = JSONLocator(bytes: bytes)
        var result = await runner.run(scenario) { step in eachStep(step, scenario, model) }
        if let root {
            var notes: [ManifestNote] = []
            result = ScenarioUpdater.update(result, bytes: bytes, root: root, notes: &notes)
            for note in notes { reporter.report(.manifest(note)) }
        }
        return (result, model)
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
