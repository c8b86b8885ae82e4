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

    /// The parts, in one copy-on-write box (docs/architecture.md, "Speed behind a fence"): a
    /// payload is copied several times on its way from the reader to the report (into the check,
    /// the arrival, the delivery), and a copy of the box is one retain where a copy of the parts
    /// retained every string and array of `aps` and its alert. Equal, printed and dumped as the
    /// parts: two payloads read from the same text are equal.
    private struct Parts: Sendable, Equatable {
        var json: JSONObject
        var aps: APS
        var customKeys: JSONObject
        var simulatorTargetBundle: String?
    }

    private var parts: CopyOnWrite<Parts>

    /// The payload as APNs would deliver it (without `Simulator Target Bundle`).
    public var json: JSONObject { _read { yield parts.value.json } _modify { yield &parts.value.json } }

    public var aps: APS { _read { yield parts.value.aps } _modify { yield &parts.value.aps } }

    /// Every top-level key but `aps`, in document order.
    public var customKeys: JSONObject { _read { yield parts.value.customKeys } _modify { yield &parts.value.customKeys } }

    /// The bundle id of an `.apns` file for `xcrun simctl push`: not part of the delivery.
    public var simulatorTargetBundle: String? { _read { yield parts.value.simulatorTargetBundle } _modify { yield &parts.value.simulatorTargetBundle } }

    public init(json: JSONObject, aps: APS, customKeys: JSONObject, simulatorTargetBundle: String?) {
        parts = CopyOnWrite(Parts(json: json, aps: aps, customKeys: customKeys, simulatorTargetBundle: simulatorTargetBundle))
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

extension Payload: CustomReflectable {
    public var customMirror: Mirror { parts.mirror(as: self) }
}
