/// A registered token and the request the app makes for it.
public struct TokenRegistration: Sendable, Equatable {
    public var token: DeviceToken
    public var request: RegistrationRequest?

    /// The request's path with `{token}` replaced by the hex token.
    public var path: String? { request.map { $0.path.replacing("{token}", with: token.hex) } }

    /// The request's parameters with `{token}` replaced by the hex token.
    public var parameters: JSONObject {
        guard let request else { return [:] }
        return JSONObject(request.parameters.members.map { ($0.key, substitute($0.value)) })
    }

    private func substitute(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text.replacing("{token}", with: token.hex))
        case .array(let elements): return .array(elements.map(substitute))
        case .object(let object): return .object(JSONObject(object.members.map { ($0.key, substitute($0.value)) }))
        default: return value
        }
    }
}
