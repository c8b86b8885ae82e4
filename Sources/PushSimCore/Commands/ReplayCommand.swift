#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pushsim replay PATH...`: every payload under the paths, each delivered to a fresh app and
/// checked against its expectations (docs/replay.md).
public struct ReplayCommand: Sendable {
    public var paths: [String]
    public var app: AppModelChoice
    public var state: AppState
    public var headers: RequestHeaders
    public var format: OutputFormat
    public var junit: String?
    public var update: Bool
    public var jobs: Int
    public var shard: Shard?
    public var progress: Bool
    /// Colour for the status words of the text lines (docs/colour.md).
    public var colour: Colour

    public init(
        paths: [String], app: AppModelChoice, state: AppState, headers: RequestHeaders, format: OutputFormat, junit: String?,
        update: Bool, jobs: Int, shard: Shard?, progress: Bool, colour: Colour = .off
    ) {
        self.paths = paths
        self.app = app
        self.state = state
        self.headers = headers
        self.format = format
        self.junit = junit
        self.update = update
        self.jobs = max(1, jobs)
        self.shard = shard
        self.progress = progress
        self.colour = colour
    }

    public static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// One payload's work before delivery.
    private struct Item: Sendable {
        var entry: WalkEntry
        var directory: String
        var name: String
        var replayCase: ReplayCase
        var hasCase: Bool
        var manifestProblem: Bool
        /// The command-line path it was found under, and whether it was found by walking a
        /// directory (not named itself): for `--update` (ManifestUpdater).
        var root: String
        var walked: Bool
    }

    @MainActor
    public func run(output: OutputSink) async -> ExitStatus {
        var context = ReplayContext(command: self, output: output)
        var junitReport: JUnitReport?
        if let junit {
            do { junitReport = try JUnitReport(path: junit) } catch {
                output.diagnostic("pushsim: \(error.description)")
                return .unreadableInput
            }
        }
        var walker = FileWalker(paths: paths)
        let chunkSize = 256 * jobs
        func nextChunk() -> [Item] {
            var items: [Item] = []
            while items.count < chunkSize, let entry = walker.next() {
                if let shard, !shard.contains(entry.path) { continue }
                items.append(context.prepare(entry, root: walker.currentRoot ?? entry.path))
            }
            return items
        }
        // With several workers, the next chunk is read, decoded and validated while this one
        // is delivered; with one, everything runs in turn. Either way results come in order.
        let flagHeaders = headers
        let workers = jobs
        func startChecks(_ items: [Item]) -> Task<[PayloadCheck], Never>? {
            items.isEmpty ? nil : Task.detached { await Self.check(items, jobs: workers, flagHeaders: flagHeaders) }
        }
        var items = nextChunk()
        var pending = jobs > 1 ? startChecks(items) : nil
        while !items.isEmpty {
            let checks: [PayloadCheck]
            if let running = pending {
                checks = await running.value
            } else {
                checks = await Self.check(items, jobs: jobs, flagHeaders: headers)
            }
            let current = items
            items = nextChunk()
            pending = jobs > 1 ? startChecks(items) : nil
            for (item, check) in zip(current, checks) {
                await context.deliver(item, check: check, junit: junitReport)
            }
            if progress { output.progress("replaying… \(context.tally.total) files") }
        }
        if progress { output.progress(nil) }
        context.finishUpdates(junit: junitReport)
        if let junitReport {
            do { try junitReport.finish() } catch {
                output.diagnostic("pushsim: \(error.description)")
                context.tally.fail(with: .unreadableInput)
            }
        }
        output.diagnostic(context.tally.summary)
        return context.tally.worst
    }

    /// Reading, decoding and validation, spread over `jobs` workers; results in input order.
    private static func check(_ items: [Item], jobs: Int, flagHeaders: RequestHeaders) async -> [PayloadCheck] {
        let work: [(WalkEntry, RequestHeaders)] = items.map { ($0.entry, $0.replayCase.headers ?? flagHeaders) }
        guard jobs > 1, work.count > 1 else { return work.map(checkOne) }
        return await withTaskGroup(of: [(Int, PayloadCheck)].self) { group in
            for worker in 0..<min(jobs, work.count) {
                group.addTask {
                    var results: [(Int, PayloadCheck)] = []
                    var index = worker
                    while index < work.count {
                        results.append((index, checkOne(work[index])))
                        index += jobs
                    }
                    return results
                }
            }
            var ordered = [PayloadCheck?](repeating: nil, count: work.count)
            for await results in group {
                for (index, check) in results { ordered[index] = check }
            }
            return ordered.map { $0! }
        }
    }

    @Sendable
    private static func checkOne(_ work: (WalkEntry, RequestHeaders)) -> PayloadCheck {
        let (entry, headers) = work
        let source = InputSource.path(entry.path)
        if let problem = entry.problem {
            return PayloadCheck(source: source, verdict: .unreadable, diagnostics: [Diagnostic(.error, .unreadable, .file, problem.reason)])
        }
        return PayloadChecker(headers: headers).check(source)
    }

