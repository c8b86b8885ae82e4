/// Everything one delivery did, for text, JSON and expectations.
public struct DeliveryReport: Sendable {
    public struct Observer: Sendable, Equatable {
        public var screen: String
        /// False for a screen in memory whose view is not loaded: its state was updated, its
        /// view was skipped.
        public var viewLoaded: Bool
    }

    /// Every field, in one box shared by copies until one of them changes (copy on write): a
    /// report is handed from the app to the worker, the comparison and the renderers, and as a
    /// plain struct each copy retained and released every one of its fields; returning it from
    /// an async function also copied it (docs/performance.md, "Delivery internals: the third round").
    struct Fields: Sendable {
        var input: String
        var checkBox: OutOfLine<PayloadCheck>?
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
        var serviceExtensionBox: OutOfLine<ServiceExtensionReport>?
        var limitExceededBox: OutOfLine<EvaluationLimitExceeded>?
        var trace: [TraceStep]
    }

    /// A field kept out of the box: the payload's check (704 bytes) and the service extension's
    /// report (256) would make the fields 1,464 bytes, and glibc serves a request that large
    /// from its large bins, consolidating its fast bins first (`malloc_consolidate`), once per
    /// delivery; out of line the box takes under 1 KiB, which its per-thread cache serves, and a
    /// report handing its check on costs a retain, not a copy (docs/performance.md, "Delivery
    /// internals: the third round").
    final class OutOfLine<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Mutated only while uniquely referenced (`fieldsToChange`), like the standard library's
    /// own copy-on-write buffers: a shared box is never written, so sending one is safe. Every
    /// access to `fields` happens inside one accessor below, so no two can overlap.
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The fields, unshared first if another copy holds them.
    private var fieldsToChange: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// The payload file's name, or the URL that was opened.
    public var input: String {
        get { storage.fields.input }
        _modify { yield &fieldsToChange.fields.input }
    }

    /// The payload's verdict (nil for a deep link opened with `pushsim open`).
    public var check: PayloadCheck? {
        get { storage.fields.checkBox?.value }
        set { fieldsToChange.fields.checkBox = newValue.map(OutOfLine.init) }
    }

    /// The deep link, for `pushsim open`.
    public var url: String? {
        get { storage.fields.url }
        _modify { yield &fieldsToChange.fields.url }
    }

    public var state: AppState {
        get { storage.fields.state }
        _modify { yield &fieldsToChange.fields.state }
    }

    /// The app's state once the delivery is over: active after the user opened the
    /// notification, background after a content-available push launched it (docs/delivery.md,
    /// "Several pushes to one app").
    public var stateAfter: AppState {
        get { storage.fields.stateAfter }
        _modify { yield &fieldsToChange.fields.stateAfter }
    }

    public var tap: TapAction {
        get { storage.fields.tap }
        _modify { yield &fieldsToChange.fields.tap }
    }

    public var notification: AppNotification? {
        get { storage.fields.notification }
        _modify { yield &fieldsToChange.fields.notification }
    }

    public var outcome: DeliveryOutcome {
        get { storage.fields.outcome }
        _modify { yield &fieldsToChange.fields.outcome }
    }

    /// Why, for the outcomes that need one (unknown event, failed load…).
    public var reason: String? {
        get { storage.fields.reason }
        _modify { yield &fieldsToChange.fields.reason }
    }

    public var suppressedBy: String? {
        get { storage.fields.suppressedBy }
        _modify { yield &fieldsToChange.fields.suppressedBy }
    }

    public var handledBy: String? {
        get { storage.fields.handledBy }
        _modify { yield &fieldsToChange.fields.handledBy }
    }

    /// What the app (toast) or the system (banner) showed, if anything.
    public var presentation: Presentation? {
        get { storage.fields.presentation }
        _modify { yield &fieldsToChange.fields.presentation }
    }

    public var presentedAs: String? {
        get { storage.fields.presentedAs }
        _modify { yield &fieldsToChange.fields.presentedAs }
    }

    /// What the system did with it when the interruption level, Focus or the user's settings
    /// changed it from a plain banner with its sound and badge; nil otherwise.
    public var system: SystemPresentation? {
        get { storage.fields.system }
        _modify { yield &fieldsToChange.fields.system }
    }

    /// The device the push arrived on (Focus, authorization).
    public var device: DeviceSettings {
        get { storage.fields.device }
        _modify { yield &fieldsToChange.fields.device }
    }

    /// The `willPresent` answer in the foreground, and who gave it (models that declare
    /// presentation options, schemaVersion 2).
    public var presentationOptions: [PresentationOption]? {
        get { storage.fields.presentationOptions }
        _modify { yield &fieldsToChange.fields.presentationOptions }
    }

    public var presentationChosenBy: String? {
        get { storage.fields.presentationChosenBy }
        _modify { yield &fieldsToChange.fields.presentationChosenBy }
    }

