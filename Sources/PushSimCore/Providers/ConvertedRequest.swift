/// One APNs request a provider's message becomes (docs/providers.md): the headers the
/// provider's rules set, the payload, and what the conversion found, each finding at the key of
/// the provider's file it is about.
public struct ConvertedRequest: Sendable, Equatable {
    public var format: ProviderFormat
    /// Its place among the requests the file becomes, from 1.
    public var message: Int
    public var messages: Int
    /// The device token (or topic, condition) it goes to, when the message names one.
    public var target: String?
    public var headers: [APNsHeader]
    /// The APNs payload; nil when the message becomes no APNs request (the provider refuses
    /// it, or keeps it for its own connection).
    public var payload: JSONObject?
    public var diagnostics: [Diagnostic]
    public var origins: PointerOrigins

    public init(
        format: ProviderFormat, message: Int = 1, messages: Int = 1, target: String? = nil, headers: [APNsHeader] = [],
        payload: JSONObject?, diagnostics: [Diagnostic] = [], origins: PointerOrigins
    ) {
        self.format = format
        self.message = message
        self.messages = messages
        self.target = target
        self.headers = headers
        self.payload = payload
        self.diagnostics = diagnostics
        self.origins = origins
    }
}

/// What a converter found while turning one message into its requests.
struct ConversionFindings {
    var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { diagnostics.hasErrors }

    mutating func error(_ reason: Reason, _ pointer: JSONPointer, _ message: String) {
        diagnostics.append(.error(reason, at: pointer, message))
    }

    mutating func warning(_ reason: Reason, _ pointer: JSONPointer, _ message: String) {
        diagnostics.append(.warning(reason, at: pointer, message))
    }
}