    /// The serial part: manifests, app models, delivery, comparison, output.
    @MainActor
    private struct ReplayContext {
        let command: ReplayCommand
        let output: OutputSink
        var tally = ReplayTally()
        private var manifests: [String: ExpectationManifest] = [:]
        private var brokenManifests: Set<String> = []
        /// With `--update`: the run being replayed, and its lines until its manifest is written.
        private var updates = ManifestUpdater()
        private let held: HeldResults?
        private var modelSources: [String: AppModelSource] = [:]
        private var models: [String: AppModel] = [:]
        private var brokenModels: Set<String> = []
        private let workingDirectory: String

        init(command: ReplayCommand, output: OutputSink) {
            self.command = command
            held = command.update ? HeldResults(passingTo: output) : nil
            self.output = held ?? output
            var buffer = [CChar](repeating: 0, count: 4096)
            workingDirectory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
        }

        mutating func prepare(_ entry: WalkEntry, root: String) -> Item {
            let slash = entry.path.lastIndex(of: "/")
            let directory = slash.map { String(entry.path[..<$0]) } ?? "."
            let name = slash.map { String(entry.path[entry.path.index(after: $0)...]) } ?? entry.path
            let manifest = manifest(in: directory)
            let stated = manifest?.case(named: name)
            let merged = (stated ?? ReplayCase()).merged(over: manifest?.defaults ?? ReplayCase())
            return Item(
                entry: entry, directory: directory, name: name, replayCase: merged, hasCase: stated != nil,
                manifestProblem: manifest == nil, root: root, walked: entry.path != root)
        }

        private mutating func manifest(in directory: String) -> ExpectationManifest? {
            if let cached = manifests[directory] { return cached }
            if brokenManifests.contains(directory) { return nil }
            do {
                let manifest = command.update ? try salvage(directory) : try ExpectationManifest.load(directory: directory)
                if manifests.count > 64 { manifests.removeAll() }
                manifests[directory] = manifest
                return manifest
            } catch {
                brokenManifests.insert(directory)
                for line in error.lines { output.diagnostic(line) }
                return nil
            }
        }

        /// `--update` starts from what can be used of a manifest, and writes it anew.
        private mutating func salvage(_ directory: String) throws(ExpectationManifest.LoadError) -> ExpectationManifest {
            let (manifest, problems) = try ExpectationManifest.salvage(directory: directory)
            if let problems {
                for line in problems.lines { output.diagnostic(line) }
                output.diagnostic(ManifestUpdater.writtenAnew(manifest.path))
                updates.regenerate(directory)
            }
            return manifest
        }

        private mutating func model(for directory: String) -> AppModel? {
            let source: AppModelSource
            if let cached = modelSources[directory] {
                source = cached
            } else if command.app.flag != nil || !(command.app.environment ?? "").isEmpty {
                source = AppModelLoader.locate(flag: command.app.flag, environment: command.app.environment, directory: directory)
                modelSources[directory] = source
            } else {
                source = AppModelLoader.discover(from: directory, workingDirectory: workingDirectory).map(AppModelSource.discovered) ?? .builtIn
                modelSources[directory] = source
            }
            let key = source.path ?? ""
            if let model = models[key] { return model }
            if brokenModels.contains(key) { return nil }
            let choice = AppModelChoice(flag: source.path, environment: nil, directory: directory)
            guard var model = choice.load(output: output) else {
                brokenModels.insert(key)
                return nil
            }
            model.source = source
            models[key] = model
            return model
        }

