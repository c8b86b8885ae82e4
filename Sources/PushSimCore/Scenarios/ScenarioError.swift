/// Why a scenario file cannot be run: every problem found in it, not just the first, errors
/// first, each group in file order, each at its JSON pointer and line:column
/// (docs/scenarios.md, "Mistakes").
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scenario file, as named.
    public var source: String
    public var issues: [Diagnostic]

    public init(source: String, issues: [Diagnostic]) {
        self.source = source
        self.issues = issues
    }

    public var errors: [Diagnostic] { issues.filter { $0.severity == .error } }

    /// `FILE:LINE:COLUMN: error: MESSAGE [POINTER]`, one line per problem.
    public var description: String {
        issues.map { DiagnosticText.line($0, file: source) }.joined(separator: "\n")
    }
}
