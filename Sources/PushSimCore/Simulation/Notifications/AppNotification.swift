/// The app's own notification value, made from a payload as soon as it arrives (docs/architecture.md,
/// "Notification object"): the event type from the app's
/// finite set, the object id, the routing URL, whether it is silent, what it shows.
public struct AppNotification: Sendable, Equatable {
    public enum Event: Sendable, Equatable {
        /// One of the app's event types.
        case known(EventType)
        /// An event-type value the app does not declare: an explicit outcome, never a guess.
        case unknown(String)
        /// The payload carries no event type.
        case none
    }

    /// Every field, in one copy-on-write box (docs/architecture.md, "Speed behind a fence"): a
    /// notification is copied into the report, Notification Center's list, the destination and
    /// the handlers' calls, and a copy of the box is one retain where a copy of the fields
    /// retained and released its forty-odd strings, arrays and dictionaries. Equal as the fields.
    ///
    /// Read through `get`, not `_read`: the delivery's async functions read these, and a `_read`
    /// coroutine is not inlined into an async function, where each read then copies the field
    /// (`alert?.hasVisibleText` a whole `AlertContent`); an inlined `get` copies nothing.
    private struct Fields: Sendable, Equatable {
        var event: Event
        var objectID: String?
        var routingURL: String?
        var isSilent: Bool
        var contentAvailable = false
        var alert: AlertContent?
        var category: String?
        var badge: Int64?
        var sound: String?
        var threadID: String?
        var targetContentID: String?
        var relevanceScore: Double?
        var interruptionLevel: APS.InterruptionLevel?
        var collapseID: String?
        var communication: CommunicationIntent?
        var localIdentifier: String?
        var arrival: Int?
        var routingFields: [String: String] = [:]
        var parameters: [String: JSONValue] = [:]
        var variant: String?
        var context: ConditionContext?
    }

    private var fields: CopyOnWrite<Fields>

    public var event: Event { get { fields.value.event } _modify { yield &fields.value.event } }
    public var objectID: String? { get { fields.value.objectID } _modify { yield &fields.value.objectID } }
    public var routingURL: String? { get { fields.value.routingURL } _modify { yield &fields.value.routingURL } }
    public var isSilent: Bool { get { fields.value.isSilent } _modify { yield &fields.value.isSilent } }

    /// `aps.content-available` is 1: the app's background handler runs, with or without an
    /// alert (docs/delivery.md, "Content-available").
    public var contentAvailable: Bool { get { fields.value.contentAvailable } _modify { yield &fields.value.contentAvailable } }

    public var alert: AlertContent? { get { fields.value.alert } _modify { yield &fields.value.alert } }
    public var category: String? { get { fields.value.category } _modify { yield &fields.value.category } }
    public var badge: Int64? { get { fields.value.badge } _modify { yield &fields.value.badge } }
    public var sound: String? { get { fields.value.sound } _modify { yield &fields.value.sound } }

    /// `aps.thread-id`: the group Notification Center shows it in (docs/delivery.md, "Grouping,
    /// scenes, the summary and replacement").
    public var threadID: String? { get { fields.value.threadID } _modify { yield &fields.value.threadID } }

    /// `aps.target-content-id`: which of the app's scenes (windows) a tap brings forward.
    public var targetContentID: String? { get { fields.value.targetContentID } _modify { yield &fields.value.targetContentID } }

    /// `aps.relevance-score` (0…1): how the system ranks it in the notification summary.
    public var relevanceScore: Double? { get { fields.value.relevanceScore } _modify { yield &fields.value.relevanceScore } }

    /// `aps.interruption-level`, as a service extension may rewrite it (docs/delivery.md,
    /// "Notification service extension").
    public var interruptionLevel: APS.InterruptionLevel? { get { fields.value.interruptionLevel } _modify { yield &fields.value.interruptionLevel } }

    /// The message its service extension donated before delivering `content.updating(from:)`:
    /// then it is a communication notification (docs/app-model.md, "Version 3"); nil otherwise.
    public var communication: CommunicationIntent? { get { fields.value.communication } _modify { yield &fields.value.communication } }

    /// `apns-collapse-id`: a later notification with the same id replaces this one.
    public var collapseID: String? { get { fields.value.collapseID } _modify { yield &fields.value.collapseID } }

    /// `UNNotificationRequest.identifier`: the `apns-collapse-id` when the push was sent with
    /// one, else the identifier iOS generates for it (docs/delivery.md, "Request identifiers");
    /// nil for a deep link, which is no notification.
    /// Made when asked, not at each arrival: most deliveries never read it (docs/performance.md).
    public var requestIdentifier: String? { localIdentifier ?? collapseID ?? arrival.map(RequestIdentifier.generated) }

