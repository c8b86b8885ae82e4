/// A payload file, decoded: the typed `aps`, the app's own custom keys, and what a device would
/// do with it. Raw dictionaries go no further than this.
public struct Payload: Sendable, Equatable {
    /// What a device would make of it.
    public enum Kind: String, Sendable {
        /// Shows an alert (and maybe sound and badge).
        case alert
        /// `content-available` only: wakes the app, shows nothing.
        case background
        /// Updates the badge (and maybe plays a sound) without an alert.
        case badge
        /// Plays a sound without an alert or badge.
        case sound
        /// Starts, updates or ends a Live Activity.
        case liveActivity = "live-activity"
        /// Nothing iOS would act on.
        case empty
    }

    /// The payload as APNs would deliver it (without `Simulator Target Bundle`).
    public var json: JSONObject
    public var aps: APS
    /// Every top-level key but `aps`, in document order.
    public var customKeys: JSONObject
    /// The bundle id of an `.apns` file for `xcrun simctl push`: not part of the delivery.
    public var simulatorTargetBundle: String?

    public init(json: JSONObject, aps: APS, customKeys: JSONObject, simulatorTargetBundle: String?) {
        self.json = json
        self.aps = aps
        self.customKeys = customKeys
        self.simulatorTargetBundle = simulatorTargetBundle
    }

    public var kind: Kind {
        if aps.liveActivity != nil { return .liveActivity }
        if let alert = aps.alert, alert.content.hasVisibleText { return .alert }
        if aps.isSilent { return .background }
        if aps.badge != nil { return .badge }
        if aps.sound != nil { return .sound }
        if aps.contentAvailable { return .background }
        return .empty
    }

    /// Whether the payload asks to show anything at all: an alert, a sound or a badge.
    public var presentsSomething: Bool {
        aps.alert?.content.hasVisibleText == true || aps.sound != nil || aps.badge != nil
    }

    /// The compact JSON text APNs would count and deliver.
    public var compactText: String { JSONWriter.string(.object(json)) }

    /// The length of `compactText` in UTF-8 bytes, counted without writing it.
    public var compactSize: Int { JSONWriter.byteCount(.object(json)) }
}
