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
/// 1. walk (`FileWalker`, `Shard`) → 2. the case and the app model (`ManifestCache`,
/// `AppModelCache`) → on the workers (`ReplayWorkers`): the payload's check, delivery
/// (`CaseDelivery`) and comparison (`ExpectationComparison`) → in input order: 5. `--update`
/// (`ManifestUpdater`, `HeldResults`) → 6. report (`RunEvent.replayed`, rendered by the
/// output format) → 7. tally (`ReplayTally`).
package struct ReplayCommand: Sendable {
    package var paths: [String]
    package var app: AppModelChoice
    package var state: AppState
    package var headers: RequestHeaders
    /// `--from FORMAT`: the format of fixtures whose case does not say (docs/providers.md).
    package var from: ProviderFormat?
    /// `--expo-project`: what the conversion needs besides the message (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()
    package var update: Bool
    package var jobs: Int
    package var shard: Shard?
    /// `--require-expectations`: a payload no case states an expectation for fails the run
    /// (docs/replay.md).
    package var requireExpectations: Bool
    /// `--strict`: a warning about a valid payload fails its file, exit 1 (docs/replay.md,
    /// "Warnings").
    package var strict = false
    /// `--locale`: the user's languages for cases that name none (docs/localization.md).
    package var languages: [String]?
    /// `--locales all`: each file of an app with tables is run in each of their localizations.
    package var allLocalizations = false

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

    /// Files a worker takes at a time with several jobs: small, so the workers end a run
    /// together, and large enough that the main actor is woken, and wakes a worker, seldom:
    /// each wake-up is a switch between threads on a machine with as many cores as workers
    /// (docs/performance.md, "`--jobs 2`", measures 32, 64, 128 and 256).
    static let batchSize = 128

    /// The app-model files one walk chunk may use, in bytes, before it ends (`ReplayRun.walk`).
    static let modelBytesPerChunk = 1 << 20

    package static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        var run = ReplayRun(command: self, reporter: reporter)
        // The walk notes the scenarios it passes, run after the payloads (docs/scenarios.md):
        // walking the tree again for them cost a second `stat` of every file, with the workers idle.
        var walker = FileWalker(paths: paths, collectsScenarios: true)
        let chunkSize = 256 * jobs
        // A chunk is walked in one call, and a result reported in one: each access to `run` and
        // `walker`, which these closures share, is checked for exclusivity at run time wherever
        // the checks are kept (debug builds and the tests).
        func nextChunk() -> [ReplayWorkers.Work] { run.walk(&walker, count: chunkSize) }
        let settings = ReplayWorkers.Settings(
            flagHeaders: headers, from: from, conversion: conversion, defaultState: state, languages: languages,
            recordsTrace: reporter.wantsTraces, update: update,
            requireExpectations: requireExpectations, strict: strict, lines: update ? nil : reporter.renderer.replayLines)
        var interrupted = false
        if jobs > 1 {
            // The workers take small batches as they finish one, keep their apps, and the results
            // are reported in input order while they work; the walk keeps its place among the
            // results (`OrderedBatches`). No worker waits for a slower one at the end of a chunk.
            let stream = OrderedBatches(batchSize: Self.batchSize, outstandingLimit: 4 * jobs)
            await stream.run(
                // Two batches per worker at a time: one finishing finds the next already queued,
                // and does not wait for the main actor to hand it one.
                workers: (0..<2 * jobs).map { _ in ReplayApps() }, walk: nextChunk,
                process: { work, apps in await ReplayWorkers.replay(work, settings: settings, apps: apps) },
                deliver: { work, done in
                    // Stop between two files when asked (docs/exit-codes.md); what was decided stays.
                    if Interruption.received != nil {
                        interrupted = true
                        return false
                    }
                    run.replay(work, done: done, progressEvery: chunkSize)
                    return true
                },
                // A worker between batches lets go of apps whose models the walk has left.
                idle: { $0.release() })
            if run.replayed % chunkSize != 0 || interrupted { reporter.report(.progress(run.replayed)) }
        } else {
            // With one job everything runs in turn on this actor; the next chunk is walked
            // before this one is reported, as with several.
            var work = nextChunk()
            while !work.isEmpty, !interrupted {
                let results = await ReplayWorkers.run(work, settings: settings)
                let next = nextChunk()
                let current = work
                work = next
                for (file, done) in zip(current, results) {
                    // Stop between two files when asked (docs/exit-codes.md); what was decided stays.
                    if Interruption.received != nil {
                        interrupted = true
                        break
                    }
                    run.replay(file, done: done)
                }
                reporter.report(.progress(run.replayed))
            }
        }
        // The scenarios among the fixtures, each run whole, after the payloads (docs/scenarios.md).
        if !interrupted { interrupted = await run.replayScenarios(walker.scenarios) }
        reporter.report(.progressEnded)
        // An interrupted run changes no expectations of the directory it was in, and writes
        // no report: nothing half-done.
        run.finishUpdates(abandoning: interrupted ? "interrupted" : nil)
        reporter.report(.replaySummary(run.tally))
        return reporter.finish(completed: !interrupted)
    }
}

