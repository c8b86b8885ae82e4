/// A key of one of the payload reader's `KeyIndex`es, known by its place in the index's list
/// when the code is compiled: the reader asks for `.badge`, not for the string "badge", so a
/// lookup is an array access instead of a hash and a string comparison (docs/performance.md,
/// "Decoding"). `KnownKeyTests` checks every case against its list.
protocol KnownKey {
    /// The key's place in its index's list (`KeyIndex.keys`).
    var ordinal: Int { get }
    /// The key as it is written in the payload and in messages.
    var name: String { get }
}

/// The keys of `aps` in the order of `APS.keys`, Live Activity keys excepted (`LiveActivityKey`).
enum APSKey: Int, KnownKey, CaseIterable {
    case alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID, interruptionLevel
    case relevanceScore, filterCriteria, urlArgs, contentChanged

    var ordinal: Int { rawValue }

    var name: String {
        switch self {
        case .alert: "alert"
        case .badge: "badge"
        case .sound: "sound"
        case .threadID: "thread-id"
        case .category: "category"
        case .contentAvailable: "content-available"
        case .mutableContent: "mutable-content"
        case .targetContentID: "target-content-id"
        case .interruptionLevel: "interruption-level"
        case .relevanceScore: "relevance-score"
        case .filterCriteria: "filter-criteria"
        case .urlArgs: "url-args"
        case .contentChanged: "content-changed"
        }
    }
}

/// The Live Activity keys of `aps`: `LiveActivity.keys`, which follow `APSKey`'s in `APS.keys`.
enum LiveActivityKey: Int, KnownKey, CaseIterable {
    case timestamp, event, contentState, staleDate, dismissalDate, attributesType, attributes, inputPushToken
    case inputPushChannel

    var ordinal: Int { APSKey.allCases.count + rawValue }

    var name: String {
        switch self {
        case .timestamp: "timestamp"
        case .event: "event"
        case .contentState: "content-state"
        case .staleDate: "stale-date"
        case .dismissalDate: "dismissal-date"
        case .attributesType: "attributes-type"
        case .attributes: "attributes"
        case .inputPushToken: "input-push-token"
        case .inputPushChannel: "input-push-channel"
        }
    }
}

/// The keys of an alert dictionary, in the order of `AlertContent.keys`.
enum AlertKey: Int, KnownKey, CaseIterable {
    case title, subtitle, body, launchImage, titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs, locKey
    case locArgs, action, actionLocKey, summaryArg, summaryArgCount

    var ordinal: Int { rawValue }

    var name: String {
        switch self {
        case .title: "title"
        case .subtitle: "subtitle"
        case .body: "body"
        case .launchImage: "launch-image"
        case .titleLocKey: "title-loc-key"
        case .titleLocArgs: "title-loc-args"
        case .subtitleLocKey: "subtitle-loc-key"
        case .subtitleLocArgs: "subtitle-loc-args"
        case .locKey: "loc-key"
        case .locArgs: "loc-args"
        case .action: "action"
        case .actionLocKey: "action-loc-key"
        case .summaryArg: "summary-arg"
        case .summaryArgCount: "summary-arg-count"
        }
    }
}

/// The keys of a Live Activity alert's localized title or body, in the order of `keys`.
enum LocalizedTextKey: Int, KnownKey, CaseIterable {
    case locKey, locArgs

    static let keys = ["loc-key", "loc-args"]

    var ordinal: Int { rawValue }

    var name: String {
        switch self {
        case .locKey: "loc-key"
        case .locArgs: "loc-args"
        }
    }
}