    /// The identifier of a local notification request (version 3; docs/delivery.md, "Local
    /// notifications"): the app's own, or generated; nil for a remote notification.
    public var localIdentifier: String? { get { fields.value.localIdentifier } _modify { yield &fields.value.localIdentifier } }

    /// The identifier that replaces a delivered notification with the same one, as iOS does:
    /// a local request's, or the `apns-collapse-id` a push was sent with; generated ones are
    /// unique and replace nothing.
    var replacingIdentifier: String? { localIdentifier ?? collapseID }

    /// Whether it is a local notification the app requested (version 3).
    public var isLocal: Bool { localIdentifier != nil }

    /// Its place among the remote notifications the app received (1 for the first), which names
    /// one sent without `apns-collapse-id`; nil for a deep link.
    public var arrival: Int? { get { fields.value.arrival } _modify { yield &fields.value.arrival } }

    /// The payload's top-level fields as route parameters, kept so that a tap later, from
    /// Notification Center, routes it as the tap on its banner would have.
    public var routingFields: [String: String] { get { fields.value.routingFields } _modify { yield &fields.value.routingFields } }

    /// The model's declared parameters, resolved from the payload (schemaVersion 2).
    public var parameters: [String: JSONValue] { get { fields.value.parameters } _modify { yield &fields.value.parameters } }

    /// The event's variant that applies, by name (schemaVersion 2).
    public var variant: String? { get { fields.value.variant } _modify { yield &fields.value.variant } }

    /// What the app model's conditions read of it (schemaVersion 2).
    public var context: ConditionContext? { get { fields.value.context } _modify { yield &fields.value.context } }

    public var eventName: String? {
        switch event {
        case .known(let type): return type.name
        case .unknown(let name): return name
        case .none: return nil
        }
    }

    // Borrowed: the caller need not copy the model (every field retained) to make one
    // (docs/performance.md, "Delivery internals").
    public init(payload: borrowing Payload, model: borrowing AppModel) {
        let json = JSONValue.object(payload.json)
        let event: Event
        switch json.value(atKeyPath: model.mapping.eventTypeKey) {
        case .string(let name)?:
            event = model.event(named: name).map(Event.known) ?? .unknown(name)
        case let other?:
            event = .unknown(JSONWriter.string(other))
        case nil:
            event = .none
        }
        let objectID: String?
        switch json.value(atKeyPath: model.mapping.objectIDKey) {
        case .string(let text)? where !text.isEmpty: objectID = text
        case .integer(let number)?: objectID = String(number)
        default: objectID = nil
        }
        let aps = payload.aps
        fields = CopyOnWrite(
            Fields(
                event: event, objectID: objectID,
                routingURL: model.mapping.routingURLKey.flatMap { json.value(atKeyPath: $0)?.stringValue },
                isSilent: aps.isSilent, contentAvailable: aps.contentAvailable, alert: aps.alert?.content,
                category: aps.category, badge: aps.badge, sound: aps.sound?.name, threadID: aps.threadID,
                targetContentID: aps.targetContentID, relevanceScore: aps.relevanceScore, interruptionLevel: aps.interruptionLevel))
    }

    /// A deep link opened from outside: nothing but its URL, which decides where it leads.
    init(deepLink url: String) {
        fields = CopyOnWrite(Fields(event: .none, routingURL: url, isSilent: false))
    }

    /// With a routing URL the URL decides (docs/router.md, "Routing URLs inside payloads"): the
    /// route supplies the object id, and the event when it names one — whatever event the
    /// payload names — so its variants, observers, handlers and reports are those of the event
    /// the app opens.
    func resolving(_ target: RouteTarget?, in model: AppModel) -> AppNotification {
        var resolved = self
        resolved.resolve(target, in: model)
        return resolved
    }

    /// `resolving(_:in:)` in place.
    mutating func resolve(_ target: RouteTarget?, in model: AppModel) {
        guard let target else { return }
        if let id = target.objectID { objectID = id }
        if let name = target.eventName, let event = model.event(named: name) { self.event = .known(event) }
    }

    /// "new_message 42" or "new_message" — how traces name it.
    public var summary: String {
        var parts: [String] = []
        switch event {
        case .known(let type): parts.append("event \(type.name)")
        case .unknown(let name): parts.append("event \(name) (unknown)")
        case .none: parts.append("no event type")
        }
        parts.append(objectID.map { "object \($0)" } ?? "no object id")
        if let routingURL { parts.append("url \(routingURL)") }
        return parts.joined(separator: ", ")
    }
}
