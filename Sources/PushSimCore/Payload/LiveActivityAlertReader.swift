/// Reads the `alert` of a Live Activity push, which follows ActivityKit's shape rather than a
/// notification's: `title` and `body` are strings or localized objects (`loc-key`, `loc-args`),
/// and the alert's `sound` sits inside it (Apple, "Starting and updating Live Activities with
/// ActivityKit push notifications"; docs/validation.md).
enum LiveActivityAlertReader {
    static let keys = ["title", "body", "sound"]
    private static let localizedTextKeys = KeyIndex(LocalizedTextKey.keys)

    static func read(_ value: JSONValue, at pointer: JSONPointer, into diagnostics: inout [Diagnostic]) -> Alert? {
        guard case .object(let dictionary) = value else {
            return PayloadReader.readAlert(value, at: pointer, into: &diagnostics)
        }
        var content = AlertContent()
        if let title = dictionary["title"] {
            (content.title, content.titleLocKey, content.titleLocArgs) = readText(title, key: "title", at: pointer, into: &diagnostics)
        }
        if let body = dictionary["body"] {
            (content.body, content.locKey, content.locArgs) = readText(body, key: "body", at: pointer, into: &diagnostics)
        }
        if let sound = dictionary["sound"], sound.stringValue == nil {
            diagnostics.append(
                .error(
                    .alertKeyWrongType, at: pointer / "sound",
                    "sound must be a sound file name string, not \(sound.typeDescription) (\(JSONWriter.string(sound)))"))
        }
        for key in dictionary.keys where !keys.contains(key) {
            diagnostics.append(
                .warning(
                    .unknownAlertKey, at: pointer / key,
                    "\"\(key)\" is not a Live Activity alert key (title, body, sound); iOS ignores it" + Suggestion.hint(for: key, in: keys)))
        }
        if !content.hasVisibleText {
            diagnostics.append(.warning(.emptyAlert, at: pointer, "the Live Activity alert has no title or body: iOS shows nothing"))
        }
        return .content(content)
    }

    /// A title or body: plain text, or `{loc-key, loc-args}` for the app's strings table.
    private static func readText(_ value: JSONValue, key: String, at pointer: JSONPointer, into diagnostics: inout [Diagnostic])
        -> (text: String?, locKey: String?, locArgs: [String]?)
    {
        switch value {
        case .string(let text):
            return (text, nil, nil)
        case .object(let localized):
            var fields = FieldReader(
                object: KnownMembers(localized, index: localizedTextKeys), pointer: pointer / key, reason: .alertKeyWrongType)
            let locKey = fields.string(LocalizedTextKey.locKey)
            let locArgs = fields.stringArray(LocalizedTextKey.locArgs)
            if !fields.diagnostics.isEmpty { diagnostics += fields.diagnostics }
            if localized.contains("loc-args") && !localized.contains("loc-key") {
                diagnostics.append(
                    .warning(
                        .locArgsWithoutLocKey, at: pointer / key / "loc-args",
                        "\"loc-args\" without \"loc-key\": the arguments have no format string to fill"))
            }
            for member in localized.keys where !["loc-key", "loc-args"].contains(member) {
                diagnostics.append(
                    .warning(
                        .unknownAlertKey, at: pointer / key / member,
                        "\"\(member)\" is not a key of a localized \(key) (loc-key, loc-args); iOS ignores it"))
            }
            return (nil, locKey, locArgs)
        default:
            diagnostics.append(
                .error(
                    .alertKeyWrongType, at: pointer / key,
                    "\(key) must be a string or a {loc-key, loc-args} dictionary, not \(value.typeDescription) (\(JSONWriter.string(value)))"))
            return (nil, nil, nil)
        }
    }
}
