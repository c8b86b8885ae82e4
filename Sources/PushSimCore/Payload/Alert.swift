/// `aps.alert`: a plain string (the body) or a dictionary of title, subtitle, body and their
/// localization keys.
public enum Alert: Sendable, Equatable {
    case text(String)
    case content(AlertContent)

    /// The alert as a dictionary: a plain string is the body.
    public var content: AlertContent {
        switch self {
        case .text(let body): return AlertContent(body: body)
        case .content(let content): return content
        }
    }
}

/// Every key of the alert dictionary, typed. Localized parts keep their key and arguments:
/// rendering them needs the app's strings table.
public struct AlertContent: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var launchImage: String?
    public var titleLocKey: String?
    public var titleLocArgs: [String]?
    public var subtitleLocKey: String?
    public var subtitleLocArgs: [String]?
    public var locKey: String?
    public var locArgs: [String]?
    // Legacy keys iOS still reads.
    public var action: String?
    public var actionLocKey: String?
    public var summaryArg: String?
    public var summaryArgCount: Int64?

    public init(
        title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
        titleLocKey: String? = nil, titleLocArgs: [String]? = nil, subtitleLocKey: String? = nil,
        subtitleLocArgs: [String]? = nil, locKey: String? = nil, locArgs: [String]? = nil, action: String? = nil,
        actionLocKey: String? = nil, summaryArg: String? = nil, summaryArgCount: Int64? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.launchImage = launchImage
        self.titleLocKey = titleLocKey
        self.titleLocArgs = titleLocArgs
        self.subtitleLocKey = subtitleLocKey
        self.subtitleLocArgs = subtitleLocArgs
        self.locKey = locKey
        self.locArgs = locArgs
        self.action = action
        self.actionLocKey = actionLocKey
        self.summaryArg = summaryArg
        self.summaryArgCount = summaryArgCount
    }

    /// Whether anything would be shown: a title, subtitle or body, plain or localized.
    public var hasVisibleText: Bool {
        // Without building an array: asked several times per payload.
        func shows(_ text: String?) -> Bool { !(text?.isEmpty ?? true) }
        return shows(title) || shows(subtitle) || shows(body) || shows(titleLocKey) || shows(subtitleLocKey) || shows(locKey)
    }

    /// The keys the alert dictionary may hold.
    public static let keys: [String] = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "action", "action-loc-key", "summary-arg", "summary-arg-count",
    ]
}
