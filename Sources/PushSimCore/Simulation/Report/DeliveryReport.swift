/// Everything one delivery did, for text, JSON and expectations.
public struct DeliveryReport: Sendable {
    public struct Observer: Sendable, Equatable {
        public var screen: String
        /// False for a screen in memory whose view is not loaded: its state was updated, its
        /// view was skipped.
        public var viewLoaded: Bool
    }

    /// Every field, in one copy-on-write box (docs/architecture.md, "Speed behind a fence"): a
    /// report is handed from the app to the worker, the comparison and the renderers, and
    /// returning it from an async function copies it; a copy of the box is one retain where a
    /// copy of the fields retained and released every one of them. Read through `get`, as
    /// `AppNotification` is: the delivery's async functions read it.
    private struct Fields: Sendable {
        var input: String
        /// The payload's check, the service extension's report and the evaluation limit's
        /// report each have a box of their own: in line they would take the fields past 1 KiB,
        /// and glibc serves a request that large from its large bins, consolidating its fast
        /// bins first (`malloc_consolidate`), once per delivery; out of line the fields take
        /// about half that, which its per-thread cache serves, and a report handing its check
        /// on costs a retain, not a copy. Most reports have no service extension's or limit's
        /// report at all.
        var check: CopyOnWrite<PayloadCheck>?
        var url: String?
        var state: AppState
        var stateAfter: AppState
        var tap: TapAction
        var notification: AppNotification?
        var outcome: DeliveryOutcome
        var reason: String?
        var suppressedBy: String?
        var handledBy: String?
        var presentation: Presentation?
        var presentedAs: String?
        var system: SystemPresentation?
        var device: DeviceSettings = DeviceSettings()
        var presentationOptions: [PresentationOption]?
        var presentationChosenBy: String?
        var appToast: Bool?
        var accountSwitchedTo: String?
        var accountBefore: String?
        var action: String?
        var typedText: String?
        var actionOptions: [String] = []
        var route: String?
        var stackBefore: NavigationLayout
        var stackAfter: NavigationLayout
        var launchStack: NavigationLayout?
        var tabsAfter: [StackDescription]?
        var badgeBefore: Int64?
        var badgeAfter: Int64?
        var observers: [Observer]
        var handlerEffects: [HandlerEffect] = []
        var replaced: String?
        var serviceExtension: CopyOnWrite<ServiceExtensionReport>?
        var limitExceeded: CopyOnWrite<EvaluationLimitExceeded>?
        var trace: [TraceStep]
    }

    private var fields: CopyOnWrite<Fields>

    /// The payload file's name, or the URL that was opened.
    public var input: String { get { fields.value.input } _modify { yield &fields.value.input } }

    /// The payload's verdict (nil for a deep link opened with `pushsim open`).
    public var check: PayloadCheck? {
        get { fields.value.check?.value }
        set { fields.value.check = newValue.map(CopyOnWrite.init) }
    }

    /// The deep link, for `pushsim open`.
    public var url: String? { get { fields.value.url } _modify { yield &fields.value.url } }

    public var state: AppState { get { fields.value.state } _modify { yield &fields.value.state } }

    /// The app's state once the delivery is over: active after the user opened the
    /// notification, background after a content-available push launched it (docs/delivery.md,
    /// "Several pushes to one app").
    public var stateAfter: AppState { get { fields.value.stateAfter } _modify { yield &fields.value.stateAfter } }

    public var tap: TapAction { get { fields.value.tap } _modify { yield &fields.value.tap } }

    public var notification: AppNotification? { get { fields.value.notification } _modify { yield &fields.value.notification } }

    public var outcome: DeliveryOutcome { get { fields.value.outcome } _modify { yield &fields.value.outcome } }

    /// Why, for the outcomes that need one (unknown event, failed load…).
    public var reason: String? { get { fields.value.reason } _modify { yield &fields.value.reason } }

    public var suppressedBy: String? { get { fields.value.suppressedBy } _modify { yield &fields.value.suppressedBy } }

    public var handledBy: String? { get { fields.value.handledBy } _modify { yield &fields.value.handledBy } }

    /// What the app (toast) or the system (banner) showed, if anything.
    public var presentation: Presentation? { get { fields.value.presentation } _modify { yield &fields.value.presentation } }

    public var presentedAs: String? { get { fields.value.presentedAs } _modify { yield &fields.value.presentedAs } }

    /// What the system did with it when the interruption level, Focus or the user's settings
    /// changed it from a plain banner with its sound and badge; nil otherwise.
    public var system: SystemPresentation? { get { fields.value.system } _modify { yield &fields.value.system } }

    /// The interruption level the system applied: the payload's, but `active` for a critical
    /// one the app has no entitlement for (`SystemPresentation.level`).
    var appliedInterruptionLevel: APS.InterruptionLevel? { system?.level ?? notification?.interruptionLevel }

