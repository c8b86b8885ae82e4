/// Where a foreground action opens the app (version 3; docs/app-model.md, "Actions"): a URL the
/// app's router reads — Home Assistant's action `uri`, "open the camera page, not the push's
/// URL" — or a hierarchy of its own, its `(:name)`s filled from the notification's parameters.
public enum ActionDestination: Sendable, Equatable {
    /// An expression whose value is the URL (a literal, or `{"var": "payload.uri"}`).
    case url(Condition)
    case hierarchy(HierarchyTemplate)
}

/// A category whose actions the notification carries (version 3; docs/app-model.md,
/// "Actions"): `list` gives an array of objects, and `fields` says which of each object's keys
/// is the action's id, title, URL and options.
public struct ActionsFromPayload: Sendable, Equatable {
    public var list: Condition
    /// The key of each field in an element: `id`, `title`, `url`, `foreground`, `destructive`,
    /// `authenticationRequired`, `textInput` — by default those names.
    public var fields: [String: String]

    public static let fieldNames = ["id", "title", "url", "foreground", "destructive", "authenticationRequired", "textInput"]

    public init(list: Condition, fields: [String: String] = [:]) {
        self.list = list
        self.fields = fields
    }

    /// The actions `value` (the evaluated list) names: an element without a text id is left out.
    func actions(from value: JSONValue) -> [NotificationAction] {
        guard let elements = value.arrayValue else { return [] }
        func key(_ field: String) -> [String] { (fields[field] ?? field).split(separator: ".").map(String.init) }
        return elements.compactMap { element in
            func read(_ field: String) -> JSONValue? { element.value(atKeyPath: key(field)) }
            guard let id = read("id")?.argumentText, !id.isEmpty else { return nil }
            var action = NotificationAction(
                id: id, title: read("title")?.argumentText ?? id, foreground: read("foreground")?.isTruthy ?? false,
                textInput: read("textInput")?.isTruthy ?? false, authenticationRequired: read("authenticationRequired")?.isTruthy ?? false,
                destructive: read("destructive")?.isTruthy ?? false)
            if let url = read("url")?.stringValue, !url.isEmpty {
                action.destination = .url(.literal(.string(url)))
                // An action that opens a URL opens the app (as Home Assistant's do).
                action.foreground = true
            }
            return action
        }
    }
}
