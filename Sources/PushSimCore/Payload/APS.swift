/// The `aps` dictionary, typed. A key whose value has the wrong type is left out here and
/// reported by the payload reader: nothing is coerced.
public struct APS: Sendable, Equatable {
    public enum InterruptionLevel: String, Sendable, CaseIterable {
        case passive
        case active
        case timeSensitive = "time-sensitive"
        case critical
    }

    /// The fields, in one reference-counted box: a payload's `aps` is copied on its way through
    /// delivery (the notification, the app's run), and a copy of the box is one retain where a
    /// copy of the fields retained every string and array of the alert and the rest
    /// (docs/performance.md, "Decoding and the check: the fourth round"). Copy on write: a box
    /// is changed only while no other `APS` shares it, through `_modify` on the `APS` that alone
    /// holds it.
    private final class Fields: @unchecked Sendable {
        var alert: Alert?
        var badge: Int64?
        var sound: Sound?
        var threadID: String?
        var category: String?
        var contentAvailable: Bool = false
        var mutableContent: Bool = false
        var targetContentID: String?
        var interruptionLevel: InterruptionLevel?
        var relevanceScore: Double?
        var filterCriteria: String?
        var liveActivity: LiveActivity?
        var urlArgs: [String]?
        var contentChanged: Bool = false
        var unknownKeys: [String] = []
        var presentKeys: [String] = []

        init() {}

        init(copying other: Fields) {
            alert = other.alert
            badge = other.badge
            sound = other.sound
            threadID = other.threadID
            category = other.category
            contentAvailable = other.contentAvailable
            mutableContent = other.mutableContent
            targetContentID = other.targetContentID
            interruptionLevel = other.interruptionLevel
            relevanceScore = other.relevanceScore
            filterCriteria = other.filterCriteria
            liveActivity = other.liveActivity
            urlArgs = other.urlArgs
            contentChanged = other.contentChanged
            unknownKeys = other.unknownKeys
            presentKeys = other.presentKeys
        }
    }

    private var fields = Fields()

    /// The box, unshared before a change.
    private mutating func uniqueFields() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = Fields(copying: fields) }
        return fields
    }

    public var alert: Alert? {
        _read { yield fields.alert }
        _modify { yield &uniqueFields().alert }
    }

    public var badge: Int64? {
        _read { yield fields.badge }
        _modify { yield &uniqueFields().badge }
    }

    public var sound: Sound? {
        _read { yield fields.sound }
        _modify { yield &uniqueFields().sound }
    }

    public var threadID: String? {
        _read { yield fields.threadID }
        _modify { yield &uniqueFields().threadID }
    }

    public var category: String? {
        _read { yield fields.category }
        _modify { yield &uniqueFields().category }
    }

    public var contentAvailable: Bool {
        _read { yield fields.contentAvailable }
        _modify { yield &uniqueFields().contentAvailable }
    }

    public var mutableContent: Bool {
        _read { yield fields.mutableContent }
        _modify { yield &uniqueFields().mutableContent }
    }

    public var targetContentID: String? {
        _read { yield fields.targetContentID }
        _modify { yield &uniqueFields().targetContentID }
    }

    public var interruptionLevel: InterruptionLevel? {
        _read { yield fields.interruptionLevel }
        _modify { yield &uniqueFields().interruptionLevel }
    }

    public var relevanceScore: Double? {
        _read { yield fields.relevanceScore }
        _modify { yield &uniqueFields().relevanceScore }
    }

    public var filterCriteria: String? {
        _read { yield fields.filterCriteria }
        _modify { yield &uniqueFields().filterCriteria }
    }

    public var liveActivity: LiveActivity? {
        _read { yield fields.liveActivity }
        _modify { yield &uniqueFields().liveActivity }
    }

    /// Safari's `url-args`: the values for the website's URL format string.
    public var urlArgs: [String]? {
        _read { yield fields.urlArgs }
        _modify { yield &uniqueFields().urlArgs }
    }

    /// `content-changed`: the key of `widgets` and `controls` pushes.
    public var contentChanged: Bool {
        _read { yield fields.contentChanged }
        _modify { yield &uniqueFields().contentChanged }
    }

    /// Keys Apple does not document, kept (and warned about) rather than dropped.
    public var unknownKeys: [String] {
        _read { yield fields.unknownKeys }
        _modify { yield &uniqueFields().unknownKeys }
    }

    /// The keys present, in document order, well-typed or not.
    public var presentKeys: [String] {
        _read { yield fields.presentKeys }
        _modify { yield &uniqueFields().presentKeys }
    }

    public init() {}

    /// Equal fields, as before the box.
    public static func == (lhs: APS, rhs: APS) -> Bool {
        if lhs.fields === rhs.fields { return true }
        return lhs.alert == rhs.alert
            && lhs.badge == rhs.badge
            && lhs.sound == rhs.sound
            && lhs.threadID == rhs.threadID
            && lhs.category == rhs.category
            && lhs.contentAvailable == rhs.contentAvailable
            && lhs.mutableContent == rhs.mutableContent
            && lhs.targetContentID == rhs.targetContentID
            && lhs.interruptionLevel == rhs.interruptionLevel
            && lhs.relevanceScore == rhs.relevanceScore
            && lhs.filterCriteria == rhs.filterCriteria
            && lhs.liveActivity == rhs.liveActivity
            && lhs.urlArgs == rhs.urlArgs
            && lhs.contentChanged == rhs.contentChanged
            && lhs.unknownKeys == rhs.unknownKeys
            && lhs.presentKeys == rhs.presentKeys
    }

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

/// Printed and dumped as its fields, as before they moved into a box (test failures show them).
extension APS: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "alert": alert as Any,
                "badge": badge as Any,
                "sound": sound as Any,
                "threadID": threadID as Any,
                "category": category as Any,
                "contentAvailable": contentAvailable as Any,
                "mutableContent": mutableContent as Any,
                "targetContentID": targetContentID as Any,
                "interruptionLevel": interruptionLevel as Any,
                "relevanceScore": relevanceScore as Any,
                "filterCriteria": filterCriteria as Any,
                "liveActivity": liveActivity as Any,
                "urlArgs": urlArgs as Any,
                "contentChanged": contentChanged as Any,
                "unknownKeys": unknownKeys as Any,
                "presentKeys": presentKeys as Any,
            ], displayStyle: .struct)
    }
}
