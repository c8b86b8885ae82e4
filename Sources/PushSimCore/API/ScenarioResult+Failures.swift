extension ScenarioResult {
    /// What failed, one line each: `FILE:LINE:COLUMN: step N (SUMMARY): KEY: expected E, got A`
    /// for each expectation that did not hold, the step's place for a step that could not be
    /// done, the file for a start that does not fit the app. Empty when the scenario passed;
    /// meant for a test's failure message (docs/library.md).
    public var failureMessages: [String] {
        if let problem { return ["\(scenario.source): \(problem)"] }
        return failedSteps.flatMap { step in
            let stepPlace = Self.place(scenario.source, step.step.position)
            let name = "step \(step.index) (\(step.summary))"
            if let problem = step.problem { return ["\(stepPlace): \(name): \(problem)"] }
            return step.mismatches.filter { $0.update?.isWritten != true }.map { mismatch in
                "\(Self.place(scenario.source, mismatch.position ?? step.step.position)): \(name): \(mismatch.key): "
                    + "expected \(JSONWriter.string(mismatch.expected)), got \(JSONWriter.string(mismatch.actual))"
            }
        }
    }

    private static func place(_ file: String, _ position: SourcePosition?) -> String {
        position.map { "\(file):\($0)" } ?? file
    }
}
