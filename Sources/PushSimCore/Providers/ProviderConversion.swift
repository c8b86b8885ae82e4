/// A provider's message → the APNs requests the provider sends for it (docs/providers.md).
public enum ProviderConversion {
    /// The instant expirations are counted from: 2026-01-01T00:00:00Z. The real header depends on
    /// the second the message is sent; pushsim's output must not (docs/providers.md, "Times").
    public static let sendTime: Int64 = 1_767_225_600

    /// The requests `value` becomes, in order; one without a payload when the provider refuses
    /// the message or sends it no APNs request. `apns` gives the payload itself, unconverted.
    public static func convert(_ value: JSONValue, from format: ProviderFormat, options: ConversionOptions = ConversionOptions()) -> [ConvertedRequest] {
        if format == .expo { return ExpoConversion(project: options.expoProject).convert(value) }
        guard case .object(let object) = value else {
            var findings = ConversionFindings()
            findings.error(
                .providerFieldWrongType, .root, "the top-level value is \(value.typeDescription); a \(format.rawValue) message is a JSON object")
            return [ConvertedRequest(format: format, payload: nil, diagnostics: findings.diagnostics, origins: PointerOrigins(message: .root))]
        }
        switch format {
        case .apns:
            return [ConvertedRequest(format: .apns, payload: object, origins: PointerOrigins(message: .root))]
        case .fcmV1: return FCMv1Conversion().convert(object)
        case .fcmLegacy: return FCMLegacyConversion().convert(object)
        case .expo: return ExpoConversion(project: options.expoProject).convert(value)
        case .onesignal: return OneSignalConversion().convert(object)
        case .braze: return BrazeConversion().convert(object)
        }
    }
}
