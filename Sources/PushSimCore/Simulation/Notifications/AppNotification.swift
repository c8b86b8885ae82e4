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

    /// Every field, in one box shared by copies until one of them changes (copy on write). A
    /// notification is copied into the report, Notification Center's list, the destination and
    /// the handlers' calls; as a plain struct each copy retained and released its forty-odd
    /// strings, arrays and dictionaries (docs/performance.md, "Delivery internals: the third round").
    struct Fields: Sendable, Equatable {
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
        var collapseID: String?
        var routingFields: [String: String] = [:]
        var parameters: [String: JSONValue] = [:]
        var variant: String?
        var context: ConditionContext?
    }

    /// Mutated only while uniquely referenced (`fieldsToChange`), like the standard library's
    /// own copy-on-write buffers: a shared box is never written, so sending one is safe. Every
    /// access to `fields` is instantaneous (inside one accessor below), so no two can overlap.
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

    public static func == (lhs: AppNotification, rhs: AppNotification) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public var event: Event {
        get { storage.fields.event }
        set { fieldsToChange.fields.event = newValue }
    }

    public var objectID: String? {
        get { storage.fields.objectID }
        set { fieldsToChange.fields.objectID = newValue }
    }

    public var routingURL: String? {
        get { storage.fields.routingURL }
        set { fieldsToChange.fields.routingURL = newValue }
    }

    public var isSilent: Bool {
        get { storage.fields.isSilent }
        set { fieldsToChange.fields.isSilent = newValue }
    }

    /// `aps.content-available` is 1: the app's background handler runs, with or without an
    /// alert (docs/delivery.md, "Content-available").
    public var contentAvailable: Bool {
        get { storage.fields.contentAvailable }
        set { fieldsToChange.fields.contentAvailable = newValue }
    }

    public var alert: AlertContent? {
        get { storage.fields.alert }
        set { fieldsToChange.fields.alert = newValue }
    }

    public var category: String? {
        get { storage.fields.category }
        set { fieldsToChange.fields.category = newValue }
    }

    public var badge: Int64? {
        get { storage.fields.badge }
        set { fieldsToChange.fields.badge = newValue }
    }

    public var sound: String? {
        get { storage.fields.sound }
        set { fieldsToChange.fields.sound = newValue }
    }

    /// `aps.thread-id`: the group Notification Center shows it in (docs/delivery.md, "Grouping,
    /// scenes, the summary and replacement").
    public var threadID: String? {
        get { storage.fields.threadID }
        set { fieldsToChange.fields.threadID = newValue }
    }

    /// `aps.target-content-id`: which of the app's scenes (windows) a tap brings forward.
    public var targetContentID: String? {
        get { storage.fields.targetContentID }
        set { fieldsToChange.fields.targetContentID = newValue }
    }

    /// `aps.relevance-score` (0…1): how the system ranks it in the notification summary.
    public var relevanceScore: Double? {
        get { storage.fields.relevanceScore }
        set { fieldsToChange.fields.relevanceScore = newValue }
    }

    /// `apns-collapse-id`: a later notification with the same id replaces this one.
    public var collapseID: String? {
        get { storage.fields.collapseID }
        set { fieldsToChange.fields.collapseID = newValue }
    }

    /// The payload's top-level fields as route parameters, kept so that a tap later, from
    /// Notification Center, routes it as the tap on its banner would have.
    public var routingFields: [String: String] {
        get { storage.fields.routingFields }
        set { fieldsToChange.fields.routingFields = newValue }
    }

    /// The model's declared parameters, resolved from the payload (schemaVersion 2).
    public var parameters: [String: JSONValue] {
        get { storage.fields.parameters }
        set { fieldsToChange.fields.parameters = newValue }
    }

    /// The event's variant that applies, by name (schemaVersion 2).
    public var variant: String? {
        get { storage.fields.variant }
        set { fieldsToChange.fields.variant = newValue }
    }

    /// What the app model's conditions read of it (schemaVersion 2).
    public var context: ConditionContext? {
        get { storage.fields.context }
        set { fieldsToChange.fields.context = newValue }
    }

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
        storage = Storage(
            Fields(
                event: event, objectID: objectID,
                routingURL: model.mapping.routingURLKey.flatMap { json.value(atKeyPath: $0)?.stringValue },
                isSilent: aps.isSilent, contentAvailable: aps.contentAvailable, alert: aps.alert?.content,
                category: aps.category, badge: aps.badge, sound: aps.sound?.name, threadID: aps.threadID,
                targetContentID: aps.targetContentID, relevanceScore: aps.relevanceScore))
    }

    /// A deep link opened from outside: nothing but its URL, which decides where it leads.
    init(deepLink url: String) {
        storage = Storage(Fields(event: .none, routingURL: url, isSilent: false))
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
