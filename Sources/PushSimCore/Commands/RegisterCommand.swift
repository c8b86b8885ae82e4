/// `pushsim register TOKEN`: the device token as the push center normalizes it, and the
/// registration request the app model declares.
package struct RegisterCommand: Sendable {
    package var token: String
    package var app: AppModelChoice

    package init(token: String, app: AppModelChoice) {
        self.token = token
        self.app = app
    }

    @MainActor
    package func run(reporter: RunReporter) -> ExitStatus {
        guard let model = app.load(reporting: reporter) else { return reporter.finish() }
        do {
            let parsed = try DeviceToken.parse(token)
            let registration = PushCenter().didRegister(token: parsed, request: model.registration)
            reporter.report(.registered(RegistrationReport(app: model, registration: registration, warnings: parsed.warnings)))
        } catch {
            reporter.report(.tokenRejected(error))
        }
        return reporter.finish()
    }
}
