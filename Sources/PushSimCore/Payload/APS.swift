/// The `aps` dictionary, typed. A key whose value has the wrong type is left out here and
/// reported by the payload reader: nothing is coerced.
public struct APS: Sendable, Equatable {
    public enum InterruptionLevel: String, Sendable, CaseIterable {
        case passive
        case active
        case timeSensitive = "time-sensitive"
        case critical
    }

    public var alert: Alert?
    public var badge: Int64?
    public var sound: Sound?
    public var threadID: String?
    public var category: String?
    public var contentAvailable = false
    public var mutableContent = false
    public var targetContentID: String?
    public var interruptionLevel: InterruptionLevel?
    public var relevanceScore: Double?
    public var filterCriteria: String?
    public var liveActivity: LiveActivity?
    /// Safari's `url-args`: the values for the website's URL format string.
    public var urlArgs: [String]?
    /// `content-changed`: the key of `widgets` and `controls` pushes.
    public var contentChanged = false
    /// Keys Apple does not document, kept (and warned about) rather than dropped.
    public var unknownKeys: [String] = []
    /// The keys present, in document order, well-typed or not.
    public var presentKeys: [String] = []

    public init() {}

    public static let keys: [String] =
        [
            "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
            "target-content-id", "interruption-level", "relevance-score", "filter-criteria",
            // Safari's website pushes (Apple, "Configuring Safari push notifications").
            "url-args",
            // WidgetKit's widgets and controls pushes (Apple, "Updating widgets with WidgetKit push notifications").
            "content-changed",
        ] + LiveActivity.keys

    /// The keys that make the system show or play something: an alert, a sound, a badge.
    public static let userInterfaceKeys = ["alert", "sound", "badge"]

    /// `content-available: 1` with nothing the user sees or hears: a background (silent) push.
    /// Keys that show nothing by themselves (`mutable-content`, `thread-id`, `category`…) do not
    /// change that: the service extension needs an alert, and the rest describe an alert
    /// (docs/delivery.md, "Silent pushes, and content-available with an alert").
    public var isSilent: Bool {
        contentAvailable && !presentKeys.contains(where: Self.userInterfaceKeys.contains)
    }
}
