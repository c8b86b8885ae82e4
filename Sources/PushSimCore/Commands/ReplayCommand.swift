#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pushsim replay PATH...`: every payload under the paths, each delivered to a fresh app and
/// checked against its expectations (docs/replay.md). A pipeline of named stages:
///
/// 1. walk (`FileWalker`, `Shard`) → 2. the case, the app model and the payload's check
/// (`ManifestCache`, `AppModelCache`, `PayloadChecks`) → 3. delivery (`CaseDelivery`) →
/// 4. comparison (`ExpectationComparison`) → 5. `--update` (`ManifestUpdater`,
/// `HeldResults`) → 6. report (`RunEvent.replayed`, rendered by the output format) →
/// 7. tally (`ReplayTally`).
package struct ReplayCommand: Sendable {
    package var paths: [String]
    package var app: AppModelChoice
    package var state: AppState
    package var headers: RequestHeaders
    package var update: Bool
    package var jobs: Int
    package var shard: Shard?
    /// `--require-expectations`: a payload no case states an expectation for fails the run
    /// (docs/replay.md).
    package var requireExpectations: Bool

    package init(
        paths: [String], app: AppModelChoice, state: AppState, headers: RequestHeaders, update: Bool, jobs: Int, shard: Shard?,
        requireExpectations: Bool = false
    ) {
        self.paths = paths
        self.app = app
        self.state = state
        self.headers = headers
        self.update = update
        self.jobs = max(1, jobs)
        self.shard = shard
        self.requireExpectations = requireExpectations
    }

    package static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        var run = ReplayRun(command: self, reporter: reporter)
        var walker = FileWalker(paths: paths)
        let chunkSize = 256 * jobs
        func nextChunk() -> [ReplayItem] {
            var items: [ReplayItem] = []
            while items.count < chunkSize, let entry = walker.next() {
                if let shard, !shard.contains(entry.path) { continue }
                items.append(run.item(for: entry, root: walker.currentRoot ?? entry.path))
            }
            return items
        }
        // With several workers, the next chunk is read, decoded and validated while this one
        // is delivered; with one, everything runs in turn. Either way results come in order.
        let flagHeaders = headers
        let workers = jobs
        func startChecks(_ items: [ReplayItem]) -> Task<[PayloadCheck], Never>? {
            items.isEmpty ? nil : Task.detached { await PayloadChecks.check(items, jobs: workers, flagHeaders: flagHeaders) }
        }
        var items = nextChunk()
        var pending = jobs > 1 ? startChecks(items) : nil
        var interrupted = false
        while !items.isEmpty, !interrupted {
            let checks: [PayloadCheck]
            if let running = pending {
                checks = await running.value
            } else {
                checks = await PayloadChecks.check(items, jobs: jobs, flagHeaders: headers)
            }
            let current = items
            items = nextChunk()
            pending = jobs > 1 ? startChecks(items) : nil
            for (item, check) in zip(current, checks) {
                // Stop between two files when asked (docs/exit-codes.md); what was decided stays.
                if Interruption.received != nil {
                    interrupted = true
                    break
                }
                await run.replay(item, check: check)
            }
            reporter.report(.progress(run.replayed))
        }
        // The scenarios among the fixtures, each run whole, after the payloads (docs/scenarios.md).
        if !interrupted { interrupted = await run.replayScenarios(in: paths) }
        reporter.report(.progressEnded)
        // An interrupted run changes no expectations of the directory it was in, and writes
        // no report: nothing half-done.
        run.finishUpdates(abandoning: interrupted ? "interrupted" : nil)
        reporter.report(.replaySummary(run.tally))
        return reporter.finish(completed: !interrupted)
    }
}

/// The serial part of one replay: cases, app models, delivery, comparison, updates, reports.
@MainActor
private struct ReplayRun {
    let command: ReplayCommand
    let reporter: RunReporter
    private(set) var tally = ReplayTally()
    /// Files replayed so far, for the progress line.
    private(set) var replayed = 0
    private var manifests = ManifestCache()
    private var positions = ManifestPositions()
    private var models: AppModelCache
    private var updates = ManifestUpdater()
    private var held = HeldResults()

    init(command: ReplayCommand, reporter: RunReporter) {
        self.command = command
        self.reporter = reporter
        models = AppModelCache(choice: command.app)
    }

