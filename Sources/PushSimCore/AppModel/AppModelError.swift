/// Why an app model could not be used. Every problem found is listed, not just the first.
public struct AppModelError: Error, Sendable, Equatable, CustomStringConvertible {
    public var source: AppModelSource
    public var issues: [Diagnostic]

    public init(source: AppModelSource, issues: [Diagnostic]) {
        self.source = source
        self.issues = issues
    }

    public var description: String {
        issues.map { "\($0.pointer?.displayString ?? ""): \($0.message)" }.joined(separator: "\n")
    }
}
