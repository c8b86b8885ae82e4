/// The Live Activity keys of `aps`, present when a payload starts, updates or ends one.
public struct LiveActivity: Sendable, Equatable {
    public enum Event: String, Sendable, CaseIterable {
        case start, update, end
    }

    public var timestamp: Int64?
    /// The raw event string; `knownEvent` is set when it is one Apple documents.
    public var event: String?
    public var contentState: JSONObject?
    public var staleDate: Int64?
    public var dismissalDate: Int64?
    public var attributesType: String?
    public var attributes: JSONObject?
    /// `input-push-token`: 1 asks the system for the started activity's update token.
    public var inputPushToken: Int64?
    /// `input-push-channel`: the broadcast channel the started activity subscribes to.
    public var inputPushChannel: String?

    public init(
        timestamp: Int64? = nil, event: String? = nil, contentState: JSONObject? = nil, staleDate: Int64? = nil,
        dismissalDate: Int64? = nil, attributesType: String? = nil, attributes: JSONObject? = nil
    ) {
        self.timestamp = timestamp
        self.event = event
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.attributesType = attributesType
        self.attributes = attributes
    }

    public var knownEvent: Event? { event.flatMap(Event.init(rawValue:)) }

    public static let keys = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes",
        // A push-to-start asking for the new activity's update token, or subscribing it to a
        // broadcast channel (docs/payload.md; Apple, "Starting and updating Live Activities
        // with ActivityKit push notifications").
        "input-push-token", "input-push-channel",
    ]
}
