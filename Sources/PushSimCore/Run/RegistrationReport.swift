/// `pushsim register`'s answer: the token as the app sends it, the request the app model
/// declares for it, and what is worth a warning about the token.
public struct RegistrationReport: Sendable {
    public var app: AppModel
    public var registration: TokenRegistration
    public var warnings: [Diagnostic]

    public var token: DeviceToken { registration.token }
}
