/// Braze's `apple_push` object (in `messages` of `/messages/send`, or alone with `--from
/// braze`) → one APNs request. Every rule, and where it comes from, is in docs/providers.md,
/// "Braze".
struct BrazeConversion {
    /// The alert object's keys in Braze's spelling, and APNs'.
    static let alertKeys: [String: String] = [
        "body": "body", "title": "title", "title_loc_key": "title-loc-key", "title_loc_args": "title-loc-args",
        "action_loc_key": "action-loc-key", "loc_key": "loc-key", "loc_args": "loc-args",
    ]
    /// "The total number of bytes in your alert string, extra object and other optional
    /// parameters should not exceed 1912."
    static let sizeCeiling = 1912

    func convert(_ root: JSONObject) -> [ConvertedRequest] {
        var findings = ConversionFindings()
        let push: ProviderFields
        if let messages = root["messages"] {
            let pointer = JSONPointer(keys: "messages", "apple_push")
            guard case .object(let inner)? = messages.objectValue?["apple_push"] else {
                findings.error(.brazeRejects, JSONPointer(keys: "messages"), "\"messages\" has no \"apple_push\" object")
                return [ConvertedRequest(format: .braze, payload: nil, diagnostics: findings.diagnostics, origins: PointerOrigins(message: .root))]
            }
            push = ProviderFields(inner, at: pointer)
        } else {
            push = ProviderFields(root, at: .root)
        }
        var builder = APNsPayloadBuilder(message: push.pointer)
        switch push.object["alert"] {
        case .string(let text)?: builder.alertString(text, from: push.at("alert"))
        case .object(let alert)?:
            let fields = ProviderFields(alert, at: push.at("alert"))
            for (key, value) in alert {
                guard let apnsKey = Self.alertKeys[key] else {
                    if key != "sound" {  // `sound` is for Live Activities only.
                        findings.error(.brazeRejects, fields.at(key), "\"\(key)\" is not a key of Braze's Apple push alert object")
                    }
                    continue
                }
                builder.alert(apnsKey, value, from: fields.at(key))
            }
        case let other?:
            findings.error(.brazeRejects, push.at("alert"), "\"alert\" is \(other.typeDescription); Braze takes a string or an alert object")
        case nil: break
        }
        let contentAvailable = push.bool("content-available", &findings) == true
        if push.object["alert"] == nil && !contentAvailable {
            findings.error(.brazeRejects, push.pointer, "no \"alert\": Braze requires one unless \"content-available\" is true")
        }
        // A null is left out, as Braze does for an unset field.
        if let badge = push.object["badge"], badge != .null { builder.aps("badge", badge, from: push.at("badge")) }
        if let sound = push.object["sound"], sound != .null { builder.aps("sound", sound, from: push.at("sound")) }
        if let category = push.object["category"] { builder.aps("category", category, from: push.at("category")) }
        if let thread = push.object["notification_group_thread_id"] { builder.aps("thread-id", thread, from: push.at("notification_group_thread_id")) }
        if contentAvailable { builder.aps("content-available", 1, from: push.at("content-available")) }
        let assetURL = push.string("asset_url", &findings)
        if push.bool("mutable_content", &findings) == true || assetURL != nil {
            builder.aps("mutable-content", 1, from: push.at(assetURL != nil ? "asset_url" : "mutable_content"))
        }
        if let level = push.object["interruption_level"] { builder.aps("interruption-level", level, from: push.at("interruption_level")) }
        if let score = push.object["relevance_score"] { builder.aps("relevance-score", score, from: push.at("relevance_score")) }

        if let extra = push.object("extra", &findings, reason: .brazeRejects) {
            for (key, value) in extra.object {
                if key == "aps" || key == "ab" {
                    findings.error(.brazeRejects, extra.at(key), "\"\(key)\" in \"extra\": Braze rejects messages whose extra object has \"ab\" or \"aps\"")
                    continue
                }
                builder.custom(key, value, from: extra.at(key))
            }
            var custom = extra.object
            custom["aps"] = nil
            custom["ab"] = nil
            MisplacedApsKey.warnAboutData(ProviderFields(custom, at: extra.pointer), &findings, where: "\"extra\"")
        }
        let generated = GeneratedValues(message: .object(root), position: 1)
        var braze: JSONObject = ["c": .string(generated.hexadecimal)]
        if let assetURL {
            var attachment: JSONObject = ["url": .string(assetURL)]
            if let type = push.string("asset_file_type", &findings) { attachment["type"] = .string(type) } else {
                findings.error(.brazeRejects, push.at("asset_url"), "\"asset_file_type\" is required with \"asset_url\"")
            }
            braze["att"] = .object(attachment)
        }
        builder.custom("ab", .object(braze), from: push.pointer)
        if let uri = push.object["custom_uri"] { builder.custom("ab_uri", uri, from: push.at("custom_uri")) }

        var headers: [APNsHeader] = []
        if let priority = push.integer("apns_priority", &findings) {
            if !(1...10).contains(priority) {
                findings.error(.brazeRejects, push.at("apns_priority"), "\"apns_priority\" is \(priority); Braze takes 1 to 10")
            }
            headers.set("apns-priority", String(priority))
        } else {
            headers.set("apns-priority", "10")
        }
        if let expiry = push.string("expiry", &findings) {
            if let seconds = ISO8601Instant.seconds(expiry) { headers.set("apns-expiration", String(seconds)) } else {
                findings.error(.brazeRejects, push.at("expiry"), "\"expiry\" is \"\(expiry)\", not an ISO 8601 date and time")
            }
        }
        if let collapse = push.string("collapse_id", &findings) { headers.set("apns-collapse-id", collapse) }

        let counted = JSONWriter.byteCount(push.object["alert"] ?? .null) + JSONWriter.byteCount(push.object["extra"] ?? .null)
        if counted > Self.sizeCeiling {
            findings.warning(
                .brazeSizeCeiling, push.pointer,
                "the alert and extra come to \(counted) bytes; Braze says they should not exceed \(Self.sizeCeiling), below APNs' 4096")
        }
        guard !findings.hasErrors else {
            return [ConvertedRequest(format: .braze, payload: nil, diagnostics: findings.diagnostics, origins: builder.origins)]
        }
        return [
            ConvertedRequest(format: .braze, headers: headers, payload: builder.payload, diagnostics: findings.diagnostics, origins: builder.origins)
        ]
    }
}

