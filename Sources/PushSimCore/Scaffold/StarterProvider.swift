/// The sender `pushsim init --provider` writes the starter payloads for: APNs itself by default,
/// or the provider a team's backend sends through (docs/providers.md). The app is the same; the
/// messages are the four starter payloads as that provider's API takes them, and the app model
/// reads the app's keys where that provider puts them.
package enum StarterProvider: String, Sendable, CaseIterable {
    case apns
    case fcm
    case expo
    case onesignal
    case braze

    /// The starter payload files, by name: the APNs payloads, or the provider's messages.
    var payloadFiles: [(name: String, text: String)] {
        guard self != .apns else { return StarterPayloads.files }
        return StarterMessage.all.map { (name: $0.name, text: JSONWriter.string(message(for: $0), style: .pretty) + "\n") }
    }

    /// The starter app model, reading the app's keys where this provider delivers them: Expo
    /// puts `data` under `body`, OneSignal under `custom.a` and the URL in `custom.u`
    /// (docs/providers.md).
    var appModelText: String {
        switch self {
        case .apns, .fcm, .braze: return StarterAppModel.text
        case .expo:
            return StarterAppModel.text
                .replacing(#""eventTypeKey": "event_type""#, with: #""eventTypeKey": "body.event_type""#)
                .replacing(#""objectIdKey": "object_id""#, with: #""objectIdKey": "body.object_id""#)
                .replacing(#""routingUrlKey": "url""#, with: #""routingUrlKey": "body.url""#)
        case .onesignal:
            return StarterAppModel.text
                .replacing(#""eventTypeKey": "event_type""#, with: #""eventTypeKey": "custom.a.event_type""#)
                .replacing(#""objectIdKey": "object_id""#, with: #""objectIdKey": "custom.a.object_id""#)
                .replacing(#""routingUrlKey": "url""#, with: #""routingUrlKey": "custom.u""#)
        }
    }

    private func message(for starter: StarterMessage) -> JSONValue {
        switch self {
        case .apns: return .null
        case .fcm: return fcm(starter)
        case .expo: return expo(starter)
        case .onesignal: return oneSignal(starter)
        case .braze: return braze(starter)
        }
    }

    /// FCM HTTP v1: `data` values are strings; localized keys and the rest of `aps` go in
    /// `apns.payload`.
    private func fcm(_ starter: StarterMessage) -> JSONValue {
        var message: JSONObject = ["token": "YOUR_FCM_REGISTRATION_TOKEN"]
        var aps = JSONObject()
        if let title = starter.title, let body = starter.body {
            message["notification"] = ["title": .string(title), "body": .string(body)]
        } else if let localized = starter.localized {
            aps["alert"] = .object(localized)
        }
        var data = JSONObject()
        for (key, value) in starter.data { data[key] = .string(value.stringValue ?? JSONWriter.string(value)) }
        if let url = starter.url { data["url"] = .string(url) }
        message["data"] = .object(data)
        if let sound = starter.sound { aps["sound"] = .string(sound) }
        if let badge = starter.badge { aps["badge"] = .integer(badge) }
        if let category = starter.category { aps["category"] = .string(category) }
        if let thread = starter.thread { aps["thread-id"] = .string(thread) }
        if !aps.isEmpty { message["apns"] = ["payload": ["aps": .object(aps)]] }
        return ["message": .object(message)]
    }

    /// Expo has no localized keys: the words are sent as they read.
    private func expo(_ starter: StarterMessage) -> JSONValue {
        var message: JSONObject = ["to": "ExponentPushToken[YOUR-EXPO-PUSH-TOKEN]"]
        message["title"] = .string(starter.title ?? starter.plainTitle)
        message["body"] = .string(starter.body ?? starter.plainBody)
        if let sound = starter.sound { message["sound"] = .string(sound) }
        if let badge = starter.badge { message["badge"] = .integer(badge) }
        if let category = starter.category { message["categoryId"] = .string(category) }
        var data = JSONObject(starter.data)
        if let url = starter.url { data["url"] = .string(url) }
        message["data"] = .object(data)
        return .object(message)
    }

    /// OneSignal: language maps, `ios_*` fields, `data` and `url`.
    private func oneSignal(_ starter: StarterMessage) -> JSONValue {
        var message: JSONObject = ["app_id": "YOUR-ONESIGNAL-APP-ID", "include_subscription_ids": ["YOUR-SUBSCRIPTION-ID"]]
        message["headings"] = ["en": .string(starter.title ?? starter.plainTitle)]
        message["contents"] = ["en": .string(starter.body ?? starter.plainBody)]
        if let sound = starter.sound { message["ios_sound"] = .string(sound) }
        if let badge = starter.badge {
            message["ios_badgeType"] = "SetTo"
            message["ios_badgeCount"] = .integer(badge)
        }
        if let category = starter.category { message["ios_category"] = .string(category) }
        if let thread = starter.thread { message["thread_id"] = .string(thread) }
        if !starter.data.isEmpty { message["data"] = .object(JSONObject(starter.data)) }
        if let url = starter.url { message["url"] = .string(url) }
        return .object(message)
    }

    /// Braze: a `/messages/send` request whose `apple_push` has the alert (localized keys in
    /// Braze's spelling) and the app's keys in `extra`.
    private func braze(_ starter: StarterMessage) -> JSONValue {
        var push = JSONObject()
        if let title = starter.title, let body = starter.body {
            push["alert"] = ["title": .string(title), "body": .string(body)]
        } else if let localized = starter.localized {
            var alert = JSONObject()
            for (key, value) in localized { alert[key.replacing("-", with: "_")] = value }
            push["alert"] = .object(alert)
        }
        if let sound = starter.sound { push["sound"] = .string(sound) }
        if let badge = starter.badge { push["badge"] = .integer(badge) }
        if let category = starter.category { push["category"] = .string(category) }
        if let thread = starter.thread { push["notification_group_thread_id"] = .string(thread) }
        var extra = JSONObject(starter.data)
        if let url = starter.url { extra["url"] = .string(url) }
        push["extra"] = .object(extra)
        return ["external_user_ids": ["YOUR-USER-ID"], "messages": ["apple_push": .object(push)]]
    }
}

/// One of the four starter pushes, said once for every provider (`StarterPayloads` has them as
/// APNs payloads).
struct StarterMessage {
    var name: String
    var title: String?
    var body: String?
    /// The localized alert, in APNs' keys.
    var localized: JSONObject?
    /// The words the localized alert reads as, for providers without localized keys.
    var plainTitle = ""
    var plainBody = ""
    var sound: String?
    var badge: Int64?
    var category: String?
    var thread: String?
    var data: [JSONObject.Member] = []
    var url: String?

    static let all: [StarterMessage] = [
        StarterMessage(
            name: "new-message.json", title: "Alice", body: "Are we still on for tonight?", sound: "default", badge: 1, category: "MESSAGE",
            thread: "conversation-42", data: [("event_type", "new_message"), ("object_id", 42)]),
        StarterMessage(
            name: "new-message-conversation-open.json", title: "Alice", body: "Are we still on for tonight?", sound: "default", badge: 1,
            category: "MESSAGE", thread: "conversation-42", data: [("event_type", "new_message"), ("object_id", 42)]),
        StarterMessage(
            name: "order-shipped.json",
            localized: ["title-loc-key": "ORDER_SHIPPED_TITLE", "loc-key": "ORDER_SHIPPED_BODY", "loc-args": ["1187"]],
            plainTitle: "Your order shipped", plainBody: "Order 1187 is on its way", sound: "default", category: "ORDER",
            data: [("event_type", "order_shipped"), ("object_id", 1187)]),
        StarterMessage(name: "order-link.json", title: "Track your order", body: "Order 1187 arrives tomorrow", url: "myapp://orders/1187"),
    ]
}
