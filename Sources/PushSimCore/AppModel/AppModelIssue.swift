/// A problem in an app-model file, at a JSON pointer (and line:column once located).
public struct AppModelIssue: Sendable, Equatable, CustomStringConvertible {
    public var severity: Diagnostic.Severity
    public var pointer: JSONPointer
    public var message: String
    public var position: SourcePosition?

    public init(_ severity: Diagnostic.Severity, _ pointer: JSONPointer, _ message: String) {
        self.severity = severity
        self.pointer = pointer
        self.message = message
    }

    public var description: String { "\(pointer.displayString): \(message)" }
}

/// Why an app model could not be used. Every problem found is listed, not just the first.
public struct AppModelError: Error, Sendable, Equatable, CustomStringConvertible {
    public var source: AppModelSource
    public var issues: [AppModelIssue]

    public init(source: AppModelSource, issues: [AppModelIssue]) {
        self.source = source
        self.issues = issues
    }

    /// One line per problem: `FILE:LINE:COLUMN: error: MESSAGE [POINTER]`.
    public var lines: [String] {
        let file = source.path ?? "app model"
        return issues.map { issue in
            var place = file
            if let position = issue.position { place += ":\(position)" }
            return TerminalText.sanitize("\(place): \(issue.severity.rawValue): \(issue.message) [\(issue.pointer.displayString)]")
        }
    }

    public var description: String { lines.joined(separator: "\n") }
}
