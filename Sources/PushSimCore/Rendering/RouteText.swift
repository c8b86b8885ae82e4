/// `pushsim route` for people: the router's explanation, its first line followed by where the
/// route leads.
enum RouteText {
    static func lines(_ report: RouteReport) -> [String] {
        guard let result = report.result else {
            return [TerminalText.sanitize("no route matched \(report.url): \(report.app.name) declares no routes")]
        }
        let destination = self.destination(report)
        let lines = result.explanation.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.enumerated().map { index, line in
            let suffix = index == 0 ? destination.map { " → \($0)" } ?? "" : ""
            return TerminalText.sanitize(line + suffix)
        }
    }

    /// "event task_updated → TaskList > TaskDetail(42)", "event open, variant ask → Home >
    /// Confirm", or the hierarchy a route leads to.
    static func destination(_ report: RouteReport) -> String? {
        guard report.target != nil else { return nil }
        if let event = report.eventName {
            return "event \(event)" + (report.variant.map { ", variant \($0)" } ?? "") + (report.stack.map { " → \($0)" } ?? "")
        }
        return report.stack?.description ?? report.template?.description
    }
}
