#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stages 2c–4 of a replay, the part of each file that needs nothing from the others: reading,
/// decoding and validation, delivery to the file's own app, and comparison with its case,
/// on the caller's thread or on `jobs` workers (`OrderedBatches`); results come back in input
/// order (docs/replay.md, "Scale").
enum ReplayWorkers {
    /// One file and the app model its directory uses.
    struct Work: Sendable {
        var item: ReplayItem
        var model: AppModelCache.Resolved
        /// What the walk found wrong with the file's manifest, reported just before the file:
        /// reported as walked, it came before or after the results of other chunks' files
        /// depending on the chunk size, so on `--jobs` (docs/replay.md, "Scale").
        var notes: [RunEvent] = []
    }

    /// What the run asks of every file.
    struct Settings: Sendable {
        var flagHeaders: RequestHeaders
        /// `--from`: the format of a fixture whose case does not say.
        var from: ProviderFormat?
        /// `--expo-project`.
        var conversion = ConversionOptions()
        var defaultState: AppState
        /// `--locale`: the user's languages for cases that name none.
        var languages: [String]?
        var recordsTrace: Bool
        var update: Bool
        /// `--require-expectations` (docs/replay.md).
        var requireExpectations: Bool
        /// `--strict`: a warning about a valid payload fails its file (docs/replay.md, "Warnings").
        var strict: Bool
        /// How the output format renders a result on the worker, when it can.
        var lines: (any ReplayLineRendering)?
    }

    /// What a worker found for one file: a reference, so handing a delivery report from the
    /// worker to the reporting costs no copy of it.
    final class Done: Sendable {
        enum Outcome: Sendable {
            /// Not delivered: its manifest or its app model cannot be used.
            case notDelivered
            /// Its case cannot be delivered as stated.
            case failed(ReplayCaseResult.Failure)
            /// Delivered and compared with its case: the result as it is reported, and its lines
            /// when the output format's renderer wrote them on the worker.
            case compared(ReplayCaseResult, lines: [UInt8]?)
            /// Delivered under `--update`: the status, and the expectations that describe what
            /// happened, for the main actor to record in input order.
            case delivered(ReplayCaseResult.Delivery, ReplayStatus, expectations: [String: JSONValue])
        }

        /// The payload's verdict (its decoded payload stays with the worker).
        let verdict: PayloadCheck.Verdict
        let outcome: Outcome

        init(verdict: PayloadCheck.Verdict, outcome: Outcome) {
            self.verdict = verdict
            self.outcome = outcome
        }
    }

    /// With one job the caller's thread does the work (the main actor's, in `replay`), in
    /// input order: the delivery reports are then made and freed on one thread. With several,
    /// `OrderedBatches` hands `replay` to the workers.
    nonisolated(nonsending) static func run(_ work: [Work], settings: Settings) async -> [Done] {
        var results: [Done] = []
        results.reserveCapacity(work.count)
        let apps = ReplayApps()
        for file in work { results.append(await replay(file, settings: settings, apps: apps)) }
        return results
    }

