/// Builds the APNs payload a converter makes, in the provider's order, recording where each
/// key came from (`PointerOrigins`): `aps` first, its `alert` first within it, then the
/// custom keys.
struct APNsPayloadBuilder {
    private(set) var alert = OrderedMembers()
    /// A string alert (Braze's `alert: "…"`), which replaces the dictionary.
    private var alertText: String?
    private(set) var aps = OrderedMembers()
    private(set) var custom = OrderedMembers()
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

    func contains(aps key: String) -> Bool { aps[key] != nil }

    /// The payload: `{"aps": {"alert": …, …}, custom…}`.
    var payload: JSONObject {
        var apsMembers: [JSONObject.Member] = []
        apsMembers.reserveCapacity(aps.count + 1)
        if let alertText {
            apsMembers.append(("alert", .string(alertText)))
        } else if !alert.isEmpty {
            apsMembers.append(("alert", .object(alert.object)))
        } else if let given = aps["alert"] {
            // An alert of a type APNs does not take: passed on for validation to report.
            apsMembers.append(("alert", given))
        }
        for (key, value) in aps.members where key != "alert" { apsMembers.append((key, value)) }
        var members: [JSONObject.Member] = [("aps", .object(JSONObject(apsMembers)))]
        members.reserveCapacity(custom.count + 1)
        // A custom key named "aps" cannot be: `aps` is the provider's own.
        for (key, value) in custom.members where key != "aps" { members.append((key, value)) }
        return JSONObject(members)
    }
}

/// Members in the order they were first set, found by key in constant time: a message of n
/// keys is built in time proportional to n (docs/guarantees.md, "Scaling"), where setting
/// through `JSONObject`'s linear lookup made it quadratic.
struct OrderedMembers {
    private var keys: [String] = []
    private var values: [JSONValue] = []
    private var places: [String: Int] = [:]

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    subscript(key: String) -> JSONValue? {
        get { places[key].map { values[$0] } }
        set {
            guard let newValue else { return }
            if let place = places[key] {
                values[place] = newValue
            } else {
                places[key] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    var members: Zip2Sequence<[String], [JSONValue]> { zip(keys, values) }

    var object: JSONObject { JSONObject(zip(keys, values).map { (key: $0, value: $1) }) }
}