    /// Runs every `*.scenario.json` under `paths` in this shard; true when interrupted.
    mutating func replayScenarios(in paths: [String]) async -> Bool {
        var walker = FileWalker(paths: paths, kind: .scenarios)
        let files = ScenarioFiles(app: command.app, trace: false)
        while let entry = walker.next() {
            // A payload named on the command line is replayed above, not run as a scenario, and
            // what could not be walked was reported there.
            let isScenario = entry.path.lowercased().hasSuffix(FileWalker.scenarioSuffix)
            if !isScenario, paths.contains(entry.path) || entry.problem != nil { continue }
            if let shard = command.shard, !shard.contains(entry.path) { continue }
            if Interruption.received != nil { return true }
            // `--update` records the scenario's expectations too (docs/scenarios.md, "--update").
            let root = command.update ? walker.currentRoot ?? entry.path : nil
            let result = await files.run(entry, reporter: reporter, startsReported: false, updatingFrom: root)
            tally.countScenario(passed: result?.passed ?? false)
            if let result { reporter.report(.scenarioReplayed(result)) }
        }
        return false
    }

    mutating func item(for entry: WalkEntry, root: String) -> ReplayItem {
        var regenerated: [String] = []
        let item = manifests.item(
            for: entry, root: root, updating: command.update, report: reporter.report, regenerate: { regenerated.append($0) })
        for directory in regenerated { updates.regenerate(directory) }
        return item
    }

    mutating func replay(_ item: ReplayItem, check: PayloadCheck) async {
        replayed += 1
        if command.update { enterRun(of: item) }
        let file = item.entry.path
        guard item.manifestUsable else {
            report(ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .manifestUnusable))
            return
        }
        guard let model = models.model(for: item.directory, reporter: reporter) else {
            report(ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .appModelUnusable))
            return
        }
        let report: DeliveryReport
        switch await CaseDelivery.deliver(
            item, check: check, model: model, defaultState: command.state, recordsTrace: reporter.wantsTraces)
        {
        case .success(let delivered): report = delivered
        case .failure(let failure):
            self.report(positions.locate(ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: failure), item: item))
            return
        }
        var result = ReplayCaseResult(file: file, status: .pass, verdict: check.verdict, report: report, app: model)
        if command.update {
            let (status, expectations) = ExpectationComparison.update(item, report: report)
            result.status = status
            if status == .updated { updates.record(item.name, expectations: expectations) }
        } else {
            (result.status, result.mismatches) = ExpectationComparison.compare(item, check: check, report: report)
            if result.status == .unchecked, command.requireExpectations {
                result.status = .fail
                result.failure = .noExpectation
            }
        }
        if result.status == .fail { result = positions.locate(result, item: item) }
        self.report(result)
    }

    /// Reported at once, or held until its directory's manifest is written (`--update`).
    private mutating func report(_ result: ReplayCaseResult) {
        if command.update {
            held.hold(result)
        } else {
            publish(result)
        }
    }

    private mutating func publish(_ result: ReplayCaseResult) {
        tally.count(result)
        reporter.report(.replayed(result))
    }

    /// `--update`: a file of another directory than the last ends the last one's run, whose
    /// manifest is written before its results are reported (docs/replay.md).
    private mutating func enterRun(of item: ReplayItem) {
        if let ended = updates.enter(
            directory: item.directory, root: item.root, walked: item.walked, wholeAllowed: command.shard == nil)
        {
            write(ended, abandoning: nil)
        }
        updates.saw(item.name)
    }

    mutating func finishUpdates(abandoning reason: String?) {
        guard command.update, let run = updates.finish() else { return }
        write(run, abandoning: reason)
    }

    /// Writes the run's manifest (or, when abandoning, does not), then reports its results: an
    /// updated file whose manifest was not written fails, saying why.
    private mutating func write(_ run: ManifestUpdater.Run, abandoning: String?) {
        var notes: [ManifestNote] = []
        let outcome = abandoning.map { ManifestUpdater.Outcome.notUpdated(reason: $0) }
            ?? updates.write(run, loaded: manifests.cached(run.directory), notes: &notes)
        for note in notes { reporter.report(.manifest(note)) }
        var failure: String?
        switch outcome {
        case .unchanged: break
        case .written: manifests.forget(run.directory)
        case .notUpdated(let reason): failure = reason
        }
        for result in held.release(failing: failure) { publish(result) }
    }
}
