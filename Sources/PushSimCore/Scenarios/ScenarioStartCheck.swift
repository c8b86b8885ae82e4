/// Whether a scenario's `start` fits the app model it runs against (docs/scenarios.md, "The
/// file"). Only known once the model is loaded, it is checked before the first step: a start the
/// app cannot have makes the file unusable (exit 5), at the place of the value, as a mistake in
/// the file itself does — not a run that fails (docs/exit-codes.md).
enum ScenarioStartCheck {
    /// Each problem at its JSON pointer (`/start/stack`, `/start/set/NAME`); positions are
    /// the caller's to find.
    static func problems(_ start: ScenarioStart, model: AppModel) -> [Diagnostic] {
        let pointer = JSONPointer.root / "start"
        var issues: [Diagnostic] = []
        if let unknown = model.firstUndeclaredState(in: start.values.map(\.name)), let problem = model.stateProblem([unknown]) {
            issues.append(Diagnostic(.error, pointer / "set" / unknown, "start.set: \(problem)"))
        }
        if let stack = start.stack {
            if !start.state.isRunning {
                issues.append(
                    Diagnostic(.error, pointer / "stack", "start.stack: the app is not running, so it shows nothing; give a state, or drop the stack"))
            } else {
                // The decoder has checked the syntax; what is left is whether this app has it.
                do {
                    if let problem = model.layoutProblem(try NavigationLayout.parse(stack)) {
                        issues.append(Diagnostic(.error, pointer / "stack", "start.stack: \(problem)"))
                    }
                } catch {
                    issues.append(Diagnostic(.error, pointer / "stack", "start.stack: \(error.message)"))
                }
            }
        }
        return issues
    }

    /// The problems with their `line:column` in the scenario file's `bytes`.
    static func problems(_ start: ScenarioStart, model: AppModel, locatedIn bytes: [UInt8]) -> [Diagnostic] {
        var issues = problems(start, model: model)
        let positions = JSONLocator(bytes: bytes).positions(of: issues.map { $0.pointer ?? .root })
        for index in issues.indices { issues[index].position = positions[index] }
        return issues
    }
}
