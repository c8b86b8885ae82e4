/// Reading a provider message's fields with their types checked: a field of the wrong type is
/// a finding at its key, never coerced (docs/providers.md).
struct ProviderFields {
    let object: JSONObject
    let pointer: JSONPointer

    init(_ object: JSONObject, at pointer: JSONPointer) {
        self.object = object
        self.pointer = pointer
    }

    func at(_ key: String) -> JSONPointer { pointer / key }

    func string(_ key: String, _ findings: inout ConversionFindings, reason: Reason = .providerFieldWrongType) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else {
            findings.error(reason, at(key), "\"\(key)\" is \(value.typeDescription); it must be a string")
            return nil
        }
        return text
    }

    func bool(_ key: String, _ findings: inout ConversionFindings) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else {
            findings.error(.providerFieldWrongType, at(key), "\"\(key)\" is \(value.typeDescription); it must be true or false")
            return nil
        }
        return flag
    }

    func integer(_ key: String, _ findings: inout ConversionFindings) -> Int64? {
        guard let value = object[key] else { return nil }
        if case .integer(let number) = value { return number }
        if case .real(let number) = value, number.rounded() == number, abs(number) < 9e15 { return Int64(number) }
        findings.error(.providerFieldWrongType, at(key), "\"\(key)\" is \(value.typeDescription); it must be an integer")
        return nil
    }

    func object(_ key: String, _ findings: inout ConversionFindings, reason: Reason = .providerFieldWrongType) -> ProviderFields? {
        guard let value = object[key] else { return nil }
        guard case .object(let inner) = value else {
            findings.error(reason, at(key), "\"\(key)\" is \(value.typeDescription); it must be an object")
            return nil
        }
        return ProviderFields(inner, at: at(key))
    }
}

/// Keys that belong in `aps`, which a sender sometimes writes among the custom data, where iOS
/// never acts on them (docs/providers.md, `ApsKeyInData`).
enum MisplacedApsKey {
    static let names: Set<String> = [
        "mutable-content", "content-available", "mutable_content", "content_available", "mutableContent", "contentAvailable",
        "category", "thread-id", "sound", "badge", "alert",
    ]

    /// Spellings of `aps` keys in a provider's or an SDK's style, which APNs does not know.
    static let providerSpellings: [String: String] = [
        "content_available": "content-available", "contentAvailable": "content-available",
        "mutable_content": "mutable-content", "mutableContent": "mutable-content", "threadId": "thread-id",
        "thread_id": "thread-id", "interruptionLevel": "interruption-level", "relevanceScore": "relevance-score",
    ]

    static func warnAboutData(_ data: ProviderFields, _ findings: inout ConversionFindings, where place: String) {
        if data.object.contains("aps") {
            findings.warning(
                .apsKeyInData, data.at("aps"),
                "\"aps\" is in \(place): the payload's own \"aps\" takes its place, so this one never reaches the app")
        }
        for key in data.object.keys where names.contains(key) {
            findings.warning(
                .apsKeyInData, data.at(key),
                "\"\(key)\" is in \(place), not in \"aps\": it arrives as one of the app's own keys and iOS never acts on it")
        }
    }

    static func warnAboutSpellings(inAps aps: ProviderFields, _ findings: inout ConversionFindings) {
        for key in aps.object.keys {
            guard let apnsName = providerSpellings[key] else { continue }
            findings.warning(
                .providerKeyIgnored, aps.at(key),
                "\"\(key)\" is sent to APNs as it is, and APNs ignores an aps key it does not know: write \"\(apnsName)\"")
        }
    }
}

extension JSONValue {
    /// `true`, `1` or `"1"`: a flag as senders write it.
    var isTrueFlag: Bool {
        switch self {
        case .bool(let flag): return flag
        case .integer(let number): return number == 1
        case .string(let text): return text == "1" || text == "true"
        default: return false
        }
    }
}
