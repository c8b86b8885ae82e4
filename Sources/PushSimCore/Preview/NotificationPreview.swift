/// What a notification the system shows is made of, as a preview draws it (docs/preview.md):
/// the words after localization and the service extension, the app's name, the interruption
/// level's label, whether an attachment's thumbnail shows, the actions of the expanded view and
/// the thread it is stacked in — or, when the system shows nothing, why.
public struct NotificationPreview: Sendable, Equatable {
    /// The label iOS puts above the title of a time-sensitive or critical notification, in
    /// place of the time (docs/preview.md, "The platter").
    public enum Emphasis: String, Sendable, Equatable {
        case timeSensitive = "Time Sensitive"
        case critical = "Critical"
    }

    public struct Action: Sendable, Equatable {
        public var title: String
        /// `UNNotificationActionOptions.destructive`: drawn in red.
        public var destructive: Bool
    }

    /// The payload file's name, as the delivery reports it.
    public var input: String
    public var appName: String
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var emphasis: Emphasis?
    /// An attachment the service extension added: a thumbnail beside the text, the picture
    /// above it when expanded.
    public var attachment: Bool
    public var actions: [Action]
    /// `aps.thread-id`; nil: the app's group.
    public var threadID: String?
    /// Why the system shows nothing (a silent push, a suppressed one, the app's own toast);
    /// nil when it shows the notification.
    public var notShown: String?
    /// A communication notification's message: its avatar is drawn in the icon's place, and
    /// `title` and `subtitle` are already its names (docs/preview.md, "Communication
    /// notifications").
    public var communication: CommunicationIntent?

    init(
        input: String, appName: String, title: String?, subtitle: String?, body: String?, emphasis: Emphasis?, attachment: Bool,
        actions: [Action], threadID: String?, notShown: String?, communication: CommunicationIntent? = nil
    ) {
        self.input = input
        self.appName = appName
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.emphasis = emphasis
        self.attachment = attachment
        self.actions = actions
        self.threadID = threadID
        self.notShown = notShown
        self.communication = communication
    }

    /// The notification `report` says the system showed, to `app`, with its category's actions.
    init(report: DeliveryReport, app: AppModel) {
        let actions = report.notification.flatMap { notification in
            notification.category.flatMap(app.category(named:))?.actions(for: notification)
        }
        self.init(report: report, appName: app.name, actions: actions ?? [])
    }

    /// The notification `report` says the system showed, with `actions` from its category.
    init(report: DeliveryReport, appName: String, actions: [NotificationAction]) {
        input = report.input
        self.appName = appName
        let presentation = report.presentation
        title = presentation?.title
        subtitle = presentation?.subtitle
        body = presentation?.body
        communication = presentation?.communication
        switch report.appliedInterruptionLevel {
        case .timeSensitive?: emphasis = .timeSensitive
        case .critical?: emphasis = .critical
        default: emphasis = nil
        }
        attachment = report.serviceExtension?.attachments.contains { $0.attached } ?? false
        self.actions = actions.map { Action(title: $0.title, destructive: $0.destructive) }
        threadID = report.notification?.threadID
        notShown = Self.whyNotShown(report)
    }

    /// Nil when the system draws the notification: a banner, or one put in the list; else the
    /// outcome, and who decided it.
    private static func whyNotShown(_ report: DeliveryReport) -> String? {
        if let check = report.check, check.verdict != .valid { return "the payload is \(check.verdict.rawValue)" }
        guard systemDraws(report), let presentation = report.presentation else {
            if let options = report.presentationOptions, report.presentation != nil, report.presentedAs != "toast" {
                return "the app presents it without a banner or a place in Notification Center (\(options.map(\.rawValue).joined(separator: ", ")))"
            }
            var reason = report.outcome.rawValue
            if let by = report.suppressedBy ?? report.handledBy { reason += " by \(by)" }
            if report.presentedAs == "toast" { reason = "the app shows its own toast, not the system's notification" }
            return reason
        }
        let hasText = [presentation.title, presentation.subtitle, presentation.body].contains { !($0 ?? "").isEmpty }
        return hasText ? nil : "no text to show"
    }

    /// Whether the system draws the notification `report` delivered: as a banner, or in
    /// Notification Center. Not the app's own toast, not one the system or the user's settings
    /// kept from view, not one the foreground app presents with neither `banner` nor `list`
    /// (only its sound or badge: `UNNotificationPresentationOptions`, docs/app-model.md).
    static func systemDraws(_ report: DeliveryReport) -> Bool {
        // Asked of every delivery a replay makes: a length first, as a string comparison that
        // fails costs hundreds of instructions (docs/performance.md, "Truncated text in replay").
        guard report.presentation != nil, let shownAs = report.presentedAs, shownAs.utf8.count != 5 || shownAs != "toast" else { return false }
        guard let options = report.presentationOptions else { return true }
        return options.contains(.banner) || options.contains(.list)
    }
}
