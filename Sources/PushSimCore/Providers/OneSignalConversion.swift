/// OneSignal's Create Notification (`POST /notifications`) → one APNs request: OneSignal fans
/// out to subscriptions pushsim does not know. Every rule, and where it comes from, is in
/// docs/providers.md, "OneSignal".
struct OneSignalConversion {
    /// "The default is 259,200 seconds (3 days)."
    static let defaultTimeToLive: Int64 = 259_200

    func convert(_ root: JSONObject) -> [ConvertedRequest] {
        var findings = ConversionFindings()
        let fields = ProviderFields(root, at: .root)
        if fields.string("app_id", &findings, reason: .oneSignalRejects) == nil, !root.contains("app_id") {
            findings.error(.oneSignalRejects, .root, "the notification has no \"app_id\": OneSignal requires it")
        }
        var builder = APNsPayloadBuilder(message: .root)
        for (key, alertKey) in [("headings", "title"), ("subtitle", "subtitle"), ("contents", "body")] {
            guard let map = fields.object(key, &findings, reason: .oneSignalRejects) else { continue }
            // The device's language decides; pushsim has none, so English, as OneSignal's own
            // default language, else the first (docs/providers.md).
            let language = map.object.contains("en") ? "en" : map.object.keys.first
            guard let language else { continue }
            guard let text = map.string(language, &findings, reason: .oneSignalRejects) else { continue }
            builder.alert(alertKey, .string(text), from: map.at(language))
        }
        let contentAvailable = fields.bool("content_available", &findings) == true
        if !builder.hasAlert && !contentAvailable && root["template_id"] == nil {
            findings.error(
                .oneSignalRejects, .root,
                "the notification has no \"contents\": OneSignal requires content unless \"content_available\" is true")
        }
        if let badgeType = fields.string("ios_badgeType", &findings) {
            let count = fields.integer("ios_badgeCount", &findings)
            switch badgeType {
            case "SetTo": if let count { builder.aps("badge", .integer(count), from: fields.at("ios_badgeCount")) }
            case "Increase", "None": break
            default:
                findings.error(.oneSignalRejects, fields.at("ios_badgeType"), "\"ios_badgeType\" is \"\(badgeType)\"; OneSignal takes None, SetTo or Increase")
            }
        }
        switch root["ios_sound"] {
        case nil: builder.aps("sound", "default", from: .root)
        case .null?: break
        case let sound?: builder.aps("sound", sound, from: fields.at("ios_sound"))
        }
        if let category = fields.string("ios_category", &findings) { builder.aps("category", .string(category), from: fields.at("ios_category")) }
        if let thread = fields.string("thread_id", &findings) { builder.aps("thread-id", .string(thread), from: fields.at("thread_id")) }
        if contentAvailable { builder.aps("content-available", 1, from: fields.at("content_available")) }
        // "Always defaults to true and cannot be turned off."
        builder.aps("mutable-content", 1, from: root["mutable_content"] != nil ? fields.at("mutable_content") : .root)
        for (key, apsKey) in [
            ("ios_interruption_level", "interruption-level"), ("ios_relevance_score", "relevance-score"),
            ("target_content_identifier", "target-content-id"), ("summary_arg", "summary-arg"),
        ] {
            if let value = root[key] { builder.aps(apsKey, value, from: fields.at(key)) }
        }

        let generated = GeneratedValues(message: .object(root), position: 1)
        var custom: JSONObject = ["i": .string(generated.uuid)]
        var customOrigins: [(String, JSONPointer)] = []
        if let data = fields.object("data", &findings) {
            custom["a"] = .object(data.object)
            customOrigins.append(("a", data.pointer))
            MisplacedApsKey.warnAboutData(data, &findings, where: "\"data\" (OneSignal puts it in custom.a)")
        }
        for key in ["url", "app_url"] where root[key] != nil && custom["u"] == nil {
            custom["u"] = root[key]
            customOrigins.append(("u", fields.at(key)))
        }
        if root["ios_badgeType"]?.stringValue == "Increase", let count = root["ios_badgeCount"] {
            custom["badge_inc"] = count
            customOrigins.append(("badge_inc", fields.at("ios_badgeCount")))
        }
        builder.custom("custom", .object(custom), from: .root)
        for (key, origin) in customOrigins { builder.record(JSONPointer(keys: "custom", key), from: origin) }
        if let attachments = fields.object("ios_attachments", &findings) {
            builder.custom("att", .object(attachments.object), from: fields.at("ios_attachments"))
        }

        var headers: [APNsHeader] = []
        if let pushType = fields.string("apns_push_type_override", &findings) {
            headers.set("apns-push-type", pushType)
        } else {
            headers.set("apns-push-type", contentAvailable && !builder.hasAlert ? "background" : "alert")
        }
        if let priority = fields.integer("priority", &findings) { headers.set("apns-priority", priority == 10 ? "10" : "5") } else {
            headers.set("apns-priority", "10")
        }
        let ttl = fields.integer("ttl", &findings) ?? Self.defaultTimeToLive
        headers.set("apns-expiration", String(ProviderConversion.sendTime + ttl))
        if let collapse = fields.string("collapse_id", &findings) {
            if collapse.count > 64 {
                findings.error(.oneSignalRejects, fields.at("collapse_id"), "\"collapse_id\" has \(collapse.count) characters; OneSignal's limit is 64")
            }
            headers.set("apns-collapse-id", collapse)
        }
        if contentAvailable == false, !builder.hasAlert, root["data"] != nil, !findings.hasErrors {
            findings.warning(
                .dataOnlyNotDelivered, fields.at("data"),
                "a data-only notification without \"content_available\": true wakes nothing: a backgrounded or terminated app never sees its data")
        }
        guard !findings.hasErrors else {
            return [ConvertedRequest(format: .onesignal, payload: nil, diagnostics: findings.diagnostics, origins: builder.origins)]
        }
        var target: String?
        if case .array(let ids)? = root["include_ios_tokens"] ?? root["include_subscription_ids"] ?? root["include_player_ids"],
            let first = ids.first?.stringValue
        {
            target = first
        }
        return [
            ConvertedRequest(
                format: .onesignal, target: target, headers: headers, payload: builder.payload, diagnostics: findings.diagnostics,
                origins: builder.origins)
        ]
    }
}