    /// Whether the app drew its own in-app banner beside the system's presentation (models
    /// that declare `foreground.toast`).
    public var appToast: Bool? {
        get { storage.fields.appToast }
        _modify { yield &fieldsToChange.fields.appToast }
    }

    /// The account the app switched to before opening the notification (schemaVersion 2).
    public var accountSwitchedTo: String? {
        get { storage.fields.accountSwitchedTo }
        _modify { yield &fieldsToChange.fields.accountSwitchedTo }
    }

    /// The account that was active before the switch (nil: none).
    public var accountBefore: String? {
        get { storage.fields.accountBefore }
        _modify { yield &fieldsToChange.fields.accountBefore }
    }

    public var action: String? {
        get { storage.fields.action }
        _modify { yield &fieldsToChange.fields.action }
    }

    /// What the user typed for a text-input action (`""` when they sent nothing); nil for
    /// anything else (docs/delivery.md, "Taps and actions").
    public var typedText: String? {
        get { storage.fields.typedText }
        _modify { yield &fieldsToChange.fields.typedText }
    }

    /// The chosen action's options: `authenticationRequired`, `destructive`.
    public var actionOptions: [String] {
        get { storage.fields.actionOptions }
        _modify { yield &fieldsToChange.fields.actionOptions }
    }

    public var route: String? {
        get { storage.fields.route }
        _modify { yield &fieldsToChange.fields.route }
    }

    /// What the user sees before and after: the selected tab's stack and any modals over it.
    public var stackBefore: NavigationLayout {
        get { storage.fields.stackBefore }
        _modify { yield &fieldsToChange.fields.stackBefore }
    }

    public var stackAfter: NavigationLayout {
        get { storage.fields.stackAfter }
        _modify { yield &fieldsToChange.fields.stackAfter }
    }

    /// The stack the app launched on during the delivery (a tap, a link, a content-available
    /// push launched it); nil when it was running already or did not launch.
    public var launchStack: NavigationLayout? {
        get { storage.fields.launchStack }
        _modify { yield &fieldsToChange.fields.launchStack }
    }

    /// Every tab's stack afterwards, in tab-bar order (apps with a tab bar).
    public var tabsAfter: [StackDescription]? {
        get { storage.fields.tabsAfter }
        _modify { yield &fieldsToChange.fields.tabsAfter }
    }

    public var badgeBefore: Int64? {
        get { storage.fields.badgeBefore }
        _modify { yield &fieldsToChange.fields.badgeBefore }
    }

    public var badgeAfter: Int64? {
        get { storage.fields.badgeAfter }
        _modify { yield &fieldsToChange.fields.badgeAfter }
    }

    public var observers: [Observer] {
        get { storage.fields.observers }
        _modify { yield &fieldsToChange.fields.observers }
    }

    /// What the app's handlers did, in order (schemaVersion 2, docs/delivery.md, "Handlers").
    public var handlerEffects: [HandlerEffect] {
        get { storage.fields.handlerEffects }
        _modify { yield &fieldsToChange.fields.handlerEffects }
    }

    /// The notification this one replaced in Notification Center (the same `apns-collapse-id`),
    /// as scenarios name it (`THREAD-ID: Title — Body`); nil when it replaced none.
    public var replaced: String? {
        get { storage.fields.replaced }
        _modify { yield &fieldsToChange.fields.replaced }
    }

    /// What the app's notification service extension did (docs/delivery.md, "Notification
    /// service extension"); nil when it was not involved.
    public var serviceExtension: ServiceExtensionReport? {
        get { storage.fields.serviceExtensionBox?.value }
        set { fieldsToChange.fields.serviceExtensionBox = newValue.map(OutOfLine.init) }
    }

    /// Why the delivery was stopped, when the app model computed past the evaluation limit
    /// (outcome `limit-exceeded`; docs/conditions.md, "Limits"). Out of line, as the service
    /// extension's report: most reports have none.
    public var limitExceeded: EvaluationLimitExceeded? {
        get { storage.fields.limitExceededBox?.value }
        set { fieldsToChange.fields.limitExceededBox = newValue.map(OutOfLine.init) }
    }

    public var trace: [TraceStep] {
        get { storage.fields.trace }
        _modify { yield &fieldsToChange.fields.trace }
    }

    init(check: PayloadCheck?, url: String? = nil, state: AppState, tap: TapAction, stack: NavigationLayout, badge: Int64?) {
        storage = Storage(
            Fields(
                input: url ?? check?.source.description ?? "", checkBox: check.map(OutOfLine.init), url: url, state: state, stateAfter: state, tap: tap,
                outcome: .invalid, stackBefore: stack, stackAfter: stack, badgeBefore: badge, badgeAfter: badge, observers: [],
                trace: []))
    }
}
