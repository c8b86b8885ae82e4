/// What a version 3 service extension hands on (docs/delivery.md, "Notification service
/// extension"): the content the app reads after it, what it fetched, or the end of the delivery.
struct ServiceExtensionHandOff {
    /// The extension discarded the notification, or handed it to CallKit, and the app has the
    /// filtering entitlement: nothing is shown.
    enum Ending {
        case discarded, voipCall
    }

    /// The payload as the extension delivered it; nil: as it arrived.
    var payload: JSONObject?
    /// The message it donated before delivering `content.updating(from:)`; nil: none.
    var communication: CommunicationIntent?
    /// The object it fetched (`fetched.FIELD` after it); nil when nothing was fetched.
    var fetched: JSONValue?
    var ending: Ending?
}

/// The content an extension works on: the notification, and for a version 3 model the payload
/// the notification is read from.
struct ExtensionContent {
    var notification: AppNotification
    var payload: JSONObject?
    /// The `sender` and `group` its rewrite set, before `updating(from:)` makes a message of
    /// them (ServiceExtensionRun.communicate).
    var sender: String?
    var group: String?
}
