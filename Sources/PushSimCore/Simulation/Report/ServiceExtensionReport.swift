/// What the app's notification service extension did with one push (docs/delivery.md,
/// "Notification service extension"): which rule ran, what it fetched, and the content as it
/// arrived and as the system then showed it.
public struct ServiceExtensionReport: Sendable, Equatable {
    public enum Result: String, Sendable, CaseIterable {
        /// The rule's rewrite was delivered.
        case rewritten
        /// The fetch failed: the rule's fallback, else the content as it arrived, was shown.
        case fetchFailed = "fetch-failed"
        /// The time limit passed before the fetch completed: the original content (or the
        /// rule's best attempt) was shown.
        case timeLimit = "time-limit"
        /// `mutable-content: 1`, but iOS does not give this push to the extension.
        case notRun = "not-run"
        /// Version 3: the rule's `discard` held: the extension delivered empty content.
        case discarded
        /// Version 3: the rule's `reportVoIPCall` held: the extension reported a VoIP call.
        case voipCall = "voip-call"
    }

    /// A custom payload key the extension set (`userInfo`), and its value.
    public struct UserInfoValue: Sendable, Equatable {
        public var path: String
        public var value: JSONValue
    }

    /// One attachment the extension tried to add: attached, or dropped and why.
    public struct AttachmentResult: Sendable, Equatable {
        public var url: String?
        public var type: ServiceExtension.AttachmentType
        public var bytes: Int64?
        /// Why it was dropped (the download failed, the file is over its type's limit); nil
        /// when it was attached.
        public var dropped: String?

        public var attached: Bool { dropped == nil }
    }

    /// Which content the system showed.
    public enum Shown: String, Sendable {
        case rewritten, fallback, bestAttempt, original
    }

    public struct Fetch: Sendable, Equatable {
        public var model: String
        public var id: String?
        public var takesMilliseconds: Int64
    }

    public var result: Result
    public var rule: String?
    /// Why it was not run, why the fetch failed, or how the time limit passed.
    public var reason: String?
    public var shown: Shown?
    public var fetch: Fetch?
    public var original: NotificationContent?
    public var displayed: NotificationContent?
    /// Rewritten values that could not be used (a badge that is not a whole number ≥ 0…).
    public var problems: [String] = []
    /// A version 3 model's extension: the content has every field a rewrite may set, and the
    /// reports show them (docs/json-output.md).
    public var fullContent = false
    /// Version 3: the custom keys it set, in the rule's order.
    public var userInfo: [UserInfoValue] = []
    /// Version 3: the attachments it tried to add.
    public var attachments: [AttachmentResult] = []
    /// Version 3: what the rule's handler actions did.
    public var handlerEffects: [HandlerEffect] = []
    /// Version 3: the rule discarded the notification or reported a call, and the app has the
    /// filtering entitlement: nothing is shown.
    public var filtered = false

    /// The fields other than the alert's text the outcome line names when they changed.
    private var otherFields: [ServiceExtension.Field] {
        fullContent ? ServiceExtension.Field.allCases.filter { ![.title, .subtitle, .body].contains($0) } : [.threadId, .badge]
    }

    /// What else it did, after the content: keys set, attachments, handler actions, problems.
    private var extras: String {
        var parts: [String] = []
        parts += userInfo.map { "userInfo \($0.path) = \(JSONWriter.excerpt($0.value))" }
        parts += attachments.map { attachment in
            let what = "\(attachment.type.rawValue) \(attachment.url.map { JSONWriter.string(.string($0)) } ?? "(no url)")"
            return attachment.dropped.map { "attachment \(what) dropped: \($0)" } ?? "attachment \(what) attached"
        }
        parts += handlerEffects.map { "\($0.action): \($0.summary)" }
        return parts.map { "; " + $0 }.joined()
    }

    /// What the outcome line says after the outcome (docs/delivery.md).
    public var summary: String {
        contentSummary + (fullContent ? extras : "")
    }

    private var contentSummary: String {
        let before = original.map { JSONWriter.string(.string($0.text)) } ?? "\"\""
        switch result {
        case .discarded, .voipCall:
            let what = result == .discarded ? "discarded (empty content delivered)" : "reported a VoIP call to CallKit"
            return filtered
                ? what + ": nothing shown (filtering entitlement)"
                : what + ", but without the filtering entitlement iOS shows the original content"
        case .notRun:
            return "not run: \(reason ?? "")"
        case .rewritten:
            // Content without alert text, which iOS ignores (ServiceExtensionRun.finish).
            if shown == .original { return "delivered no alert text, ignored: the original content shown" }
            guard let original, let displayed else { return "rewritten" }
            let others = displayed.changes(from: original, including: otherFields)
            if displayed.text != original.text {
                return "rewritten from \(before)" + others.map { ", \($0)" }.joined()
            }
            return others.isEmpty ? "rewritten, unchanged" : "rewritten: " + others.joined(separator: ", ")
        case .fetchFailed:
            return "fetch failed (\(reason ?? "")), " + (shown == .fallback ? "its fallback shown instead of \(before)" : "the original content shown")
        case .timeLimit:
            return "time limit passed (\(reason ?? "")), " + (shown == .bestAttempt ? "its best attempt shown instead of \(before)" : "the original content shown")
        }
    }
}

/// The parts of a notification's content a service extension may change, as shown (the alert
/// rendered through the app's strings).
public struct NotificationContent: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var threadID: String?
    public var badge: Int64?
    /// Version 3's fields: set only for a version 3 model's extension (`fullContent`).
    public var sound: String? = nil
    public var category: String? = nil
    public var interruptionLevel: String? = nil
    public var relevanceScore: Double? = nil
    public var targetContentID: String? = nil
    /// The communication notification's sender and group (`CommunicationIntent`), drawn in
    /// place of the title and subtitle; nil for a regular notification.
    public var sender: String? = nil
    public var group: String? = nil

    /// "Title — Subtitle — Body", as the outcome line quotes an alert.
    public var text: String {
        Presentation(title: title, subtitle: subtitle, body: body).text
    }

    func value(_ field: ServiceExtension.Field) -> String? {
        switch field {
        case .title: return title.map { JSONWriter.string(.string($0)) }
        case .subtitle: return subtitle.map { JSONWriter.string(.string($0)) }
        case .body: return body.map { JSONWriter.string(.string($0)) }
        case .threadId: return threadID
        case .badge: return badge.map(String.init)
        case .sound: return sound
        case .category: return category
        case .interruptionLevel: return interruptionLevel
        case .relevanceScore: return relevanceScore.map { JSONWriter.string(.real($0)) }
        case .targetContentId: return targetContentID
        case .sender: return sender.map { JSONWriter.string(.string($0)) }
        case .group: return group.map { JSONWriter.string(.string($0)) }
        }
    }

    /// `badge 3 → none`, `thread-id chan1 → root1`: the fields that differ.
    func changes(from original: NotificationContent, including fields: [ServiceExtension.Field] = ServiceExtension.Field.allCases) -> [String] {
        fields.compactMap { field in
            let old = original.value(field), new = value(field)
            guard old != new else { return nil }
            let name = field == .threadId ? "thread-id" : field.rawValue
            return "\(name) \(old ?? "none") → \(new ?? "none")"
        }
    }
}
