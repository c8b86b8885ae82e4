/// The `aps` dictionary, typed. A key whose value has the wrong type is left out here and
/// reported by the payload reader: nothing is coerced.
public struct APS: Sendable, Equatable {
    public enum InterruptionLevel: String, Sendable, CaseIterable {
        case passive
        case active
        case timeSensitive = "time-sensitive"
        case critical
    }

    /// The fields, in one copy-on-write box (docs/architecture.md, "Speed behind a fence"): a
    /// payload's `aps` is copied on its way through delivery (the notification, the app's run),
    /// and a copy of the box is one retain where a copy of the fields retained every string and
    /// array of the alert and the rest. Equal, printed and dumped as the fields.
    private struct Fields: Sendable, Equatable {
        var alert: Alert?
        var badge: Int64?
        var sound: Sound?
        var threadID: String?
        var category: String?
        var contentAvailable = false
        var mutableContent = false
        var targetContentID: String?
        var interruptionLevel: InterruptionLevel?
        var relevanceScore: Double?
        var filterCriteria: String?
        var liveActivity: LiveActivity?
        var urlArgs: [String]?
        var contentChanged = false
        var unknownKeys: [String] = []
        var presentKeys: [String] = []
    }

    private var fields = CopyOnWrite(Fields())

    public var alert: Alert? { _read { yield fields.value.alert } _modify { yield &fields.value.alert } }
    public var badge: Int64? { _read { yield fields.value.badge } _modify { yield &fields.value.badge } }
    public var sound: Sound? { _read { yield fields.value.sound } _modify { yield &fields.value.sound } }
    public var threadID: String? { _read { yield fields.value.threadID } _modify { yield &fields.value.threadID } }
    public var category: String? { _read { yield fields.value.category } _modify { yield &fields.value.category } }
    public var contentAvailable: Bool { _read { yield fields.value.contentAvailable } _modify { yield &fields.value.contentAvailable } }
    public var mutableContent: Bool { _read { yield fields.value.mutableContent } _modify { yield &fields.value.mutableContent } }
    public var targetContentID: String? { _read { yield fields.value.targetContentID } _modify { yield &fields.value.targetContentID } }
    public var interruptionLevel: InterruptionLevel? { _read { yield fields.value.interruptionLevel } _modify { yield &fields.value.interruptionLevel } }
    public var relevanceScore: Double? { _read { yield fields.value.relevanceScore } _modify { yield &fields.value.relevanceScore } }
    public var filterCriteria: String? { _read { yield fields.value.filterCriteria } _modify { yield &fields.value.filterCriteria } }
    public var liveActivity: LiveActivity? { _read { yield fields.value.liveActivity } _modify { yield &fields.value.liveActivity } }

    /// Safari's `url-args`: the values for the website's URL format string.
    public var urlArgs: [String]? { _read { yield fields.value.urlArgs } _modify { yield &fields.value.urlArgs } }

    /// `content-changed`: the key of `widgets` and `controls` pushes.
    public var contentChanged: Bool { _read { yield fields.value.contentChanged } _modify { yield &fields.value.contentChanged } }

    /// Keys Apple does not document, kept (and warned about) rather than dropped.
    public var unknownKeys: [String] { _read { yield fields.value.unknownKeys } _modify { yield &fields.value.unknownKeys } }

    /// The keys present, in document order, well-typed or not.
    public var presentKeys: [String] { _read { yield fields.value.presentKeys } _modify { yield &fields.value.presentKeys } }

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

extension APS: CustomReflectable {
    public var customMirror: Mirror { fields.mirror(as: self) }
}
