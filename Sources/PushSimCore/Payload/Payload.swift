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

    /// The parts, in one reference-counted box: a payload is copied several times on its way
    /// from the reader to the report (into the check, the arrival, the delivery), and a copy of
    /// the box is one retain where a copy of the parts retained every string and array of `aps`
    /// and its alert (docs/performance.md, "Decoding and the check: the fourth round"). Copy on
    /// write: a box is changed only while no other payload shares it. Not checked for exclusive
    /// access at run time, as `APS`'s box is not.
    private final class Parts: @unchecked Sendable {
        var json: JSONObject
        var aps: APS
        var customKeys: JSONObject
        var simulatorTargetBundle: String?

        init(json: JSONObject, aps: APS, customKeys: JSONObject, simulatorTargetBundle: String?) {
            self.json = json
            self.aps = aps
            self.customKeys = customKeys
            self.simulatorTargetBundle = simulatorTargetBundle
        }
    }

    private var parts: Parts

    /// The box, unshared before a change.
    private mutating func uniqueParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) {
            parts = Parts(json: parts.json, aps: parts.aps, customKeys: parts.customKeys, simulatorTargetBundle: parts.simulatorTargetBundle)
        }
        return parts
    }

    /// The payload as APNs would deliver it (without `Simulator Target Bundle`).
    public var json: JSONObject {
        _read { yield parts.json }
        _modify { yield &uniqueParts().json }
    }

    public var aps: APS {
        _read { yield parts.aps }
        _modify { yield &uniqueParts().aps }
    }

    /// Every top-level key but `aps`, in document order.
    public var customKeys: JSONObject {
        _read { yield parts.customKeys }
        _modify { yield &uniqueParts().customKeys }
    }

    /// The bundle id of an `.apns` file for `xcrun simctl push`: not part of the delivery.
    public var simulatorTargetBundle: String? {
        _read { yield parts.simulatorTargetBundle }
        _modify { yield &uniqueParts().simulatorTargetBundle }
    }

    public init(json: JSONObject, aps: APS, customKeys: JSONObject, simulatorTargetBundle: String?) {
        parts = Parts(json: json, aps: aps, customKeys: customKeys, simulatorTargetBundle: simulatorTargetBundle)
    }

    /// Equal parts, as before the box: two payloads read from the same text are equal.
    public static func == (lhs: Payload, rhs: Payload) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.json == rhs.json && lhs.aps == rhs.aps && lhs.customKeys == rhs.customKeys
                && lhs.simulatorTargetBundle == rhs.simulatorTargetBundle)
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

/// Printed and dumped as its parts, as before they moved into a box (test failures show them).
extension Payload: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "json": json, "aps": aps, "customKeys": customKeys, "simulatorTargetBundle": simulatorTargetBundle as Any,
            ], displayStyle: .struct)
    }
}
