/// What a CI dashboard should flag about a run, as one flat value per finding: the level, the
/// rule (a named reason, or one of pushsim's failures), the file and place, and the message
/// (docs/ci-formats.md). The GitHub annotations and SARIF renderers show the same findings,
/// each in its own syntax.
struct CIFinding: Equatable {
    enum Level: String {
        case error, warning, note
    }

    var level: Level
    var rule: CIRule
    /// The path as pushsim was given it (or found it while walking).
    var file: String
    var position: SourcePosition?
    var message: String
}

/// A kind of finding, with the page that explains it (docs/ relative: `validation.md#…`).
struct CIRule: Hashable {
    var id: String
    var summary: String
    var help: String

    /// A named reason of validation (APNs' own or pushsim's, including any added later).
    init(_ reason: Reason) {
        id = reason.name
        switch reason.source {
        case .apns:
            summary = "APNs rejects the payload or its headers with this reason"
            help = "validation.md#apns-reasons"
        case .pushsim:
            summary = "pushsim's reason: APNs accepts it, the app would not behave as meant"
            help = "validation.md#pushsims-reasons"
        case .app:
            summary = "the app's contract (validate --app): the app would fail on the payload or show it wrong"
            help = "validation.md#against-the-app---app"
        case .provider:
            summary = "the provider (FCM, Expo, OneSignal, Braze) refuses the message with this error"
            help = "providers.md"
        }
    }

    init(id: String, summary: String, help: String) {
        self.id = id
        self.summary = summary
        self.help = help
    }

    /// A finding about a payload that has no named reason.
    static let payloadFinding = CIRule(id: "PayloadFinding", summary: "the payload is not what APNs and the app accept", help: "validation.md")
    static let expectationMismatch = CIRule(
        id: "ExpectationMismatch", summary: "what happened is not what the case in pushsim.expect.json expects", help: "replay.md#mismatches")
    static let noExpectation = CIRule(
        id: "NoExpectation", summary: "no case in pushsim.expect.json states what the payload should do",
        help: "replay.md#--require-expectations")
    static let caseProblem = CIRule(
        id: "CaseProblem", summary: "the case cannot be delivered as it is stated", help: "replay.md#expectations-pushsimexpectjson")
    static let unusableManifest = CIRule(
        id: "UnusableManifest", summary: "the directory's pushsim.expect.json cannot be used",
        help: "replay.md#expectations-pushsimexpectjson")
    static let unusableAppModel = CIRule(id: "UnusableAppModel", summary: "the app model cannot be used", help: "app-model.md")
    static let appModelWarning = CIRule(id: "AppModelWarning", summary: "the app model works, but probably not as meant", help: "app-model.md")
    static let notUpdated = CIRule(
        id: "NotUpdated", summary: "--update could not write the new expectations", help: "replay.md#when-it-cannot-be-written")
    static let scenarioStepFailed = CIRule(
        id: "ScenarioStepFailed", summary: "a scenario step could not be done, or its expectation did not hold",
        help: "scenarios.md#running-scenarios-pushsim-scenario")
    static let unusableScenario = CIRule(id: "UnusableScenario", summary: "the scenario file cannot be used", help: "scenarios.md#mistakes")
}

/// The findings of each event; none for an event that flags nothing.
enum CIFindings {
    static func of(_ event: RunEvent) -> [CIFinding] {
        switch event {
        case .validated(let check):
            return check.diagnostics.map { finding($0, file: check.source.description, otherwise: .payloadFinding) }
        case .replayed(let result, _):
            return of(result)
        case .scenarioStep(let step, let scenario, _):
            return of(step, file: scenario.source)
        case .scenarioFinished(let result):
            return closing(result)
        case .scenarioReplayed(let result):
            return result.failedSteps.flatMap { of($0, file: result.scenario.source) } + closing(result)
        case .scenarioRejected(let path, let issues), .scenarioWarnings(let path, let issues):
            return issues.map { finding($0, file: path, otherwise: .unusableScenario) }
        case .manifest(.unusable(let error, _)):
            return error.problems.map { finding($0, file: error.path, otherwise: .unusableManifest) }
        case .appModelRejected(let error):
            return error.issues.map { finding($0, file: error.source.path ?? "app model", otherwise: .unusableAppModel) }
        case .appModelLoaded(let source, let warnings):
            return warnings.map { finding($0, file: source.path ?? "app model", otherwise: .appModelWarning) }
        default:
            return []
        }
    }

    /// One finding of validation, an app model, a manifest or a scenario file, at its place;
    /// `otherwise` is the rule for findings that have no named reason.
    static func finding(_ diagnostic: Diagnostic, file: String, otherwise: CIRule) -> CIFinding {
        var message = diagnostic.message
        switch diagnostic.subject {
        case .key(let pointer): message += " [\(pointer.displayString)]"
        case .header(let name): message += " [\(name)]"
        case .file: break
        }
        return CIFinding(
            level: diagnostic.severity == .error ? .error : .warning, rule: diagnostic.reason.map(CIRule.init) ?? otherwise,
            file: file, position: diagnostic.position, message: message)
    }

