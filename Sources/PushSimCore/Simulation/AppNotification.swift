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

    public var event: Event
    public var objectID: String?
    public var routingURL: String?
    public var isSilent: Bool
    /// `aps.content-available` is 1: the app's background handler runs, with or without an
    /// alert (docs/delivery.md, "Content-available").
    public var contentAvailable = false
    public var alert: AlertContent?
    public var category: String?
    public var badge: Int64?
    public var sound: String?
    /// `aps.thread-id`: the group Notification Center shows it in (docs/delivery.md, "Grouping,
    /// scenes, the summary and replacement").
    public var threadID: String?
    /// `aps.target-content-id`: which of the app's scenes (windows) a tap brings forward.
    public var targetContentID: String?
    /// `aps.relevance-score` (0…1): how the system ranks it in the notification summary.
    public var relevanceScore: Double?
    /// `apns-collapse-id`: a later notification with the same id replaces this one.
    public var collapseID: String?
    /// The payload's top-level fields as route parameters, kept so that a tap later, from
    /// Notification Center, routes it as the tap on its banner would have.
    public var routingFields: [String: String] = [:]
    /// The model's declared parameters, resolved from the payload (schemaVersion 2).
    public var parameters: [String: JSONValue] = [:]
    /// The event's variant that applies, by name (schemaVersion 2).
    public var variant: String?
    /// What the app model's conditions read of it (schemaVersion 2).
    public var context: ConditionContext?

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
        switch json.value(atKeyPath: model.mapping.eventTypeKey) {
        case .string(let name)?:
            event = model.event(named: name).map(Event.known) ?? .unknown(name)
        case let other?:
            event = .unknown(JSONWriter.string(other))
        case nil:
            event = .none
        }
        switch json.value(atKeyPath: model.mapping.objectIDKey) {
        case .string(let text)? where !text.isEmpty: objectID = text
        case .integer(let number)?: objectID = String(number)
        default: objectID = nil
        }
        routingURL = model.mapping.routingURLKey.flatMap { json.value(atKeyPath: $0)?.stringValue }
        isSilent = payload.aps.isSilent
        contentAvailable = payload.aps.contentAvailable
        alert = payload.aps.alert?.content
        category = payload.aps.category
        badge = payload.aps.badge
        sound = payload.aps.sound?.name
        threadID = payload.aps.threadID
        targetContentID = payload.aps.targetContentID
        relevanceScore = payload.aps.relevanceScore
    }

    /// A deep link opened from outside: nothing but its URL, which decides where it leads.
    init(deepLink url: String) {
        event = .none
        routingURL = url
        isSilent = false
    }

    /// With a routing URL, the route supplies the object id, and the event type when the
    /// payload gives none, so observers and reports see what the app will act on.
    func resolving(_ target: RouteTarget?, in model: AppModel) -> AppNotification {
        guard let target else { return self }
        var resolved = self
        if let id = target.objectID { resolved.objectID = id }
        if let name = target.eventName, let event = model.event(named: name), eventName == nil || eventName == name {
            resolved.event = .known(event)
        }
        return resolved
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
