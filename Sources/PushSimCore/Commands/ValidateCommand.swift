/// `pushsim validate FILE...`: one verdict per file, every file reported even when others
/// cannot be read, and one exit status for the batch.
package struct ValidateCommand: Sendable {
    package var inputs: [String]
    package var headers: RequestHeaders
    /// Warnings fail the run too (exit 1).
    package var strict: Bool
    /// `--app` or `PUSHSIM_APP`: also check each payload against that app's contract
    /// (docs/validation.md, "Against the app: --app"). Never a `pushsim.json` found nearby:
    /// without one, `validate` checks what APNs and iOS check, for any app.
    package var app: AppModelSource?
    /// `--from FORMAT`: the format of every input; nil detects each file's (docs/providers.md).
    package var from: ProviderFormat?
    /// `--message N`: which request of a provider's batch to take; nil takes each (docs/providers.md, "Batches").
    package var message: Int?
    /// `--expo-project`: what the conversion needs besides the message (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()
    /// `--locale`: the app's tables are checked in the language iOS chooses from these, not in
    /// each (docs/localization.md).
    package var languages: [String]?

    package init(inputs: [String], headers: RequestHeaders, strict: Bool, app: AppModelSource? = nil, from: ProviderFormat? = nil) {
        self.inputs = inputs
        self.headers = headers
        self.strict = strict
        self.app = app
        self.from = from
    }

    /// The app model `validate` checks against: `--app`, else a non-empty `PUSHSIM_APP`, else none.
    package static func appSource(flag: String?, environment: String?) -> AppModelSource? {
        if let flag { return .flag(flag) }
        if let environment, !environment.isEmpty { return .environment(environment) }
        return nil
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        var checker = PayloadChecker(headers: headers, from: from, message: message, conversion: conversion)
        if let app {
            guard let model = AppModelChoice.load(app, reporting: reporter) else { return reporter.finish() }
            checker.app = model
            checker.languages = languages
        }
        var tally = VerdictTally(noun: "file")
        for input in inputs where Interruption.received == nil {
            // A provider's batch is one verdict per APNs request it becomes (docs/providers.md).
            for var check in checker.checks(InputSource(argument: input)) {
                if strict, check.verdict == .valid, check.diagnostics.warningCount > 0 { check.verdict = .invalid }
                reporter.report(.validated(check))
                tally.count(check.verdict)
            }
        }
        if inputs.count > 1 { reporter.report(.validationSummary(tally)) }
        return reporter.finish()
    }
}
