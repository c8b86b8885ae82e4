/// The `apns-push-type` header's values.
public enum PushType: String, Sendable, CaseIterable {
    case alert, background, location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, widgets, controls

    /// The suffix APNs requires on `apns-topic` for this type, if any.
    public var topicSuffix: String? {
        switch self {
        case .voip: return ".voip"
        case .complication: return ".complication"
        case .fileprovider: return ".pushkit.fileprovider"
        case .location: return ".location-query"
        case .liveactivity: return ".push-type.liveactivity"
        case .pushtotalk: return ".voip-ptt"
        default: return nil
        }
    }

    /// The largest payload APNs accepts for this type, in bytes.
    public var payloadLimit: Int { self == .voip ? 5120 : 4096 }

    /// The type a topic's suffix implies (the longest suffix wins: ".voip-ptt" is not ".voip").
    static func implied(byTopic topic: String) -> PushType? {
        allCases.filter { type in type.topicSuffix.map { topic.hasSuffix($0) } ?? false }
            .max { ($0.topicSuffix?.count ?? 0) < ($1.topicSuffix?.count ?? 0) }
    }
}