/// An ISO 8601 date and time as Braze's `expiry` takes it, to seconds since 1970:
/// `2026-03-01T12:00:00Z`, `…+01:00`, `…T12:00:00.5-05:00`. Written by hand: parsing one
/// timestamp does not justify loading Foundation's formatters at start-up.
enum ISO8601Instant {
    static func seconds(_ text: String) -> Int64? {
        let scalars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= scalars.count else { return nil }
            var value: Int64 = 0
            for index in range {
                let byte = scalars[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            return value
        }
        guard scalars.count >= 19, scalars[4] == UInt8(ascii: "-"), scalars[7] == UInt8(ascii: "-"),
            scalars[10] == UInt8(ascii: "T") || scalars[10] == UInt8(ascii: " "), scalars[13] == UInt8(ascii: ":"),
            scalars[16] == UInt8(ascii: ":"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
            index += 1
            while index < scalars.count, scalars[index] >= 48, scalars[index] <= 57 { index += 1 }
        }
        var offset: Int64 = 0
        if index < scalars.count {
            switch scalars[index] {
            case UInt8(ascii: "Z"): index += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard let hours = number(index + 1..<index + 3), index + 3 < scalars.count, scalars[index + 3] == UInt8(ascii: ":"),
                    let minutes = number(index + 4..<index + 6)
                else { return nil }
                offset = (hours * 60 + minutes) * 60 * (scalars[index] == UInt8(ascii: "+") ? 1 : -1)
                index += 6
            default: return nil
            }
        }
        guard index == scalars.count else { return nil }
        // Days from 1970-01-01 to the date (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second - offset
    }
}
