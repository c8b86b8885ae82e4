/// Everything a command reports, as values: what it found, never how it is shown. A command
/// sends each event to a `RunReporter` as it happens; the renderer for the chosen output format
/// turns it into text or JSON (docs/architecture.md), and `ExitStatus(for:)` counts it toward
/// the run's one exit status.
public enum RunEvent: Sendable {
    /// The app model was loaded, with these warnings about it.
    case appModelLoaded(AppModelSource, warnings: [Diagnostic])
    /// `deliver` and `open` start simulating this app model (text names it on stderr).
    case simulationStarted(AppModel)
    /// The app model cannot be used: every problem in it.
    case appModelRejected(AppModelError)
    /// A command-line value the core found wrong (`--stack` naming an undeclared screen…).
    case usageProblem(String)
    /// One payload file, read, decoded and validated (`validate`).
    case validated(PayloadCheck)
    /// One APNs request a message becomes, checked (`convert`, docs/providers.md).
    case converted(PayloadCheck)
    /// The closing count of verdicts, for a batch of more than one file.
    case validationSummary(VerdictTally)
    /// What the app did with a push or a deep link (`deliver`, `open`).
    case delivered(DeliveryReport, app: AppModel, command: SimulationCommand)
    /// Where a URL goes, without running anything (`route`).
    case routed(RouteReport)
    /// A device token and the registration request the app makes for it (`register`).
    case registered(RegistrationReport)
    /// A device token that is not one.
    case tokenRejected(DeviceToken.ParseError)
    /// One fixture replayed against its case (`replay`), with its lines when the output
    /// format's renderer wrote them on the replay worker (`Renderer.replayLines`): the lines
    /// that renderer writes for the result, which it then writes as they are.
    case replayed(ReplayCaseResult, lines: [UInt8]? = nil)
    /// Something about a directory's expectation manifest.
    case manifest(ManifestNote)
    /// How many files have been replayed so far (a progress line, on a terminal).
    case progress(Int)
    /// The end of the progress line.
    case progressEnded
    /// A report file (`--junit`) that was not written, and why; `interrupted` when the run was
    /// stopped (then it is not an error of its own).
    case reportNotWritten(path: String, reason: String, interrupted: Bool)
    /// The closing count of a replay.
    case replaySummary(ReplayTally)
    /// A file pushsim wrote (`init`).
    case fileCreated(String)
    /// Files `init` would replace, so it wrote nothing; `existingCIFile` when one of them is
    /// the CI file it was to write (the project has its own: `--ci none` writes the rest).
    case scaffoldConflicts([String], existingCIFile: String?)
    /// A file that could not be written, and why (`init`, `export`).
    case writeFailed(String)
    /// `init` wrote every starter file into `directory`, and `ciFile` (nil for `--ci none`):
    /// what to do next.
    case scaffolded(directory: String, ciFile: String?)
    /// `export` refused a payload that is not valid: its findings, and the file not written.
    case exportRefused(PayloadCheck, path: String)
    /// What is worth a warning about a payload `export` accepted.
    case exportWarnings(PayloadCheck)
    /// `model upgrade`: the upgraded model's text (nil when it was written in place), from
    /// which version.
    case modelUpgraded(text: String?, path: String, from: Int)
    /// `export` wrote the `.apns` file.
    case exported(path: String, bundleID: BundleIdentifier)
    /// `scenario`: a scenario starts, against this app.
    case scenarioStarted(Scenario, app: AppModel)
    /// One step of a scenario, done and checked.
    case scenarioStep(ScenarioStepResult, scenario: Scenario, app: AppModel)
    /// A scenario ran to its end (or could not start).
    case scenarioFinished(ScenarioResult)
    /// A scenario file that cannot be used: every problem in it, at its place.
    case scenarioRejected(path: String, issues: [Diagnostic])
    /// What is worth a warning in a scenario file that can be used (unknown keys).
    case scenarioWarnings(path: String, warnings: [Diagnostic])
    /// `replay`: a scenario found among the fixtures, run whole (one line, and its failed steps).
    case scenarioReplayed(ScenarioResult)
    /// The closing count of a `scenario` run.
    case scenarioSummary(ScenarioTally)
    /// `preview`: a payload delivered, and the cards it is drawn on (none when the system
    /// shows nothing).
    case previewed(NotificationPreview, cards: [PreviewCard])
    /// `preview` wrote its picture: how many notifications it draws, of how many payloads.
    case previewWritten(path: String, notifications: Int, files: Int)
}

/// Which command simulated a delivery, as JSON records name it.
public enum SimulationCommand: String, Sendable {
    case deliver, open, replay, scenario
}
