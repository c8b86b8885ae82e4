/// Builds the APNs payload a converter makes, in the provider's order, recording where each
/// key came from (`PointerOrigins`): `aps` first, its `alert` first within it, then the
/// custom keys.
struct APNsPayloadBuilder {
    private(set) var alert = JSONObject()
    /// A string alert (Braze's `alert: "…"`), which replaces the dictionary.
    private var alertText: String?
    private(set) var aps = JSONObject()
    private(set) var custom = JSONObject()
    private(set) var origins: PointerOrigins

    init(message: JSONPointer) {
        origins = PointerOrigins(message: message)
    }

    var hasAlert: Bool { alertText != nil || !alert.isEmpty }

    mutating func alert(_ key: String, _ value: JSONValue, from provider: JSONPointer) {
        alert[key] = value
        origins.record(JSONPointer(keys: "aps", "alert", key), from: provider)
    }

    mutating func alertString(_ text: String, from provider: JSONPointer) {
        alertText = text
        origins.record(JSONPointer(keys: "aps", "alert"), from: provider)
    }

    mutating func aps(_ key: String, _ value: JSONValue, from provider: JSONPointer) {
        aps[key] = value
        origins.record(JSONPointer(keys: "aps", key), from: provider)
    }

    mutating func custom(_ key: String, _ value: JSONValue, from provider: JSONPointer) {
        custom[key] = value
        origins.record(JSONPointer(keys: key), from: provider)
    }

    /// Where a key inside a custom value came from (OneSignal's `custom.a` is its `data`).
    mutating func record(_ apns: JSONPointer, from provider: JSONPointer) {
        origins.record(apns, from: provider)
    }

    func contains(aps key: String) -> Bool { aps.contains(key) }

    /// The payload: `{"aps": {"alert": …, …}, custom…}`.
    var payload: JSONObject {
        var apsObject = JSONObject()
        if let alertText {
            apsObject["alert"] = .string(alertText)
        } else if !alert.isEmpty {
            apsObject["alert"] = .object(alert)
        } else if let given = aps["alert"] {
            // An alert of a type APNs does not take: passed on for validation to report.
            apsObject["alert"] = given
        }
        for (key, value) in aps where key != "alert" { apsObject[key] = value }
        var object: JSONObject = ["aps": .object(apsObject)]
        for (key, value) in custom { object[key] = value }
        return object
    }
}
