/// Expo's push API (`/--/api/v2/push/send`): one message or an array of at most 100, each to
/// one token or several → one APNs request per token, in order. Every rule, and where it
/// comes from, is in docs/providers.md, "Expo".
struct ExpoConversion {
    /// "an array of up to 100 message objects".
    static let batchLimit = 100
    /// "On Android and iOS the total payload must be at most 4096 bytes."
    static let payloadLimit = 4096
    /// The sender's project, whose keys Expo adds to every payload; nil leaves them out.
    var project: ExpoProject?

    func convert(_ value: JSONValue) -> [ConvertedRequest] {
        let messages: [(JSONValue, JSONPointer)]
        switch value {
        case .array(let elements):
            if elements.count > Self.batchLimit {
                var findings = ConversionFindings()
                findings.error(
                    .pushTooManyNotifications, .root,
                    "the request has \(elements.count) messages; Expo takes at most \(Self.batchLimit) in one request")
                return [ConvertedRequest(format: .expo, payload: nil, diagnostics: findings.diagnostics, origins: PointerOrigins(message: .root))]
            }
            messages = elements.enumerated().map { ($1, JSONPointer.root / $0) }
        default:
            messages = [(value, .root)]
        }
        var requests: [ConvertedRequest] = []
        for message in messages {
            requests += convert(message.0, at: message.1)
        }
        let count = requests.count
        for index in requests.indices {
            requests[index].message = index + 1
            requests[index].messages = count
        }
        return requests
    }

    private func convert(_ value: JSONValue, at pointer: JSONPointer) -> [ConvertedRequest] {
        var findings = ConversionFindings()
        guard case .object(let object) = value else {
            findings.error(.providerFieldWrongType, pointer, "a message is \(value.typeDescription); Expo takes an object")
            return [ConvertedRequest(format: .expo, payload: nil, diagnostics: findings.diagnostics, origins: PointerOrigins(message: pointer))]
        }
        let fields = ProviderFields(object, at: pointer)
        var tokens: [(String, JSONPointer)] = []
        switch object["to"] {
        case .string(let token): tokens.append((token, fields.at("to")))
        case .array(let list) where !list.isEmpty:
            for (index, element) in list.enumerated() {
                if case .string(let token) = element { tokens.append((token, fields.at("to") / index)) } else {
                    findings.error(.providerFieldWrongType, fields.at("to") / index, "a push token is \(element.typeDescription); it must be a string")
                }
            }
        case nil: findings.error(.providerFieldWrongType, pointer, "the message has no \"to\": Expo requires the push token(s)")
        case let other?: findings.error(.providerFieldWrongType, fields.at("to"), "\"to\" is \(other.typeDescription); it must be a push token or an array of them")
        }

        var builder = APNsPayloadBuilder(message: pointer)
        for key in ["title", "subtitle", "body"] {
            if let text = fields.string(key, &findings) { builder.alert(key, .string(text), from: fields.at(key)) }
        }
        if builder.hasAlert { builder.alert("launch-image", "", from: pointer) }
        if let badge = object["badge"] {
            builder.aps("badge", badge, from: fields.at("badge"))
        }
        if let sound = object["sound"], sound != .null {
            builder.aps("sound", sound, from: fields.at("sound"))
        }
        builder.aps("thread-id", "", from: pointer)
        if let category = fields.string("categoryId", &findings) {
            builder.aps("category", .string(category), from: fields.at("categoryId"))
        } else {
            builder.aps("category", "", from: pointer)
        }
        if fields.bool("_contentAvailable", &findings) == true { builder.aps("content-available", 1, from: fields.at("_contentAvailable")) }
        if fields.bool("mutableContent", &findings) == true { builder.aps("mutable-content", 1, from: fields.at("mutableContent")) }
        if let level = fields.string("interruptionLevel", &findings) {
            builder.aps("interruption-level", .string(level), from: fields.at("interruptionLevel"))
        }
        var body: JSONObject?
        if let data = fields.object("data", &findings) {
            body = data.object
            MisplacedApsKey.warnAboutData(data, &findings, where: "\"data\" (Expo puts it under \"body\")")
        }
        if let rich = fields.object("richContent", &findings), rich.object["image"] != nil {
            var withImage = body ?? JSONObject()
            withImage["_richContent"] = .object(rich.object)
            body = withImage
            builder.aps("mutable-content", 1, from: fields.at("richContent"))
        }
        if let project {
            // Expo's published iOS payload: `"experienceId":"@betoatexpo/expo-notifications-app",
            // "projectId":"51092087-…","scopeKey":"@betoatexpo/expo-notifications-app"` beside `aps`
            // (docs/providers.md, "Expo").
            builder.custom("experienceId", .string(project.fullName), from: pointer)
            if let id = project.id { builder.custom("projectId", .string(id), from: pointer) }
            builder.custom("scopeKey", .string(project.fullName), from: pointer)
        }
        if let body { builder.custom("body", .object(body), from: fields.object["data"] != nil ? fields.at("data") : fields.at("richContent")) }

        var headers: [APNsHeader] = []
        switch fields.string("priority", &findings) {
        case "normal": headers.set("apns-priority", "5")
        case nil, "high", "default": headers.set("apns-priority", "10")
        case let other?:
            findings.error(.providerFieldWrongType, fields.at("priority"), "\"priority\" is \"\(other)\"; Expo takes \"default\", \"normal\" or \"high\"")
        }
        if let ttl = fields.integer("ttl", &findings) {
            headers.set("apns-expiration", String(ProviderConversion.sendTime + ttl))
        } else if let expiration = fields.integer("expiration", &findings) {
            headers.set("apns-expiration", String(expiration))
        }
        if let collapse = fields.string("collapseId", &findings) { headers.set("apns-collapse-id", collapse) }

        let payload = builder.payload
        let size = JSONWriter.byteCount(.object(payload))
        if size > Self.payloadLimit {
            findings.error(.messageTooBig, pointer, "the APNs payload would be \(size) bytes; Expo refuses more than \(Self.payloadLimit)")
        }
        if !builder.hasAlert, builder.aps["content-available"] == nil, body != nil {
            findings.warning(
                .dataOnlyNotDelivered, fields.at("data"),
                "a data-only message without \"_contentAvailable\": true wakes nothing: a backgrounded or terminated app never sees its data")
        }
        guard !findings.hasErrors else {
            return [ConvertedRequest(format: .expo, payload: nil, diagnostics: findings.diagnostics, origins: builder.origins)]
        }
        return tokens.map { token in
            ConvertedRequest(
                format: .expo, target: token.0, headers: headers, payload: payload, diagnostics: findings.diagnostics,
                origins: builder.origins)
        }
    }
}
