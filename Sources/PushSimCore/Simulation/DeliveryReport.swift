/// Everything one delivery did, for text, JSON and expectations.
public struct DeliveryReport: Sendable {
    public struct Observer: Sendable, Equatable {
        public var screen: String
        /// False for a screen in memory whose view is not loaded: its state was updated, its
        /// view was skipped.
        public var viewLoaded: Bool
    }

    /// The payload file's name, or the URL that was opened.
    public var input: String
    /// The payload's verdict (nil for a deep link opened with `pushsim open`).
    public var check: PayloadCheck?
    /// The deep link, for `pushsim open`.
    public var url: String?
    public var state: AppState
    /// The app's state once the delivery is over: active after the user opened the
    /// notification, background after a content-available push launched it (docs/delivery.md,
    /// "Several pushes to one app").
    public var stateAfter: AppState
    public var tap: TapAction
    public var notification: AppNotification?
    public var outcome: DeliveryOutcome
    /// Why, for the outcomes that need one (unknown event, failed load…).
    public var reason: String?
    public var suppressedBy: String?
    public var handledBy: String?
    /// What the app (toast) or the system (banner) showed, if anything.
    public var presentation: Presentation?
    public var presentedAs: String?
    /// What the system did with it when the interruption level, Focus or the user's settings
    /// changed it from a plain banner with its sound and badge; nil otherwise.
    public var system: SystemPresentation?
    /// The device the push arrived on (Focus, authorization).
    public var device = DeviceSettings()
    /// The `willPresent` answer in the foreground, and who gave it (models that declare
    /// presentation options, schemaVersion 2).
    public var presentationOptions: [PresentationOption]?
    public var presentationChosenBy: String?
    /// Whether the app drew its own in-app banner beside the system's presentation (models
    /// that declare `foreground.toast`).
    public var appToast: Bool?
    /// The account the app switched to before opening the notification (schemaVersion 2).
    public var accountSwitchedTo: String?
    public var action: String?
    /// What the user typed for a text-input action (`""` when they sent nothing); nil for
    /// anything else (docs/delivery.md, "Taps and actions").
    public var typedText: String?
    /// The chosen action's options: `authenticationRequired`, `destructive`.
    public var actionOptions: [String] = []
    public var route: String?
    /// What the user sees before and after: the selected tab's stack and any modals over it.
    public var stackBefore: NavigationLayout
    public var stackAfter: NavigationLayout
    /// Every tab's stack afterwards, in tab-bar order (apps with a tab bar).
    public var tabsAfter: [StackDescription]?
    public var badgeBefore: Int64?
    public var badgeAfter: Int64?
    public var observers: [Observer]
    /// What the app's handlers did, in order (schemaVersion 2, docs/delivery.md, "Handlers").
    public var handlerEffects: [HandlerEffect] = []
    /// The notification this one replaced in Notification Center (the same `apns-collapse-id`),
    /// as scenarios name it (`THREAD-ID: Title — Body`); nil when it replaced none.
    public var replaced: String?
    /// What the app's notification service extension did (docs/delivery.md, "Notification
    /// service extension"); nil when it was not involved.
    public var serviceExtension: ServiceExtensionReport?
    public var trace: [TraceStep]

    init(check: PayloadCheck?, url: String? = nil, state: AppState, tap: TapAction, stack: NavigationLayout, badge: Int64?) {
        self.input = url ?? check?.source.description ?? ""
        self.check = check
        self.url = url
        self.state = state
        stateAfter = state
        self.tap = tap
        outcome = .invalid
        stackBefore = stack
        stackAfter = stack
        badgeBefore = badge
        badgeAfter = badge
        observers = []
        trace = []
    }
}
