/// FCM HTTP v1: `{"message": Message}` (or the bare `Message` the admin SDKs take) → one APNs
/// request. Every rule, and where it comes from, is in docs/providers.md, "FCM HTTP v1".
struct FCMv1Conversion {
    static let messageKeys: Set<String> = [
        "name", "data", "notification", "android", "webpush", "apns", "fcm_options", "token", "topic", "condition", "fid",
    ]
    static let notificationKeys: Set<String> = ["title", "body", "image"]
    static let apnsKeys: Set<String> = ["headers", "payload", "fcm_options", "live_activity_token"]
    static let apnsOptionsKeys: Set<String> = ["analytics_label", "image"]

    /// FCM v1 is a protocol-buffer API: its JSON parser takes each field by its proto name or its
    /// lowerCamelCase name ("Parsers accept both the lowerCamelCase name … and the original proto
    /// field name", https://protobuf.dev/programming-guides/json/), and the node admin SDK sends
    /// `fcmOptions`, `analyticsLabel` (docs/providers.md).
    static func lowerCamel(_ name: String) -> String {
        var out = ""
        var upper = false
        for character in name {
            if character == "_" {
                upper = true
            } else {
                out += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return out
    }

    static func knows(_ key: String, in names: Set<String>) -> Bool {
        names.contains(key) || names.contains { lowerCamel($0) == key }
    }

    /// The key `object` spells `name` with: its proto name, else its lowerCamelCase one.
    static func spelling(of name: String, in object: ProviderFields) -> String {
        object.object.contains(name) ? name : lowerCamel(name)
    }
    /// `data` keys FCM reserves (the legacy reference's `data`, which v1 keeps).
    static func isReserved(_ key: String) -> Bool {
        key == "from" || key == "message_type" || key.hasPrefix("google") || key.hasPrefix("gcm")
    }

    /// 30 days, FCM's default `apns-expiration` ("The backend sets a default value for
    /// apns-expiration of 30 days").
    static let defaultTimeToLive: Int64 = 30 * 24 * 3600

    func convert(_ root: JSONObject) -> [ConvertedRequest] {
        var findings = ConversionFindings()
        let messagePointer: JSONPointer
        let message: JSONObject
        if let wrapped = root["message"] {
            guard case .object(let inner) = wrapped else {
                findings.error(.invalidArgument, JSONPointer(keys: "message"), "\"message\" is \(wrapped.typeDescription); FCM takes an object")
                return [rejected(findings, at: JSONPointer(keys: "message"), root: .object(root))]
            }
            for key in root.keys where key != "message" && key != "validate_only" {
                findings.error(.invalidArgument, JSONPointer(keys: key), unknownName(key, at: ""))
            }
            messagePointer = JSONPointer(keys: "message")
            message = inner
        } else {
            messagePointer = .root
            message = root
        }
        let fields = ProviderFields(message, at: messagePointer)
        for key in message.keys where !Self.knows(key, in: Self.messageKeys) {
            findings.error(.invalidArgument, fields.at(key), unknownName(key, at: "message"))
        }
        let targets = ["token", "topic", "condition", "fid"].filter(message.contains)
        if targets.count != 1 {
            findings.error(
                .invalidArgument, messagePointer,
                targets.isEmpty
                    ? "the message has no target: exactly one of \"token\", \"topic\", \"condition\" is required"
                    : "the message has \(targets.count) targets (\(targets.joined(separator: ", "))): exactly one is allowed")
        }
        var target: String?
        for key in targets {
            if let text = fields.string(key, &findings, reason: .invalidArgument) {
                target = target ?? (key == "token" ? text : "\(key) \(text)")
            }
        }

        var builder = APNsPayloadBuilder(message: messagePointer)
        let notification = fields.object("notification", &findings, reason: .invalidArgument)
        var image: (url: String, pointer: JSONPointer)?
        if let notification {
            for key in notification.object.keys where !Self.notificationKeys.contains(key) {
                findings.error(.invalidArgument, notification.at(key), unknownName(key, at: "message.notification"))
            }
            if let title = notification.string("title", &findings, reason: .invalidArgument) {
                builder.alert("title", .string(title), from: notification.at("title"))
            }
            if let body = notification.string("body", &findings, reason: .invalidArgument) {
                builder.alert("body", .string(body), from: notification.at("body"))
            }
            if let url = notification.string("image", &findings, reason: .invalidArgument) { image = (url, notification.at("image")) }
        }

        if let data = fields.object("data", &findings, reason: .invalidArgument) {
            for (index, member) in data.object.enumerated() {
                let pointer = data.at(member.key)
                if Self.isReserved(member.key) {
                    findings.error(
                        .invalidArgument, pointer,
                        "\"\(member.key)\" is a reserved key: FCM refuses data keys \"from\", \"message_type\" and any starting with \"google\" or \"gcm\"")
                }
                guard case .string = member.value else {
                    findings.error(
                        .invalidArgument, pointer,
                        "Invalid value at 'message.data[\(index)].value': \(member.value.typeDescription); FCM's data values must be strings")
                    continue
                }
                builder.custom(member.key, member.value, from: pointer)
            }
            MisplacedApsKey.warnAboutData(data, &findings, where: "\"data\"")
        }

        // android.data is map<string, string> too: FCM refuses the whole message
        // (esl/MongoosePush#123: "Invalid value at 'message.android.data[2].value'").
        if let android = fields.object("android", &findings, reason: .invalidArgument) {
            if let data = android.object("data", &findings, reason: .invalidArgument) {
                for (index, member) in data.object.enumerated() where member.value.stringValue == nil {
                    findings.error(
                        .invalidArgument, data.at(member.key),
                        "Invalid value at 'message.android.data[\(index)].value': \(member.value.typeDescription); FCM's data values must be strings")
                }
            }
            // android.ttl is a google.protobuf.Duration, written in JSON as seconds with an "s"
            // ("3.5s"): anything else is not parsed, and the whole message with it, the iOS
            // request too (docs/providers.md, "FCM HTTP v1").
            if let ttl = android.object["ttl"], !Self.isDuration(ttl) {
                findings.error(
                    .invalidArgument, android.at("ttl"),
                    "Invalid value at 'message.android.ttl' (type.googleapis.com/google.protobuf.Duration): \(Self.described(ttl)); a duration is seconds ending in \"s\", as \"3.5s\"")
            }
        }

        var headers: [APNsHeader] = []
        if let apns = fields.object("apns", &findings, reason: .invalidArgument) {
            for key in apns.object.keys where !Self.knows(key, in: Self.apnsKeys) {
                findings.error(.invalidArgument, apns.at(key), unknownName(key, at: "message.apns"))
            }
            if let given = apns.object("headers", &findings, reason: .invalidArgument) {
                for (name, value) in given.object {
                    guard case .string(let text) = value else {
                        findings.error(
                            .invalidArgument, given.at(name),
                            "the header \"\(name)\" is \(value.typeDescription); FCM takes header values as strings (\"10\", not 10)")
                        continue
                    }
                    // Only APNs' own headers reach APNs (docs/providers.md).
                    if name.lowercased().hasPrefix("apns-") { headers.set(name.lowercased(), text) }
                }
            }
            if let payload = apns.object("payload", &findings, reason: .invalidArgument) {
                copy(payload, into: &builder, notification: notification, &findings)
            }
            if let options = apns.object(Self.spelling(of: "fcm_options", in: apns), &findings, reason: .invalidArgument) {
                for key in options.object.keys where !Self.knows(key, in: Self.apnsOptionsKeys) {
                    findings.error(.invalidArgument, options.at(key), unknownName(key, at: "message.apns.fcm_options"))
                }
                if let url = options.string("image", &findings, reason: .invalidArgument) { image = (url, options.at("image")) }
            }
        }

        if let image {
            builder.custom("fcm_options", ["image": .string(image.url)], from: image.pointer)
            if builder.aps["mutable-content"]?.isTrueFlag != true {
                findings.warning(
                    .imageNeedsServiceExtension, image.pointer,
                    "the image is never shown: without \"mutable-content\": 1 in apns.payload.aps the service extension does not run to attach it")
            }
        }
        let isDataMessage = !builder.hasAlert && !builder.contains(aps: "badge") && !builder.contains(aps: "sound")
        if isDataMessage {
            // With content-available it is a background push and goes through
            // (beste/firebase-php#700); without, FCM refuses priority 10.
            if headers["apns-priority"] == "10", builder.aps["content-available"]?.isTrueFlag != true {
                findings.error(
                    .invalidArgument, headerPointer(fields, "apns-priority"),
                    "a data message to an Apple device must have apns-priority 5: FCM rejects one sent with high priority")
            }
            if builder.aps["content-available"]?.isTrueFlag != true, !builder.custom.isEmpty {
                findings.warning(
                    .dataOnlyNotDelivered, fields.object["data"] != nil ? fields.at("data") : messagePointer,
                    "a data-only message without \"content-available\": 1 wakes nothing: a backgrounded or terminated app never sees its data")
            }
        }
        guard !findings.hasErrors else { return [rejected(findings, at: messagePointer, root: .object(root))] }

        let generated = GeneratedValues(message: .object(root), position: 1)
        builder.custom("gcm.message_id", .string(generated.fcmMessageID), from: messagePointer)
        builder.custom("google.c.a.e", "1", from: messagePointer)
        // FCM's default is 10, but a background push must go with 5 ("must be set to 5", and
        // APNs refuses a background push at 10): a push of type background, or one that only
        // wakes the app, goes with 5 (home-assistant's relay sends badge + content-available
        // without a priority, and APNs accepts it: fixtures/apps/home-assistant/README.md).
        let background = headers["apns-push-type"] == "background" || (!builder.hasAlert && builder.aps["content-available"]?.isTrueFlag == true)
        if headers["apns-priority"] == nil { headers.set("apns-priority", isDataMessage || background ? "5" : "10") }
        if headers["apns-expiration"] == nil {
            headers.set("apns-expiration", String(ProviderConversion.sendTime + Self.defaultTimeToLive))
        }
        return [
            ConvertedRequest(
                format: .fcmV1, target: target, headers: headers, payload: builder.payload, diagnostics: findings.diagnostics,
                origins: builder.origins)
        ]
    }

    /// `apns.payload`: its `aps` key by key (an alert's keys over `notification`'s), its other
    /// keys beside `aps`, after `data`'s.
    private func copy(_ payload: ProviderFields, into builder: inout APNsPayloadBuilder, notification: ProviderFields?, _ findings: inout ConversionFindings) {
        // FCM checks the payload's aps itself (celestifyhq/fcm-cloudflare-workers#10,
        // firebase/firebase-admin-dotnet#39).
        switch payload.object["aps"] {
        case nil:
            findings.error(.invalidArgument, payload.pointer, "Payload of Apple Push Notification Service must contain an [aps] key.")
        case .object(let aps)? where aps.isEmpty:
            findings.error(.invalidArgument, payload.at("aps"), "Value of [aps] must be a non-empty dictionary.")
        default: break
        }
        for (key, value) in payload.object {
            guard key == "aps" else {
                builder.custom(key, value, from: payload.at(key))
                continue
            }
            guard case .object(let apsObject) = value else {
                findings.error(.invalidArgument, payload.at("aps"), "\"aps\" is \(value.typeDescription); it must be an object")
                continue
            }
            let aps = ProviderFields(apsObject, at: payload.at("aps"))
            MisplacedApsKey.warnAboutSpellings(inAps: aps, &findings)
            for (apsKey, apsValue) in apsObject {
                guard apsKey == "alert" else {
                    builder.aps(apsKey, apsValue, from: aps.at(apsKey))
                    continue
                }
                switch apsValue {
                case .object(let alert) where alert.isEmpty && !builder.hasAlert:
                    // Copied as it is: `{}` is what apns.payload says (Home Assistant's
                    // delete_alert sends it).
                    builder.aps("alert", apsValue, from: aps.at("alert"))
                case .object(let alert):
                    for (alertKey, alertValue) in alert {
                        if ["title", "body"].contains(alertKey), let given = notification?.object[alertKey], given != alertValue {
                            findings.warning(
                                .payloadOverridesNotification, aps.at("alert") / alertKey,
                                "apns.payload's alert \(alertKey) overrides notification.\(alertKey): the device shows this one")
                        }
                        builder.alert(alertKey, alertValue, from: aps.at("alert") / alertKey)
                    }
                case .string(let body):
                    if let given = notification?.object["body"], given != .string(body) {
                        findings.warning(
                            .payloadOverridesNotification, aps.at("alert"),
                            "apns.payload's alert overrides notification.body: the device shows this one")
                    }
                    // With nothing of notification's to keep, the string goes as it is.
                    if builder.alert.isEmpty {
                        builder.alertString(body, from: aps.at("alert"))
                    } else {
                        builder.alert("body", .string(body), from: aps.at("alert"))
                    }
                default:
                    builder.aps("alert", apsValue, from: aps.at("alert"))
                }
            }
        }
    }

    private func headerPointer(_ fields: ProviderFields, _ name: String) -> JSONPointer {
        fields.at("apns") / "headers" / name
    }

    private func unknownName(_ key: String, at place: String) -> String {
        "Invalid JSON payload received. Unknown name \"\(key)\"\(place.isEmpty ? "" : " at '\(place)'"): Cannot find field."
    }

    private func rejected(_ findings: ConversionFindings, at pointer: JSONPointer, root: JSONValue) -> ConvertedRequest {
        ConvertedRequest(format: .fcmV1, payload: nil, diagnostics: findings.diagnostics, origins: PointerOrigins(message: pointer))
    }

    /// protobuf's JSON form of a Duration: an optional `-`, whole seconds, at most nine
    /// fractional digits, then `s` (protobuf.dev, "JSON Mapping": Duration).
    static func isDuration(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value, text.hasSuffix("s") else { return false }
        var number = Substring(text.dropLast())
        if number.hasPrefix("-") { number = number.dropFirst() }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
        guard digits(parts[0]) else { return false }
        return parts.count == 1 || (digits(parts[1]) && parts[1].count <= 9)
    }

    /// A value as FCM's error quotes it: a string in quotes, cut to 40 characters.
    private static func described(_ value: JSONValue) -> String {
        guard case .string(let text) = value else { return value.typeDescription }
        let shown = String(text.unicodeScalars.prefix(40).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return "\"\(shown)\"" + (text.unicodeScalars.count > 40 ? "…" : "")
    }
}
