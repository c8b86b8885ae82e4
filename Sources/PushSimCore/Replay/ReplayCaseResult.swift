/// One replayed file: what happened, and how it compares with its case (docs/replay.md).
public struct ReplayCaseResult: Sendable {
    /// Why a file was not replayed (or, for `notUpdated`, why its new expectations were not
    /// kept).
    public enum Failure: Error, Sendable, Equatable {
        /// Its directory's `pushsim.expect.json` cannot be used.
        case manifestUnusable
        /// Its app model cannot be used.
        case appModelUnusable
        /// Its case cannot be delivered as stated (a `stack` naming an undeclared screen…).
        case caseProblem(String)
        /// `--update` recorded new expectations, but its manifest could not be written.
        case notUpdated(String)
        /// `--require-expectations`: delivered, but no case states what should happen
        /// (docs/replay.md, "--require-expectations").
        case noExpectation
        /// The app model computed past its evaluation limit: the delivery was stopped, an error
        /// of the model whatever the case expects, never recorded by `--update`
        /// (docs/conditions.md, "Limits"). The report says where.
        case limitExceeded
        /// `--strict`: the file would pass, but its payload has warnings — a title iOS cuts,
        /// a finding of validation (docs/replay.md, "Warnings").
        case warnedUnderStrict
    }

    /// A delivery and the app model it went to, by reference: a result goes from the worker to
    /// `--update`, the report and the tally without a copy of either, where each copy retained
    /// every field of both.
    public final class Delivery: Sendable {
        public let report: DeliveryReport
        /// The directory's model, shared by every file that uses it.
        let model: AppModelCache.Resolved

        init(report: DeliveryReport, model: AppModelCache.Resolved) {
            self.report = report
            self.model = model
        }

        /// The app model it was delivered to.
        public var app: AppModel { model.model ?? .builtInDefault }
    }

    public var file: String
    /// `replay --locales all`: the app's localization this run of the file was in.
    public var localization: String?
    public var status: ReplayStatus
    /// The payload's verdict, when it was read.
    public var verdict: PayloadCheck.Verdict?
    /// The delivery, when the file was replayed.
    public var delivery: Delivery?
    public var mismatches: [Mismatch]
    public var failure: Failure?
    /// The manifest holding the file's case, and where the case is in it: set for a file whose
    /// case failed, so a failure can point at the expectation (docs/ci-formats.md).
    public var manifest: String?
    public var casePosition: SourcePosition?
    /// What the delivery ended in, when the file was delivered: kept apart from the delivery,
    /// which a replay worker that has written the file's lines frees itself (`RunEvent.replayed`).
    public var outcome: DeliveryOutcome?

    public init(
        file: String, status: ReplayStatus, verdict: PayloadCheck.Verdict?, report: DeliveryReport? = nil, app: AppModel? = nil,
        mismatches: [Mismatch] = [], failure: Failure? = nil
    ) {
        let delivery = report.map { Delivery(report: $0, model: AppModelCache.Resolved(key: "", model: app)) }
        self.init(file: file, status: status, verdict: verdict, delivery: delivery, mismatches: mismatches, failure: failure)
    }

    init(
        file: String, status: ReplayStatus, verdict: PayloadCheck.Verdict?, delivery: Delivery?, mismatches: [Mismatch] = [],
        failure: Failure? = nil
    ) {
        self.file = file
        self.status = status
        self.verdict = verdict
        self.delivery = delivery
        outcome = delivery?.report.outcome
        self.mismatches = mismatches
        self.failure = failure
    }

    /// The delivery, when the file was replayed.
    public var report: DeliveryReport? { delivery?.report }

    /// How the run is named: its file, and under `--locales all` its localization,
    /// `payloads/new.json [de]` (docs/localization.md, "Replay and scenarios").
    public var label: String { localization.map { "\(file) [\($0)]" } ?? file }

    /// The findings under a file's line: where and why the payload is not valid, for a file
    /// that failed or was reported invalid or unreadable (docs/replay.md, "Invalid files"); a
    /// valid payload's warnings, whatever its status (docs/replay.md, "Warnings").
    public var explainingDiagnostics: [Diagnostic] {
        Self.explainingDiagnostics(status: status, report: report)
    }

    /// The same for a result whose delivery `report` is given apart (`ReplayLineRendering`).
    static func explainingDiagnostics(status: ReplayStatus, report: DeliveryReport?) -> [Diagnostic] {
        guard let check = report?.check else { return [] }
        switch status {
        case .invalid, .unreadable, .fail:
            return check.diagnostics
        case .pass, .unchecked, .updated:
            // A valid payload's warnings, as `validate` gives them: a title iOS cuts, a key it
            // ignores (docs/replay.md, "Warnings"). A case that expects the payload to be
            // invalid passes quietly.
            return check.verdict == .valid ? check.diagnostics : []
        }
    }

    /// The same file, its update lost: a failure that says why.
    func notUpdated(because reason: String) -> ReplayCaseResult {
        var result = self
        result.status = .fail
        result.failure = .notUpdated(reason)
        return result
    }
}