    /// A replayed file: each failed expectation where the manifest states it, the findings
    /// that make a payload invalid where they are in it, a valid payload's warnings, a payload
    /// nothing checks as a note.
    static func of(_ result: ReplayCaseResult) -> [CIFinding] {
        guard let localization = result.localization else { return findings(of: result) }
        // A `--locales all` run: the same file once per language, each finding saying which.
        return findings(of: result).map { finding in
            var finding = finding
            finding.message = "[\(localization)] " + finding.message
            return finding
        }
    }

    private static func findings(of result: ReplayCaseResult) -> [CIFinding] {
        let file = result.file
        let diagnostics = result.explainingDiagnostics.map { finding($0, file: file, otherwise: .payloadFinding) }
        switch result.status {
        case .pass, .updated:
            // A valid payload's warnings (docs/replay.md, "Warnings").
            return diagnostics
        case .unchecked:
            return [
                CIFinding(
                    level: .note, rule: .noExpectation, file: file, position: nil,
                    message: "no case in its \(ExpectationManifest.fileName) states what should happen: \(ReplayText.phrase(result))")
            ] + diagnostics
        case .invalid, .unreadable:
            guard diagnostics.isEmpty else { return diagnostics }
            return [CIFinding(level: .error, rule: .payloadFinding, file: file, position: nil, message: ReplayText.phrase(result))]
        case .fail:
            var findings: [CIFinding] = []
            switch result.failure {
            case nil:
                break
            case .noExpectation?:
                findings.append(
                    CIFinding(
                        level: .error, rule: .noExpectation, file: file, position: nil,
                        message: "no case in its \(ExpectationManifest.fileName) states what should happen (--require-expectations): "
                            + (result.delivery.map { DeliveryText.phrase($0.report) } ?? "")))
            case .caseProblem(let problem)?:
                findings.append(
                    CIFinding(
                        level: .error, rule: .caseProblem, file: result.manifest ?? file, position: result.casePosition,
                        message: "\(file): case: \(problem)"))
            case .manifestUnusable?:
                findings.append(CIFinding(level: .error, rule: .unusableManifest, file: file, position: nil, message: ReplayText.phrase(result)))
            case .appModelUnusable?:
                findings.append(CIFinding(level: .error, rule: .unusableAppModel, file: file, position: nil, message: ReplayText.phrase(result)))
            case .limitExceeded?:
                // Where the model computed past its limit (docs/conditions.md, "Limits").
                let exceeded = result.report?.limitExceeded
                findings.append(
                    CIFinding(
                        level: .error, rule: .unusableAppModel, file: exceeded?.file ?? file, position: exceeded?.position,
                        message: "\(file): \(exceeded.map { $0.reason + ($0.pointer.map { " [\($0.displayString)]" } ?? "") } ?? ReplayText.phrase(result))"))
            case .notUpdated?:
                findings.append(CIFinding(level: .error, rule: .notUpdated, file: file, position: nil, message: ReplayText.phrase(result)))
            case .warnedUnderStrict?:
                // Each warning is a finding below; the failure is the run's exit code.
                break
            }
            for mismatch in result.mismatches {
                findings.append(
                    CIFinding(
                        level: .error, rule: .expectationMismatch, file: result.manifest ?? file, position: mismatch.position,
                        message: "\(file): \(ReplayText.line(mismatch))"))
            }
            return findings + diagnostics
        }
    }

    /// A scenario step: a step that could not be done at the step, each expectation that did
    /// not hold (and was not recorded by `--update`) where it is written.
    static func of(_ step: ScenarioStepResult, file: String) -> [CIFinding] {
        var findings: [CIFinding] = []
        if let problem = step.problem {
            findings.append(
                CIFinding(
                    level: .error, rule: .scenarioStepFailed, file: file, position: step.step.position,
                    message: "step \(step.index), \(step.summary): \(problem)"))
        }
        for mismatch in step.mismatches where mismatch.update?.isWritten != true {
            var message = "step \(step.index), \(step.summary): \(mismatch.key): expected \(JSONWriter.string(mismatch.expected)), got \(JSONWriter.string(mismatch.actual))"
            if case .notRecorded(let why)? = mismatch.update { message += "; not recorded: \(why)" }
            findings.append(CIFinding(level: .error, rule: .scenarioStepFailed, file: file, position: mismatch.position, message: message))
        }
        return findings
    }

    /// A scenario that could not start, or whose update could not be written.
    static func closing(_ result: ScenarioResult) -> [CIFinding] {
        var findings: [CIFinding] = []
        if let problem = result.problem {
            findings.append(CIFinding(level: .error, rule: .scenarioStepFailed, file: result.scenario.source, position: nil, message: problem))
        }
        if case .notWritten(let reason)? = result.update {
            findings.append(CIFinding(level: .error, rule: .notUpdated, file: result.scenario.source, position: nil, message: "not updated: \(reason)"))
        }
        return findings
    }
}
