/// One decision made during a delivery, in order (`--trace`).
public struct TraceStep: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A provider's message turned into the APNs request iOS receives (docs/providers.md).
        case converted
        case validated, notification, launched, presented, delegate, observers, tapped, responder, hierarchy
        case load, routed, badge, url, session, handler, outcome
        /// The language the app's tables are read in, and their files (docs/localization.md).
        case localized
        /// The app's notification service extension (docs/delivery.md, "Notification service extension").
        case serviceExtension = "extension"
    }

    public var kind: Kind
    public var detail: String

    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }
}
