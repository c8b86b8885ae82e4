/// What the app registers with its server in a scenario (docs/scenarios.md, "What the app
/// registered"). An app asks APNs for its device token at every launch and sends the token it
/// gets to its server: "At launch time, your app communicates with APNs and receives its device
/// token, which you then forward to your provider server"
/// (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns).
/// So each launch makes the model's `registration` request with the device's token as it is
/// then; a token that changes while the app runs is sent at the next launch.
enum ScenarioRegistration {
    /// Whether registration is followed: the scenario gives the device's token.
    static func follows(_ scenario: Scenario) -> Bool { scenario.start.deviceToken != nil }

    /// The request a launch makes with `token`, as one line; nil when the model declares no
    /// `registration` or the scenario gives no token.
    static func launchRequest(token: DeviceToken?, model: AppModel) -> String? {
        guard let token, let request = model.registration else { return nil }
        return TokenRegistration(token: token, request: request).requestLine
    }

    /// What the app registered before the first step: an app that starts running was launched
    /// with the scenario's token.
    static func atStart(_ scenario: Scenario, model: AppModel) -> [String] {
        guard scenario.start.state.isRunning, let line = launchRequest(token: scenario.start.deviceToken, model: model) else { return [] }
        return [line]
    }
}

extension TokenRegistration {
    /// `POST /account/devices {"device":{"token":"7c1e…","type":"ios"}}`: the method, the path
    /// and the body, as `pushsim register` prints the request.
    var requestLine: String? {
        guard let request, let path else { return nil }
        return "\(request.method) \(path) \(JSONWriter.string(.object(parameters)))"
    }
}
