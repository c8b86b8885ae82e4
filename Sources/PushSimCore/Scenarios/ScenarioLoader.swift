/// Reads a `*.scenario.json` file into a `Scenario` (docs/scenarios.md, "File format"), the way
/// app models are read: through the jansson layer, every problem listed at its JSON pointer and
/// line:column, errors first.
public enum ScenarioLoader {
    /// Scenario files are read up to 16 MiB, like app models.
    public static let readCap = AppModelLoader.readCap
    /// The versions of the file format this build reads.
    public static let readableVersions: [Int64] = [1]

    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try InputReader(cap: readCap).read(InputSource(argument: path))
        } catch {
            throw ScenarioError(source: path, issues: [Diagnostic(.error, nil, .file, "cannot read the scenario: \(error.reason)")])
        }
        return try load(bytes: bytes, source: path)
    }

    /// - Parameters:
    ///   - bytes: the file's bytes, as read.
    ///   - source: the file's name as reports show it; relative paths in the file (`app`,
    ///     payload files) are kept as written, relative to it.
    public static func load(bytes: [UInt8], source: String) throws(ScenarioError) -> Scenario {
        let value: JSONValue
        do {
            value = try JSONDecoding.decode(bytes)
        } catch {
            var issue = Diagnostic(.error, .root, "not JSON pushsim reads: \(error.reason)")
            issue.position = error.position
            throw ScenarioError(source: source, issues: [issue])
        }
        guard let document = value.objectValue else {
            var issue = Diagnostic(.error, .root, "a scenario is a JSON object, not \(value.typeDescription)")
            issue.position = JSONLocator(bytes: bytes).position(of: .root)
            throw ScenarioError(source: source, issues: [issue])
        }
        let locator = JSONLocator(bytes: bytes)
        var decoder = ScenarioDecoder()
        var scenario = decoder.decode(document, source: source)
        // Inline payloads keep the bytes the file holds, so validation sees what was written
        // (a duplicate key, a number's spelling), not a re-encoding.
        let inline = scenario.steps.indices.filter {
            if case .push(.inline, _, _, _, _) = scenario.steps[$0].action { return true } else { return false }
        }
        let spans = locator.spans(of: inline.map { scenario.steps[$0].pointer / "push" })
        for (index, span) in zip(inline, spans) {
            guard case .push(_, let headers, let tap, let from, let message) = scenario.steps[index].action, let span else { continue }
            scenario.steps[index].action = .push(.inline(Array(bytes[span])), headers: headers, tap: tap, from: from, message: message)
        }
        let stepPositions = locator.positions(of: scenario.steps.map(\.pointer))
        for index in scenario.steps.indices { scenario.steps[index].position = stepPositions[index] }

        var issues = decoder.issues
        let positions = locator.positions(of: issues.map { $0.pointer ?? .root })
        for index in issues.indices { issues[index].position = positions[index] }
        // Errors first, each group in file order.
        issues = issues.enumerated().sorted { lhs, rhs in
            (lhs.element.severity == .error ? 0 : 1, lhs.element.position?.offset ?? .max, lhs.offset)
                < (rhs.element.severity == .error ? 0 : 1, rhs.element.position?.offset ?? .max, rhs.offset)
        }.map(\.element)
        if issues.contains(where: { $0.severity == .error }) { throw ScenarioError(source: source, issues: issues) }
        scenario.warnings = issues
        return scenario
    }
}
