/// `pushsim deliver PAYLOAD... --state STATE`: each payload to a freshly launched app.
package struct DeliverCommand: Sendable {
    package var inputs: [String]
    package var app: AppModelChoice
    package var state: AppState
    package var stack: String?
    package var tap: String?
    /// `--text`: what the user types for the text-input action `--tap` names.
    package var text: String?
    package var badge: Int64?
    package var headers: RequestHeaders
    /// `--set NAME=VALUE`: the app's state as each payload arrives.
    package var stateValues: [(name: String, value: JSONValue)]
    /// `--sequence`: one app lives through every payload, in order (docs/delivery.md, "Several
    /// pushes to one app").
    package var sequence: Bool
    /// `--focus`, `--authorization`: the device the pushes arrive on (docs/delivery.md,
    /// "Interruption levels and Focus", "Authorization and the user's settings").
    package var device = DeviceSettings()
    /// `--from FORMAT`: the format of every input; nil detects each file's (docs/providers.md).
    package var from: ProviderFormat?
    /// `--message N`: which request of a provider's batch to take; nil takes each (docs/providers.md, "Batches").
    package var message: Int?
    /// `--expo-project`: what the conversion needs besides the message (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()

    package init(
        inputs: [String], app: AppModelChoice, state: AppState, stack: String?, tap: String?, badge: Int64?,
        headers: RequestHeaders, stateValues: [(name: String, value: JSONValue)] = [], sequence: Bool = false
    ) {
        self.stateValues = stateValues
        self.sequence = sequence
        self.inputs = inputs
        self.app = app
        self.state = state
        self.stack = stack
        self.tap = tap
        self.badge = badge
        self.headers = headers
    }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        // Before the model loads: `--text` without an action is wrong whatever the app.
        if let problem = TypedTextOption.problem(text: text, tap: tap) {
            reporter.report(.usageProblem(problem))
            return reporter.finish()
        }
        let requested = DeliveryRequest.Inputs(
            state: state, stack: stack, tap: tap, text: text, badge: badge, stateValues: stateValues, device: device)
        guard let session = SimulationSession.begin(app: app, request: requested, reporter: reporter) else {
            return reporter.finish()
        }
        var checker = PayloadChecker(headers: headers, from: from, message: message, conversion: conversion)
        checker.criticalAlertsEntitled = session.model.criticalAlertsEntitlement
        // With --sequence the app of one delivery is the app of the next, in the state the
        // last one left it in.
        var shared = sequence ? session.launchApp() : nil
        var current = state
        for input in inputs where Interruption.received == nil {
            // A provider's batch is delivered request by request, in order (docs/providers.md).
            for check in checker.checks(InputSource(argument: input)) where Interruption.received == nil {
                let app = shared ?? session.launchApp()
                var report = await app.receive(push: check, state: current, tap: session.request.tap)
                // Each delivery of a batch names its request, as its verdict does.
                if let conversion = check.conversion, conversion.messages > 1 {
                    report.input += " (message \(conversion.message) of \(conversion.messages))"
                }
                if sequence { current = report.stateAfter; shared = app }
                reporter.report(.delivered(report, app: session.model, command: .deliver))
            }
        }
        return reporter.finish()
    }
}
