/// Who wrote a message pushsim reads: an APNs payload, or a provider's message that the provider
/// turns into APNs requests (docs/providers.md).
public enum ProviderFormat: String, Sendable, CaseIterable, Comparable {
    case apns
    case fcmV1 = "fcm-v1"
    case fcmLegacy = "fcm-legacy"
    case expo
    case onesignal
    case braze

    /// The names `--from` takes, in the order the docs list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    public static func < (lhs: ProviderFormat, rhs: ProviderFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
