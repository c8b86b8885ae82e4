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

    /// What the outcome line says after the outcome (docs/delivery.md).
    public var summary: String {
        let before = original.map { JSONWriter.string(.string($0.text)) } ?? "\"\""
        switch result {
        case .notRun:
            return "not run: \(reason ?? "")"
        case .rewritten:
            // Content without alert text, which iOS ignores (ServiceExtensionRun.finish).
            if shown == .original { return "delivered no alert text, ignored: the original content shown" }
            guard let original, let displayed else { return "rewritten" }
            let others = displayed.changes(from: original, including: [.threadId, .badge])
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
