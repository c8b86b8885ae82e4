extension ScenarioStepResult {
    /// The step with each mismatch's `line:column` in the scenario file `locator` reads.
    func located(with locator: JSONLocator) -> ScenarioStepResult {
        var located = self
        let positions = locator.positions(of: mismatches.map(\.pointer))
        for index in located.mismatches.indices { located.mismatches[index].position = positions[index] }
        return located
    }
}
