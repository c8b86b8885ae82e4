/// A `device` step (docs/scenarios.md, "Steps"): what changes on the device between two steps.
/// Each key is optional; the ones given replace what the device had.
public struct ScenarioDeviceChange: Sendable, Equatable {
    /// APNs issues a new token (a restore from backup, a reinstall): the app registers it at its
    /// next launch, when it asks APNs for its token again.
    public var token: DeviceToken?
    /// The user turns a Focus on or off.
    public var focus: Bool?
    /// The user changes the app's notification settings.
    public var authorization: NotificationAuthorization?

    public init(token: DeviceToken? = nil, focus: Bool? = nil, authorization: NotificationAuthorization? = nil) {
        self.token = token
        self.focus = focus
        self.authorization = authorization
    }

    /// `focus on, authorization denied, token 7c1e…`: as the step line names it.
    var summary: String {
        var parts: [String] = []
        if let token { parts.append("token \(token.hex)") }
        if let focus { parts.append("focus \(focus ? "on" : "off")") }
        if let authorization { parts.append("authorization \(authorization)") }
        return parts.joined(separator: ", ")
    }
}
