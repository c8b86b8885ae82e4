/// Whether a scenario's `start` fits the app model it runs against (docs/scenarios.md, "The
/// file"). Only known once the model is loaded, it is checked before the first step: a start the
/// app cannot have makes the file unusable (exit 5), at the place of the value, as a mistake in
/// the file itself does — not a run that fails (docs/exit-codes.md).
enum ScenarioStartCheck {
    /// Each problem at its JSON pointer (`/start/stack`, `/start/set/NAME`); positions are
    /// the caller's to find.
    static func problems(_ start: ScenarioStart, model: AppModel) -> [Diagnostic] {
        let pointer = JSONPointer.root / "start"
        // The badge and the stack's syntax were checked as the file was read; what is left is
        // whether this app has the values and the stack — as for every delivery.
        let inputs = DeliveryRequest.Inputs(state: start.state, stack: start.stack, stateValues: start.values, device: start.device)
        return DeliveryRequest.problems(of: inputs, model: model, names: .scenarioStart).map { problem in
            let place: JSONPointer =
                switch problem {
                case .stateValue(let name, _): pointer / "set" / name
                case .stackWhileNotRunning, .stack: pointer / "stack"
                case .text, .badge: pointer
                }
            return Diagnostic(.error, place, problem.message(.scenarioStart))
        }
    }

    /// The problems with their `line:column` in the scenario file's `bytes`.
    static func problems(_ start: ScenarioStart, model: AppModel, locatedIn bytes: [UInt8]) -> [Diagnostic] {
        var issues = problems(start, model: model)
        let positions = JSONLocator(bytes: bytes).positions(of: issues.map { $0.pointer ?? .root })
        for index in issues.indices { issues[index].position = positions[index] }
        return issues
    }
}
