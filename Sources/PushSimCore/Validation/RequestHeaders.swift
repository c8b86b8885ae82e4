/// The APNs request headers a sender sets beside the payload, as given on the command line.
/// Every field is the raw text the user typed: validation decides what it means.
public struct RequestHeaders: Sendable, Equatable {
    public var pushType: String?
    public var priority: String?
    public var expiration: String?
    public var collapseID: String?
    public var topic: String?
    public var deviceToken: String?
    public var apnsID: String?

    public init(
        pushType: String? = nil, priority: String? = nil, expiration: String? = nil, collapseID: String? = nil,
        topic: String? = nil, deviceToken: String? = nil, apnsID: String? = nil
    ) {
        self.pushType = pushType
        self.priority = priority
        self.expiration = expiration
        self.collapseID = collapseID
        self.topic = topic
        self.deviceToken = deviceToken
        self.apnsID = apnsID
    }
}

/// The headers as APNs would take them: given, inferred from the payload, or APNs' default.
public struct ResolvedHeaders: Sendable, Equatable {
    public enum Origin: String, Sendable {
        /// Set by a flag.
        case given
        /// Deduced from the payload (or the topic's suffix), since no flag set it.
        case inferred
        /// APNs' own default when the header is absent.
        case defaulted
    }

    public var pushType: PushType
    public var pushTypeOrigin: Origin
    public var priority: Int
    public var priorityOrigin: Origin
    /// `apns-collapse-id`: a notification with the same id replaces the one delivered before.
    public var collapseID: String?

    public init(pushType: PushType, pushTypeOrigin: Origin, priority: Int, priorityOrigin: Origin, collapseID: String? = nil) {
        self.pushType = pushType
        self.pushTypeOrigin = pushTypeOrigin
        self.priority = priority
        self.priorityOrigin = priorityOrigin
        self.collapseID = collapseID
    }
}
