/// Legacy FCM HTTP (`/fcm/send`) → one APNs request per token, or none for a data message
/// FCM keeps for its own connection. Every rule, and where it comes from, is in
/// docs/providers.md, "FCM legacy HTTP".
struct FCMLegacyConversion {
    /// `notification` keys the reference maps for Apple devices, and the APNs key each becomes.
    static let alertKeys: [String: String] = [
        "title": "title", "subtitle": "subtitle", "body": "body", "body_loc_key": "loc-key", "body_loc_args": "loc-args",
        "title_loc_key": "title-loc-key", "title_loc_args": "title-loc-args",
    ]
    static let apsKeys: Set<String> = ["sound", "badge", "click_action"]

    func convert(_ root: JSONObject) -> [ConvertedRequest] {
        var findings = ConversionFindings()
        let fields = ProviderFields(root, at: .root)
        var targets: [(String, JSONPointer)] = []
        if let to = root["to"] {
            if case .string(let token) = to { targets.append((token, fields.at("to"))) } else {
                findings.error(.providerFieldWrongType, fields.at("to"), "\"to\" is \(to.typeDescription); it must be a string")
            }
        }
        if let ids = root["registration_ids"] {
            if case .array(let tokens) = ids, !tokens.isEmpty, tokens.count <= 1000 {
                for (index, token) in tokens.enumerated() {
                    guard case .string(let text) = token else {
                        findings.error(.providerFieldWrongType, fields.at("registration_ids") / index, "a registration id is \(token.typeDescription); it must be a string")
                        continue
                    }
                    targets.append((text, fields.at("registration_ids") / index))
                }
            } else {
                findings.error(
                    .providerFieldWrongType, fields.at("registration_ids"),
                    "\"registration_ids\" must be an array of 1 to 1000 registration tokens")
            }
        }
        if let condition = fields.string("condition", &findings) { targets.append(("condition \(condition)", fields.at("condition"))) }
        if targets.isEmpty && !findings.hasErrors {
            findings.error(.missingRegistration, .root, "the request has no target: \"to\", \"registration_ids\" or \"condition\"")
        }

        var builder = APNsPayloadBuilder(message: .root)
        let notification = fields.object("notification", &findings)
        if let notification {
            for (key, value) in notification.object {
                let pointer = notification.at(key)
                if let alertKey = Self.alertKeys[key] {
                    if key.hasSuffix("_loc_args"), case .string(let text) = value {
                        // The reference types loc args as "JSON array as string".
                        guard let array = try? JSONDecoding.decode(Array(text.utf8)), case .array = array else {
                            findings.error(.providerFieldWrongType, pointer, "\"\(key)\" is a string that is not a JSON array")
                            continue
                        }
                        builder.alert(alertKey, array, from: pointer)
                    } else {
                        builder.alert(alertKey, value, from: pointer)
                    }
                } else if key == "sound" {
                    builder.aps("sound", value, from: pointer)
                } else if key == "badge" {
                    if case .string(let text) = value, let number = Int64(text) {
                        builder.aps("badge", .integer(number), from: pointer)
                    } else {
                        builder.aps("badge", value, from: pointer)
                    }
                } else if key == "click_action" {
                    builder.aps("category", value, from: pointer)
                } else {
                    builder.custom("gcm.notification.\(key)", value, from: pointer)
                }
            }
            // Only the keys FCM does not map: those arrive outside aps.
            var unmapped = notification.object
            for key in notification.object.keys where Self.alertKeys[key] != nil || Self.apsKeys.contains(key) { unmapped[key] = nil }
            MisplacedApsKey.warnAboutData(
                ProviderFields(unmapped, at: notification.pointer), &findings, where: "\"notification\" (FCM passes it on as \"gcm.notification.KEY\")")
        }
        if fields.bool("content_available", &findings) == true { builder.aps("content-available", 1, from: fields.at("content_available")) }
        if fields.bool("mutable_content", &findings) == true { builder.aps("mutable-content", 1, from: fields.at("mutable_content")) }
        if let data = fields.object("data", &findings) {
            for (key, value) in data.object { builder.custom(key, value, from: data.at(key)) }
            MisplacedApsKey.warnAboutData(data, &findings, where: "\"data\"")
        }

        var headers: [APNsHeader] = []
        if let priority = root["priority"] {
            // GCM's numbers 10 and 5 are still taken beside the words (docs/providers.md).
            switch priority {
            case "high", 10: headers.set("apns-priority", "10")
            case "normal", 5: headers.set("apns-priority", "5")
            default:
                findings.error(
                    .providerFieldWrongType, fields.at("priority"), "\"priority\" is \(JSONWriter.string(priority)); FCM takes \"normal\" or \"high\"")
            }
        } else {
            headers.set("apns-priority", notification != nil ? "10" : "5")
        }
        if let seconds = fields.integer("time_to_live", &findings) {
            headers.set("apns-expiration", String(ProviderConversion.sendTime + seconds))
        }
        if let collapse = fields.string("collapse_key", &findings) { headers.set("apns-collapse-id", collapse) }

        guard !findings.hasErrors else {
            return [ConvertedRequest(format: .fcmLegacy, payload: nil, diagnostics: findings.diagnostics, origins: builder.origins)]
        }
        if notification == nil && !builder.contains(aps: "content-available") {
            findings.warning(
                .fcmDirectOnly, .root,
                "no APNs request: a message with neither \"notification\" nor \"content_available\": true goes through FCM's own connection, open only while the app is in the foreground")
            return [ConvertedRequest(format: .fcmLegacy, payload: nil, diagnostics: findings.diagnostics, origins: builder.origins)]
        }
        return targets.enumerated().map { index, target in
            var request = builder
            let generated = GeneratedValues(message: .object(root), position: index + 1)
            request.custom("gcm.message_id", .string(generated.fcmMessageID), from: .root)
            return ConvertedRequest(
                format: .fcmLegacy, message: index + 1, messages: targets.count, target: target.0, headers: headers,
                payload: request.payload, diagnostics: findings.diagnostics, origins: request.origins)
        }
    }
}
