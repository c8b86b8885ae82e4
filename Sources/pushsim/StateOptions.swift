import ArgumentParser
import PushSimCore

/// `--set NAME=VALUE`, repeatable: a value of the app's state (docs/app-model.md, "Session and
/// accounts"). The value is JSON when it reads as JSON (`false`, `3`, `"x"`), else a string.
struct StateOptions: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A value of the app's state, as NAME=VALUE (repeatable): --set loggedIn=false --set activeAccount=srvB. Version 2 app models.",
            valueName: "name=value"),
        transform: StateOptions.parse)
    var values: [StateValue] = []

    /// `--set` in a command's table (`OptionTable`): `store` puts the values where the command
    /// keeps them.
    static func option<Root>(_ table: inout OptionTable<Root>, _ store: (inout Root, [(name: String, value: JSONValue)]) -> Void) {
        table.repeated("set", StateOptions.parse) { root, values in store(&root, values.map { ($0.name, $0.value) }) }
    }

    struct StateValue: Equatable, Sendable {
        var name: String
        var value: JSONValue
    }

    static func parse(_ text: String) throws -> StateValue {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("--set takes NAME=VALUE, as loggedIn=false")
        }
        let name = String(text[..<equals])
        let raw = String(text[text.index(after: equals)...])
        let value = (try? JSONDecoding.decode(Array(raw.utf8))) ?? .string(raw)
        return StateValue(name: name, value: value)
    }

    var pairs: [(name: String, value: JSONValue)] { values.map { ($0.name, $0.value) } }
}
