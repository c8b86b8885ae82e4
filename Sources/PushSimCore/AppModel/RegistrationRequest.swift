/// The request the app makes to register a device token with its server. String parameters
/// may contain `{token}`, replaced by the token's lowercase hex.
public struct RegistrationRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var parameters: JSONObject

    public init(method: String, path: String, parameters: JSONObject) {
        self.method = method
        self.path = path
        self.parameters = parameters
    }
}