    /// One file, by a worker with its own apps.
    nonisolated(nonsending) static func replay(_ work: Work, settings: Settings, apps: ReplayApps) async -> Done {
        let item = work.item
        let checker = checker(item, model: work.model, settings: settings)
        let check = check(item.entry, with: checker)
        guard item.manifestUsable, work.model.isUsable else { return Done(verdict: check.verdict, outcome: .notDelivered) }
        switch await CaseDelivery.deliver(
            item, check: check, model: work.model.usable, resolved: work.model, defaultState: settings.defaultState,
            languages: settings.languages, recordsTrace: settings.recordsTrace, apps: apps)
        {
        case .failure(let failure):
            return Done(verdict: check.verdict, outcome: .failed(failure))
        case .success(var report) where report.limitExceeded != nil:
            // An error of the model, whatever the case expects (docs/conditions.md, "Limits").
            report.check?.payload = nil
            let result = ReplayCaseResult(
                file: item.entry.path, status: .fail, verdict: check.verdict, delivery: ReplayCaseResult.Delivery(report: report, model: work.model),
                mismatches: [], failure: .limitExceeded)
            return Done(verdict: check.verdict, outcome: .compared(result, lines: nil))
        case .success(var report):
            truncation(of: &report, checker: checker, entry: item.entry)
            // What is reported of a file needs its verdict and findings, not the decoded
            // payload: it is freed here, on the worker, once compared, and a result held until
            // its directory's manifest is written (`HeldResults`) keeps memory flat; freed on the
            // main actor, it was serial work even with several jobs.
            if settings.update {
                let (status, expectations) = ExpectationComparison.update(item, report: report)
                report.check?.payload = nil
                let delivery = ReplayCaseResult.Delivery(report: report, model: work.model)
                return Done(verdict: check.verdict, outcome: .delivered(delivery, status, expectations: expectations))
            }
            let (status, mismatches) = ExpectationComparison.compare(
                item, check: check, report: report, tables: work.model.usable.localization, languages: settings.languages)
            var result = ReplayCaseResult(file: item.entry.path, status: status, verdict: check.verdict, delivery: nil, mismatches: mismatches)
            result.localization = item.localization
            if status == .unchecked, settings.requireExpectations {
                result.status = .fail
                result.failure = .noExpectation
            }
            // `--strict`: a warning fails a file that would pass, as `validate --strict` fails it
            // (docs/replay.md, "Warnings"); an invalid payload a case expects has its errors.
            if settings.strict, result.status == .pass || result.status == .unchecked, report.check?.verdict == .valid,
                report.check?.diagnostics.warningCount ?? 0 > 0
            {
                result.status = .fail
                result.failure = .warnedUnderStrict
            }
            result.outcome = report.outcome
            if let lines = settings.lines {
                // Rendered here, in parallel, from the report as it is: the main actor only
                // writes the bytes, and the report is freed by the thread that made it, never
                // boxed: the box is an allocation of over a kilobyte, before which glibc
                // consolidates its free lists (docs/performance.md, "Reporting").
                return Done(verdict: check.verdict, outcome: .compared(result, lines: lines.lines(result, report: report, app: work.model.usable)))
            }
            // Only a boxed report outlives this function: one rendered here is freed with the
            // payload when it returns, so unsharing its check only to drop the payload first (a
            // copy of the check and a new box) is not done for it.
            report.check?.payload = nil
            result.delivery = ReplayCaseResult.Delivery(report: report, model: work.model)
            return Done(verdict: check.verdict, outcome: .compared(result, lines: nil))
        }
    }

    /// The checker of a file: its case's headers, format and message; the entitlement its
    /// app declares.
    private static func checker(_ item: ReplayItem, model: AppModelCache.Resolved, settings: Settings) -> PayloadChecker {
        // A walked file is opened by its name in its directory, kept open by the walk, so the
        // kernel does not look its whole path up again (`OpenDirectory`).
        var checker = PayloadChecker(
            headers: item.replayCase.headers ?? settings.flagHeaders, reader: InputReader(cap: PayloadChecker.readCap, relative: item.entry.relativeName),
            from: item.replayCase.from ?? settings.from)
        checker.message = item.replayCase.message
        checker.conversion = settings.conversion
        checker.criticalAlertsEntitled = model.model?.criticalAlertsEntitlement ?? false
        return checker
    }

    private static func check(_ entry: WalkEntry, with checker: PayloadChecker) -> PayloadCheck {
        if let problem = entry.problem {
            return PayloadCheck(source: .path(entry.path), verdict: .unreadable, diagnostics: [Diagnostic(.error, .unreadable, .file, problem.reason)])
        }
        return checker.check(.path(entry.path))
    }

    /// The words the delivery showed, where iOS would cut them: warnings about the file
    /// (docs/replay.md, "Warnings"). A file whose words fit, nearly every one, costs only their
    /// layout; one whose words are cut is checked again, with the warnings, to place them in
    /// the file (line:column, a provider's key) exactly as its own findings are placed.
    private static func truncation(of report: inout DeliveryReport, checker: PayloadChecker, entry: WalkEntry) {
        let found = TruncatedText.warnings(of: report)
        guard !found.isEmpty, let check = report.check else { return }
        // A pipe or a device gives its bytes once: its warnings stay without a place, and the
        // replay never waits on it, nor takes what another writer sends.
        var status = stat()
        guard stat(entry.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            report.check?.diagnostics = check.diagnostics + found
            return
        }
        var again = checker
        again.laterFindings = found
        let placed = again.check(.path(entry.path)).diagnostics
        // The file as it was read the first time: the same findings and the new ones. A file
        // changed since has its warnings unplaced rather than another file's places.
        let same = placed.count == check.diagnostics.count + found.count && placed.filter { !found.contains(unplaced: $0) } == check.diagnostics
        report.check?.diagnostics = same ? placed : check.diagnostics + found
    }
}

extension [Diagnostic] {
    /// Whether it holds `diagnostic` but for its place in the file.
    fileprivate func contains(unplaced diagnostic: Diagnostic) -> Bool {
        contains { $0.reason == diagnostic.reason && $0.message == diagnostic.message && $0.severity == diagnostic.severity }
    }
}
