/// `deliver --text` (a replay case's `text`): what the user types for a text-input action. It
/// only makes sense with `--tap ACTION` naming an action some category of the app model
/// declares with `textInput: true` (docs/delivery.md, "Taps and actions"); anything else is a
/// usage error.
enum TypedTextOption {
    /// How the two are called where they are given: options, or a replay case's keys.
    struct Names: Sendable {
        var text: String
        var tap: String

        static let options = Names(text: "--text", tap: "--tap")
        static let replayCase = Names(text: "text", tap: "tap")
    }

    static func problem(text: String?, tap: String?, names: Names = .options) -> String? {
        guard text != nil else { return nil }
        guard let tap, !["default", "dismiss", "none"].contains(tap) else {
            return "\(names.text) needs \(names.tap) naming a text-input action (the text is what the user types for it)"
                + (tap.map { ", not \(names.tap) \($0)" } ?? "")
        }
        return nil
    }

    static func problem(text: String?, tap: String?, model: AppModel, names: Names = .options) -> String? {
        guard text != nil, let tap else { return nil }
        let textActions = Set(model.categories.flatMap { category in category.actions.filter(\.textInput).map(\.id) })
        guard !textActions.contains(tap) else { return nil }
        let declared = model.categories.contains { $0.actions.contains { $0.id == tap } }
        return "\(names.text): action \(tap) \(declared ? "is not a text-input action" : "is not declared by any category") in app model \(model.name)"
            + " (text-input actions: \(textActions.isEmpty ? "none" : textActions.sorted().joined(separator: ", ")))"
    }
}
