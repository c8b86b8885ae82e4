/// Why a ``PushSimulator`` call could not simulate anything. Its description names the file
/// and the line:column of each problem, as `pushsim` prints them (docs/library.md, "Errors").
public enum PushSimError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app model could not be read or has errors: every one, at its place.
    case appModel(AppModelError)
    /// The scenario file could not be read or is not a scenario: every problem, at its place.
    case scenario(ScenarioError)
    /// An argument does not fit the app: a stack naming an unknown screen, text without a
    /// text-input action, a stack for an app that is not running.
    case usage(String)

    /// `FILE:LINE:COLUMN: error: MESSAGE [POINTER]`, one line per problem.
    public var description: String {
        switch self {
        case .appModel(let error):
            let file = error.source.path ?? "built-in default app"
            return error.issues.map { DiagnosticText.line($0, file: file) }.joined(separator: "\n")
        case .scenario(let error): return error.description
        case .usage(let message): return "error: \(message)"
        }
    }
}
