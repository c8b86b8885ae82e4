/// Which format a message is in, from its shape (docs/providers.md, "Detecting the format"):
/// the top level's keys decide, APNs first and at the cost of one lookup.
public enum ProviderDetection {
    public enum Result: Sendable, Equatable {
        case format(ProviderFormat)
        /// The shape fits several formats: `--from` must say which.
        case ambiguous([ProviderFormat], because: String)
    }

    /// Keys only Braze's `apple_push` object has: a bare one is told from an APNs payload that
    /// forgot `aps` by them.
    static let brazeOnlyKeys: Set<String> = [
        "extra", "asset_url", "asset_file_type", "custom_uri", "notification_group_thread_id", "apns_priority",
        "message_variation_id", "use_webview", "send_to_most_recent_device_only",
    ]

    public static func detect(_ value: JSONValue) -> Result {
        switch value {
        case .object(let object):
            return detect(object)
        case .array(let elements):
            let allExpo = !elements.isEmpty && elements.allSatisfy { $0.objectValue?.contains("to") == true }
            return .format(allExpo ? .expo : .apns)
        default:
            return .format(.apns)
        }
    }

    static func detect(_ object: JSONObject) -> Result {
        if object.contains("aps") { return .format(.apns) }
        if object["message"]?.objectValue != nil { return .format(.fcmV1) }
        if object["messages"]?.objectValue?.contains("apple_push") == true { return .format(.braze) }
        if object.contains("app_id") { return .format(.onesignal) }
        if let to = object["to"] {
            return .format(ExpoPushToken.isExpoTarget(to) ? .expo : .fcmLegacy)
        }
        if object.contains("registration_ids") { return .format(.fcmLegacy) }
        let v1Target = object.contains("token") || object.contains("topic") || object.contains("condition")
        let fcmContent = object.contains("notification") || object.contains("data") || object.contains("apns") || object.contains("android")
        if v1Target && fcmContent { return .format(.fcmV1) }
        if fcmContent && !v1Target && (object.contains("notification") || object.contains("data")) {
            return .ambiguous(
                [.fcmV1, .fcmLegacy],
                because: "it has \"notification\" or \"data\" but no target (\"token\", \"topic\", \"condition\", \"to\")")
        }
        if object.keys.contains(where: brazeOnlyKeys.contains) {
            return .ambiguous(
                [.braze, .apns], because: "it has Braze's apple_push keys but no \"aps\": a Braze apple_push object, or an APNs payload without \"aps\"")
        }
        return .format(.apns)
    }
}

/// Expo's push tokens: `ExponentPushToken[…]`, `ExpoPushToken[…]` (expo-server-sdk-node's
/// `isExpoPushToken`, docs/providers.md).
enum ExpoPushToken {
    static func isToken(_ text: String) -> Bool {
        (text.hasPrefix("ExponentPushToken[") || text.hasPrefix("ExpoPushToken[")) && text.hasSuffix("]")
    }

    /// `to` as Expo takes it: a token, or a non-empty array of them.
    static func isExpoTarget(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): return isToken(text)
        case .array(let elements): return !elements.isEmpty && elements.allSatisfy { $0.stringValue.map(isToken) == true }
        default: return false
        }
    }
}
