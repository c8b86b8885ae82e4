/// How a delivery ended: each its own name, documented in docs/outcomes.md.
public enum DeliveryOutcome: String, Sendable, CaseIterable {
    /// The payload failed validation and was not delivered.
    case invalid
    /// The payload file could not be read.
    case unreadable
    /// Active: a delegate hid the toast.
    case suppressed
    /// Active: the app showed its toast.
    case toast
    /// Foreground: the app answered `willPresent` with presentation options (banner, list,
    /// sound, badge), and iOS presented the notification so.
    case presented
    /// A parameter the app cannot do without is missing from the payload, or of the wrong type.
    case badParameter = "bad-parameter"
    /// Opened while logged out: the app shows its login screens instead.
    case loginRequired = "login-required"
    /// Opened, but for another account than the active one, which the app ignores.
    case otherAccount = "other-account"
    /// Not active: the system showed a banner, and nobody tapped it.
    case banner
    /// Not active: the system put it in Notification Center without a banner (passive, held by
    /// Focus, provisional authorization), and nobody opened it.
    case listed
    /// The user's settings show nothing: notifications denied or not yet asked for, or alerts
    /// turned off (docs/delivery.md, "Authorization and the user's settings").
    case notShown = "not-shown"
    /// A screen in the responder chain claimed the notification.
    case handled
    /// A new navigation hierarchy was loaded and presented.
    case routed
    /// A silent push: the background handler ran, no UI.
    case background
    /// A silent push to an app the user force-quit: iOS does not launch it in the background,
    /// so nothing of the app runs (docs/delivery.md, "Force-quit").
    case notLaunched = "not-launched"
    /// A push with no alert (badge or sound only): nothing to show or tap.
    case noAlert = "no-alert"
    /// A Live Activity push: the system updates the activity; the app's handlers are not involved.
    case liveActivity = "live-activity"
    /// A PushKit push (`voip`, `complication`, `fileprovider`): delivered to PushKit, not to
    /// the notification center.
    case pushKit = "pushkit"
    /// A push-to-talk push: delivered to the Push to Talk channel manager.
    case pushToTalk = "push-to-talk"
    /// A push for one of the app's extensions (`location`, `widgets`, `controls`): the
    /// extension receives it; no banner, and the app's delegates are not involved.
    case appExtension = "app-extension"
    /// An MDM push: the device contacts its MDM server; the app is not involved.
    case deviceManagement = "device-management"
    /// The user dismissed it and the category's custom dismiss action told the app.
    case dismissed
    /// The user dismissed it, but the category has no custom dismiss action: the app hears nothing.
    case dismissNotDelivered = "dismiss-not-delivered"
    /// A background action button: the app handled it without opening.
    case actionHandled = "action-handled"
    /// The tap named an action the notification's category does not have.
    case unknownAction = "unknown-action"
    /// The event type is not one of the app's.
    case unknownEvent = "unknown-event"
    /// The hierarchy needs an object id the payload does not carry.
    case missingObjectID = "missing-object-id"
    /// Loading the hierarchy's model failed.
    case loadFailed = "load-failed"
    /// A scenario's clock: the hierarchy's model is still loading; it is presented, or fails,
    /// when the load completes (docs/scenarios.md, "Time").
    case loading
    /// Version 3: an `opening` handler asked the user to confirm before the destination opens
    /// (a confirmation screen is up; docs/app-model.md, "Handler navigation").
    case confirming
    /// Version 3: the user cancelled the confirmation: it was dismissed and nothing opened.
    case confirmationCancelled = "confirmation-cancelled"
    /// Opened with nothing to route to (no event type, no routing URL): the app shows its stack.
    case opened
    /// A routing URL that no route matches.
    case unmatched
    /// The app model computed more than one delivery may (a `cat` or a `setState` past the
    /// evaluation limit, a strings entry whose text would pass it): the delivery was stopped
    /// there, an error of the model (docs/conditions.md, "Limits").
    case limitExceeded = "limit-exceeded"
    /// Version 3: the app's notification service extension discarded it (empty content) and
    /// the app has the filtering entitlement: nothing is shown (docs/delivery.md, "Notification
    /// service extension").
    case discarded
    /// Version 3: the app's notification service extension reported a VoIP call to CallKit
    /// (`CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)`): the call is shown, not
    /// the notification.
    case voipCall = "voip-call"
}

/// What the notification would show, with localized text rendered through the strings table.
public struct Presentation: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var sound: String?
    public var badge: Int64?
    public var category: String?
    /// A communication notification's message (`CommunicationIntent`): `title` and `subtitle`
    /// are then the names iOS draws in their place, and a preview draws the sender's avatar.
    public var communication: CommunicationIntent?

    public init(
        title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: String? = nil, badge: Int64? = nil,
        category: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sound = sound
        self.badge = badge
        self.category = category
    }

    /// "Title — Subtitle — Body", the parts present.
    public var text: String {
        // Without an array of the parts, and a part alone is the text itself: the text is made
        // for every alert delivered.
        let title = self.title ?? "", subtitle = self.subtitle ?? "", body = self.body ?? ""
        switch (title.isEmpty, subtitle.isEmpty, body.isEmpty) {
        case (true, true, true): return ""
        case (false, true, true): return title
        case (true, false, true): return subtitle
        case (true, true, false): return body
        default:
            var text = title
            text.reserveCapacity(title.utf8.count + subtitle.utf8.count + body.utf8.count + 10)
            if !subtitle.isEmpty {
                if !text.isEmpty { text += " — " }
                text += subtitle
            }
            if !body.isEmpty {
                if !text.isEmpty { text += " — " }
                text += body
            }
            return text
        }
    }
}