/// The serial part of one replay: cases, app models, updates, reports, in input order.
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

    /// Runs the `*.scenario.json` files the walk found under the paths, those in this shard;
    /// true when interrupted. What could not be walked, and a payload named on the command line,
    /// were replayed as payloads: the walk notes only what is named like a scenario.
    mutating func replayScenarios(_ scenarios: [FoundScenario]) async -> Bool {
        var files = ScenarioFiles(app: command.app, trace: false)
        files.conversion = command.conversion
        // A scenario runs in its own language (its `start`'s `locale`, else the development
        // language) whatever `--locale` or `--locales all` say: it has no expectations for
        // another (docs/localization.md, "Replay and scenarios").
        for found in scenarios {
            let entry = found.entry
            if let shard = command.shard, !shard.contains(entry.path) { continue }
            if Interruption.received != nil { return true }
            // `--update` records the scenario's expectations too (docs/scenarios.md, "--update").
            let root = command.update ? found.root : nil
            let result = await files.run(entry, reporter: reporter, startsReported: false, updatingFrom: root)
            tally.countScenario(passed: result?.passed ?? false)
            if let result { reporter.report(.scenarioReplayed(result)) }
        }
        return false
    }

    /// Up to `count` files of the walk in this shard, each with its case and app model. A
    /// chunk ends early after the first file of a model that brings the chunk's models past
    /// `modelBytesPerChunk` of files: at most two chunks are in flight, so at most about two
    /// large models are held at once, however many the tree has (docs/guarantees.md,
    /// "Amplification").
    mutating func walk(_ walker: inout FileWalker, count: Int) -> [ReplayWorkers.Work] {
        var work: [ReplayWorkers.Work] = []
        var models: Set<ObjectIdentifier> = []
        var modelBytes = 0
        while work.count < count, let entry = walker.next() {
            if let shard = command.shard, !shard.contains(entry.path) { continue }
            let next = self.work(for: entry, root: walker.currentRoot ?? entry.path)
            let isNew = next.model !== work.last?.model && models.insert(ObjectIdentifier(next.model)).inserted
            if command.allLocalizations, let tables = next.model.model?.localization, !tables.localizations.isEmpty {
                // One run per localization, in the tables' order (docs/localization.md, "Replay
                // and scenarios"); the chunk's count is of runs.
                for (index, localization) in tables.localizations.enumerated() {
                    work.append(ReplayWorkers.Work(item: next.item.run(in: localization), model: next.model, notes: index == 0 ? next.notes : []))
                }
            } else {
                work.append(next)
            }
            if isNew {
                modelBytes += next.model.fileSize
                if modelBytes > ReplayCommand.modelBytesPerChunk { break }
            }
        }
        return work
    }

    /// `replay`, then the progress line every `progressEvery` files.
    mutating func replay(_ work: ReplayWorkers.Work, done: ReplayWorkers.Done, progressEvery: Int) {
        replay(work, done: done)
        if replayed % progressEvery == 0 { reporter.report(.progress(replayed)) }
    }

    /// A walked file, its case and its app model: a worker's work.
    mutating func work(for entry: WalkEntry, root: String) -> ReplayWorkers.Work {
        var regenerated: [String] = []
        var notes: [RunEvent] = []
        let item = manifests.item(
            for: entry, root: root, updating: command.update, report: { notes.append($0) }, regenerate: { regenerated.append($0) })
        for directory in regenerated { updates.regenerate(directory) }
        return ReplayWorkers.Work(item: item, model: models.model(for: item.directory), notes: notes)
    }

    /// Reports what the workers found for one file, in input order.
    mutating func replay(_ work: ReplayWorkers.Work, done: ReplayWorkers.Done) {
        let item = work.item
        let verdict = done.verdict
        for note in work.notes { reporter.report(note) }
        replayed += 1
        if command.update { enterRun(of: item) }
        let file = item.entry.path
        func tagged(_ result: ReplayCaseResult) -> ReplayCaseResult {
            var result = result
            result.localization = item.localization
            return result
        }
        guard item.manifestUsable else {
            report(tagged(ReplayCaseResult(file: file, status: .fail, verdict: verdict, failure: .manifestUnusable)))
            return
        }
        models.announce(work.model, reporter: reporter)
        guard work.model.model != nil else {
            report(tagged(ReplayCaseResult(file: file, status: .fail, verdict: verdict, failure: .appModelUnusable)))
            return
        }
        switch done.outcome {
        case .notDelivered:
            preconditionFailure("a file with a usable manifest and app model is delivered")
        case .failed(let failure):
            report(positions.locate(tagged(ReplayCaseResult(file: file, status: .fail, verdict: verdict, failure: failure)), item: item))
        case .compared(var result, let lines):
            result.localization = item.localization
            if result.status == .fail { result = positions.locate(result, item: item) }
            report(result, lines: lines)
        case .delivered(let delivery, let status, let expectations):
            var result = tagged(ReplayCaseResult(file: file, status: status, verdict: verdict, delivery: delivery))
            if status == .updated { updates.record(item.name, expectations: expectations) }
            if result.status == .fail { result = positions.locate(result, item: item) }
            report(result)
        }
    }

    /// Reported at once, or held until its directory's manifest is written (`--update`, whose
    /// workers write no lines).
    private mutating func report(_ result: ReplayCaseResult, lines: [UInt8]? = nil) {
        if command.update {
            held.hold(result)
        } else {
            publish(result, lines: lines)
        }
    }

    private mutating func publish(_ result: ReplayCaseResult, lines: [UInt8]? = nil) {
        tally.count(result)
        reporter.report(.replayed(result, lines: lines))
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