        mutating func deliver(_ item: Item, check: PayloadCheck, junit: JUnitReport?) async {
            let file = item.entry.path
            if command.update { enterRun(of: item, junit: junit) }
            guard !item.manifestProblem else {
                emit(file: file, status: .fail, report: nil, mismatches: [], note: "its pushsim.expect.json cannot be used", junit: junit)
                tally.count(.fail, outcome: .invalid, verdict: check.verdict)
                return
            }
            guard let model = model(for: item.directory) else {
                emit(file: file, status: .fail, report: nil, mismatches: [], note: "its app model cannot be used", junit: junit)
                tally.count(.fail, outcome: .invalid, verdict: check.verdict)
                tally.fail(with: .badAppModel)
                return
            }
            let replayCase = item.replayCase
            let state = replayCase.state ?? command.state
            var stack: StackDescription?
            if let text = replayCase.stack {
                switch StartingStack.parse(text, state: state, model: model) {
                case .success(let parsed): stack = parsed
                case .failure(let problem):
                    emit(file: file, status: .fail, report: nil, mismatches: [], note: "case: \(problem.message)", junit: junit)
                    tally.count(.fail, outcome: .invalid, verdict: check.verdict)
                    return
                }
            }
            let report = await DeliverCommand.deliver(
                check, model: model, state: state, stack: stack, tap: replayCase.tap.map(TapAction.init(argument:)),
                badge: replayCase.badge, trace: command.format == .json)
            let actual = ReplayActual.values(report)
            var status: ReplayTally.Status
            var mismatches: [Mismatch] = []
            if command.update {
                var updated = replayCase
                var expectations = ReplayActual.expectations(report)
                for key in replayCase.expect.keys where expectations[key] == nil { expectations[key] = actual[key] }
                updated.expect = expectations
                status = updated.expect == replayCase.expect && item.hasCase ? .pass : .updated
                if status == .updated { updates.record(item.name, expectations: expectations) }
            } else if item.hasCase {
                mismatches = replayCase.mismatches(against: actual)
                // A case that says nothing of the verdict expects a valid payload.
                if replayCase.expect["verdict"] == nil, check.verdict != .valid {
                    mismatches.insert(Mismatch(key: "verdict", expected: "valid", actual: .string(check.verdict.rawValue)), at: 0)
                }
                status = mismatches.isEmpty ? .pass : .fail
            } else {
                switch check.verdict {
                case .valid: status = .unchecked
                case .invalid, .malformed: status = .invalid
                case .unreadable: status = .unreadable
                }
            }
            held?.beginFile(junit: junit)
            emit(file: file, status: status, report: report, mismatches: mismatches, note: nil, junit: junit, model: model)
            if status == .updated { held?.endUpdatedFile(file, phrase: DeliveryText.phrase(report), junit: junit) }
            tally.count(status, outcome: report.outcome, verdict: check.verdict)
        }

        /// `--update`: a file of another directory than the last ends the last one's run, whose
        /// manifest is written before its lines are printed (docs/replay.md).
        private mutating func enterRun(of item: Item, junit: JUnitReport?) {
            if let ended = updates.enter(
                directory: item.directory, root: item.root, walked: item.walked, wholeAllowed: command.shard == nil)
            {
                write(ended, junit: junit)
            }
            updates.saw(item.name)
            held?.holding = true
            junit?.holding = true
        }

        mutating func finishUpdates(junit: JUnitReport?) {
            guard command.update, let run = updates.finish() else { return }
            write(run, junit: junit)
        }

        /// Writes the run's manifest, then prints its lines: an updated file whose manifest could
        /// not be written fails, saying why.
        private mutating func write(_ run: ManifestUpdater.Run, junit: JUnitReport?) {
            guard let held else { return }
            let outcome = updates.write(run, loaded: manifests[run.directory], output: output)
            var reason: String?
            switch outcome {
            case .unchanged: break
            case .written:
                // Memory stays flat: a later run of this directory reads what is on disk now.
                manifests[run.directory] = nil
            case .notUpdated(let why):
                reason = why
                tally.fail(with: .cannotCreate)
            }
            held.release(junit: junit, replacingUpdated: reason != nil) { file in
                emit(file: file.file, status: .fail, report: nil, mismatches: [], note: "\(file.phrase); not updated: \(reason ?? "")", junit: junit)
                tally.markNotUpdated()
            }
        }

        private func emit(
            file: String, status: ReplayTally.Status, report: DeliveryReport?, mismatches: [Mismatch], note: String?,
            junit: JUnitReport?, model: AppModel? = nil
        ) {
            let phrase = note ?? report.map(DeliveryText.phrase) ?? ""
            switch command.format {
            case .text:
                let word = command.colour.paint(status.rawValue.uppercased(), ColourPalette.style(status))
                output.result(word + TerminalText.sanitize(" \(file): \(phrase)"))
                for mismatch in mismatches { output.result(TerminalText.sanitize("    \(mismatch.line)")) }
            case .json:
                var record: JSONObject = [:]
                if let report { record = DeliveryJSON.record(report, app: model ?? .builtInDefault, command: "replay").objectValue ?? [:] }
                var ordered: JSONObject = [
                    "schemaVersion": .integer(Int64(OutputSchema.version)), "command": "replay", "file": .string(file),
                    "status": .string(status.rawValue),
                    "mismatches": .array(mismatches.map { .object(["key": .string($0.key), "expected": $0.expected, "actual": $0.actual]) }),
                    "note": note.map(JSONValue.string) ?? .null,
                ]
                for member in record where ordered[member.key] == nil { ordered[member.key] = member.value }
                output.result(JSONWriter.string(.object(ordered)))
            }
            guard let junit else { return }
            switch status {
            case .pass, .unchecked, .updated:
                junit.add(file: file, result: .passed)
            case .fail:
                let details = ([phrase] + mismatches.map(\.line)).joined(separator: "\n")
                junit.add(file: file, result: .failed(type: "ExpectationMismatch", message: mismatches.first?.line ?? phrase, details: details))
            case .invalid:
                junit.add(file: file, result: .failed(type: "InvalidPayload", message: phrase, details: phrase))
            case .unreadable:
                junit.add(file: file, result: .error(type: "Unreadable", message: phrase))
            }
        }
    }
}