    /// The device the push arrived on (Focus, authorization).
    public var device: DeviceSettings { get { fields.value.device } _modify { yield &fields.value.device } }

    /// The `willPresent` answer in the foreground, and who gave it (models that declare
    /// presentation options, schemaVersion 2).
    public var presentationOptions: [PresentationOption]? { get { fields.value.presentationOptions } _modify { yield &fields.value.presentationOptions } }

    public var presentationChosenBy: String? { get { fields.value.presentationChosenBy } _modify { yield &fields.value.presentationChosenBy } }

    /// Whether the app drew its own in-app banner beside the system's presentation (models
    /// that declare `foreground.toast`).
    public var appToast: Bool? { get { fields.value.appToast } _modify { yield &fields.value.appToast } }

    /// The account the app switched to before opening the notification (schemaVersion 2).
    public var accountSwitchedTo: String? { get { fields.value.accountSwitchedTo } _modify { yield &fields.value.accountSwitchedTo } }

    /// The account that was active before the switch (nil: none).
    public var accountBefore: String? { get { fields.value.accountBefore } _modify { yield &fields.value.accountBefore } }

    public var action: String? { get { fields.value.action } _modify { yield &fields.value.action } }

    /// What the user typed for a text-input action (`""` when they sent nothing); nil for
    /// anything else (docs/delivery.md, "Taps and actions").
    public var typedText: String? { get { fields.value.typedText } _modify { yield &fields.value.typedText } }

    /// The chosen action's options: `authenticationRequired`, `destructive`.
    public var actionOptions: [String] { get { fields.value.actionOptions } _modify { yield &fields.value.actionOptions } }

    public var route: String? { get { fields.value.route } _modify { yield &fields.value.route } }

    /// What the user sees before and after: the selected tab's stack and any modals over it.
    public var stackBefore: NavigationLayout { get { fields.value.stackBefore } _modify { yield &fields.value.stackBefore } }

    public var stackAfter: NavigationLayout { get { fields.value.stackAfter } _modify { yield &fields.value.stackAfter } }

    /// The stack the app launched on during the delivery (a tap, a link, a content-available
    /// push launched it); nil when it was running already or did not launch.
    public var launchStack: NavigationLayout? { get { fields.value.launchStack } _modify { yield &fields.value.launchStack } }

    /// Every tab's stack afterwards, in tab-bar order (apps with a tab bar).
    public var tabsAfter: [StackDescription]? { get { fields.value.tabsAfter } _modify { yield &fields.value.tabsAfter } }

    public var badgeBefore: Int64? { get { fields.value.badgeBefore } _modify { yield &fields.value.badgeBefore } }

    public var badgeAfter: Int64? { get { fields.value.badgeAfter } _modify { yield &fields.value.badgeAfter } }

    public var observers: [Observer] { get { fields.value.observers } _modify { yield &fields.value.observers } }

    /// What the app's handlers did, in order (schemaVersion 2, docs/delivery.md, "Handlers").
    public var handlerEffects: [HandlerEffect] { get { fields.value.handlerEffects } _modify { yield &fields.value.handlerEffects } }

    /// The notification this one replaced in Notification Center (the same `apns-collapse-id`),
    /// as scenarios name it (`THREAD-ID: Title — Body`); nil when it replaced none.
    public var replaced: String? { get { fields.value.replaced } _modify { yield &fields.value.replaced } }

    /// What the app's notification service extension did (docs/delivery.md, "Notification
    /// service extension"); nil when it was not involved.
    public var serviceExtension: ServiceExtensionReport? {
        get { fields.value.serviceExtension?.value }
        set { fields.value.serviceExtension = newValue.map(CopyOnWrite.init) }
    }

    /// Why the delivery was stopped, when the app model computed past the evaluation limit
    /// (outcome `limit-exceeded`; docs/conditions.md, "Limits").
    public var limitExceeded: EvaluationLimitExceeded? {
        get { fields.value.limitExceeded?.value }
        set { fields.value.limitExceeded = newValue.map(CopyOnWrite.init) }
    }

    public var trace: [TraceStep] { get { fields.value.trace } _modify { yield &fields.value.trace } }

    init(check: PayloadCheck?, url: String? = nil, state: AppState, tap: TapAction, stack: NavigationLayout, badge: Int64?) {
        fields = CopyOnWrite(
            Fields(
                input: url ?? check?.source.description ?? "", check: check.map(CopyOnWrite.init), url: url, state: state, stateAfter: state, tap: tap,
                outcome: .invalid, stackBefore: stack, stackAfter: stack, badgeBefore: badge, badgeAfter: badge, observers: [],
                trace: []))
    }
}
