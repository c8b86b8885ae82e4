/// The app's notification service extension, declared in the model's
/// `"extensions": {"notificationService": …}` (docs/app-model.md, "Notification service
/// extension"): rules, each saying which pushes it rewrites, what it fetches first, and the
/// content it delivers. iOS runs the extension for a push whose `aps` has `mutable-content: 1`
/// and an alert, before it presents it (docs/delivery.md, "Notification service extension").
public struct ServiceExtension: Sendable, Equatable {
    /// How long the extension has to call its content handler: "only about 30 seconds"
    /// (https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications).
    public static let timeLimitMilliseconds: Int64 = 30_000

    /// The rules in declaration order; the first that applies to a push is the one that runs.
    public var rules: [Rule]

    /// Whether a rule uses a key of version 3 (`discard`, `reportVoIPCall`, `handlers`, or a
    /// rewrite's `sound`, `category`, … `userInfo`, `attachments`): then reports show every
    /// field of the content (docs/json-output.md). An upgraded model that uses none is
    /// reported as before it was upgraded.
    public var usesVersionThreeKeys: Bool {
        rules.contains { rule in
            rule.discard != nil || rule.reportVoIPCall != nil || !rule.handlers.isEmpty
                || [rule.rewrite, rule.fallback].contains { rewrite in
                    guard let rewrite else { return false }
                    return !rewrite.userInfo.isEmpty || !rewrite.attachments.isEmpty
                        || rewrite.fields.contains { !Field.versionTwo.contains($0.field) }
                }
        }
    }

    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// One declarative rewrite.
    public struct Rule: Sendable, Equatable {
        /// What reports call it: the declared `name`, else `rule N` (from 1).
        public var name: String
        /// The event types it applies to; nil for every push.
        public var events: [String]?
        /// A condition (docs/conditions.md) that must hold; nil for always.
        public var when: Condition?
        /// The object to fetch before rewriting, if any.
        public var fetch: Fetch?
        /// The content it delivers when everything went well.
        public var rewrite: Rewrite
        /// The content it delivers when the fetch fails; nil: the content as it arrived.
        public var fallback: Rewrite?
        /// What it delivers when the time limit passes before the fetch completes.
        public var onTimeLimit: TimeLimitAnswer = .original
        /// Version 3: when it holds, the extension delivers empty content to discard the
        /// notification (docs/app-model.md, "Version 3"); asked once the fetch succeeded.
        public var discard: Condition?
        /// Version 3: when it holds, the extension hands the push to CallKit
        /// (`CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)`) instead of showing it.
        public var reportVoIPCall: Condition?
        /// Version 3: handler actions the extension runs once the fetch succeeded, before it
        /// delivers its content (`setBadge`, `setState`, `clearDelivered`).
        public var handlers: [HandlerAction] = []
        /// Where each of `handlers` is in the file's array (an action with mistakes is left out).
        var handlerIndices: [Int] = []

        public init(name: String, events: [String]? = nil, when: Condition? = nil, fetch: Fetch? = nil, rewrite: Rewrite = Rewrite(), fallback: Rewrite? = nil) {
            self.name = name
            self.events = events
            self.when = when
            self.fetch = fetch
            self.rewrite = rewrite
            self.fallback = fallback
        }
    }

    /// `serviceExtensionTimeWillExpire()`: the extension either lets the system show the
    /// original content, or delivers its best attempt — here, its fallback content.
    public enum TimeLimitAnswer: String, Sendable, CaseIterable {
        case original, bestAttempt
    }

    /// The fetch before the rewrite: the event's `load` rule (model, id format, ids that do not
    /// exist), plus which parameter holds the id, the fields of the objects that do exist, when
    /// it fails for another reason, and how long it takes.
    public struct Fetch: Sendable, Equatable {
        public var rule: LoadRule
        /// The parameter whose value is the id; nil: the notification's object id.
        public var idParameter: String?
        /// The fields of each object by id, read as `fetched.FIELD`; an id not listed loads with
        /// no fields.
        public var objects: [String: JSONValue] = [:]
        /// When it holds, the fetch fails (an unknown server, say).
        public var failsWhen: Condition?
        /// How long the fetch takes, in milliseconds, and for the ids that take another time.
        public var takes: Int64 = 0
        public var takesFor: [String: Int64] = [:]

        public init(rule: LoadRule, idParameter: String? = nil) {
            self.rule = rule
            self.idParameter = idParameter
        }

        public func duration(for id: String?) -> Int64 {
            id.flatMap { takesFor[$0] } ?? takes
        }
    }

    /// The content a rule delivers: for each field it names, an expression (docs/conditions.md)
    /// over the parameters, the payload, the app's state and, in `rewrite`, the fetched object.
    public struct Rewrite: Sendable, Equatable {
        public var fields: [(field: Field, value: Condition)]
        /// Version 3: custom payload keys it sets (`userInfo`), by key path, in the file's order.
        public var userInfo: [(path: KeyPath, value: Condition)] = []
        /// Version 3: the attachments it downloads and adds.
        public var attachments: [Attachment] = []

        public init(fields: [(field: Field, value: Condition)] = []) {
            self.fields = fields
        }

        public static func == (lhs: Rewrite, rhs: Rewrite) -> Bool {
            lhs.fields.map(\.field) == rhs.fields.map(\.field) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
                && lhs.userInfo.map(\.path) == rhs.userInfo.map(\.path) && lhs.userInfo.map(\.value) == rhs.userInfo.map(\.value)
                && lhs.attachments == rhs.attachments
        }
    }

    /// The parts of the content a rewrite may set, in the order reports list them: the first
    /// five since version 2, the others since version 3. `sender` and `group` are not payload
    /// keys: they are the `INSendMessageIntent` the extension donates before it delivers
    /// `content.updating(from:)`, a communication notification (docs/app-model.md, "Version 3").
    public enum Field: String, Sendable, CaseIterable {
        case title, subtitle, body, threadId, badge
        case sound, category, interruptionLevel, relevanceScore, targetContentId
        case sender, group

        /// The fields a version 2 model may rewrite.
        static let versionTwo: [Field] = [.title, .subtitle, .body, .threadId, .badge]

        /// Its key in `aps`, for the fields that are not part of the alert.
        var apsKey: String? {
            switch self {
            case .title, .subtitle, .body: return nil
            case .threadId: return "thread-id"
            case .badge: return "badge"
            case .sound: return "sound"
            case .category: return "category"
            case .interruptionLevel: return "interruption-level"
            case .relevanceScore: return "relevance-score"
            case .targetContentId: return "target-content-id"
            case .sender, .group: return nil
            }
        }
    }
}
